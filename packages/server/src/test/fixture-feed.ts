import type { CandleInterval } from '@atb/contract'
import {
  symbolSpec,
  type Candle,
  type CandleQuery,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
} from '@atb/engine'

/**
 * A market of given 5-minute bars for one symbol, for tests that need exact prices (measured
 * signal calls): a bar is seen once it has closed; the last price is the latest bar's close, or
 * the first bar's open before any has closed.
 */
export class FixtureFeed implements MarketFeed {
  readonly source = 'replay' as const
  static readonly BAR_MS = 300_000
  now: () => number = () => 0

  constructor(
    private readonly symbolName: string,
    private readonly bars: readonly Candle[],
  ) {}

  async start() {}
  async stop() {}

  symbols(): MarketSymbol[] {
    return [this.symbol(this.symbolName)!]
  }

  symbol(symbol: string): MarketSymbol | undefined {
    if (symbol !== this.symbolName) return undefined
    return { symbol, market: 'crypto', spec: symbolSpec(symbol), intervals: ['5m'] }
  }

  private closed(): Candle[] {
    const now = this.now()
    return this.bars.filter((b) => b.time + FixtureFeed.BAR_MS <= now)
  }

  ticker(symbol: string): Ticker | undefined {
    if (symbol !== this.symbolName) return undefined
    const last = this.closed().at(-1)?.close ?? this.bars[0]?.open ?? 0
    return {
      symbol,
      last,
      change24h: 0,
      high24h: last,
      low24h: last,
      volume24h: 0,
      time: this.now(),
      source: 'replay',
    }
  }

  tickers(): Ticker[] {
    return [this.ticker(this.symbolName)!]
  }

  async candles(symbol: string, interval: CandleInterval, query: CandleQuery = {}) {
    if (symbol !== this.symbolName || interval !== '5m') return []
    const to = query.to ?? this.now()
    const from = query.from ?? 0
    const out = this.closed().filter((b) => b.time >= from && b.time < to)
    return query.limit ? out.slice(-query.limit) : out
  }

  subscribe() {
    return () => {}
  }
}

/** Bars from `start`, each `[open, high, low, close]`, then `flat` more bars at `flatPrice`. */
export function bars(
  start: number,
  ohlc: readonly [number, number, number, number][],
  flat = 0,
  flatPrice = 0,
): Candle[] {
  const out: Candle[] = ohlc.map(([open, high, low, close], i) => ({
    time: start + i * FixtureFeed.BAR_MS,
    open,
    high,
    low,
    close,
    volume: 1,
  }))
  for (let i = 0; i < flat; i++) {
    const p = flatPrice
    out.push({
      time: start + (ohlc.length + i) * FixtureFeed.BAR_MS,
      open: p,
      high: p,
      low: p,
      close: p,
      volume: 1,
    })
  }
  return out
}
