import { useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'react-router'
import { Button, Link, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs } from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import { useTicker } from '../../../services/useTicker'
import type { BotView as Bot } from '@atb/contract'
import { BotCharts } from './parts/BotCharts'
import { CurrentCycle, hasCycle } from './parts/BotCycle'
import { BotEventLog } from './parts/BotEventLog'
import { BotFigures } from './parts/BotFigures'
import { BotHeader } from './parts/BotHeader'
import { BotNotices } from './parts/BotNotices'
import { BotParameters } from './parts/BotParameters'
import { BotWeights } from './parts/BotWeights'
import { OpenOrders, Trades } from './parts/BotTrades'
import { useBotPage } from './parts/useBotPage'
import styles from './parts/botView.module.css'

/** /bot/view/{robot}: one bot's status, figures, charts, orders, trades, settings and history. */
export function Component() {
  const { '*': splat = '' } = useParams()
  const id = splat.split('/')[0] ?? ''
  return id ? <BotPage id={id} /> : <NotFound />
}

function BotPage({ id }: { id: string }) {
  const { t } = useLingui()
  const page = useBotPage(id)
  if (page.state === 'notFound') return <NotFound />
  if (page.state === 'loading') return <Loading />
  if (page.state === 'error')
    return (
      <div className={styles.page}>
        <section className={styles.failed} role="alert" aria-labelledby="bot-failed">
          <h1 id="bot-failed" className={styles.title}>
            {t`The bot could not be loaded`}
          </h1>
          <p>{t`Check your connection and try again.`}</p>
          <Button onPress={page.retry}>{t`Retry`}</Button>
        </section>
      </div>
    )
  return <Loaded bot={page.bot} reload={page.reload} refreshFailed={page.refreshFailed} />
}

function Loaded({
  bot,
  reload,
  refreshFailed,
}: {
  bot: Bot
  reload: () => void
  refreshFailed: boolean
}) {
  const { t } = useLingui()
  const symbol = bot.symbols[0]
  const { ticker } = useTicker(bot.status === 'stopped' ? undefined : symbol)
  const lastPrice = ticker?.last ?? (symbol ? bot.performance.last_prices[symbol] : undefined)
  const trades = bot.round_trips.length || bot.recent_fills.length
  return (
    <div className={styles.page}>
      <BotHeader bot={bot} lastPrice={lastPrice} onChanged={reload} />
      {refreshFailed ? (
        <p className={styles.refresh} role="status">
          {t`These figures could not be refreshed.`}{' '}
          <Button variant="secondary" size="sm" onPress={reload}>
            {t`Refresh`}
          </Button>
        </p>
      ) : null}
      <BotNotices bot={bot} />
      <BotFigures performance={bot.performance} today={bot.today_pnl} />
      {hasCycle(bot.kind) ? <CurrentCycle bot={bot} /> : null}
      <BotWeights bot={bot} />
      <BotCharts bot={bot} />
      <Tabs defaultSelectedKey="orders">
        <TabList aria-label={t`Bot details`}>
          <Tab id="orders" badge={bot.open_orders.length}>
            {t`Open orders`}
          </Tab>
          <Tab id="trades" badge={trades}>
            {t`Trades`}
          </Tab>
          <Tab id="parameters">{t`Parameters`}</Tab>
          <Tab id="events">{t`Event log`}</Tab>
        </TabList>
        <TabPanel id="orders">
          <OpenOrders bot={bot} />
        </TabPanel>
        <TabPanel id="trades">
          <Trades bot={bot} />
        </TabPanel>
        <TabPanel id="parameters">
          <BotParameters bot={bot} />
        </TabPanel>
        <TabPanel id="events">
          {/* A new status or settings version means new events: the log loads again. */}
          <BotEventLog
            key={`${bot.status}-${bot.config_version}`}
            id={bot.id}
            currency={bot.performance.currency}
          />
        </TabPanel>
      </Tabs>
    </div>
  )
}

function Loading() {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Loading the bot…`}</h1>
      <SkeletonGroup label={t`Loading the bot`}>
        <Skeleton lines={2} />
        <div className={styles.figures}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} shape="rect" height={64} />
          ))}
        </div>
        <Skeleton shape="rect" height={320} />
      </SkeletonGroup>
    </div>
  )
}

/** 'record not found': an unknown id, or a bot of another account (the server does not say which). */
function NotFound() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { locale } = splitLocale(pathname)
  return (
    <div className={styles.page}>
      <section className={styles.failed} aria-labelledby="bot-missing">
        <h1 id="bot-missing" className={styles.title}>
          {t`Bot not found`}
        </h1>
        <p>
          {t`There is no bot at this address in your account. It may be a wrong link, or a bot of another account.`}
        </p>
        <p className={styles.links}>
          <Link href={withLocale('/bot', locale)}>{t`Go to your bots`}</Link>
          <Link href={withLocale('/bot/history', locale)}>{t`See stopped bots`}</Link>
        </p>
      </section>
    </div>
  )
}
