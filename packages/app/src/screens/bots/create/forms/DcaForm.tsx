import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { botLabels as L } from '@atb/contract'
import { NumberField, Switch, Table, useFormatter, type TableColumn } from '@atb/ui'
import type { KindFormProps, SetupEnv } from '../setup/types'
import { CapitalCheck } from './MartingaleCapital'
import { useFieldLabel } from './MartingaleLabels'
import { balanceOf, dcaPlan, quoteOf, type DcaOrder, type DcaValues } from './martingaleMath'
import styles from './martingale.module.css'

/** DCA's fields: a fixed amount bought on a schedule, an optional take profit, and the schedule. */
export function DcaForm({ form, env }: KindFormProps<'dca'>) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const id = useId()
  const values: DcaValues = form.context?.values ?? {}
  const quote = quoteOf(values, env)
  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby={`${id}-orders`}>
        <h3 id={`${id}-orders`} className={styles.heading}>{t`Schedule`}</h3>
        <div className={styles.fields}>
          <NumberField
            {...form.number('amount')}
            label={label(L.amount)}
            description={t`Per order, at least ${f.number(15)}`}
            unit={quote}
          />
          <NumberField
            {...form.number('interval_minutes')}
            label={label(L.interval_minutes)}
            description={t`Minutes between orders, at least ${f.number(1)}`}
            unit={t`min`}
          />
          <NumberField
            {...form.number('order_count')}
            label={label(L.order_count)}
            description={t`At least ${f.number(1)}`}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby={`${id}-exit`}>
        <h3 id={`${id}-exit`} className={styles.heading}>{t`Exit`}</h3>
        <Switch
          {...form.checkbox('enable_option_take_profit')}
          description={t`Sells everything once the average buy price gains this much.`}
        >
          {t`Close at a take profit`}
        </Switch>
        {values.enable_option_take_profit ? (
          <div className={styles.fields}>
            <NumberField
              {...form.number('option_take_profit')}
              label={label(L.option_take_profit)}
              description={t`${f.number(0.1)} to ${f.number(100)}`}
              unit="%"
            />
          </div>
        ) : null}
      </section>
      <DcaPreview values={values} env={env} />
    </div>
  )
}

/** When each order buys, what has been spent by then, and the total against the balance. */
export function DcaPreview({ values, env }: { values: DcaValues; env: SetupEnv }) {
  const { t } = useLingui()
  const f = useFormatter()
  const id = useId()
  const plan = dcaPlan(values)
  const quote = quoteOf(values, env)
  // Offsets are said relative to the start, so the schedule reads the same whenever it is shown.
  const start = 0
  const when = (minutes: number) =>
    minutes === 0 ? t`At start` : f.relative(start + minutes * 60_000, start)
  const columns: TableColumn<DcaOrder>[] = [
    { id: 'order', name: t`Order`, isRowHeader: true, cell: (o) => t`Order ${f.number(o.order)}` },
    { id: 'when', name: t`When`, cell: (o) => when(o.after) },
    {
      id: 'amount',
      name: t`Order amount`,
      numeric: true,
      cell: () => f.money(values.amount ?? 0, quote),
    },
    {
      id: 'cumulative',
      name: t`Cumulative cost`,
      numeric: true,
      cell: (o) => f.money(o.cumulative, quote),
    },
  ]
  return (
    <section className={styles.section} aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`} className={styles.heading}>{t`Preview`}</h3>
      {plan ? (
        <>
          <Table
            aria-label={t`Order schedule`}
            columns={columns}
            rows={plan.orders}
            stackOnNarrow
          />
          {plan.hidden > 0 ? (
            <p className={styles.muted}>
              {t`${f.number(plan.hidden)} more orders between order ${f.number(plan.orders.length - 1)} and the last.`}
            </p>
          ) : null}
          <CapitalCheck
            needed={plan.total}
            quote={quote}
            balance={balanceOf(env, quote)}
            feeReservePercent={plan.feeReservePercent}
            neededLabel={t`Total committed`}
          />
        </>
      ) : (
        <p className={styles.muted}>
          {t`Enter the amount, the interval and the number of orders to see the schedule.`}
        </p>
      )}
    </section>
  )
}
