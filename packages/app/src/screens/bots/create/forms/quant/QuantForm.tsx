import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  botLabels as L,
  quantIntervalsFor,
  quantLabels,
  type QuantBaseConfig,
  type QuantInterval,
} from '@atb/contract'
import { NumberField, Radio, RadioGroup, Switch } from '@atb/ui'
import type { FormBinding } from '../../../../account/useFormBinding'
import { useIntervalNames } from '../../../../market/pair/labels'
import type { SetupEnv } from '../../setup/types'
import { useLabel } from '../SignalForm'
import styles from '../signal.module.css'

/** The fields every quant kind shares, plus the agreements; a kind's form adds its parameters. */
export type QuantValues = QuantBaseConfig & { agree_risk?: boolean; agree_share_profit?: boolean }
export type QuantBinding = FormBinding<QuantValues>

/** The asset amounts are counted in: the pair's quote (USDT, USD). */
export const quoteOf = (env: SetupEnv) => env.symbol?.quote

export interface QuantFormProps {
  form: QuantBinding
  env: SetupEnv
  /** The kind's own parameters (its "Rules" section), between the amounts and the exits. */
  children?: ReactNode
  /** What the rule trades on over the pair's recent history, under the exits. */
  preview?: ReactNode
}

/**
 * The setup form of a quant bot (decision 046): capital and the amount per trade, the bars its
 * rule reads, the kind's own rules, and take profit / stop loss from the entry. One long at a
 * time on spot: the rule decides when to enter and leave, this form how much.
 */
export function QuantForm({ form, env, children, preview }: QuantFormProps) {
  const { t } = useLingui()
  const label = useLabel()
  const names = useIntervalNames()
  const values = form.context?.values
  const unit = quoteOf(env)
  const ids = { amounts: useId(), rules: useId(), exits: useId() }
  // Only bars the pair has candles for: a pair recorded by the hour has no 15-minute bars.
  const offered = useMemo(() => quantIntervalsFor(env.symbol?.intervals), [env.symbol])
  const interval = values?.interval
  useEffect(() => {
    if (interval && !offered.includes(interval))
      form.change('interval', offered.includes('1h') ? '1h' : offered[0]!)
  }, [interval, offered, form])

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby={ids.amounts}>
        <h3 id={ids.amounts} className={styles.heading}>{t`Amounts`}</h3>
        <div className={styles.grid}>
          <NumberField
            {...form.number('total_amount')}
            label={label(L.total_amount)}
            description={t`At least 15`}
            unit={unit}
          />
          <NumberField
            {...form.number('order_amount')}
            label={label(quantLabels.order_amount)}
            description={t`Each entry spends this much; at least 15, at most the total amount`}
            unit={unit}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={ids.rules}>
        <h3 id={ids.rules} className={styles.heading}>{t`Rules`}</h3>
        <RadioGroup
          label={label(quantLabels.interval)}
          description={t`The rule reads one candle of this length at a time and decides when it closes.`}
          orientation="horizontal"
          value={values?.interval ?? null}
          onChange={(v) => {
            form.change('interval', v as QuantInterval)
            form.send({ type: 'form.blur', field: 'interval' })
          }}
          isInvalid={Boolean(form.errorOf('interval'))}
          errorMessage={form.errorOf('interval')}
          isDisabled={form.isSubmitting}
        >
          {offered.map((bar) => (
            <Radio key={bar} value={bar}>
              {names[bar]}
            </Radio>
          ))}
        </RadioGroup>
        {children}
      </section>

      <section className={styles.section} aria-labelledby={ids.exits}>
        <h3 id={ids.exits} className={styles.heading}>{t`Exits`}</h3>
        <p
          className={styles.note}
        >{t`The rule also leaves the position when it turns; these close it earlier.`}</p>
        <Switch {...form.checkbox('enable_option_take_profit')}>{t`Set a take profit`}</Switch>
        {values?.enable_option_take_profit ? (
          <NumberField
            {...form.number('option_take_profit')}
            label={label(L.option_take_profit)}
            description={t`0.1 to 1000: closes when the price rises this far above the entry`}
            unit="%"
          />
        ) : null}
        <Switch {...form.checkbox('enable_option_stop_loss')}>{t`Set a stop loss`}</Switch>
        {values?.enable_option_stop_loss ? (
          <NumberField
            {...form.number('option_stop_loss')}
            label={label(L.option_stop_loss_percent)}
            description={t`0.1 to 100: closes when the price falls this far below the entry`}
            unit="%"
          />
        ) : null}
      </section>

      {preview}
    </div>
  )
}
