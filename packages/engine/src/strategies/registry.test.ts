import { describe, expect, it } from 'vitest'
import { botConfigSchemas, configurableKinds, strategyCatalogue } from '@atb/contract'
import { runnableKinds, strategyOf } from './registry'

describe('the strategy registry', () => {
  it('runs exactly the kinds the contract gives a config schema, each with that schema', () => {
    expect([...runnableKinds()].sort()).toEqual([...configurableKinds].sort())
    for (const kind of configurableKinds)
      expect(strategyOf(kind).schema, kind).toBe(botConfigSchemas[kind])
  })

  it('runs every kind the wizard offers as available, and none it shows as coming soon', () => {
    for (const entry of strategyCatalogue)
      expect(runnableKinds().includes(entry.kind), entry.kind).toBe(entry.available)
  })
})
