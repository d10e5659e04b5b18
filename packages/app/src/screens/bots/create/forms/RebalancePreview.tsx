import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Table, useFormatter, type TableColumn } from '@atb/ui'
import { targetValues, type HoldingRow, type TargetValue } from './rebalanceMath'
import styles from './Rebalance.module.css'

/** What each coin gets at start: its share of the initial amount, and how much of it at the last price. */
export function RebalancePreview({
  rows,
  initialAmount,
  prices,
}: {
  rows: readonly HoldingRow[]
  initialAmount: number | undefined
  prices: Readonly<Record<string, number>>
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const headingId = useId()
  const values = targetValues(rows, initialAmount, prices).map((v) => ({ ...v, id: v.coin }))
  const columns: TableColumn<TargetValue & { id: string }>[] = [
    { id: 'coin', name: t`Coin`, cell: (v) => v.coin, isRowHeader: true },
    { id: 'percent', name: t`Target`, cell: (v) => f.percent(v.percent), numeric: true },
    { id: 'value', name: t`Value`, cell: (v) => f.money(v.value, 'USDT'), numeric: true },
    {
      id: 'price',
      name: t`Last price`,
      cell: (v) => (v.price === undefined ? '—' : f.price(v.price)),
      numeric: true,
    },
    {
      id: 'quantity',
      name: t`Quantity`,
      cell: (v) => (v.quantity === undefined ? '—' : f.number(v.quantity, 8)),
      numeric: true,
    },
  ]
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.legend}>
        {t`What the bot buys at start`}
      </h3>
      <Table
        aria-label={t`What the bot buys at start`}
        columns={columns}
        rows={values}
        stackOnNarrow
        emptyState={t`Add coins and an initial amount to see the split.`}
      />
    </section>
  )
}
