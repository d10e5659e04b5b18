import { describe, expect, it } from 'vitest'
import { botConfigSchemas, type TrendFollowingConfig } from '@atb/contract'
import type { Candle } from '../../core/types'
import { coin } from '../../strategies/testkit'
import { PLOT_BARS } from '../types'
import { trendFollowingRule } from './trend_following'

const HOUR = 3_600_000
/** A bar one unit either side of its close. */
const bar = (i: number, close: number): Candle => ({
  time: i * HOUR,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1,
})

const config = (own: Partial<TrendFollowingConfig>): TrendFollowingConfig =>
  botConfigSchemas.trend_following.validateSync({
    ...coin,
    total_amount: 1000,
    order_amount: 300,
    interval: '1h',
    ...own,
  })

/** Each bar's decision as "index SIDE reason", for the bars that decided. */
function decisions(own: Partial<TrendFollowingConfig>, closes: number[]) {
  const rule = trendFollowingRule(config(own))
  const out: string[] = []
  closes.forEach((close, i) => {
    const d = rule.bar(bar(i, close))
    if (d) out.push(`${i} ${d.side} ${d.reason}`)
  })
  return { out, rule }
}

const flat = [10, 10, 10, 10, 10]

describe('trend_following rule, Donchian entry', () => {
  const own = { entry: 'donchian', channel_length: 5, atr_length: 2, atr_multiplier: 2 } as const

  it('buys a close above the previous 5 bars’ high and sells one below the previous 2 bars’ low', () => {
    const { out, rule } = decisions(own, [...flat, 12, 13, 14, 13.5, 15, 11.5, 12, 13, 10.5, 9])
    expect(out).toEqual(['5 BUY close above 5-bar high', '10 SELL close below 2-bar low'])
    expect(rule.warmup).toBe(6)
    const [high, low, stop] = rule.plot().lines
    // The levels each bar was judged against: the channels of the bars before it.
    expect(high!.points.slice(0, 4).map((p) => p.value)).toEqual([11, 13, 14, 15])
    expect(low!.points.slice(0, 4).map((p) => p.value)).toEqual([9, 9, 11, 12])
    // Wilder's ATR(2) of true ranges 2,2,2,2,2,3,2 is 2.5 at bar 5 and 2.25 at bar 6:
    // stop = highest close − 2 × ATR = 12 − 5 = 7, then 13 − 4.5 = 8.5.
    expect(stop!.points.slice(0, 2)).toEqual([
      { time: 5 * HOUR, value: 7 },
      { time: 6 * HOUR, value: 8.5 },
    ])
  })

  it('leaves on the chandelier stop before the channel’s low is reached', () => {
    const { out, rule } = decisions({ ...own, atr_multiplier: 0.5 }, [
      ...flat,
      12,
      13,
      14,
      13.5,
      12.8,
      12.9,
      15,
    ])
    // Bar 8 sets the stop at 14 − 0.5 × 2.0625 = 12.96875; bar 9 closes at 12.8, above the
    // 2-bar low (12.5). Bar 11 equals the 5-bar high (15) without breaking it: no entry.
    expect(out).toEqual(['5 BUY close above 5-bar high', '9 SELL ATR trailing stop'])
    expect(rule.plot().lines[2]!.points.at(-1)).toEqual({ time: 8 * HOUR, value: 12.96875 })
  })

  it('says nothing before its channel is full, nor while it stays long or flat', () => {
    // Every bar breaks the one before, but no decision until 5 earlier bars exist; then one entry only.
    const { out } = decisions(own, [10, 12, 14, 16, 18, 20, 22, 24])
    expect(out).toEqual(['5 BUY close above 5-bar high'])
    // A fall while flat is no exit.
    expect(decisions(own, [...flat, 8, 7, 6]).out).toEqual([])
  })
})

describe('trend_following rule, EMA cross entry', () => {
  it('buys when EMA 2 crosses above EMA 5 and sells when it crosses back below', () => {
    const { out, rule } = decisions(
      { entry: 'ma_cross', fast_length: 2, slow_length: 5, atr_length: 2, atr_multiplier: 5 },
      [...flat, 11, 12, 13, 12, 11, 10, 9, 10, 12, 14, 15, 16, 10],
    )
    expect(out).toEqual([
      '5 BUY EMA 2 crossed above EMA 5',
      '9 SELL EMA 2 crossed below EMA 5',
      '13 BUY EMA 2 crossed above EMA 5',
      '17 SELL EMA 2 crossed below EMA 5',
    ])
    expect(rule.warmup).toBe(6)
    const [fast, slow] = rule.plot().lines
    expect(fast!.name).toBe('EMA 2')
    expect(slow!.name).toBe('EMA 5')
    // EMA 2 at bar 5: 11 × 2/3 + 10 × 1/3; EMA 5: 11 × 1/3 + 10 × 2/3.
    const at5 = (l: typeof fast) => l!.points.find((p) => p.time === 5 * HOUR)!.value
    expect(at5(fast)).toBeCloseTo(32 / 3, 12)
    expect(at5(slow)).toBeCloseTo(31 / 3, 12)
  })

  it('ignores the fields of the other entry', () => {
    const c = config({ entry: 'ma_cross', channel_length: 3 } as Partial<TrendFollowingConfig>)
    expect(c).not.toHaveProperty('channel_length')
    expect(c).toMatchObject({ fast_length: 20, slow_length: 50 })
  })
})

describe('trend_following plot', () => {
  it('keeps at most PLOT_BARS points per line over a long run', () => {
    const rule = trendFollowingRule(config({ channel_length: 5, atr_length: 2 }))
    for (let i = 0; i < 2000; i++) rule.bar(bar(i, 100 + 20 * Math.sin(i / 15)))
    const lines = rule.plot().lines
    expect(lines.map((l) => l.name)).toEqual(['DC 5 high', 'DC 2 low', 'ATR stop 3×2'])
    for (const l of lines) {
      expect(l.points.length).toBeGreaterThan(0)
      expect(l.points.length).toBeLessThanOrEqual(PLOT_BARS)
    }
    expect(lines[0]!.points).toHaveLength(PLOT_BARS)
    expect(lines[0]!.points.at(-1)!.time).toBe(1999 * HOUR)
  })
})
