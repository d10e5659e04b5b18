import type { AdvancedConfig } from '@atb/contract'
import { conditionRule } from '../condition-rule'
import type { QuantModule } from '../types'

/** `advanced` (decision 054): entry and exit each up to five conditions joined by AND or OR. */
export const advanced: QuantModule<AdvancedConfig> = {
  rule: (config) =>
    conditionRule(
      { conditions: config.entry_conditions, logic: config.entry_logic },
      { conditions: config.exit_conditions, logic: config.exit_logic },
    ),
}
