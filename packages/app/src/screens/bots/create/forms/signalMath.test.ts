import { describe, expect, it } from 'vitest'
import { renumber, signalCapital, signalLadder } from './signalMath'

describe('signalLadder', () => {
  it('spot: the first order then each coverage row, cumulative against the total', () => {
    const ladder = signalLadder(
      {
        amount: 20,
        coverage_x: 2,
        coverage: [
          { seq: 1, amount: 30 },
          { seq: 2, amount: 60 },
        ],
        total_amount: 100,
      },
      false,
    )
    expect(ladder?.steps).toEqual([
      { index: 0, amount: 20, cumulative: 20, overTotal: false },
      { index: 1, amount: 30, cumulative: 50, overTotal: false },
      { index: 2, amount: 60, cumulative: 110, overTotal: true },
    ])
    expect(ladder).toMatchObject({ total: 110, exposure: 110, overTotal: true, unusedRows: 0 })
  })

  it('uses the first amount where a row is missing, and counts rows past coverage_x as unused', () => {
    const short = signalLadder(
      { amount: 15, coverage_x: 3, coverage: [{ seq: 1, amount: 25 }], total_amount: 100 },
      false,
    )
    expect(short?.steps.map((s) => s.amount)).toEqual([15, 25, 15, 15])
    const long = signalLadder(
      { amount: 15, coverage_x: 1, coverage: [{ amount: 25 }, { amount: 35 }] },
      false,
    )
    expect(long?.steps.map((s) => s.amount)).toEqual([15, 25])
    expect(long?.unusedRows).toBe(1)
    expect(long?.overTotal).toBe(false)
  })

  it('futures: starts with coin_initial_opening; exposure is margin × leverage', () => {
    const ladder = signalLadder(
      {
        amount: 999,
        coin_initial_opening: 10,
        coverage_x: 1,
        coverage: [{ amount: 40 }],
        total_amount: 100,
        leverage: 5,
      },
      true,
    )
    expect(ladder?.steps.map((s) => s.amount)).toEqual([10, 40])
    expect(ladder?.exposure).toBe(250)
    expect(signalLadder({ amount: 20, coverage_x: 1, leverage: 3 }, false)?.exposure).toBe(40)
  })

  it('is_all_order makes every order the all-order amount', () => {
    const ladder = signalLadder(
      {
        amount: 20,
        is_all_order: true,
        amount_all_order: 50,
        coverage_x: 2,
        coverage: [{ amount: 15 }],
        total_amount: 120,
      },
      false,
    )
    expect(ladder?.steps.map((s) => s.cumulative)).toEqual([50, 100, 150])
    expect(ladder?.steps.map((s) => s.overTotal)).toEqual([false, false, true])
  })

  it('is undefined while an amount it needs is missing', () => {
    expect(signalLadder({ coverage_x: 0 }, false)).toBeUndefined()
    expect(signalLadder({ amount: 20 }, true)).toBeUndefined()
    expect(signalLadder({ amount: 20, is_all_order: true }, false)).toBeUndefined()
    expect(
      signalLadder({ amount: 20, coverage_x: 1, coverage: [{ amount: NaN }] }, false),
    ).toBeUndefined()
  })
})

describe('signalCapital', () => {
  it('reserves total_amount of the quote asset, as the engine’s account() does', () => {
    expect(signalCapital(250, 'USDT')).toEqual({ USDT: 250 })
    expect(signalCapital(undefined, 'USDT')).toBeUndefined()
    expect(signalCapital(250, undefined)).toBeUndefined()
  })
})

describe('renumber', () => {
  it('numbers rows from 1 in order', () => {
    expect(renumber([{ seq: 3, amount: 15 }, { amount: 20 }])).toEqual([
      { seq: 1, amount: 15 },
      { seq: 2, amount: 20 },
    ])
  })
})
