import * as yup from 'yup'
import type { MessageDescriptor } from '../../i18n/message'
import { message } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { isFiniteNumber } from '../../schemas/numbers'
import { oneOf } from '../../schemas/choices'
import { integer } from '../common'
import { quantFields } from './common'

/** How `position_trading` reads the long-term trend (decision 049). */
export const positionTradingRegimes = ['close_above', 'golden_cross'] as const
export type PositionTradingRegime = (typeof positionTradingRegimes)[number]

/** Labels of `position_trading`'s own fields. */
export const positionTradingLabels = {
  regime: /*i18n*/ { id: 'field.regime', message: 'trend regime' },
  fast_length: /*i18n*/ { id: 'field.fast_length', message: 'fast average length' },
  slow_length: /*i18n*/ { id: 'field.slow_length', message: 'slow average length' },
  confirm_bars: /*i18n*/ { id: 'field.confirm_bars', message: 'confirmation bars' },
} satisfies Record<string, MessageDescriptor>

const P = positionTradingLabels

/** A whole number of bars within a range, with the shared messages. */
const barsBetween = (label: MessageDescriptor, min: number, max: number) =>
  integer(label)
    .min(min, () => message(validation.min, { label, min }))
    .max(max, () => message(validation.max, { label, max }))

/**
 * The `position_trading` config (decision 049): a long-term moving-average regime, long only on
 * spot. `close_above` is long while the close is above SMA(slow_length); `golden_cross` while
 * SMA(fast_length) is above SMA(slow_length). The regime must hold `confirm_bars` closed bars in a
 * row before the bot buys, and be broken as many bars before it sells.
 */
export const positionTradingSchema = yup.object({
  ...quantFields(),
  regime: oneOf(P.regime, positionTradingRegimes),
  fast_length: barsBetween(P.fast_length, 5, 200),
  slow_length: barsBetween(P.slow_length, 20, 400).test('above-fast', function (value) {
    // The slow average must be the longer one, or the "cross" compares a line with a faster one.
    const fast = (this.parent as { fast_length?: unknown }).fast_length
    if (!isFiniteNumber(fast) || value === undefined || value > fast) return true
    return this.createError({
      message: () =>
        message(validation.greaterThanField, { label: P.slow_length, other: P.fast_length }),
    })
  }),
  confirm_bars: barsBetween(P.confirm_bars, 1, 10),
})
export type PositionTradingConfig = yup.InferType<typeof positionTradingSchema>
