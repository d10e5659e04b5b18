import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  signalSourceOf,
  signalWindows,
  type SignalStats,
  type SignalSummary,
  type SignalWindow,
} from '@atb/contract'
import { Segment, SegmentedControl, useFormatter } from '@atb/ui'
import styles from './signals.module.css'

/** A signal's name and description in the reader's language: built-in ones from the catalogue. */
export function useSignalText() {
  const { i18n } = useLingui()
  return (signal: Pick<SignalSummary, 'id' | 'source' | 'name' | 'description'>) => {
    const source = signal.source === 'builtin' ? signalSourceOf(signal.id) : undefined
    return source
      ? { name: i18n._(source.name), description: i18n._(source.description) }
      : { name: signal.name, description: signal.description }
  }
}

export function useWindowName() {
  const { t } = useLingui()
  return (w: SignalWindow) => (w === '7d' ? t`7 days` : w === '30d' ? t`30 days` : t`All time`)
}

/** The 7 days / 30 days / all time switch of the measured figures. */
export function WindowSwitch({
  value,
  onChange,
}: {
  value: SignalWindow
  onChange: (w: SignalWindow) => void
}) {
  const { t } = useLingui()
  const name = useWindowName()
  const id = useId()
  return (
    <div className={styles.row}>
      <span id={id} className={`${styles.muted} ${styles.small}`}>{t`Measured over`}</span>
      <SegmentedControl
        aria-labelledby={id}
        selectedKey={value}
        onSelectionChange={(key) => onChange(key as SignalWindow)}
      >
        {signalWindows.map((w) => (
          <Segment key={w} id={w}>
            {name(w)}
          </Segment>
        ))}
      </SegmentedControl>
    </div>
  )
}

/** The average score as stars and figure, with the number of reviews. */
export function Rating({ score, reviews }: { score: number | null; reviews: number }) {
  const { t } = useLingui()
  const format = useFormatter()
  if (score === null || reviews === 0)
    return <span className={styles.muted}>{t`No reviews yet`}</span>
  const rounded = Math.round(score)
  const stars = '★'.repeat(rounded) + '☆'.repeat(5 - rounded)
  const shown = format.number(score, 1)
  const count = format.number(reviews)
  return (
    <span className={styles.row}>
      <span className={styles.stars} aria-hidden>
        {stars}
      </span>
      <span>{t`${shown} of 5 · ${count} reviews`}</span>
    </span>
  )
}

/** A signed percent coloured by its sign, or a dash without a figure. */
export function Percent({ value, signed = true }: { value: number | null; signed?: boolean }) {
  const format = useFormatter()
  if (value === null) return <span>—</span>
  const tone = !signed || value === 0 ? undefined : value > 0 ? styles.up : styles.down
  return <span className={tone}>{format.percent(value, { signed })}</span>
}

/** One window's measured figures as a definition list. */
export function StatsFigures({ stats }: { stats: SignalStats }) {
  const { t } = useLingui()
  const format = useFormatter()
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t`Calls`}</dt>
        <dd>{format.number(stats.calls)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Win rate`}</dt>
        <dd>
          <Percent value={stats.win_rate} signed={false} />
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Average return`}</dt>
        <dd>
          <Percent value={stats.avg_return} />
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Max drawdown`}</dt>
        <dd>{stats.closed ? format.percent(-stats.max_drawdown) : '—'}</dd>
      </div>
    </dl>
  )
}

/** The wizard's signal bot of the signal's market on this signal (decision 073). */
export const followPath = (s: Pick<SignalSummary, 'id' | 'market'>) =>
  `/bot/create/${s.market}/signal/${s.market === 'forex' ? 'forex_signal' : 'spot_signal'}?signal=${encodeURIComponent(s.id)}`
