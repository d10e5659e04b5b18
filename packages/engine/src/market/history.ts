import { INTERVAL_MS, type CandleInterval } from '@atb/contract'
import type { Candle } from '../core/types'
import type { MarketFeed } from './feed'
import { MAX_CANDLES } from './replay-series'

/**
 * Every candle of `interval` whose open time is in [from, to), oldest first, however long the
 * range. A feed answers at most MAX_CANDLES per query (a venue often fewer), so the range is
 * read page by page: each page starts after the last candle received, and a page that comes back
 * empty (a weekend, a break, no data yet) skips its whole span.
 */
export async function candlesBetween(
  feed: MarketFeed,
  symbol: string,
  interval: CandleInterval,
  from: number,
  to: number,
): Promise<Candle[]> {
  const size = INTERVAL_MS[interval]
  const span = MAX_CANDLES * size
  const out: Candle[] = []
  let cursor = Math.ceil(from / size) * size
  while (cursor < to) {
    const end = Math.min(to, cursor + span)
    const start = cursor
    const page = await feed.candles(symbol, interval, { from: start, to: end, limit: MAX_CANDLES })
    const fresh = page.filter((c) => c.time >= start && c.time < end)
    out.push(...fresh)
    cursor = fresh.length > 0 ? fresh.at(-1)!.time + size : end
  }
  return out
}

/**
 * The `count` candles of `interval` that opened before `to`, oldest first (fewer when the feed's
 * history is shorter): a warm-up longer than one query, read backwards page by page.
 */
export async function candlesBefore(
  feed: MarketFeed,
  symbol: string,
  interval: CandleInterval,
  to: number,
  count: number,
): Promise<Candle[]> {
  const out: Candle[] = []
  let end = to
  while (out.length < count) {
    const limit = Math.min(MAX_CANDLES, count - out.length)
    const before = end
    const page = (await feed.candles(symbol, interval, { to: before, limit })).filter(
      (c) => c.time < before,
    )
    if (page.length === 0) break
    out.unshift(...page)
    end = page[0]!.time
  }
  return out.slice(-count)
}
