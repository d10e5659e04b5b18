import { describe, expect, it } from 'vitest'
import { boundsOf, committedQuote, decimalsOf, exitPrices, maxCoinInitial } from './manualMath'

describe('boundsOf', () => {
  it("reads each type's limits from the contract", () => {
    expect(boundsOf('capital', 0)).toEqual({ min: 5 })
    expect(boundsOf('capital', 1)).toEqual({ min: 0.01, max: 100 })
    expect(boundsOf('coinInitial', 1)).toEqual({ min: 0.01 })
    expect(boundsOf('takeProfit', 1)).toEqual({ min: 1 })
    expect(boundsOf('stopLoss', 1)).toEqual({ max: 100 })
    expect(boundsOf('coverageAllOrders', 0)).toEqual({ min: 5 })
    expect(boundsOf('coverageAllOrders', 1)).toEqual({ min: 0.01, max: 100 })
  })
})

describe('committedQuote', () => {
  it('is the margin for type 0 and 1000 quote a lot for type 1', () => {
    expect(committedQuote({ type: 0, amount: 250 })).toBe(250)
    expect(committedQuote({ type: 1, amount: 1.5 })).toBe(1500)
    expect(committedQuote({ type: 0 })).toBeUndefined()
  })
})

describe('maxCoinInitial', () => {
  it('is the smaller of capital and balance in quote for type 0', () => {
    expect(maxCoinInitial(0, { capital: 500, balance: 300 })).toBe(300)
    expect(maxCoinInitial(0, { capital: 200 })).toBe(200)
    expect(maxCoinInitial(0, {})).toBeUndefined()
  })
  it('is whole hundredths of a lot at the last price for type 1', () => {
    expect(maxCoinInitial(1, { capital: 1000, lastPrice: 300 })).toBe(3.33)
    expect(maxCoinInitial(1, { capital: 1000 })).toBeUndefined()
  })
})

describe('exitPrices', () => {
  it('puts a long position’s exits above and below the price by amount', () => {
    expect(
      exitPrices({
        side: 'BUY',
        coinInitial: { type: 0, amount: 100 },
        takeProfit: { type: 0, amount: 10 },
        stopLoss: { type: 0, amount: 5 },
        lastPrice: 50,
      }),
    ).toEqual({ margin: 100, quantity: 2, takeProfit: 55, stopLoss: 47.5 })
  })
  it('mirrors them for a short and reads type 1 as a percent of the margin', () => {
    expect(
      exitPrices({
        side: 'SELL',
        coinInitial: { type: 1, amount: 2 },
        takeProfit: { type: 1, amount: 10 },
        stopLoss: { type: 1, amount: 20 },
        lastPrice: 50,
      }),
    ).toEqual({ margin: 100, quantity: 2, takeProfit: 45, stopLoss: 60 })
  })
  it('needs a price and an initial amount', () => {
    const none = { side: 'BUY', takeProfit: undefined, stopLoss: undefined } as const
    expect(
      exitPrices({ ...none, coinInitial: { type: 0, amount: 100 }, lastPrice: undefined }),
    ).toBeUndefined()
    expect(exitPrices({ ...none, coinInitial: { type: 0 }, lastPrice: 50 })).toBeUndefined()
  })
})

describe('decimalsOf', () => {
  it("counts a tick size's decimals", () => {
    expect(decimalsOf('0.00001')).toBe(5)
    expect(decimalsOf('0.010')).toBe(2)
    expect(decimalsOf('1')).toBe(0)
    expect(decimalsOf('1e-7')).toBe(7)
    expect(decimalsOf(undefined)).toBe(2)
  })
})
