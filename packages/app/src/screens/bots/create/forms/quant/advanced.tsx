import { useLingui } from '@lingui/react/macro'
import { Plus } from 'lucide-react'
import {
  conditionLabels as C,
  MAX_CONDITIONS,
  type Condition,
  type ConditionLogic,
} from '@atb/contract'
import { Button, Radio, RadioGroup, useFormatter } from '@atb/ui'
import type { FormBinding } from '../../../../account/useFormBinding'
import type { KindFormProps, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import { ConditionFields, useConditionText, type DraftCondition } from './ConditionFields'
import styles from './conditions.module.css'
import { quantSetup } from './setup'

type Values = SetupValues<'advanced'>
type Side = 'entry' | 'exit'

/** A new row: the close above its 50-bar average, a common trend filter. */
const blank: DraftCondition = {
  indicator: 'price',
  op: 'above',
  target: 'indicator',
  target_indicator: 'sma',
  target_length: 50,
}

/** One side of the rule: AND or OR, and its rows of conditions, added and removed in place. */
function Group({ form, side }: { form: FormBinding<Values>; side: Side }) {
  const { t } = useLingui()
  const f = useFormatter()
  const values = form.context?.values
  const listKey = side === 'entry' ? 'entry_conditions' : 'exit_conditions'
  const logicKey = side === 'entry' ? 'entry_logic' : 'exit_logic'
  const rows = (values?.[listKey] ?? []) as DraftCondition[]
  const blur = () => form.send({ type: 'form.blur', field: listKey })
  const set = (next: DraftCondition[]) => form.change(listKey, next as Condition[])
  const title = side === 'entry' ? t`Buy when` : t`Sell when`
  const rowName = (i: number) =>
    side === 'entry' ? t`Buy condition ${f.number(i + 1)}` : t`Sell condition ${f.number(i + 1)}`
  return (
    <div className={styles.list}>
      <RadioGroup
        label={title}
        orientation="horizontal"
        value={values?.[logicKey] ?? null}
        onChange={(logic) => {
          form.change(logicKey, logic as ConditionLogic)
          form.send({ type: 'form.blur', field: logicKey })
        }}
        isInvalid={Boolean(form.errorOf(logicKey))}
        errorMessage={form.errorOf(logicKey)}
        isDisabled={form.isSubmitting}
      >
        <Radio value="and">{t`All of these hold (AND)`}</Radio>
        <Radio value="or">{t`Any of these holds (OR)`}</Radio>
      </RadioGroup>
      <ol className={styles.list}>
        {rows.map((row, i) => (
          <li key={i}>
            <ConditionFields
              name={rowName(i)}
              value={row}
              onChange={(next) => set(rows.map((r, j) => (j === i ? next : r)))}
              onBlur={blur}
              errorOf={(field) => form.errorAt(`${listKey}[${i}].${field}`)}
              isDisabled={form.isSubmitting}
              onRemove={
                rows.length > 1
                  ? () => {
                      set(rows.filter((_, j) => j !== i))
                      blur()
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      {form.errorOf(listKey) ? (
        <p role="alert" className={styles.error}>
          {form.errorOf(listKey)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden />}
          onPress={() => {
            set([...rows, { ...blank }])
            blur()
          }}
          isDisabled={form.isSubmitting || rows.length >= MAX_CONDITIONS}
        >
          {side === 'entry' ? t`Add a buy condition` : t`Add a sell condition`}
        </Button>
      </div>
      <p className={styles.note}>
        {t`Up to ${f.number(MAX_CONDITIONS)} conditions, each read at the bar's close.`}
      </p>
    </div>
  )
}

/** The rule builder (decision 054): buy conditions and sell conditions, each joined by AND or OR. */
function Params({ form: props }: KindFormProps<'advanced'>) {
  const form = props as unknown as FormBinding<Values>
  return (
    <>
      <Group form={form} side="entry" />
      <Group form={form} side="exit" />
    </>
  )
}

function useReview(values: Values) {
  const { t } = useLingui()
  const label = useLabel()
  const text = useConditionText()
  const joined = (list: readonly Condition[], logic: ConditionLogic) =>
    list.map(text).join(logic === 'and' ? t` and ` : t` or `)
  return [
    { label: label(C.entry), value: joined(values.entry_conditions, values.entry_logic) },
    { label: label(C.exit), value: joined(values.exit_conditions, values.exit_logic) },
  ]
}

/** `advanced` in the wizard (decision 054): EMA 20 over EMA 50 with RSI above 50 in, the cross back out. */
export const setups = {
  advanced: quantSetup<'advanced'>({
    Params,
    initial: {
      entry_logic: 'and',
      entry_conditions: [
        {
          indicator: 'ema',
          length: 20,
          op: 'crosses_above',
          target: 'indicator',
          target_indicator: 'ema',
          target_length: 50,
        },
        { indicator: 'rsi', length: 14, op: 'above', target: 'value', value: 50 },
      ],
      exit_logic: 'or',
      exit_conditions: [
        {
          indicator: 'ema',
          length: 20,
          op: 'crosses_below',
          target: 'indicator',
          target_indicator: 'ema',
          target_length: 50,
        },
      ],
    },
    useReview,
  }),
}
