import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Table, useFormatter, type TableColumn } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import { CapitalCheck } from './MartingaleCapital'
import {
  balanceOf,
  martingalePlan,
  quoteOf,
  type MartingaleValues,
  type PlanRow,
} from './martingaleMath'
import styles from './martingale.module.css'

/**
 * Every order one cycle may place if the price keeps falling, and the capital that takes at
 * worst: the amount the engine reserves for this config.
 */
export function MartingalePreview({ values, env }: { values: MartingaleValues; env: SetupEnv }) {
  const { t } = useLingui()
  const f = useFormatter()
  const id = useId()
  const plan = martingalePlan(values, env.lastPrice)
  const quote = quoteOf(values, env)
  const columns: TableColumn<PlanRow>[] = [
    {
      id: 'step',
      name: t`Order`,
      isRowHeader: true,
      cell: (row) => (row.step === 0 ? t`First order` : t`Step ${f.number(row.step)}`),
    },
    {
      id: 'trigger',
      name: t`Trigger price`,
      numeric: true,
      cell: (row) =>
        row.trigger !== null ? (
          f.price(row.trigger)
        ) : (
          <span className={styles.never}>
            {env.lastPrice === undefined ? t`Waiting for the price` : t`Never reached`}
          </span>
        ),
    },
    {
      id: 'amount',
      name: t`Order amount`,
      numeric: true,
      cell: (row) => f.money(row.amount, quote),
    },
    {
      id: 'cumulative',
      name: t`Cumulative cost`,
      numeric: true,
      cell: (row) => f.money(row.cumulative, quote),
    },
  ]
  const runs = plan ? plan.rows.length - 1 : 0
  return (
    <section className={styles.section} aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`} className={styles.heading}>{t`Preview`}</h3>
      {plan ? (
        <>
          <p className={styles.muted}>
            {t`If the price keeps falling: each step triggers below the previous buy and buys once the price rebounds by the drop pullback.`}
          </p>
          <Table
            aria-label={t`Orders of one cycle`}
            columns={columns}
            rows={plan.rows}
            stackOnNarrow
          />
          {plan.listed > runs ? (
            <p className={styles.muted}>
              {t`Coverage times limits the bot to the first ${f.number(runs)} of ${f.number(plan.listed)} steps.`}
            </p>
          ) : null}
          <CapitalCheck
            needed={plan.worstCase}
            quote={quote}
            balance={balanceOf(env, quote)}
            feeReservePercent={plan.feeReservePercent}
            neededLabel={t`Capital needed at worst`}
          />
        </>
      ) : (
        <p className={styles.muted}>
          {t`Enter the initial order amount and complete every step to see the orders and the capital they need.`}
        </p>
      )}
    </section>
  )
}
