import fc from 'fast-check'
import { indicatorsSchema, type QuantBaseConfig } from '@atb/contract'
import { quantProperties } from '../property-kit'
import { common, condition, fields } from './condition-arbitraries'

quantProperties(
  'indicators',
  fc
    .tuple(common, condition, condition)
    .map(
      ([r, entry, exit]) =>
        indicatorsSchema.validateSync({ ...fields(r), entry, exit }) as QuantBaseConfig,
    ),
)
