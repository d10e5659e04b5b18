import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { useLocation, useNavigate } from 'react-router'
import type { BotSummary } from '@atb/contract'
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { splitLocale, withLocale } from '../../../router/locale'
import { useResource } from '../../account/useResource'
import { exchangeTitles, kindTitle } from '../../bots/botLabels'
import { StatusBadge } from '../../bots/list/BotCard'
import { PnlText } from '../../bots/list/PnlText'
import styles from './pair.module.css'

/** The most bots listed here; a trader with more has the bot list's own search. */
const PAGE_SIZE = 20

/** The user's bots that are still on this pair (running, paused or needing attention). */
export function PairBots({ symbol, createHref }: { symbol: string; createHref: string }) {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [bots, retry] = useResource(flows.loadBots, {
    status: 'active',
    symbol,
    sort: 'created',
    order: 'desc',
    page: 1,
    page_size: PAGE_SIZE,
  })
  let body
  if (bots.status === 'loading')
    body = (
      <SkeletonGroup label={t`Loading your bots`}>
        <Skeleton shape="rect" height={64} />
        <Skeleton shape="rect" height={64} />
      </SkeletonGroup>
    )
  else if (bots.status === 'error')
    body = (
      <div role="alert" className={styles.problem}>
        <p>{t`Your bots could not be loaded.`}</p>
        <Button variant="secondary" size="sm" onPress={retry}>
          {t`Try again`}
        </Button>
      </div>
    )
  else {
    // The list's symbol filter is a search (BTC finds BTCUSDT and BTCUSDC): keep this pair only.
    const mine = bots.data.items.filter((bot) => bot.symbols.includes(symbol))
    body = mine.length ? (
      <ul className={styles.bots}>
        {mine.map((bot) => (
          <BotRow key={bot.id} bot={bot} href={withLocale(`/bot/view/${bot.id}`, locale)} />
        ))}
      </ul>
    ) : (
      <EmptyState
        size="sm"
        headingLevel={3}
        title={t`No bots on this pair`}
        description={t`Start a bot here and it shows up with its status and profit.`}
        actionLabel={t`Create a bot`}
        onAction={() => void navigate(createHref)}
      />
    )
  }
  return (
    <section className={styles.panel} aria-labelledby="pair-bots">
      <h2 id="pair-bots" className={styles.heading}>
        {t`Your bots on this pair`}
      </h2>
      {body}
    </section>
  )
}

function BotRow({ bot, href }: { bot: BotSummary; href: string }) {
  const { t, i18n } = useLingui()
  const kind = i18n._(kindTitle(bot.kind))
  const venue = exchangeTitles[bot.exchange_name]
    ? i18n._(exchangeTitles[bot.exchange_name])
    : bot.exchange_name
  return (
    <li className={styles.bot}>
      <div className={styles.botName}>
        <RACLink href={href} className={styles.botLink} aria-label={t`${kind} on ${venue}`}>
          {kind}
        </RACLink>
        <span className={styles.muted}>{venue}</span>
      </div>
      <StatusBadge status={bot.status} />
      <span className={styles.botPnl}>
        <span className={styles.muted}>{t`Total PnL`}</span>
        <PnlText
          value={Number(bot.total_pnl)}
          currency={bot.currency}
          percent={bot.total_pnl_pct}
        />
      </span>
    </li>
  )
}
