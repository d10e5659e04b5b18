import * as yup from 'yup'
import type { MessageDescriptor } from '../../i18n/message'
import { integerBetween, numberBetween } from '../../schemas/numbers'
import { quantFields } from './common'

/** Labels of `momentum_trading`'s own fields (decision 052). */
export const momentumTradingLabels = {
  roc_length: /*i18n*/ { id: 'field.roc_length', message: 'rate-of-change length' },
  roc_threshold: /*i18n*/ { id: 'field.roc_threshold', message: 'rate-of-change threshold' },
  adx_length: /*i18n*/ { id: 'field.adx_length', message: 'ADX length' },
  adx_min: /*i18n*/ { id: 'field.adx_min', message: 'minimum ADX' },
} satisfies Record<string, MessageDescriptor>

/**
 * The `momentum_trading` config (decision 052): rate of change with an ADX trend filter, long only
 * on spot. It buys when the ROC over `roc_length` bars crosses above `roc_threshold` percent while
 * the ADX is at least `adx_min`, and sells when the ROC falls below zero.
 */
export const momentumTradingSchema = yup.object({
  ...quantFields(),
  roc_length: integerBetween(momentumTradingLabels.roc_length, 2, 100),
  roc_threshold: numberBetween(momentumTradingLabels.roc_threshold, 0.1, 50),
  adx_length: integerBetween(momentumTradingLabels.adx_length, 2, 100),
  adx_min: numberBetween(momentumTradingLabels.adx_min, 5, 60),
})
export type MomentumTradingConfig = yup.InferType<typeof momentumTradingSchema>
