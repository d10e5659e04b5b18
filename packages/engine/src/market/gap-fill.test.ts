import { describe, expect, it } from 'vitest'
import { candleTicks, gapStart } from './gap-fill'

const T = Date.UTC(2026, 0, 6, 12, 30)
const MINUTE = 60_000
const up = { time: T, open: 10, high: 13, low: 9, close: 12, volume: 1 }
const down = { time: T + MINUTE, open: 12, high: 14, low: 8, close: 11, volume: 1 }

describe('candleTicks', () => {
  it('walks each candle open, low, high, close when it closed up, and high first when down', () => {
    const ticks = candleTicks('X', [down, up], T - 1, T + 10 * MINUTE)
    expect(ticks.map((t) => t.price)).toEqual([10, 9, 13, 12, 12, 14, 8, 11])
    expect(ticks.map((t) => t.time)).toEqual([
      T,
      T + 19_999,
      T + 39_999,
      T + MINUTE - 1,
      T + MINUTE,
      T + MINUTE + 19_999,
      T + MINUTE + 39_999,
      T + 2 * MINUTE - 1,
    ])
    expect(ticks.every((t) => t.symbol === 'X')).toBe(true)
  })

  it('keeps strictly after the last tick and up to now, without an open already passed', () => {
    const ticks = candleTicks('X', [up, down], T + 30_000, T + MINUTE + 30_000)
    expect(ticks.map((t) => t.price)).toEqual([9, 13, 12, 12, 14, 8, 11])
    expect(ticks[0]!.time).toBe(T + 30_001)
    expect(ticks[2]!.time).toBe(T + MINUTE - 1)
    expect(ticks.at(-1)!.time).toBe(T + MINUTE + 30_000)
  })

  it('gives nothing for candles wholly before the last tick or after now', () => {
    expect(candleTicks('X', [up], T + MINUTE - 1, T + 5 * MINUTE)).toEqual([])
    expect(candleTicks('X', [down], T, T + MINUTE - 1)).toEqual([])
  })
})

describe('gapStart', () => {
  it('is the oldest known last tick, or the end when none is known', () => {
    expect(gapStart([T + 5, undefined, T], T + 9)).toBe(T)
    expect(gapStart([undefined], T + 9)).toBe(T + 9)
  })
})
