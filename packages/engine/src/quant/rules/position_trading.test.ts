import { describe, expect, it } from 'vitest'
import {
  english,
  isMessage,
  positionTradingSchema,
  renderMessage,
  type PositionTradingConfig,
} from '@atb/contract'
import { ValidationError } from 'yup'
import type { Candle } from '../../core/types'
import { coin } from '../../strategies/testkit'
import { PLOT_BARS } from '../types'
import { positionTradingRule } from './position_trading'

const DAY = 86_400_000
const bar = (i: number, close: number): Candle => ({
  time: i * DAY,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1,
})

const config = (own: Partial<PositionTradingConfig>): PositionTradingConfig =>
  positionTradingSchema.validateSync({
    ...coin,
    total_amount: 1000,
    order_amount: 500,
    interval: '1d',
    regime: 'close_above',
    fast_length: 5,
    slow_length: 20,
    confirm_bars: 2,
    ...own,
  })

/** Each bar's decision, as `index:SIDE`, for a series of closes. */
function decisions(c: PositionTradingConfig, closes: number[]) {
  const rule = positionTradingRule(c)
  const out: string[] = []
  closes.forEach((close, i) => {
    const d = rule.bar(bar(i, close))
    if (d) out.push(`${i}:${d.side}`)
  })
  return { out, rule }
}

describe('position_trading rule', () => {
  it('close_above: buys after the close holds above SMA 20 for 2 bars, sells after 2 bars below', () => {
    // 20 flat closes at 100 (SMA 100), then: 101 (1 above), 99 (broken, 1 below), 102, 103 (2 above:
    // BUY), 104, 90 (1 below), 104 (above again), 80, 80 (2 below: SELL), 80 (3 below: no repeat).
    const closes = [...Array<number>(20).fill(100), 101, 99, 102, 103, 104, 90, 104, 80, 80, 80]
    const { out, rule } = decisions(config({}), closes)
    expect(out).toEqual(['23:BUY', '28:SELL'])
    expect(rule.warmup).toBe(21)
    // A close equal to its average is not above it: flat closes are a broken regime (SELL while
    // flat, which the follower ignores), said once.
    expect(decisions(config({ confirm_bars: 1 }), Array<number>(25).fill(100)).out).toEqual([
      '19:SELL',
    ])
  })

  it('close_above with confirm_bars 1 follows every crossing, with its reason', () => {
    const rule = positionTradingRule(config({ confirm_bars: 1 }))
    Array.from({ length: 20 }, (_, i) => rule.bar(bar(i, 100)))
    expect(rule.bar(bar(20, 121))).toEqual({ side: 'BUY', reason: 'close above SMA 20 for 1 bar' })
    // SMA 20 is now 101.05: 101 is below it.
    expect(rule.bar(bar(21, 101))).toEqual({ side: 'SELL', reason: 'close below SMA 20 for 1 bar' })
    expect(rule.bar(bar(22, 99))).toBeNull()
  })

  it('golden_cross: buys once SMA 5 has stayed above SMA 20 for 3 bars, sells once below for 3', () => {
    // 20 bars at 100, then a rise of 2 a bar (SMA 5 crosses above SMA 20 on bar 20), then a fall.
    const up = Array.from({ length: 10 }, (_, i) => 102 + 2 * i)
    const down = Array.from({ length: 15 }, (_, i) => 118 - 4 * i)
    const c = config({ regime: 'golden_cross', confirm_bars: 3 })
    const { out, rule } = decisions(c, [...Array<number>(20).fill(100), ...up, ...down])
    // SMA 5 > SMA 20 from bar 20 on: the third bar in a row is bar 22.
    expect(out[0]).toBe('22:BUY')
    expect(out).toHaveLength(2)
    expect(out[1]).toMatch(/:SELL$/)
    const sellAt = Number(out[1]!.split(':')[0])
    // On the SELL bar, SMA 5 had been below SMA 20 for exactly 3 bars.
    const closes = [...Array<number>(20).fill(100), ...up, ...down]
    const sma = (n: number, i: number) => closes.slice(i - n + 1, i + 1).reduce((a, b) => a + b) / n
    for (const i of [sellAt - 2, sellAt - 1, sellAt]) expect(sma(5, i)).toBeLessThan(sma(20, i))
    expect(sma(5, sellAt - 3)).toBeGreaterThan(sma(20, sellAt - 3))
    const lines = rule.plot().lines
    expect(lines.map((l) => [l.name, l.axis])).toEqual([
      ['SMA 5', 'price'],
      ['SMA 20', 'price'],
    ])
    // SMA 5 from its 5th close, SMA 20 from its 20th.
    expect(lines[0]!.points).toHaveLength(closes.length - 4)
    expect(lines[1]!.points[0]).toEqual({ time: 19 * DAY, value: 100 })
    expect(lines[1]!.points.at(-1)!.value).toBeCloseTo(sma(20, closes.length - 1), 9)
  })

  it('keeps at most PLOT_BARS points per line', () => {
    const rule = positionTradingRule(config({}))
    for (let i = 0; i < PLOT_BARS + 100; i++) rule.bar(bar(i, 100 + Math.sin(i)))
    const [line] = rule.plot().lines
    expect(line!.points).toHaveLength(PLOT_BARS)
    expect(line!.points.at(-1)!.time).toBe((PLOT_BARS + 99) * DAY)
  })
})

/** The English message of the first error the schema finds in a config, or null when valid. */
function problem(own: Partial<PositionTradingConfig>): string | null {
  try {
    config(own)
    return null
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    const first: unknown = e.errors[0]
    return isMessage(first) ? renderMessage(first, english) : String(first)
  }
}

describe('position_trading config', () => {
  it('has the decision’s defaults within their ranges, and the slow average must be the longer', () => {
    expect(problem({ fast_length: 50, slow_length: 200 })).toBeNull()
    expect(problem({ fast_length: 60, slow_length: 50 })).toBe(
      'The slow average length must be greater than the fast average length',
    )
    expect(problem({ confirm_bars: 11 })).toBe('The confirmation bars must be at most 10')
    expect(problem({ slow_length: 401 })).toBe('The slow average length must be at most 400')
    expect(problem({ fast_length: 4 })).toBe('The fast average length must be at least 5')
    expect(problem({ confirm_bars: 1.5 })).toBe('The confirmation bars must be a whole number')
    expect(problem({ regime: 'death_cross' as never })).toBe(
      'The trend regime must be one of close_above, golden_cross',
    )
  })
})
