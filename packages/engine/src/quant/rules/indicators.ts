import type { IndicatorsConfig } from '@atb/contract'
import { conditionRule } from '../condition-rule'
import type { QuantModule } from '../types'

/** `indicators` (decision 053): one entry condition, one exit condition. */
export const indicators: QuantModule<IndicatorsConfig> = {
  rule: (config) =>
    conditionRule(
      { conditions: [config.entry], logic: 'and' },
      { conditions: [config.exit], logic: 'and' },
    ),
}
