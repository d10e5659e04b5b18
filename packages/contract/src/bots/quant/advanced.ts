import * as yup from 'yup'
import { quantFields } from './common'
import { conditionLabels as C, conditionList, conditionLogic } from './conditions'

/**
 * The `advanced` config (decision 054): a rule builder. Entry and exit each combine 1 to 5
 * conditions with AND (all hold) or OR (any holds); take profit and stop loss are the shared ones.
 */
export const advancedSchema = yup.object({
  ...quantFields(),
  entry_logic: conditionLogic(C.entry_logic),
  entry_conditions: conditionList(C.entry_conditions),
  exit_logic: conditionLogic(C.exit_logic),
  exit_conditions: conditionList(C.exit_conditions),
})
export type AdvancedConfig = yup.InferType<typeof advancedSchema>
