import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { botLabels as L, type TrailingTakeProfit } from '@atb/contract'
import { NumberField, Switch, useFormatter } from '@atb/ui'
import type { KindFormProps } from '../setup/types'
import { CoverageEditor } from './CoverageEditor'
import { useFieldLabel } from './MartingaleLabels'
import { MartingalePreview } from './MartingalePreview'
import { quoteOf, type MartingaleValues } from './martingaleMath'
import styles from './martingale.module.css'

type Props = KindFormProps<'spot_martingale'>

/** The spot martingale's fields: the first order, take profit, coverage steps and the preview. */
export function MartingaleForm({ form, env }: Props) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const id = useId()
  const values: MartingaleValues = form.context?.values ?? {}
  const quote = quoteOf(values, env)
  const range = (min: number, max: number) => t`${f.number(min)} to ${f.number(max)}`
  const trailing = Boolean(values.enable_option_tsl)
  const entry = Boolean(values.enable_option_entry_price)

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby={`${id}-orders`}>
        <h3 id={`${id}-orders`} className={styles.heading}>{t`Orders and take profit`}</h3>
        <div className={styles.fields}>
          <NumberField
            {...form.number('coin_initial_opening')}
            label={label(L.coin_initial_opening)}
            description={range(25, 1500)}
            unit={quote}
          />
          <NumberField
            {...form.number('take_profit_ratio')}
            label={label(L.take_profit_ratio)}
            description={range(0.1, 100)}
            unit="%"
          />
          <NumberField
            {...form.number('drop_pullback')}
            label={label(L.drop_pullback)}
            description={t`Rebound from the low before a step buys, ${range(0.1, 100)}`}
            unit="%"
          />
          <NumberField
            {...form.number('coverage_x')}
            label={label(L.coverage_x)}
            description={t`How many steps may run; empty runs every step`}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-exit`}>
        <h3 id={`${id}-exit`} className={styles.heading}>{t`Exit`}</h3>
        <Switch
          {...form.checkbox('enable_option_tsl')}
          onChange={(on) => {
            form.change('enable_option_tsl', on)
            // An empty object, so that turning trailing on asks for its three values.
            if (on && !values.option_tsl) form.change('option_tsl', {} as TrailingTakeProfit)
            form.send({ type: 'form.blur', field: 'enable_option_tsl' })
          }}
          isDisabled={env.editing}
          description={
            env.editing
              ? t`Trailing take profit cannot be switched on or off while the bot runs.`
              : t`Follows the price up after the take profit and sells on the way back.`
          }
        >
          {t`Trailing take profit`}
        </Switch>
        {trailing ? (
          <TrailingFields form={form} />
        ) : (
          <div className={styles.fields}>
            <NumberField
              {...form.number('tp_retrectment')}
              label={label(L.tp_retrectment)}
              description={t`Fall from the peak that sells, ${range(0.1, 100)}`}
              unit="%"
            />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-entry`}>
        <h3 id={`${id}-entry`} className={styles.heading}>{t`Entry`}</h3>
        <Switch
          {...form.checkbox('enable_option_entry_price')}
          description={t`The first order waits until the price falls to it.`}
        >
          {t`Wait for an entry price`}
        </Switch>
        {entry ? (
          <div className={styles.fields}>
            <NumberField
              {...form.number('option_entry_price')}
              label={label(L.option_entry_price)}
              description={
                env.lastPrice === undefined
                  ? t`More than 0`
                  : t`Last price ${f.price(env.lastPrice)}`
              }
              unit={quote}
            />
          </div>
        ) : null}
      </section>

      <CoverageEditor form={form} quote={quote} />
      <MartingalePreview values={values} env={env} />
    </div>
  )
}

/** Trailing take profit's three values, each with the spec's rule relative to the others. */
function TrailingFields({ form }: Pick<Props, 'form'>) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const tsl: Partial<TrailingTakeProfit> = form.context?.values.option_tsl ?? {}
  const field = (key: keyof TrailingTakeProfit) => {
    const error = form.errorAt(`option_tsl.${key}`)
    return {
      value: typeof tsl[key] === 'number' ? tsl[key] : NaN,
      onChange: (value: number) =>
        form.change('option_tsl', {
          ...tsl,
          [key]: Number.isNaN(value) ? undefined : value,
        } as TrailingTakeProfit),
      onBlur: () => form.send({ type: 'form.blur', field: 'option_tsl' }),
      isInvalid: Boolean(error),
      errorMessage: error,
      isDisabled: form.isSubmitting,
      unit: '%',
    }
  }
  return (
    <div className={styles.fields}>
      <NumberField
        {...field('start')}
        label={label(L.tsl_start)}
        description={t`Profit that starts trailing, more than ${f.number(0.3)}`}
      />
      <NumberField
        {...field('gap')}
        label={label(L.tsl_gap)}
        description={t`More than ${f.number(0.5)}, at most the trailing start`}
      />
      <NumberField
        {...field('ceiling_gap')}
        label={label(L.tsl_ceiling_gap)}
        description={t`More than the trailing gap, at most the trailing start`}
      />
    </div>
  )
}
