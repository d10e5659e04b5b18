import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { botLabels as L } from '@atb/contract'
import { Button, NumberField, useFormatter } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import { quoteOf, useLabel, type SignalBinding, type SignalValues } from './SignalForm'
import { renumber } from './signalMath'
import styles from './signal.module.css'

type Rows = SignalValues['coverage']
/** A row while it is being typed: its amount is undefined while the input is empty. */
type Row = { seq: number; amount: number | undefined }

/** More rows than this is no longer a ladder a signal can fill; the editor stops offering them. */
const MAX_ROWS = 20

/**
 * The coverage orders a repeated signal adds: one row per order with its amount (each ≥ 15).
 * Adding or removing a row keeps `coverage_x`, the number of orders the bot may add, in step.
 */
export function SignalCoverage({ form, env }: { form: SignalBinding; env: SetupEnv }) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const heading = useId()
  const values = form.context?.values
  const rows = (values?.coverage ?? []) as Row[]
  const first = env.kind === 'spot_signal' ? values?.amount : values?.coin_initial_opening

  const set = (next: Row[]) => {
    form.change('coverage', renumber(next) as Rows)
    form.change('coverage_x', next.length)
    form.send({ type: 'form.blur', field: 'coverage' })
  }
  const add = () => set([...rows, { seq: 0, amount: rows.at(-1)?.amount ?? first ?? 15 }])
  const remove = (index: number) => set(rows.filter((_, i) => i !== index))
  const edit = (index: number, amount: number) =>
    form.change(
      'coverage',
      rows.map((row, i) =>
        i === index ? { ...row, amount: Number.isNaN(amount) ? undefined : amount } : row,
      ) as Rows,
    )

  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h3 id={heading} className={styles.heading}>{t`Coverage orders`}</h3>
      <p className={styles.note}>
        {t`When the same signal repeats while a position is open, the bot adds the next order below.`}
      </p>
      {rows.length > 0 ? (
        <ol className={styles.rows}>
          {rows.map((row, i) => {
            const error = form.errorAt(`coverage[${i}].amount`)
            const name = `${label(L.coverage_amount)} ${f.number(row.seq)}`
            return (
              <li key={i} className={styles.row}>
                <NumberField
                  label={name}
                  value={row.amount ?? NaN}
                  onChange={(amount) => edit(i, amount)}
                  onBlur={() => form.send({ type: 'form.blur', field: 'coverage' })}
                  isInvalid={Boolean(error)}
                  errorMessage={error}
                  isDisabled={form.isSubmitting}
                  description={t`At least 15`}
                  unit={quoteOf(env)}
                />
                <Button
                  variant="ghost"
                  icon={<Trash2 size={18} aria-hidden />}
                  aria-label={t`Remove ${name}`}
                  onPress={() => remove(i)}
                  isDisabled={form.isSubmitting}
                />
              </li>
            )
          })}
        </ol>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden />}
          onPress={add}
          isDisabled={form.isSubmitting || rows.length >= MAX_ROWS}
        >
          {t`Add a coverage order`}
        </Button>
      </div>
      <NumberField
        {...form.number('coverage_x')}
        label={label(L.coverage_x)}
        description={t`How many coverage orders the bot may add; rows past it are not used`}
      />
    </section>
  )
}
