import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Copy } from 'lucide-react'
import { apiErrorOf } from '@atb/machines'
import type { RankingBotView } from '@atb/contract'
import { Badge, Button, Link, PnlChart, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { kindTitle, pairTitle, statusTitles, statusVariants } from '../bots/botLabels'
import { duplicateOf, fillWizard, setupPathOf } from '../bots/view/actions/duplicate'
import { configRows, useConfigText } from '../bots/view/parts/useConfigText'
import { useDuration } from '../bots/view/parts/useDuration'
import { anonymous } from './parts/labels'
import { Signed } from './parts/RankingTable'
import styles from './parts/ranking.module.css'

/** /ranking/{id}: an opted-in bot's public page (issue 16, decision 070). */
export function Component() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const flows = useFlows()
  const [bot, retry] = useResource(flows.loadRankingBot, { id })
  if (bot.status === 'loading')
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>{t`Loading the bot…`}</h1>
        <SkeletonGroup label={t`Loading the bot`}>
          <Skeleton lines={2} />
          <Skeleton shape="rect" height={88} />
          <Skeleton shape="rect" height={260} />
        </SkeletonGroup>
      </div>
    )
  if (bot.status === 'error')
    return apiErrorOf(bot.error)?.code === 'record_not_found' ? (
      <NotShared />
    ) : (
      <div className={styles.page}>
        <section className={styles.failed} role="alert" aria-labelledby="ranking-failed">
          <h1 id="ranking-failed" className={styles.title}>
            {t`The bot could not be loaded`}
          </h1>
          <p className={styles.note}>{t`Check your connection and try again.`}</p>
          <Button onPress={retry}>{t`Retry`}</Button>
        </section>
      </div>
    )
  return <PublicBot bot={bot.data} />
}

function PublicBot({ bot }: { bot: RankingBotView }) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const duration = useDuration()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const text = useConfigText(bot.kind)
  const copy = duplicateOf({ ...bot, exchange_name: 'paper' })
  const points = useMemo(
    () => bot.equity_curve.map((p) => ({ time: Math.floor(p.time / 1000), value: p.equity })),
    [bot.equity_curve],
  )
  const nickname = bot.nickname || i18n._(anonymous)
  const pair = pairTitle(bot)
  const runtime = duration(bot.runtime_ms)
  const signedPct = (value: number) => (
    <Signed value={value}>{format.percent(value, { signed: true })}</Signed>
  )
  const signedPnl = (value: string) => (
    <Signed value={Number(value)}>{format.pnl(Number(value), bot.currency)}</Signed>
  )
  return (
    <div className={styles.page}>
      <p>
        <Link href={withLocale('/ranking', locale)}>{t`Back to the ranking`}</Link>
      </p>
      <header className={styles.headline}>
        <div className={styles.header}>
          <h1 className={styles.title}>
            {pair} <span className={styles.kind}>{i18n._(kindTitle(bot.kind))}</span>
          </h1>
          <div className={styles.tags}>
            <Badge variant={statusVariants[bot.status]}>{i18n._(statusTitles[bot.status])}</Badge>
          </div>
          <p className={styles.meta}>
            {t`By ${nickname} · runtime ${runtime} · created ${format.date(bot.created_at)}`}
          </p>
        </div>
        {copy ? (
          <Button
            icon={<Copy size={16} aria-hidden />}
            onPress={() => {
              fillWizard(flows.botWizard.start(), copy)
              void navigate(withLocale(setupPathOf(copy), locale))
            }}
          >
            {t`Copy this bot`}
          </Button>
        ) : (
          <p className={styles.note}>{t`This strategy cannot be copied in the wizard.`}</p>
        )}
      </header>
      <section aria-labelledby="ranking-stats" className={styles.section}>
        <h2 id="ranking-stats" className={styles.sectionTitle}>{t`Statistics`}</h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t`ROI, all time`}</dt>
            <dd>{signedPct(bot.windows.all.roi_pct)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`PnL, all time`}</dt>
            <dd>{signedPnl(bot.windows.all.pnl)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Realised, 7 days`}</dt>
            <dd>
              {signedPnl(bot.windows['7d'].pnl)} ({signedPct(bot.windows['7d'].roi_pct)})
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Realised, 30 days`}</dt>
            <dd>
              {signedPnl(bot.windows['30d'].pnl)} ({signedPct(bot.windows['30d'].roi_pct)})
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Max drawdown`}</dt>
            <dd>{format.percent(-bot.max_drawdown_pct)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Investment`}</dt>
            <dd>{format.money(Number(bot.investment), bot.currency)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Trades`}</dt>
            <dd>{format.number(bot.trades)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t`Runtime`}</dt>
            <dd>{runtime}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="ranking-equity" className={styles.section}>
        <h2 id="ranking-equity" className={styles.sectionTitle}>{t`Equity, daily`}</h2>
        {points.length > 0 ? (
          <PnlChart
            points={points}
            height={240}
            currency={bot.currency}
            baseValue={Number(bot.investment)}
            aria-label={t`Equity by day against the investment of ${format.money(Number(bot.investment), bot.currency)}`}
          />
        ) : (
          <p className={styles.note}>{t`No equity recorded yet.`}</p>
        )}
      </section>
      <section aria-labelledby="ranking-settings" className={styles.section}>
        <h2 id="ranking-settings" className={styles.sectionTitle}>{t`Settings`}</h2>
        <dl className={styles.params}>
          {configRows(bot.config, text, t`Off`).map((row) => (
            <div key={row.id}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

/** 'record not found': not shared, no longer shared, deleted or a wrong link; never which. */
function NotShared() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  return (
    <div className={styles.page}>
      <section className={styles.failed} aria-labelledby="ranking-missing">
        <h1 id="ranking-missing" className={styles.title}>
          {t`This bot is not in the ranking`}
        </h1>
        <p className={styles.note}>
          {t`Its owner may have stopped sharing it, or the link is wrong.`}
        </p>
        <Link href={withLocale('/ranking', locale)}>{t`See the ranking`}</Link>
      </section>
    </div>
  )
}
