import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { botConfigSchemas, type SwingTradingConfig } from '@atb/contract'
import { coin } from '../../strategies/testkit'
import { quantProperties } from '../property-kit'
import { PLOT_BARS } from '../types'
import { swingTradingRule } from './swing_trading'
import { barsOf, decisionsOf } from './testbars'

const config = (own: Partial<SwingTradingConfig> = {}) =>
  botConfigSchemas.swing_trading.validateSync({
    ...coin,
    total_amount: 1000,
    order_amount: 300,
    interval: '4h',
    rsi_length: 3,
    oversold: 30,
    overbought: 70,
    ...own,
  })

// RSI(3), Wilder: bars 3–5 read 0, 0, 20 (oversold), bar 6 50 (up through 30), bars 7–12 read
// 68, 79.2, 86.4, 91.0, 94.1, 75.0 (still above 70), bar 13 46.7 (down through 70), bars 14–15
// 29.8, 19.3, bar 16 47.2 (up through 30 again).
const closes = [10, 9, 8, 7, 6, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 12, 11, 10, 9, 10]

describe('the swing_trading rule', () => {
  it('buys when the RSI crosses up through oversold and sells when it crosses down through overbought', () => {
    expect(decisionsOf(swingTradingRule(config()), barsOf(closes))).toEqual([
      [6, 'BUY'],
      [13, 'SELL'],
      [16, 'BUY'],
    ])
  })

  it('needs a cross, not a level: other thresholds move the decisions', () => {
    // Oversold 20: bar 5 reads exactly 20, which is a cross up from 0.
    expect(decisionsOf(swingTradingRule(config({ oversold: 20 })), barsOf(closes))).toEqual([
      [5, 'BUY'],
      [13, 'SELL'],
      [16, 'BUY'],
    ])
    // Overbought 80: bar 12 (75.0) is the cross down from 94.1.
    expect(decisionsOf(swingTradingRule(config({ overbought: 80 })), barsOf(closes))).toEqual([
      [6, 'BUY'],
      [12, 'SELL'],
      [16, 'BUY'],
    ])
    // A market that only rises never crosses oversold upwards: no decision at all.
    const rising = Array.from({ length: 40 }, (_, i) => 100 + i)
    expect(decisionsOf(swingTradingRule(config()), barsOf(rising))).toEqual([])
  })

  it('draws the RSI and both thresholds on the pane axis, at most PLOT_BARS points each', () => {
    const rule = swingTradingRule(config())
    const many = Array.from({ length: PLOT_BARS + 40 }, (_, i) => 100 + Math.sin(i / 4) * 10)
    decisionsOf(rule, barsOf(many))
    const { lines } = rule.plot()
    expect(lines.map((l) => [l.name, l.axis])).toEqual([
      ['RSI 3', 'pane'],
      ['Oversold 30', 'pane'],
      ['Overbought 70', 'pane'],
    ])
    for (const l of lines) expect(l.points).toHaveLength(PLOT_BARS)
    expect(lines[1]!.points.every((p) => p.value === 30)).toBe(true)
    for (const p of lines[0]!.points) expect(p.value).toBeGreaterThanOrEqual(0)
    for (const p of lines[0]!.points) expect(p.value).toBeLessThanOrEqual(100)
  })
})

describe('the swing_trading config', () => {
  it('takes lengths 2–100, oversold 5–50, overbought 50–95 and above oversold', () => {
    const schema = botConfigSchemas.swing_trading
    const base = { ...config() }
    expect(schema.isValidSync({ ...base, rsi_length: 1 })).toBe(false)
    expect(schema.isValidSync({ ...base, rsi_length: 101 })).toBe(false)
    expect(schema.isValidSync({ ...base, oversold: 4 })).toBe(false)
    expect(schema.isValidSync({ ...base, overbought: 96 })).toBe(false)
    expect(schema.isValidSync({ ...base, oversold: 50, overbought: 50 })).toBe(false)
    expect(schema.isValidSync({ ...base, oversold: 49, overbought: 50 })).toBe(true)
    expect(() => schema.validateSync({ ...base, oversold: 50, overbought: 50 })).toThrow()
    try {
      schema.validateSync({ ...base, oversold: 50, overbought: 50 })
    } catch (e) {
      const m = (e as { message: unknown }).message as { id?: string }
      expect(m.id).toBe('validation.greaterThanField')
    }
  })
})

const configs = fc
  .record({
    rsi_length: fc.integer({ min: 2, max: 14 }),
    oversold: fc.integer({ min: 20, max: 50 }),
    overbought: fc.integer({ min: 51, max: 80 }),
    order_amount: fc.integer({ min: 15, max: 1000 }),
    interval: fc.constantFrom('15m', '1h', '4h', '1d'),
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

quantProperties('swing_trading', configs, 25)
