import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useFormatter } from '@atb/ui'
import styles from './list.module.css'

/** A profit or loss: sign, arrow and colour together, so colour is never the only signal. */
export function PnlText({
  value,
  currency,
  percent,
}: {
  value: number
  currency: string
  /** Shown after the amount, in brackets. */
  percent?: number
}) {
  const format = useFormatter()
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat'
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : Minus
  return (
    <span className={styles.pnl} data-tone={tone}>
      <Icon size={14} aria-hidden className={styles.pnlIcon} />
      <span>{format.pnl(value, currency)}</span>
      {percent !== undefined ? (
        <span className={styles.pnlPct}>({format.percent(percent, { signed: true })})</span>
      ) : null}
    </span>
  )
}
