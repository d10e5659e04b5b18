import { describe, expect, it } from 'vitest'
import { botConfigSchemas, configurableKinds, isQuantKind, strategyCatalogue } from '@atb/contract'
import { runnableQuantKinds } from '../quant'
import { runnableKinds, strategyOf } from './registry'

describe('the strategy registry', () => {
  it('runs every kind the contract gives a config schema (quant kinds once they have a rule), each with that schema', () => {
    const expected = configurableKinds.filter(
      (kind) => !isQuantKind(kind) || runnableQuantKinds().includes(kind),
    )
    expect([...runnableKinds()].sort()).toEqual([...expected].sort())
    for (const kind of expected) expect(strategyOf(kind).schema, kind).toBe(botConfigSchemas[kind])
  })

  it('runs every kind the wizard offers as available, and none it shows as coming soon', () => {
    for (const entry of strategyCatalogue)
      expect(runnableKinds().includes(entry.kind), entry.kind).toBe(entry.available)
  })
})
