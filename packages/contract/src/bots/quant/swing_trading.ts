import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { integerBetween, isFiniteNumber, numberBetween } from '../../schemas/numbers'
import { quantFields } from './common'

/** Labels of `swing_trading`'s own fields (decision 051). */
export const swingTradingLabels = {
  rsi_length: /*i18n*/ { id: 'field.rsi_length', message: 'RSI length' },
  oversold: /*i18n*/ { id: 'field.oversold', message: 'oversold level' },
  overbought: /*i18n*/ { id: 'field.overbought', message: 'overbought level' },
} satisfies Record<string, MessageDescriptor>

/**
 * The `swing_trading` config (decision 051): RSI swings, long only on spot. It buys when the RSI
 * crosses up through `oversold` and sells when it crosses down through `overbought`.
 */
export const swingTradingSchema = yup.object({
  ...quantFields(),
  rsi_length: integerBetween(swingTradingLabels.rsi_length, 2, 100),
  oversold: numberBetween(swingTradingLabels.oversold, 5, 50),
  overbought: numberBetween(swingTradingLabels.overbought, 50, 95).test(
    'above-oversold',
    function (value) {
      // Both levels may be 50 on their own; together the band between them must not be empty.
      const oversold = (this.parent as { oversold?: unknown }).oversold
      if (!isFiniteNumber(oversold) || value === undefined || value > oversold) return true
      return this.createError({
        message: () =>
          message(validation.greaterThanField, {
            label: swingTradingLabels.overbought,
            other: swingTradingLabels.oversold,
          }),
      })
    },
  ),
})
export type SwingTradingConfig = yup.InferType<typeof swingTradingSchema>
