import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { botConfigSchemas, type MomentumTradingConfig } from '@atb/contract'
import { coin } from '../../strategies/testkit'
import { quantProperties } from '../property-kit'
import { PLOT_BARS } from '../types'
import { momentumTradingRule } from './momentum_trading'
import { barsOf, decisionsOf } from './testbars'

const config = (own: Partial<MomentumTradingConfig> = {}) =>
  botConfigSchemas.momentum_trading.validateSync({
    ...coin,
    total_amount: 1000,
    order_amount: 300,
    interval: '1h',
    roc_length: 3,
    roc_threshold: 5,
    adx_length: 3,
    adx_min: 25,
    ...own,
  })

// ROC(3) in percent / ADX(3) on bars 1 above and below each close:
//  bar  9: 4.95 / 80.3   bar 10: 7.84 / 86.8 (ROC up through 5, trend strong: BUY)
//  bar 14: 1.75 / 84.4   bar 15: −3.45 / 64.9 (ROC below 0: SELL)
//  bar 19: −0.93 / 44.7  bar 20: 7.69 / 45.4 (up through 5 again: BUY if ADX ≥ 45.4 is enough)
//  bar 23: 6.25 / 55.9   bar 24: −2.54 / 41.5 (SELL)
const closes = [
  100, 100, 100, 100, 100, 100, 101, 102, 103, 106, 110, 114, 116, 117, 116, 112, 108, 104, 105,
  107, 112, 118, 121, 119, 115,
]

describe('the momentum_trading rule', () => {
  it('buys when the ROC crosses above the threshold in a strong trend and sells when it goes below 0', () => {
    expect(decisionsOf(momentumTradingRule(config()), barsOf(closes))).toEqual([
      [10, 'BUY'],
      [15, 'SELL'],
      [20, 'BUY'],
      [24, 'SELL'],
    ])
  })

  it('skips a cross while the ADX is under its minimum, and does not buy later without a new cross', () => {
    // ADX 45.4 at bar 20 is under 50: no entry there, nor at bars 21–23 where the ROC stays above 5.
    expect(decisionsOf(momentumTradingRule(config({ adx_min: 50 })), barsOf(closes))).toEqual([
      [10, 'BUY'],
      [15, 'SELL'],
      [24, 'SELL'],
    ])
    // A threshold of 8 moves the entries to bar 11 (10.68 after 7.84) and bar 21 (12.38 after 7.69).
    expect(decisionsOf(momentumTradingRule(config({ roc_threshold: 8 })), barsOf(closes))).toEqual([
      [11, 'BUY'],
      [15, 'SELL'],
      [21, 'BUY'],
      [24, 'SELL'],
    ])
  })

  it('draws the ROC and the ADX on the pane axis, at most PLOT_BARS points each', () => {
    const rule = momentumTradingRule(config())
    const many = Array.from({ length: PLOT_BARS + 40 }, (_, i) => 100 + Math.sin(i / 6) * 10)
    decisionsOf(rule, barsOf(many))
    const { lines } = rule.plot()
    expect(lines.map((l) => [l.name, l.axis])).toEqual([
      ['ROC 3', 'pane'],
      ['ADX 3', 'pane'],
    ])
    for (const l of lines) expect(l.points).toHaveLength(PLOT_BARS)
  })
})

describe('the momentum_trading config', () => {
  it('takes its lengths, threshold and minimum ADX within their ranges', () => {
    const schema = botConfigSchemas.momentum_trading
    const base = { ...config() }
    expect(schema.isValidSync({ ...base, roc_length: 1 })).toBe(false)
    expect(schema.isValidSync({ ...base, roc_length: 2.5 })).toBe(false)
    expect(schema.isValidSync({ ...base, roc_threshold: 0.05 })).toBe(false)
    expect(schema.isValidSync({ ...base, roc_threshold: 51 })).toBe(false)
    expect(schema.isValidSync({ ...base, adx_length: 101 })).toBe(false)
    expect(schema.isValidSync({ ...base, adx_min: 4 })).toBe(false)
    expect(schema.isValidSync({ ...base, adx_min: 61 })).toBe(false)
    expect(schema.isValidSync({ ...base, roc_length: 100, adx_length: 2, adx_min: 60 })).toBe(true)
  })
})

const configs = fc
  .record({
    roc_length: fc.integer({ min: 2, max: 20 }),
    // Hundredths, as the form takes them: the contract refuses more than twelve decimals.
    roc_threshold: fc.integer({ min: 10, max: 300 }).map((n) => n / 100),
    adx_length: fc.integer({ min: 2, max: 14 }),
    adx_min: fc.integer({ min: 5, max: 30 }),
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

// Many generated paths are shorter than the ADX's warm-up; a fifth of them trading is plenty.
quantProperties('momentum_trading', configs, 20)
