import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { integerBetween, number, numberBetween } from '../../schemas/numbers'
import { oneOf } from '../../schemas/choices'
import { price } from '../../schemas/money'

/**
 * What a condition reads (decision 053). Price-scale series (the close and its averages) compare
 * with each other or with a price; oscillators have their own scale and compare with a number.
 */
export const conditionIndicators = ['price', 'sma', 'ema', 'rsi', 'roc', 'bb_percent'] as const
export type ConditionIndicator = (typeof conditionIndicators)[number]
export const priceScaleIndicators: readonly ConditionIndicator[] = ['price', 'sma', 'ema']
export const isPriceScale = (i: string) => (priceScaleIndicators as readonly string[]).includes(i)
/** Oscillators bounded to 0–100, whose thresholds must be too. */
export const boundedIndicators: readonly ConditionIndicator[] = ['rsi']

export const conditionOps = ['crosses_above', 'crosses_below', 'above', 'below'] as const
export type ConditionOp = (typeof conditionOps)[number]
export const conditionTargets = ['value', 'indicator'] as const
export type ConditionTarget = (typeof conditionTargets)[number]
export const conditionLogics = ['and', 'or'] as const
export type ConditionLogic = (typeof conditionLogics)[number]

/** The longest window a condition may read, in bars. */
export const MAX_CONDITION_LENGTH = 200
export const MAX_CONDITIONS = 5

export const conditionLabels = {
  indicator: /*i18n*/ { id: 'field.condition_indicator', message: 'indicator' },
  length: /*i18n*/ { id: 'field.condition_length', message: 'length' },
  op: /*i18n*/ { id: 'field.condition_op', message: 'comparison' },
  target: /*i18n*/ { id: 'field.condition_target', message: 'compared with' },
  value: /*i18n*/ { id: 'field.condition_value', message: 'value' },
  target_indicator: /*i18n*/ { id: 'field.condition_target_indicator', message: 'other line' },
  target_length: /*i18n*/ { id: 'field.condition_target_length', message: 'other length' },
  entry: /*i18n*/ { id: 'field.quant_entry', message: 'entry' },
  exit: /*i18n*/ { id: 'field.quant_exit', message: 'exit' },
  entry_logic: /*i18n*/ { id: 'field.quant_entry_logic', message: 'entry logic' },
  entry_conditions: /*i18n*/ { id: 'field.quant_entry_conditions', message: 'entry conditions' },
  exit_logic: /*i18n*/ { id: 'field.quant_exit_logic', message: 'exit logic' },
  exit_conditions: /*i18n*/ { id: 'field.quant_exit_conditions', message: 'exit conditions' },
} satisfies Record<string, MessageDescriptor>

const C = conditionLabels

const priceOnly: MessageDescriptor = /*i18n*/ {
  id: 'validation.condition_price_scale',
  message: 'Compare an oscillator with a number, not with another line',
}

const lengthField = (label: MessageDescriptor) => integerBetween(label, 2, MAX_CONDITION_LENGTH)

/**
 * One comparison at a bar's close: an indicator (with its length; the close has none) crosses,
 * or is above or below, a number or another price-scale line.
 */
export const conditionSchema = yup.object({
  indicator: oneOf(C.indicator, conditionIndicators) as yup.Schema<ConditionIndicator>,
  length: yup.mixed<number>().when('indicator', {
    is: 'price',
    then: (s) => s.strip(),
    otherwise: () => lengthField(C.length),
  }),
  op: oneOf(C.op, conditionOps) as yup.Schema<ConditionOp>,
  target: oneOf(C.target, conditionTargets) as yup.Schema<ConditionTarget>,
  value: yup.mixed<number>().when(['target', 'indicator'], ([target, indicator]) => {
    if (target !== 'value') return yup.mixed<number>().strip()
    // A price-scale line is compared with a price, which keeps to the market's band.
    if (isPriceScale(String(indicator))) return price(C.value)
    return (boundedIndicators as readonly string[]).includes(String(indicator))
      ? numberBetween(C.value, 0, 100)
      : number(C.value)
  }),
  target_indicator: yup.mixed<ConditionIndicator>().when('target', {
    is: 'indicator',
    then: () =>
      (oneOf(C.target_indicator, conditionIndicators) as yup.Schema<ConditionIndicator>).test(
        'price-scale',
        () => message(priceOnly),
        function (value) {
          const left = (this.parent as { indicator?: string }).indicator
          return !value || !left || (isPriceScale(left) && isPriceScale(value))
        },
      ),
    otherwise: (s) => s.strip(),
  }),
  target_length: yup
    .mixed<number>()
    .when(['target', 'target_indicator'], ([target, other]) =>
      target === 'indicator' && other !== 'price'
        ? lengthField(C.target_length)
        : yup.mixed<number>().strip(),
    ),
})
export type Condition = yup.InferType<typeof conditionSchema>

/** 1 to 5 conditions, combined with AND or OR. */
export const conditionList = (label: MessageDescriptor) =>
  yup
    .array(conditionSchema)
    .required(() => message(validation.required, { label }))
    .min(1, () => message(validation.required, { label }))
    .max(MAX_CONDITIONS, () => message(validation.max, { label, max: MAX_CONDITIONS }))

export const conditionLogic = (label: MessageDescriptor) =>
  oneOf(label, conditionLogics) as yup.Schema<ConditionLogic>
