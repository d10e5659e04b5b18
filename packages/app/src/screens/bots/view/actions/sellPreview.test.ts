import { describe, expect, it } from 'vitest'
import { sellEstimate } from './sellPreview'

describe('sell preview', () => {
  it('values a coin quantity and converts a quote amount at the last price', () => {
    expect(sellEstimate({ type: 'COIN_BASE', quantity: 0.01 }, 60_000)).toEqual({
      quantity: 0.01,
      value: 600,
    })
    expect(sellEstimate({ type: 'COIN_QUOTE', amount: 300 }, 60_000)).toEqual({
      quantity: 0.005,
      value: 300,
    })
  })

  it('estimates nothing without a price, an amount, or for a percent or everything', () => {
    expect(sellEstimate({ type: 'COIN_BASE', quantity: 0.01 }, undefined)).toBeNull()
    expect(sellEstimate({ type: 'COIN_QUOTE' }, 60_000)).toBeNull()
    expect(sellEstimate({ type: 'PERCENT', percent: 10 }, 60_000)).toBeNull()
    expect(sellEstimate({ sell_all: true, type: 'COIN_BASE', quantity: 1 }, 60_000)).toBeNull()
  })

  it('with the holding: a percent and everything have a quantity, and none goes past it', () => {
    expect(sellEstimate({ type: 'PERCENT', percent: 50 }, 3_000, 0.2)).toEqual({
      quantity: 0.1,
      value: 300,
    })
    expect(sellEstimate({ sell_all: true }, 3_000, 0.2)).toEqual({ quantity: 0.2, value: 600 })
    expect(sellEstimate({ type: 'COIN_QUOTE', amount: 1_500 }, 3_000, 0.2)).toEqual({
      quantity: 0.2,
      value: 600,
    })
  })
})
