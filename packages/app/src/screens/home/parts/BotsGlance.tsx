import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import type { BotSummary, HomeSummaryResponse } from '@atb/contract'
import { Badge, Link } from '@atb/ui'
import { kindTitle } from '../../bots/botLabels'
import { exchangeTitles } from '../../bots/create/exchangeName'
import { StatusBadge, pairName } from '../../bots/list/BotCard'
import { Pnl, useHref } from './figures'
import styles from './home.module.css'

type Counts = HomeSummaryResponse['counts']
const order: (keyof Counts)[] = ['running', 'paused', 'error', 'out_of_balance']

/** The live bots at a glance: how many in each status, and the newest few with their PnL. */
export function BotsGlance({ counts, bots }: { counts: Counts; bots: BotSummary[] }) {
  const { t, i18n } = useLingui()
  const href = useHref()
  const total = order.reduce((sum, status) => sum + counts[status], 0)
  const shown = bots.length
  return (
    <section className={styles.section} aria-labelledby="home-bots">
      <div className={styles.sectionHead}>
        <h2 id="home-bots" className={styles.sectionTitle}>
          {t`Your bots`}
        </h2>
        <Link href={href('/bot')} variant="standalone">
          {t`See all bots`}
        </Link>
      </div>
      <ul className={styles.counts} aria-label={t`Bots by status`}>
        {order.map((status) => (
          <li
            key={status}
            className={styles.count}
            data-status={status}
            data-zero={counts[status] === 0}
          >
            <span className={styles.countValue}>{i18n.number(counts[status])}</span>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>
      {bots.length > 0 ? (
        <ul className={styles.botRows} aria-label={t`Live bots`}>
          {bots.map((bot) => (
            <BotRow key={bot.id} bot={bot} href={href(`/bot/view/${bot.id}`)} />
          ))}
        </ul>
      ) : null}
      {total > shown ? (
        <p className={styles.muted}>{t`Showing the newest ${shown} of ${total} live bots.`}</p>
      ) : null}
    </section>
  )
}

function BotRow({ bot, href }: { bot: BotSummary; href: string }) {
  const { t, i18n } = useLingui()
  const kind = i18n._(kindTitle(bot.kind))
  const pair = pairName(bot)
  return (
    <li className={styles.botRow} data-status={bot.status}>
      <div className={styles.botName}>
        <RACLink href={href} className={styles.rowLink} aria-label={t`${pair}, ${kind}`}>
          {pair}
        </RACLink>
        <span className={styles.botMeta}>
          {kind}
          {bot.exchange_name === 'paper' ? (
            <Badge variant="info" size="sm">{t`Paper`}</Badge>
          ) : (
            <span>{i18n._(exchangeTitles[bot.exchange_name])}</span>
          )}
        </span>
      </div>
      <StatusBadge status={bot.status} />
      <span className={styles.botPnl}>
        <Pnl value={bot.total_pnl} currency={bot.currency} percent={bot.total_pnl_pct} />
      </span>
    </li>
  )
}
