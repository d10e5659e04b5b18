import { describe, expect, it } from 'vitest'
import { configChanges } from './config-changes'

describe('configChanges', () => {
  it('lists changed, added and removed fields in name order', () => {
    const before = { upper_price: 63000, lower_price: 57000, option_stop_loss: 55000 }
    const after = { upper_price: 64000, lower_price: 57000, option_earning: 20 }
    expect(configChanges(before, after)).toEqual([
      { field: 'option_earning', from: null, to: 20 },
      { field: 'option_stop_loss', from: 55000, to: null },
      { field: 'upper_price', from: 63000, to: 64000 },
    ])
  })

  it('compares nested values by content and treats missing as null', () => {
    const tsl = { start: 1, gap: 0.5, ceiling_gap: 0.2 }
    expect(configChanges({ option_tsl: tsl, id: null }, { option_tsl: { ...tsl } })).toEqual([])
    expect(configChanges({ coverage: [] }, { coverage: [{ price_drop: 1 }] })).toHaveLength(1)
  })
})
