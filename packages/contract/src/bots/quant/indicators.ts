import * as yup from 'yup'
import { quantFields } from './common'
import { conditionSchema } from './conditions'

/**
 * The `indicators` config (decision 053): one entry condition and one exit condition, each an
 * indicator crossing, or above or below, a threshold or another line.
 */
export const indicatorsSchema = yup.object({
  ...quantFields(),
  entry: conditionSchema,
  exit: conditionSchema,
})
export type IndicatorsConfig = yup.InferType<typeof indicatorsSchema>
