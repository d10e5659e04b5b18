import { useId } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TriangleAlert } from 'lucide-react'
import { Meter, Table, useFormatter, type TableColumn } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import { isFuturesSignal, quoteOf, type SignalValues } from './SignalForm'
import { signalLadder, type LadderStep } from './signalMath'
import styles from './signal.module.css'

/**
 * The order ladder the config allows: the first order and each coverage order, with what they
 * commit together against the total amount and the free balance.
 */
export function SignalPreview({
  values,
  env,
}: {
  values: Partial<SignalValues> | undefined
  env: SetupEnv
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const heading = useId()
  const futures = isFuturesSignal(env)
  const quote = quoteOf(env) ?? ''
  const ladder = values ? signalLadder(values, futures) : undefined
  const money = (n: number) => (quote ? f.money(n, quote) : f.number(n, 2))
  const total = values?.total_amount
  const balance = quote ? env.balances?.[quote] : undefined

  const columns: TableColumn<LadderStep & { id: number }>[] = [
    {
      id: 'order',
      name: t`Order`,
      isRowHeader: true,
      cell: (s) => (s.index === 0 ? t`First order` : t`Coverage ${f.number(s.index)}`),
    },
    { id: 'amount', name: t`Amount`, numeric: true, cell: (s) => money(s.amount) },
    {
      id: 'cumulative',
      name: t`Cumulative`,
      numeric: true,
      cell: (s) => (s.overTotal ? t`${money(s.cumulative)} (over the total)` : money(s.cumulative)),
    },
  ]

  const warnings: string[] = []
  if (ladder?.overTotal && total !== undefined)
    warnings.push(
      t`The orders add up to ${money(ladder.total)}, more than the total amount of ${money(total)}: the last ones cannot be placed.`,
    )
  // The engine reserves the total amount; a ladder past it needs more still.
  const needed = Math.max(total ?? 0, ladder?.total ?? 0)
  if (balance !== undefined && needed > balance)
    warnings.push(
      t`The bot needs ${money(needed)}, more than your free balance of ${money(balance)} on this exchange.`,
    )

  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h3 id={heading} className={styles.heading}>{t`Order ladder`}</h3>
      {ladder ? (
        <>
          <Table
            aria-label={t`Order ladder`}
            columns={columns}
            rows={ladder.steps.map((s) => ({ ...s, id: s.index }))}
            stackOnNarrow
          />
          {total !== undefined && Number.isFinite(total) && total > 0 ? (
            <Meter
              label={t`Total amount used by the orders`}
              value={Math.min(ladder.total, total)}
              maxValue={total}
              valueLabel={t`${money(ladder.total)} of ${money(total)}`}
              // Only a ladder over the total is a problem; filling it exactly is the plan.
              warningAt={ladder.overTotal ? 0 : 101}
              dangerAt={ladder.overTotal ? 0 : 101}
            />
          ) : null}
          {futures ? (
            <p className={styles.note}>
              {t`At the leverage chosen, the positions reach ${money(ladder.exposure)}.`}
            </p>
          ) : null}
          {ladder.unusedRows > 0 ? (
            <p className={styles.note}>
              {t`${plural(ladder.unusedRows, {
                one: '# coverage row is past the coverage times and is not used.',
                other: '# coverage rows are past the coverage times and are not used.',
              })}`}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.note}>{t`Enter the first order’s amount to see the ladder.`}</p>
      )}
      {warnings.map((w) => (
        <p key={w} className={styles.warning}>
          <TriangleAlert size={18} aria-hidden />
          <span>{w}</span>
        </p>
      ))}
    </section>
  )
}
