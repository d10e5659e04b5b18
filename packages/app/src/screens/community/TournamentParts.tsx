import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { TournamentEntrant, TournamentPrize, TournamentView } from '@atb/contract'
import { Badge, useFormatter } from '@atb/ui'
import { useNow } from './phase'
import styles from './community.module.css'

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left to the start or the end, each second; tells the page when that moment passes. */
export function Countdown({
  tournament,
  onOver,
}: {
  tournament: TournamentView
  onOver: () => void
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const now = useNow(1000)
  const upcoming = tournament.phase === 'upcoming'
  const target = Date.parse(upcoming ? tournament.starts_at : tournament.ends_at)
  const left = Math.max(0, Math.floor((target - now) / 1000))
  const over = tournament.phase !== 'past' && left === 0
  useEffect(() => {
    if (over) onOver()
  }, [over, onOver])
  if (tournament.phase === 'past')
    return <p className={styles.muted}>{t`This tournament has ended.`}</p>
  const days = Math.floor(left / 86_400)
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`
  const d = format.number(days)
  const time = days > 0 ? t`${d} d ${clock}` : clock
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {upcoming ? t`Starts in ${time}` : t`Ends in ${time}`}
    </p>
  )
}

/** The prize table: place and USDT. */
export function Prizes({ prizes }: { prizes: TournamentPrize[] }) {
  const { t } = useLingui()
  const format = useFormatter()
  if (prizes.length === 0)
    return <p className={styles.muted}>{t`This tournament has no prizes.`}</p>
  return (
    <table className={styles.prizes} aria-label={t`Prizes`}>
      <thead>
        <tr>
          <th scope="col">{t`Place`}</th>
          <th scope="col">{t`Prize`}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((p) => (
          <tr key={p.rank}>
            <th scope="row">{format.number(p.rank)}</th>
            <td>{format.money(Number(p.amount), 'USDT')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Participants with no trade in the window: named, never placed (decision 079). */
export function Unranked({
  entrants,
  total,
  title,
}: {
  entrants: TournamentEntrant[]
  total: number
  title: string
}) {
  const { t } = useLingui()
  const format = useFormatter()
  const more = format.number(total - entrants.length)
  return (
    <section className={styles.stack} aria-label={title}>
      <h3 className={styles.subtitle}>{title}</h3>
      <ul className={styles.names}>
        {entrants.map((e, i) => (
          <li key={i} className={e.me ? styles.mine : undefined}>
            {e.nickname}
            {e.me ? (
              <>
                {' '}
                <Badge variant="info">{t`You`}</Badge>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {total > entrants.length ? <p className={styles.muted}>{t`and ${more} more`}</p> : null}
    </section>
  )
}

/** How places are decided, whatever the operator's own rules say (decision 079). */
export function RankingRules() {
  const { t, i18n } = useLingui()
  // In the app's language, inside a card marked with the operator text's language.
  return (
    <p className={styles.text} lang={i18n.locale}>
      {t`You are ranked once one of your tournament bots has traded between the start and the end; joining alone wins nothing. Places go by ROI, then by PnL, then by traded volume. Participants still equal share the place and split its prizes.`}
    </p>
  )
}
