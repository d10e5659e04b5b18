import { useLingui } from '@lingui/react/macro'
import type { BotTotals as Totals } from '@atb/contract'
import { Skeleton, useFormatter } from '@atb/ui'
import { PnlText } from './PnlText'
import styles from './list.module.css'

/** USDT first (most bots trade against it), then the other currencies by name. */
export function orderTotals(totals: readonly Totals[]): Totals[] {
  return [...totals].sort((a, b) =>
    a.currency === 'USDT' ? -1 : b.currency === 'USDT' ? 1 : a.currency.localeCompare(b.currency),
  )
}

/** The header's sums over every bot the filter matches, one row per currency. */
export function BotTotals({ totals }: { totals: readonly Totals[] | null }) {
  const { t } = useLingui()
  const format = useFormatter()
  if (!totals) {
    return (
      <div className={styles.totals} aria-hidden>
        <Skeleton height={72} />
      </div>
    )
  }
  const rows = orderTotals(totals)
  if (rows.length === 0) return null
  return (
    <section className={styles.totals} aria-label={t`Summary`}>
      {rows.map((row) => (
        <dl key={row.currency} className={styles.totalsRow}>
          <div>
            <dt>{t`Total investment`}</dt>
            <dd className={styles.figure}>{format.money(Number(row.investment), row.currency)}</dd>
          </div>
          <div>
            <dt>{t`Total PnL`}</dt>
            <dd className={styles.figure}>
              <PnlText value={Number(row.total_pnl)} currency={row.currency} />
            </dd>
          </div>
          <div>
            <dt>{t`Today's PnL`}</dt>
            <dd className={styles.figure}>
              <PnlText value={Number(row.today_pnl)} currency={row.currency} />
            </dd>
          </div>
          <div>
            <dt>{t`Bots`}</dt>
            <dd className={styles.figure}>{format.number(row.bots)}</dd>
          </div>
        </dl>
      ))}
    </section>
  )
}
