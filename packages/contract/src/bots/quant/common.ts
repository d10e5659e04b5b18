import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { isFiniteNumber, numberBetween } from '../../schemas/numbers'
import { oneOf } from '../../schemas/choices'
import { amountAtLeast } from '../../schemas/money'
import { coinFields, flag, whenEnabled } from '../common'
import { botLabels as L } from '../labels'
import type { StrategyKind } from '../../strategies'

/** The nine quant kinds (issue 14): bar-driven rules the engine follows with one position. */
export const quantKinds = [
  'market_neutral',
  'chat_pattern',
  'indicators',
  'advanced',
  'trend_following',
  'swing_trading',
  'position_trading',
  'momentum_trading',
  'mean_reversion',
] as const satisfies readonly StrategyKind[]
export type QuantKind = (typeof quantKinds)[number]
export const isQuantKind = (kind: string): kind is QuantKind =>
  (quantKinds as readonly string[]).includes(kind)

/** Bar lengths a quant rule decides on (the candles its indicators read), decision 046. */
export const quantIntervals = ['15m', '1h', '4h', '1d'] as const
export type QuantInterval = (typeof quantIntervals)[number]

/** The bars a pair offers: the quant intervals it has candles for; all of them when not known. */
export const quantIntervalsFor = (intervals?: readonly string[]): QuantInterval[] =>
  quantIntervals.filter((i) => !intervals || intervals.includes(i))

/** Labels of the fields every quant kind shares. */
export const quantLabels = {
  interval: /*i18n*/ { id: 'field.quant_interval', message: 'bar interval' },
  order_amount: /*i18n*/ { id: 'field.quant_order_amount', message: 'amount per trade' },
} satisfies Record<string, MessageDescriptor>

/**
 * The fields every single-pair quant bot carries: the pair, the capital, the amount each entry
 * spends, the bars its rule reads, and take profit / stop loss in percent of the entry price (the
 * signal bots' fields, the same ranges). A kind adds its own parameters beside these.
 */
export const quantFields = () => ({
  ...coinFields,
  total_amount: amountAtLeast(L.total_amount, 15),
  order_amount: amountAtLeast(quantLabels.order_amount, 15).test(
    'within-capital',
    function (value) {
      // The capital bounds each trade: a trade larger than it could never be placed.
      const total = (this.parent as { total_amount?: unknown }).total_amount
      if (!isFiniteNumber(total) || value === undefined || value <= total) return true
      return this.createError({
        message: () =>
          message(validation.atMostField, {
            label: quantLabels.order_amount,
            other: L.total_amount,
          }),
      })
    },
  ),
  interval: oneOf(quantLabels.interval, quantIntervals).test('pair-has', function (value) {
    // The pair's own candles (context `intervals`, where the caller knows them): a pair recorded
    // by the hour has no 15-minute bars for the rule to read.
    const intervals = (this.options.context as { intervals?: readonly string[] } | undefined)
      ?.intervals
    if (!intervals || value === undefined || intervals.includes(value)) return true
    return this.createError({
      message: () =>
        message(validation.oneOf, {
          label: quantLabels.interval,
          values: quantIntervalsFor(intervals).join(', '),
        }),
    })
  }),
  enable_option_take_profit: flag(),
  option_take_profit: whenEnabled(
    'enable_option_take_profit',
    numberBetween(L.option_take_profit, 0.1, 1000),
  ),
  enable_option_stop_loss: flag(),
  option_stop_loss: whenEnabled(
    'enable_option_stop_loss',
    numberBetween(L.option_stop_loss_percent, 0.1, 100),
  ),
})

/** A quant kind's config: the shared fields; each kind's schema adds its parameters. */
export const quantBaseSchema = yup.object(quantFields())
export type QuantBaseConfig = yup.InferType<typeof quantBaseSchema>
