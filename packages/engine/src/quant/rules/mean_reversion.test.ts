import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { botConfigSchemas, type MeanReversionConfig } from '@atb/contract'
import { coin } from '../../strategies/testkit'
import { quantProperties } from '../property-kit'
import { PLOT_BARS } from '../types'
import { meanReversionRule } from './mean_reversion'
import { barsOf, decisionsOf } from './testbars'

const config = (own: Partial<MeanReversionConfig> = {}) =>
  botConfigSchemas.mean_reversion.validateSync({
    ...coin,
    total_amount: 1000,
    order_amount: 300,
    interval: '1h',
    bb_length: 5,
    bb_deviation: 1,
    ...own,
  })

// With 5 bars and 1 deviation: bar 4 closes on its lower band (10, not below), bar 5 below it
// (9 < 9.4), bar 6 above the middle (10 ≥ 9.8), bar 8 below (8 < 8.61), bar 9 below again while
// long (no repeat), bar 10 back above the middle (9.5 ≥ 9.1), bar 17 below (8.8 < 9.13).
const closes = [10, 10, 10, 10, 10, 9, 10, 10.5, 8, 7.5, 9.5, 10.2, 10, 10, 10, 12, 10, 8.8]

describe('the mean_reversion rule', () => {
  it('buys a close below the lower band and sells the close back at the middle band', () => {
    expect(decisionsOf(meanReversionRule(config()), barsOf(closes))).toEqual([
      [5, 'BUY'],
      [6, 'SELL'],
      [8, 'BUY'],
      [10, 'SELL'],
      [17, 'BUY'],
    ])
  })

  it('sells on a close exactly at the middle band, not just under it', () => {
    // [8, 8, 8, 8, 4]: SMA 7.2, σ 1.6, lower band 5.6, so 4 buys. Then [8, 8, 8, 4, 7] has the
    // SMA 7: a close of 7 is at the middle band and sells; 6.9 (SMA 6.98) is still under it.
    expect(decisionsOf(meanReversionRule(config()), barsOf([8, 8, 8, 8, 4, 7]))).toEqual([
      [4, 'BUY'],
      [5, 'SELL'],
    ])
    expect(decisionsOf(meanReversionRule(config()), barsOf([8, 8, 8, 8, 4, 6.9]))).toEqual([
      [4, 'BUY'],
    ])
  })

  it('waits for bb_length closes and a wider band trades less', () => {
    expect(decisionsOf(meanReversionRule(config({ bb_length: 20 })), barsOf(closes))).toEqual([])
    // At 2 deviations the dips of bars 5 and 8 stay inside the band.
    expect(decisionsOf(meanReversionRule(config({ bb_deviation: 2 })), barsOf(closes))).toEqual([])
  })

  it('draws the three bands on the price axis, at most PLOT_BARS points each', () => {
    const rule = meanReversionRule(config())
    const many = Array.from({ length: PLOT_BARS + 50 }, (_, i) => 100 + Math.sin(i / 5) * 10)
    decisionsOf(rule, barsOf(many))
    const { lines } = rule.plot()
    expect(lines.map((l) => [l.name, l.axis])).toEqual([
      ['BB upper', 'price'],
      ['BB middle', 'price'],
      ['BB lower', 'price'],
    ])
    for (const l of lines) expect(l.points).toHaveLength(PLOT_BARS)
    const last = lines.map((l) => l.points.at(-1)!.value)
    expect(last[0]).toBeGreaterThan(last[1]!)
    expect(last[1]).toBeGreaterThan(last[2]!)
  })
})

describe('the mean_reversion config', () => {
  it('takes whole lengths from 5 to 200 and widths from 0.5 to 5', () => {
    const schema = botConfigSchemas.mean_reversion
    const base = { ...config() }
    expect(schema.isValidSync({ ...base, bb_length: 4 })).toBe(false)
    expect(schema.isValidSync({ ...base, bb_length: 201 })).toBe(false)
    expect(schema.isValidSync({ ...base, bb_length: 20.5 })).toBe(false)
    expect(schema.isValidSync({ ...base, bb_deviation: 0.4 })).toBe(false)
    expect(schema.isValidSync({ ...base, bb_deviation: 5.1 })).toBe(false)
    expect(schema.isValidSync({ ...base, bb_length: 200, bb_deviation: 0.5 })).toBe(true)
  })
})

const configs = fc
  .record({
    bb_length: fc.integer({ min: 5, max: 30 }),
    // Hundredths, as the form takes them: the contract refuses more than twelve decimals.
    bb_deviation: fc.integer({ min: 50, max: 300 }).map((n) => n / 100),
    order_amount: fc.integer({ min: 15, max: 1000 }),
    stop: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    take: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  })
  .map(({ stop, take, ...own }) =>
    config({
      ...own,
      enable_option_stop_loss: stop !== undefined,
      option_stop_loss: stop,
      enable_option_take_profit: take !== undefined,
      option_take_profit: take,
    }),
  )

quantProperties('mean_reversion', configs, 25)
