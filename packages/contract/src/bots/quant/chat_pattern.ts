import * as yup from 'yup'
import { message, type MessageDescriptor } from '../../i18n/message'
import { integerBetween, numberBetween } from '../../schemas/numbers'
import { quantFields } from './common'

/** The chart patterns the `chat_pattern` rule recognises, each with its switch (decision 055). */
export const chartPatterns = ['double', 'head_shoulders', 'triangle'] as const
export type ChartPattern = (typeof chartPatterns)[number]

export const chatPatternLabels = {
  pivot_bars: /*i18n*/ { id: 'field.pattern_pivot_bars', message: 'pivot width' },
  tolerance: /*i18n*/ { id: 'field.pattern_tolerance', message: 'level tolerance' },
  lookback: /*i18n*/ { id: 'field.pattern_lookback', message: 'pattern window' },
  patterns: /*i18n*/ { id: 'field.pattern_patterns', message: 'patterns' },
  pattern_double: /*i18n*/ { id: 'field.pattern_double', message: 'double top and bottom' },
  pattern_head_shoulders: /*i18n*/ {
    id: 'field.pattern_head_shoulders',
    message: 'head and shoulders',
  },
  pattern_triangle: /*i18n*/ { id: 'field.pattern_triangle', message: 'triangle breakouts' },
} satisfies Record<string, MessageDescriptor>

const noPattern: MessageDescriptor = /*i18n*/ {
  id: 'validation.pattern_none',
  message: 'Choose at least one pattern to trade',
}

/**
 * The `chat_pattern` config (decision 055): pivots are bars whose high (low) is the highest
 * (lowest) of `pivot_bars` bars on each side; two levels within `tolerance` % count as equal;
 * patterns are looked for among the pivots of the last `lookback` bars. At least one pattern is on.
 */
export const chatPatternSchema = yup
  .object({
    ...quantFields(),
    pivot_bars: integerBetween(chatPatternLabels.pivot_bars, 2, 10),
    tolerance: numberBetween(chatPatternLabels.tolerance, 0.2, 10),
    lookback: integerBetween(chatPatternLabels.lookback, 20, 300),
    pattern_double: yup.boolean().default(true),
    pattern_head_shoulders: yup.boolean().default(true),
    pattern_triangle: yup.boolean().default(true),
  })
  .test('some-pattern', function (value) {
    if (!value || value.pattern_double || value.pattern_head_shoulders || value.pattern_triangle)
      return true
    return this.createError({
      path: 'pattern_double',
      message: () => message(noPattern),
    })
  })
export type ChatPatternConfig = yup.InferType<typeof chatPatternSchema>
