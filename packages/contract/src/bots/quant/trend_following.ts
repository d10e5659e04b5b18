import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { validation } from '../../i18n/validation'
import { isFiniteNumber, numberBetween } from '../../schemas/numbers'
import { oneOf } from '../../schemas/choices'
import { integer } from '../common'
import { quantFields } from './common'

/** How a trend-following bot enters (decision 048): a channel breakout or an EMA cross. */
export const trendEntries = ['donchian', 'ma_cross'] as const
export type TrendEntry = (typeof trendEntries)[number]

/** Labels of the `trend_following` fields (decision 048). */
export const trendFollowingLabels = {
  entry: /*i18n*/ { id: 'field.trend_entry', message: 'entry signal' },
  channel_length: /*i18n*/ { id: 'field.trend_channel_length', message: 'channel length' },
  fast_length: /*i18n*/ { id: 'field.trend_fast_length', message: 'fast EMA length' },
  slow_length: /*i18n*/ { id: 'field.trend_slow_length', message: 'slow EMA length' },
  atr_length: /*i18n*/ { id: 'field.trend_atr_length', message: 'ATR length' },
  atr_multiplier: /*i18n*/ { id: 'field.trend_atr_multiplier', message: 'ATR multiplier' },
} satisfies Record<string, MessageDescriptor>
const T = trendFollowingLabels

/** Defaults and ranges of the `trend_following` fields (decision 048), shared with the wizard. */
export const trendFollowingDefaults = {
  entry: 'donchian' as TrendEntry,
  channel_length: 20,
  fast_length: 20,
  slow_length: 50,
  atr_length: 14,
  atr_multiplier: 3,
}
export const trendFollowingRanges = {
  channel_length: [5, 200],
  fast_length: [2, 100],
  slow_length: [5, 400],
  atr_length: [2, 100],
  atr_multiplier: [0.5, 10],
} as const

const whole = (label: MessageDescriptor, [min, max]: readonly [number, number]) =>
  integer(label)
    .min(min, () => message(validation.min, { label, min }))
    .max(max, () => message(validation.max, { label, max }))

/**
 * A field that only counts for one entry signal: with the other entry it is dropped, so a hidden,
 * stale value never blocks saving nor reaches the engine. Missing, it takes its default.
 */
function forEntry(entry: TrendEntry, schema: yup.NumberSchema<number, yup.AnyObject, number, 'd'>) {
  return yup
    .mixed<number>()
    .optional()
    .when('entry', {
      is: entry,
      then: () => schema,
      otherwise: (s) => s.strip(),
    })
}

/**
 * The `trend_following` config (decision 048): long-only spot. It enters on a Donchian channel
 * breakout or a fast EMA crossing above a slow one, and leaves on a chandelier ATR trailing stop
 * or the opposite signal. Each field has its default, so a config that omits it is still valid.
 */
export const trendFollowingSchema = yup.object({
  ...quantFields(),
  entry: oneOf(T.entry, trendEntries).default(trendFollowingDefaults.entry),
  channel_length: forEntry(
    'donchian',
    whole(T.channel_length, trendFollowingRanges.channel_length).default(
      trendFollowingDefaults.channel_length,
    ),
  ),
  fast_length: forEntry(
    'ma_cross',
    whole(T.fast_length, trendFollowingRanges.fast_length).default(
      trendFollowingDefaults.fast_length,
    ),
  ),
  slow_length: forEntry(
    'ma_cross',
    whole(T.slow_length, trendFollowingRanges.slow_length)
      .default(trendFollowingDefaults.slow_length)
      .test('above-fast', function (value) {
        // The slow average must look further back than the fast one, or the two never cross.
        const fast = (this.parent as { fast_length?: unknown }).fast_length
        if (!isFiniteNumber(fast) || value === undefined || value > fast) return true
        return this.createError({
          message: () =>
            message(validation.greaterThanField, { label: T.slow_length, other: T.fast_length }),
        })
      }),
  ),
  atr_length: whole(T.atr_length, trendFollowingRanges.atr_length).default(
    trendFollowingDefaults.atr_length,
  ),
  atr_multiplier: numberBetween(T.atr_multiplier, ...trendFollowingRanges.atr_multiplier).default(
    trendFollowingDefaults.atr_multiplier,
  ),
})
export type TrendFollowingConfig = yup.InferType<typeof trendFollowingSchema>
