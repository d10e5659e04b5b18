import * as yup from 'yup'
import type { MessageDescriptor } from '../../i18n/message'
import { integerBetween, numberBetween } from '../../schemas/numbers'
import { quantFields } from './common'

/** Labels of `mean_reversion`'s own fields (decision 050). */
export const meanReversionLabels = {
  bb_length: /*i18n*/ { id: 'field.bb_length', message: 'Bollinger length' },
  bb_deviation: /*i18n*/ { id: 'field.bb_deviation', message: 'band width' },
} satisfies Record<string, MessageDescriptor>

/**
 * The `mean_reversion` config (decision 050): a Bollinger-band fade, long only on spot. It buys a
 * close below the lower band (`bb_length` bars' SMA minus `bb_deviation` standard deviations) and
 * sells a close at or above the middle band.
 */
export const meanReversionSchema = yup.object({
  ...quantFields(),
  bb_length: integerBetween(meanReversionLabels.bb_length, 5, 200),
  bb_deviation: numberBetween(meanReversionLabels.bb_deviation, 0.5, 5),
})
export type MeanReversionConfig = yup.InferType<typeof meanReversionSchema>
