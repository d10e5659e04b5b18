import { describe, expect, it } from 'vitest'
import {
  amountSourceOf,
  balanceCheck,
  gridFeeRate,
  gridInvestment,
  gridLevels,
  gridShapeOf,
  gridSpacing,
  isUntouchedRange,
  percentile,
  profitPerGrid,
  roundSignificant,
  snapToTick,
  spacingOf,
  suggestGrid,
} from './gridMath'

describe('grid math', () => {
  it('places number_of_grid + 1 levels evenly apart or by an even ratio', () => {
    expect(gridLevels(100, 200, 4, 'arithmetic')).toEqual([100, 125, 150, 175, 200])
    expect(gridLevels(100, 400, 2, 'geometric')).toEqual([100, 200, 400])
  })

  it('snaps a level to the venue tick', () => {
    expect(snapToTick(65432.123, '0.01')).toBe(65432.12)
    expect(snapToTick(0.000123456, '0.00000001')).toBe(0.00012346)
    expect(snapToTick(1234.6, '1')).toBe(1235)
    expect(snapToTick(1234.6, undefined)).toBe(1234.6)
  })

  it('charges the paper exchange maker fee: 0.1 % spot, 0.02 % futures', () => {
    expect(gridFeeRate(false)).toBe(0.001)
    expect(gridFeeRate(true)).toBe(0.0002)
  })

  it('gives profit per grid after both fees, lowest and highest', () => {
    // 125/100: 25 % − 0.1 % × 2.25 = 24.775 %; 150/125: 20 % − 0.1 % × 2.2 = 19.78 %
    expect(profitPerGrid([100, 125, 150], 0.001)).toEqual({ min: 19.78, max: 24.775 })
    // every geometric grid doubles: 100 % − 0.1 % × 3 = 99.7 %
    expect(profitPerGrid([100, 200, 400], 0.001)).toEqual({ min: 99.7, max: 99.7 })
    expect(profitPerGrid([100], 0.001)).toBeNull()
  })

  it('measures the gap between levels in percent', () => {
    expect(gridSpacing([100, 125, 150])).toEqual({ min: 20, max: 25 })
    // 100 → 400 in 2 grids doubles each time; 100 → 121 in 2 grids is 10 % each
    expect(spacingOf(100, 400, 2)).toBe(100)
    expect(spacingOf(100, 121, 2)).toBe(10)
    expect(spacingOf(60000, 70000, 10)).toBe(1.55)
  })

  it('commits every grid plus the 1 % reserve the engine keeps for the opening order', () => {
    expect(gridInvestment(100, 10)).toBe(1010)
    expect(gridInvestment(25, 149)).toBe(3762.25)
    expect(gridInvestment(0.1, 3)).toBe(0.303)
  })

  it('finds percentiles between the nearest values', () => {
    expect(percentile([5, 1, 3], 50)).toBe(3)
    expect(percentile([1, 2, 3, 4, 5], 10)).toBeCloseTo(1.4, 10)
    expect(percentile([1, 2, 3, 4, 5], 90)).toBeCloseTo(4.6, 10)
    expect(() => percentile([], 50)).toThrow()
  })

  it('rounds to significant digits', () => {
    expect(roundSignificant(65432.1, 4)).toBe(65430)
    expect(roundSignificant(0.00123456, 3)).toBe(0.00123)
    expect(roundSignificant(0, 3)).toBe(0)
  })

  it('suggests the 10th–90th percentile of the last 7 days with ~0.75 % between levels', () => {
    // Older closes far away must not count: only the last 168 hours do.
    const closes = [...Array.from({ length: 100 }, () => 5000), ...range(1000, 168)]
    // P10 of 1000…1167 is 1016.7 → 1017; P90 is 1150.3 → 1150; ln(1150/1017)/ln(1.0075) ≈ 16.4
    expect(suggestGrid(closes, 1080)).toEqual({
      lower_price: 1017,
      upper_price: 1150,
      number_of_grid: 16,
      // (1150/1017)^(1/16) = 1.00771: 0.77 % a grid
      space_of_grid: 0.77,
    })
  })

  it('keeps the market price inside the range, two levels from a bound, as the price moves', () => {
    const closes = range(1000, 168)
    // The issue 27 case: the week's range sat above a price that had fallen out of it.
    const below = suggestGrid(closes, 950)!
    // 950 × (1 − 0.015) = 935.75 → 935.8; the top stays the week's P90.
    expect([below.lower_price, below.upper_price]).toEqual([935.8, 1150])
    const above = suggestGrid(closes, 1200)!
    // 1200 × 1.015 = 1218
    expect([above.lower_price, above.upper_price]).toEqual([1017, 1218])
    // Without a live price the last close stands for it (1167 × 1.015 = 1184.5 → 1185).
    expect(suggestGrid(closes)?.upper_price).toBe(1185)
  })

  it('keeps the suggested grid count within 2–149 and needs a day of varied history', () => {
    expect(suggestGrid(range(1000, 10))).toBeNull()
    expect(suggestGrid(Array.from({ length: 48 }, () => 10))).toBeNull()
    expect(suggestGrid(undefined)).toBeNull()
    const wide = suggestGrid(range(1, 168, 100))
    expect(wide?.number_of_grid).toBe(149)
  })

  it('says how much of the quote balance is missing', () => {
    expect(balanceCheck(1010, 1000)).toEqual({ available: 1000, short: 10 })
    expect(balanceCheck(1010, 5000)).toEqual({ available: 5000, short: 0 })
    expect(balanceCheck(1010, undefined)).toBeNull()
  })
})

function range(start: number, length: number, step = 1) {
  return Array.from({ length }, (_, i) => start + i * step)
}

describe('the grid form’s own rules', () => {
  it('keeps a range following the suggestion only while the user has not edited it', () => {
    const applied = { lower_price: 60000, upper_price: 70000, number_of_grid: 10 }
    expect(isUntouchedRange({}, null)).toBe(true)
    expect(isUntouchedRange(applied, null)).toBe(false)
    expect(isUntouchedRange({ ...applied }, applied)).toBe(true)
    expect(isUntouchedRange({ ...applied, lower_price: 61000 }, applied)).toBe(false)
    expect(isUntouchedRange({ ...applied, number_of_grid: undefined }, applied)).toBe(false)
  })

  it('opens on the total unless the amount per grid is not the one the total gives', () => {
    const grid = { number_of_grid: 10 }
    expect(amountSourceOf({ ...grid, total_investment: 1000 })).toBe('total')
    expect(amountSourceOf({ ...grid, total_investment: 1000, coin_per_grid: 99 })).toBe('total')
    // A copied bot: its 100 a grid stands, and the total follows.
    expect(amountSourceOf({ ...grid, total_investment: 1000, coin_per_grid: 100 })).toBe('perGrid')
    expect(amountSourceOf({ ...grid, coin_per_grid: 100 })).toBe('perGrid')
  })

  it('makes a grid of a complete range only', () => {
    expect(gridShapeOf({ lower_price: 1, upper_price: 2, number_of_grid: 4 })).toEqual({
      lower_price: 1,
      upper_price: 2,
      number_of_grid: 4,
      grid_mode: undefined,
      leverage: 1,
    })
    expect(gridShapeOf({ lower_price: 2, upper_price: 1, number_of_grid: 4 })).toBeNull()
    expect(gridShapeOf({ lower_price: 1, upper_price: 2, number_of_grid: 150 })).toBeNull()
  })
})
