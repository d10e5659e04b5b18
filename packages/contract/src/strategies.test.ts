import { describe, expect, it } from 'vitest'
import { strategyCatalogue, strategyKinds, strategiesOf, themesOf } from './strategies'

describe('strategy catalogue', () => {
  it('lists each of the 21 kinds exactly once', () => {
    expect(strategyKinds).toHaveLength(21)
    const kinds = strategyCatalogue.map((s) => s.kind).sort()
    expect(kinds).toEqual([...strategyKinds].sort())
  })

  it('offers forex and gold only manual and signal themes', () => {
    expect(themesOf('forex')).toEqual(['signal', 'manual'])
    expect(themesOf('gold')).toEqual(['manual'])
    expect(strategiesOf('crypto', 'grid').map((s) => s.kind)).toEqual(['spot_grid', 'futures_grid'])
  })
})
