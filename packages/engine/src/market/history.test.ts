import { describe, expect, it } from 'vitest'
import type { CandleInterval } from '@atb/contract'
import type { Candle } from '../core/types'
import { ManualClock } from './clock'
import type { CandleQuery, MarketFeed } from './feed'
import { candlesBefore, candlesBetween } from './history'
import { ReplayFeed } from './replay-feed'
import { MAX_CANDLES } from './replay-series'
import { syntheticCandles } from './synthetic'

const MIN = 60_000
const DAY = 1440 * MIN
const NOW = Date.UTC(2026, 0, 5)

/** A replay of 40 days of 5-minute candles, the present half-way through. */
function replay() {
  const candles = syntheticCandles({ seed: 7, count: 40 * 288, start: 100, intervalMs: 5 * MIN })
  return new ReplayFeed({
    clock: new ManualClock(NOW),
    symbols: [{ symbol: 'BTCUSDT', market: 'crypto', candles }],
  })
}

/** A venue that answers at most `pageSize` candles from `from` (as OKX does), with a gap. */
function venue(pageSize: number, gap: [number, number]): MarketFeed & { asked: CandleQuery[] } {
  const asked: CandleQuery[] = []
  const bar = (time: number): Candle => ({ time, open: 1, high: 1, low: 1, close: 1, volume: 1 })
  return {
    asked,
    source: 'live',
    start: async () => {},
    stop: async () => {},
    symbols: () => [],
    symbol: () => undefined,
    ticker: () => undefined,
    tickers: () => [],
    subscribe: () => () => {},
    async candles(_symbol: string, interval: CandleInterval, q: CandleQuery = {}) {
      asked.push(q)
      const size = interval === '1h' ? 60 * MIN : MIN
      const out: Candle[] = []
      const to = q.to ?? NOW
      const from = q.from ?? to - (q.limit ?? 500) * size
      for (let t = from; t < to && out.length < pageSize; t += size)
        if (t < gap[0] || t >= gap[1]) out.push(bar(t))
      return out
    },
  }
}

describe('candlesBetween', () => {
  it('reads a 30-day window whole, past the feed’s cap on one query', async () => {
    const feed = replay()
    const to = NOW - (NOW % (5 * MIN))
    const oneQuery = await feed.candles('BTCUSDT', '5m', { from: to - 30 * DAY, to, limit: 1e6 })
    expect(oneQuery).toHaveLength(MAX_CANDLES)
    const candles = await candlesBetween(feed, 'BTCUSDT', '5m', to - 30 * DAY, to)
    expect(candles).toHaveLength(30 * 288)
    expect(candles[0]!.time).toBe(to - 30 * DAY)
    expect(candles.at(-1)!.time).toBe(to - 5 * MIN)
    expect(candles.every((c, i) => i === 0 || c.time - candles[i - 1]!.time === 5 * MIN)).toBe(true)
  })

  it('follows a venue that answers fewer candles a query, and skips a gap without a hole', async () => {
    const feed = venue(300, [NOW - 10 * DAY, NOW - 8 * DAY])
    const from = NOW - 20 * DAY
    const candles = await candlesBetween(feed, 'BTCUSDT', '1h', from, NOW)
    expect(candles).toHaveLength(20 * 24 - 2 * 24)
    expect(new Set(candles.map((c) => c.time)).size).toBe(candles.length)
    expect(candles[0]!.time).toBe(from)
    expect(candles.at(-1)!.time).toBe(NOW - 60 * MIN)
    expect(feed.asked.length).toBeGreaterThan(1)
  })
})

describe('candlesBefore', () => {
  it('reads a warm-up longer than one query backwards, ending before `to`', async () => {
    const feed = replay()
    const to = NOW - (NOW % (5 * MIN))
    const bars = await candlesBefore(feed, 'BTCUSDT', '5m', to, 2500)
    expect(bars).toHaveLength(2500)
    expect(bars.at(-1)!.time).toBe(to - 5 * MIN)
    expect(bars[0]!.time).toBe(to - 2500 * 5 * MIN)
  })

  it('stops at the start of the feed’s history', async () => {
    const feed = venue(1000, [0, NOW - 2 * DAY])
    const bars = await candlesBefore(feed, 'BTCUSDT', '1h', NOW, 500)
    expect(bars).toHaveLength(48)
  })
})
