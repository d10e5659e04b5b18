import { useLingui } from '@lingui/react/macro'
import type { ProfitSummary } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import styles from './profit.module.css'

const toneOf = (value: number) => (value > 0 ? 'gain' : value < 0 ? 'loss' : 'flat')

/** A signed money figure, coloured; the sign is in the text, so it reads without colour. */
export function Signed({ value, currency }: { value: string; currency: string }) {
  const format = useFormatter()
  const number = Number(value)
  return (
    <span className={styles.signed} data-tone={toneOf(number)}>
      {format.pnl(number, currency)}
    </span>
  )
}

/** Today, 7 days, 30 days and all time for one currency. */
export function ProfitTotals({ summary }: { summary: ProfitSummary }) {
  const { t } = useLingui()
  const figures = [
    [t`Today`, summary.today],
    [t`7 days`, summary.days_7],
    [t`30 days`, summary.days_30],
    [t`All time`, summary.all],
  ] as const
  return (
    <dl className={styles.totals}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>{label}</dt>
          <dd>
            <Signed value={value} currency={summary.currency} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
