import { useLingui } from '@lingui/react/macro'
import { conditionLabels as C, type Condition } from '@atb/contract'
import type { FormBinding } from '../../../../account/useFormBinding'
import type { KindFormProps, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import { ConditionFields, useConditionText, type DraftCondition } from './ConditionFields'
import { quantSetup } from './setup'

type Values = SetupValues<'indicators'>

/** The entry condition and the exit condition (decision 053). */
function Params({ form: props }: KindFormProps<'indicators'>) {
  const { t } = useLingui()
  const form = props as unknown as FormBinding<Values>
  const values = form.context?.values
  const side = (key: 'entry' | 'exit', name: string) => (
    <ConditionFields
      name={name}
      value={(values?.[key] ?? {}) as DraftCondition}
      onChange={(next) => form.change(key, next as Condition)}
      onBlur={() => form.send({ type: 'form.blur', field: key })}
      errorOf={(field) => form.errorAt(`${key}.${field}`)}
      isDisabled={form.isSubmitting}
    />
  )
  return (
    <>
      {side('entry', t`Buy when`)}
      {side('exit', t`Sell when`)}
    </>
  )
}

function useReview(values: Values) {
  const label = useLabel()
  const text = useConditionText()
  return [
    { label: label(C.entry), value: text(values.entry) },
    { label: label(C.exit), value: text(values.exit) },
  ]
}

/** `indicators` in the wizard (decision 053): RSI 14 crossing up through 30 in, down through 70 out. */
export const setups = {
  indicators: quantSetup<'indicators'>({
    Params,
    initial: {
      entry: { indicator: 'rsi', length: 14, op: 'crosses_above', target: 'value', value: 30 },
      exit: { indicator: 'rsi', length: 14, op: 'crosses_below', target: 'value', value: 70 },
    },
    useReview,
  }),
}
