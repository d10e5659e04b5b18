import { describe, expect, it } from 'vitest'
import {
  gridBudget,
  gridDefaultInvestment,
  gridLevelMinimum,
  gridLevelQty,
  gridLevelsOnTick,
  gridMaxInvestment,
  gridMinInvestment,
  gridMinPerGrid,
  gridPerGridOf,
  type GridLotRules,
} from './gridBudget'

const btc: GridLotRules = { tick_size: '0.01', step_size: '0.00001', min_notional: '5' }
/** A coarse lot: one step of 0.001 BTC at 65,000 is 65 USDT. */
const coarse: GridLotRules = { tick_size: '0.01', step_size: '0.001', min_notional: '5' }

const grid = { lower_price: 60000, upper_price: 70000, number_of_grid: 10 }

describe('grid budget', () => {
  it('reserves every grid plus 1 %, in decimals', () => {
    expect(gridBudget(100, 10)).toBe('1010')
    expect(gridBudget('33.33', 3)).toBe('100.9899')
    // 0.1 × 3 is 0.3 exactly, not 0.30000000000000004.
    expect(gridBudget('0.1', 3)).toBe('0.303')
  })

  it('shares a total over the grids less the reserve, in whole cents rounded down', () => {
    expect(gridPerGridOf(1010, 10)).toBe('100')
    // 1,000 / 10.1 = 99.0099…: the grids never spend more than the total.
    expect(gridPerGridOf(1000, 10)).toBe('99')
    expect(Number(gridBudget(gridPerGridOf(1000, 10), 10))).toBeLessThanOrEqual(1000)
    expect(gridPerGridOf(500, 7)).toBe('70.72')
  })

  it('rounds a level’s quantity down to the lot, as the venue takes it', () => {
    expect(gridLevelQty(100, 65000, '0.00001')).toBe('0.00153')
    expect(gridLevelQty(50, 65000, '0.001')).toBe('0')
    expect(gridLevelQty(300, 1.5, '0.1', '10')).toBe('20')
  })

  it('needs at least one lot reaching the minimum order value at a level', () => {
    // 5 USDT at 65,000 is 0.0000769… BTC: 0.00008 BTC, 5.20 USDT.
    expect(gridLevelMinimum(65000, btc)).toBe('5.2')
    // One 0.001 BTC lot is 65 USDT; with 5× leverage 13 USDT of margin holds it.
    expect(gridLevelMinimum(65000, coarse)).toBe('65')
    expect(gridLevelMinimum(65000, coarse, 5)).toBe('13')
  })

  it('takes the spec’s 25 per grid, or more where the lot needs it at the dearest level', () => {
    expect(gridMinPerGrid(grid)).toBe('25')
    expect(gridMinPerGrid(grid, btc)).toBe('25')
    // The top level, 70,000, needs a 0.001 lot: 70 USDT.
    expect(gridMinPerGrid(grid, coarse)).toBe('70')
    expect(gridMinPerGrid({ ...grid, leverage: 5 }, coarse)).toBe('25')
    expect(gridMinInvestment(grid, coarse)).toBe('707')
    expect(gridMinInvestment(grid)).toBe('252.5')
    expect(gridMaxInvestment(10)).toBe('15150')
  })

  it('starts a fresh grid at 1,000, or at its minimum in whole units when that is higher', () => {
    expect(gridDefaultInvestment(grid, btc)).toBe('1000')
    expect(gridDefaultInvestment({ ...grid, number_of_grid: 100 }, btc)).toBe('2525')
    expect(gridDefaultInvestment({ ...grid, number_of_grid: 149 }, coarse)).toBe('10535')
  })

  it('puts the levels on the tick as the exchange rounds them', () => {
    expect(gridLevelsOnTick(1, 2, 3, 'arithmetic', '0.01')).toEqual([1, 1.33, 1.67, 2])
    expect(gridLevelsOnTick(100, 200, 2, 'geometric', '1')).toEqual([100, 141, 200])
  })
})
