import fc from 'fast-check'
import { advancedSchema, type QuantBaseConfig } from '@atb/contract'
import { quantProperties } from '../property-kit'
import { common, condition, fields } from './condition-arbitraries'

quantProperties(
  'advanced',
  fc
    .tuple(
      common,
      fc.constantFrom('and' as const, 'or' as const),
      fc.array(condition, { minLength: 1, maxLength: 5 }),
      fc.constantFrom('and' as const, 'or' as const),
      fc.array(condition, { minLength: 1, maxLength: 5 }),
    )
    .map(
      ([r, entry_logic, entry_conditions, exit_logic, exit_conditions]) =>
        advancedSchema.validateSync({
          ...fields(r),
          entry_logic,
          entry_conditions,
          exit_logic,
          exit_conditions,
        }) as QuantBaseConfig,
    ),
)
