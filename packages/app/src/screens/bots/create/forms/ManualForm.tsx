import { useEffect, useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { sides, type FuturesBotConfig, type Side } from '@atb/contract'
import { NumberField, Segment, SegmentedControl } from '@atb/ui'
import type { FormBinding } from '../../../account/useFormBinding'
import type { SetupEnv } from '../setup/types'
import { FuturesAmountField } from './FuturesAmountField'
import { ManualCoverage } from './ManualCoverage'
import { ManualExits } from './ManualExits'
import { useFieldLabel } from './ManualLabels'
import { quoteOf } from './ManualPair'
import {
  committedQuote,
  maxCoinInitial,
  type AmountField,
  type TypedAmountValue,
} from './manualMath'
import styles from './Manual.module.css'

/**
 * The ticket's values. `SetupValues<K>` widens to every kind's values (the seam's
 * `botSetupSchema<K>` return type), so the ticket spells its own: the futures-type config plus
 * the agreement.
 */
export type ManualValues = FuturesBotConfig & { agree_risk: boolean }
export type ManualBinding = FormBinding<ManualValues>
type TypedField = Exclude<AmountField, 'coverageAllOrders'>

/**
 * The supplied maximum of the initial amount, checked with the contract's own rule
 * (`context.maxCoinInitial`), which the form machine cannot pass: it knows no account.
 */
/**
 * The manual bots' order ticket (spot, futures, forex, gold; the futures-type config): the side,
 * the capital, the opening order, the take profit and stop loss the bot manages, the earning goal
 * and the coverage orders.
 */
export function ManualForm({ form, env }: { form: ManualBinding; env: SetupEnv }) {
  const { t } = useLingui()
  const label = useFieldLabel()
  const sideId = useId()
  const values = form.context?.values
  const quote = quoteOf(env)
  const futures = env.kind !== 'spot_manual'
  const amountProps = (name: TypedField) => ({
    field: name,
    label: label(name),
    value: values?.[name] as TypedAmountValue | undefined,
    onChange: (value: TypedAmountValue) => form.change(name, value as ManualValues[TypedField]),
    onBlur: () => form.send({ type: 'form.blur', field: name }),
    errorMessage: form.errorAt(`${name}.amount`) ?? form.errorAt(`${name}.type`),
    quote,
  })
  const coinInitial = values?.coinInitial as TypedAmountValue | undefined
  const capital = committedQuote(values?.capital as TypedAmountValue | undefined)
  const balance = env.balances?.[quote]
  const cap = maxCoinInitial(coinInitial?.type ?? 0, { capital, balance, lastPrice: env.lastPrice })
  // The schema checks the supplied maximum (`context.maxCoinInitial`) with the other rules.
  const { send } = form
  useEffect(() => {
    send({ type: 'form.context', context: { maxCoinInitial: cap } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` is a new function each render
  }, [cap])
  const initial = amountProps('coinInitial')

  return (
    <div className={styles.form}>
      {futures ? (
        <div className={styles.group}>
          <span id={sideId} className={styles.legend}>
            {label('side')}
          </span>
          <SegmentedControl
            aria-labelledby={sideId}
            fullWidth
            selectedKey={values?.side ?? 'BUY'}
            onSelectionChange={(key) => {
              form.change('side', key as Side)
              form.send({ type: 'form.blur', field: 'side' })
            }}
          >
            {sides.map((side) => (
              <Segment key={side} id={side}>
                {side === 'BUY' ? t`Buy (long)` : t`Sell (short)`}
              </Segment>
            ))}
          </SegmentedControl>
        </div>
      ) : (
        <p className={styles.muted}>
          {t`A spot bot buys, then sells what it bought: it has no short side and no leverage.`}
        </p>
      )}
      <FuturesAmountField {...amountProps('capital')} typeOne="lots" />
      <FuturesAmountField
        {...initial}
        typeOne="lots"
        errorMessage={initial.errorMessage}
        {...(cap === undefined
          ? {}
          : { suppliedMax: cap, note: t`capped by your capital and free balance` })}
      />
      <FuturesAmountField {...amountProps('takeProfit')} typeOne="percent" />
      <FuturesAmountField {...amountProps('stopLoss')} typeOne="percent" />
      <ManualExits values={values} env={env} />
      <NumberField
        label={label('earning')}
        description={t`More than 0 · the bot stops once it has earned this much`}
        unit={quote}
        hideStepper
        {...form.number('earning')}
      />
      <ManualCoverage
        form={form}
        field="coverageAllOrders"
        label={label('coverageAllOrders')}
        addLabel={t`Add an order`}
        quote={quote}
      />
      <ManualCoverage
        form={form}
        field="coverage"
        label={label('coverage_amount')}
        addLabel={t`Add a coverage item`}
        quote={quote}
      />
    </div>
  )
}
