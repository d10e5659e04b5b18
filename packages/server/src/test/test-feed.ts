import { INTERVAL_MS, type CandleInterval, type Market } from '@atb/contract'
import {
  MAX_CANDLES,
  symbolSpec,
  type Candle,
  type CandleQuery,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type TickListener,
} from '@atb/engine'

/** A symbol of the test market and the price its wave swings around. */
const MARKET: { symbol: string; market: Market; mid: number; decimals: number }[] = [
  { symbol: 'BTCUSDT', market: 'crypto', mid: 60_000, decimals: 2 },
  { symbol: 'XRPUSDT', market: 'crypto', mid: 0.5, decimals: 4 },
  { symbol: 'EURUSD', market: 'forex', mid: 1.1, decimals: 5 },
  { symbol: 'XAUUSD', market: 'gold', mid: 2_000, decimals: 2 },
]

/** One swing up and down every six hours, ±4 %: wide enough to cross a grid's levels both ways. */
const PERIOD_MS = 6 * 3600_000
const AMPLITUDE = 0.04

/**
 * A deterministic MarketFeed for tests, until the replay feed arrives at merge: every price is a
 * function of time, so candles, tickers and ticks agree and every run is the same. `advance`
 * moves time and emits ticks synchronously (and moves the test clock with it, when given one).
 */
export class TestFeed implements MarketFeed {
  readonly source = 'replay' as const
  private readonly listeners = new Set<TickListener>()
  private readonly specs = new Map<string, MarketSymbol>()

  constructor(
    public time: number,
    private readonly clock?: { advance(ms: number): void },
  ) {
    for (const s of MARKET)
      this.specs.set(s.symbol, { symbol: s.symbol, market: s.market, spec: symbolSpec(s.symbol) })
  }

  priceAt(symbol: string, time: number): number {
    const s = MARKET.find((m) => m.symbol === symbol)!
    const price = s.mid * (1 + AMPLITUDE * Math.sin((2 * Math.PI * time) / PERIOD_MS))
    return Number(price.toFixed(s.decimals))
  }

  async start() {}
  async stop() {
    this.listeners.clear()
  }

  symbols(market?: Market): MarketSymbol[] {
    return [...this.specs.values()].filter((s) => !market || s.market === market)
  }

  symbol(symbol: string): MarketSymbol | undefined {
    return this.specs.get(symbol)
  }

  ticker(symbol: string): Ticker | undefined {
    if (!this.specs.has(symbol)) return undefined
    const last = this.priceAt(symbol, this.time)
    const before = this.priceAt(symbol, this.time - 86_400_000)
    return {
      symbol,
      last,
      change24h: ((last - before) / before) * 100,
      high24h: last,
      low24h: last,
      volume24h: 0,
      time: this.time,
      source: 'replay',
    }
  }

  tickers(market?: Market): Ticker[] {
    return this.symbols(market).map((s) => this.ticker(s.symbol)!)
  }

  async candles(
    symbol: string,
    interval: CandleInterval,
    query: CandleQuery = {},
  ): Promise<Candle[]> {
    if (!this.specs.has(symbol)) return []
    const step = INTERVAL_MS[interval]
    const to = Math.min(query.to ?? this.time, this.time)
    // Capped as every real feed caps one query: a longer range is read page by page.
    const limit = Math.min(query.limit ?? MAX_CANDLES, MAX_CANDLES)
    const first = Math.max(query.from ?? to - limit * step, to - limit * step)
    const out: Candle[] = []
    for (let t = Math.ceil(first / step) * step; t + step <= to; t += step) {
      const prices = [0, 0.25, 0.5, 0.75, 1].map((f) => this.priceAt(symbol, t + f * step))
      out.push({
        time: t,
        open: prices[0]!,
        high: Math.max(...prices),
        low: Math.min(...prices),
        close: prices[4]!,
        volume: 1,
      })
    }
    return out
  }

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Moves time by `steps` × `stepMs`, emitting one tick per symbol per step. */
  advance(steps: number, stepMs = 60_000) {
    for (let i = 0; i < steps; i++) {
      this.time += stepMs
      this.clock?.advance(stepMs)
      for (const s of this.specs.keys()) {
        const tick = { symbol: s, time: this.time, price: this.priceAt(s, this.time) }
        for (const listener of this.listeners) listener(tick)
      }
    }
  }
}
