import { expect } from 'vitest'
import type { Tick } from '../core/types'

/** A fake's 1-minute candle at a time: every one of them closes up. */
type UpCandle = (time: number) => { open: number; low: number; high: number; close: number }

/**
 * The prices a feed should replay for a gap of `minutes` whole candles after a tick at `from`, then
 * `last`, the current price: per candle low, high, close (they close up), with the open left out
 * of the last tick's own candle, which that tick already superseded. For the feeds' gap tests.
 */
export function expectedGap(candle: UpCandle, from: number, minutes: number, last: number) {
  const prices: number[] = []
  for (let m = 0; m <= minutes; m++) {
    const c = candle(from + m * 60_000)
    prices.push(...(m > 0 ? [c.open] : []), c.low, c.high, c.close)
  }
  return [...prices, last]
}

/** The replayed ticks never go back in time from the last tick before the gap. */
export function expectInOrder(from: number, ticks: readonly Tick[]) {
  const times = [from, ...ticks.map((t) => t.time)]
  for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]!)
}
