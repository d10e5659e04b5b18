import {
  INTERVAL_MS,
  type CandleInterval,
  type HeatmapPeriod,
  type HeatmapTile,
  type Market,
  type MarketRow,
} from '@atb/contract'
import type { MarketFeed, MarketSymbol, Ticker } from '@atb/engine'
import { tickerRow } from './market-view'

const HOUR = 3_600_000

/** The heatmap's periods in milliseconds, and the candles each is read at (decision 043). */
const PERIODS: Record<Exclude<HeatmapPeriod, '24h'>, { ms: number; interval: CandleInterval }> = {
  '1h': { ms: HOUR, interval: '1m' },
  '7d': { ms: 7 * 24 * HOUR, interval: '1h' },
}

/** A symbol's candles at `wanted` when it has them, else at the finest interval it has. */
export function intervalFor(s: MarketSymbol, wanted: CandleInterval): CandleInterval {
  const has = s.intervals
  if (!has || has.includes(wanted)) return wanted
  return [...has].sort((a, b) => INTERVAL_MS[a] - INTERVAL_MS[b])[0] ?? wanted
}

/**
 * Quote-currency volume from a base volume. Crypto feeds (Binance recordings, ccxt) count the base
 * asset traded. Forex and gold feeds (the MetaTrader and OANDA recordings, OANDA's candles) count
 * price updates, tick volume, which no price turns into money: their quote volume is 0, never an
 * invented figure (decision 043).
 */
export function quoteVolume(market: Market, baseVolume: number, price: number): number {
  return market === 'crypto' ? baseVolume * price : 0
}

/** Rounds away float noise from a percent; the screens format it. */
const percent = (x: number) => Math.round(x * 10_000) / 10_000

/**
 * One value per key per time bucket (the feed's clock decides the bucket). Only the latest bucket
 * is kept per key, so the cache holds one entry per symbol and view whatever the traffic. A failed
 * load is not kept: the next request tries again.
 */
export class BucketCache<V> {
  private readonly entries = new Map<string, { bucket: number; value: Promise<V> }>()

  get(key: string, bucket: number, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key)
    if (hit?.bucket === bucket) return hit.value
    const value = load()
    this.entries.set(key, { bucket, value })
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  get size() {
    return this.entries.size
  }
}

interface Window {
  /** The price the period starts at: the open of the candle containing `now − period`. */
  reference: number
  /** Σ base volume × close over the period's candles. */
  quoteVolume: number
}

/**
 * The market table's rows and the heatmap's tiles, from the feed's tickers and candles. Candles are
 * read once per symbol per bucket, not on every request: /market asks for the overview on every
 * visit, and a replayed hour is 60 aggregated minutes per symbol.
 */
export class MarketViews {
  /** Closed candles' closes of the last 24 h, per symbol, per interval bucket. */
  private readonly sparks = new BucketCache<number[]>()
  private readonly windows = new BucketCache<Window>()

  constructor(private readonly feed: MarketFeed) {}

  /**
   * The sparkline: hourly closes over the last 24 h, oldest first, the last point the live price.
   * The closed hours are cached for the hour; the unfinished one is always the ticker's price.
   */
  async spark(s: MarketSymbol, t: Ticker): Promise<number[]> {
    const interval = intervalFor(s, '1h')
    const size = INTERVAL_MS[interval]
    const bucket = Math.floor(t.time / size)
    const closed = await this.sparks
      .get(s.symbol, bucket, async () => {
        const from = bucket * size - 24 * HOUR
        const candles = await this.feed.candles(s.symbol, interval, {
          from,
          to: bucket * size,
          limit: Math.ceil((24 * HOUR) / size),
        })
        return candles.map((c) => c.close)
      })
      .catch(() => [] as number[])
    return [...closed, t.last]
  }

  async overview(market: Market | undefined, favorites: ReadonlySet<string>): Promise<MarketRow[]> {
    const rows = await Promise.all(
      this.feed.symbols(market).map(async (s): Promise<MarketRow | null> => {
        const t = this.feed.ticker(s.symbol)
        if (!t) return null
        return {
          ...tickerRow(t, s),
          base: s.spec.base,
          quote: s.spec.quote,
          quote_volume_24h: quoteVolume(s.market, t.volume24h, t.last),
          spark: await this.spark(s, t),
          favorite: favorites.has(s.symbol),
        }
      }),
    )
    return rows.filter((r): r is MarketRow => r !== null)
  }

  /**
   * The change and quote volume over the period. 24 h is the ticker's own (the table's figures,
   * one computation); 1 h and 7 d read candles (decision 043).
   */
  private async measure(s: MarketSymbol, t: Ticker, period: HeatmapPeriod) {
    if (period === '24h')
      return {
        change: t.change24h,
        quote_volume: quoteVolume(s.market, t.volume24h, t.last),
      }
    const { ms, interval: wanted } = PERIODS[period]
    const interval = intervalFor(s, wanted)
    const size = INTERVAL_MS[interval]
    const bucket = Math.floor(t.time / size)
    const w = await this.windows.get(`${s.symbol}|${period}`, bucket, async () => {
      const from = Math.floor((t.time - ms) / size) * size
      const candles = await this.feed.candles(s.symbol, interval, {
        from,
        limit: Math.ceil(ms / size) + 1,
      })
      const first = candles[0]
      return {
        reference: first?.open ?? t.last,
        quoteVolume: candles.reduce((sum, c) => sum + quoteVolume(s.market, c.volume, c.close), 0),
      }
    })
    return {
      change: w.reference > 0 ? percent((t.last / w.reference - 1) * 100) : 0,
      quote_volume: w.quoteVolume,
    }
  }

  /** Tiles, largest quote volume first. */
  async heatmap(market: Market | undefined, period: HeatmapPeriod): Promise<HeatmapTile[]> {
    const tiles = await Promise.all(
      this.feed.symbols(market).map(async (s): Promise<HeatmapTile | null> => {
        const t = this.feed.ticker(s.symbol)
        if (!t) return null
        const m = await this.measure(s, t, period).catch(() => null)
        if (!m) return null
        return {
          symbol: s.symbol,
          market: s.market,
          base: s.spec.base,
          quote: s.spec.quote,
          last: t.last,
          ...m,
          source: t.source,
        }
      }),
    )
    return tiles
      .filter((x): x is HeatmapTile => x !== null)
      .sort((a, b) => b.quote_volume - a.quote_volume || (a.symbol < b.symbol ? -1 : 1))
  }
}
