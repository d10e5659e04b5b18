import type { CandleInterval, Market } from '@atb/contract'
import {
  candleTicks,
  symbolSpec,
  syntheticCandles,
  type Candle,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type Tick,
  type TickListener,
} from '@atb/engine'

export interface ScriptedFeedOptions {
  /** Symbols known to `symbolSpec` (BTCUSDT, WLDUSDT, XRPUSDT…). */
  symbols?: string[]
  seed?: number
  /** Candles per symbol; the script loops over them. */
  count?: number
  volatility?: number
  /** Per-candle drift (log return), e.g. -0.01 for a falling market. */
  drift?: number
  /** Feed time of the first tick. */
  startTime?: number
  /** Autoplay: one step every `everyMs` of wall time (0: only `step()` moves it). */
  everyMs?: number
  /**
   * Autoplay position from the wall clock (`(now - epoch) / everyMs`), so a restarted process
   * continues where the killed one was instead of replaying the start.
   */
  epoch?: number
}

const MINUTE = 60_000

/**
 * A deterministic MarketFeed for tests: seeded synthetic candles per symbol, turned into ticks with
 * the engine's candle path (four per candle). `step()` pushes ticks synchronously; autoplay pushes
 * them on a timer for server processes. Stands in for the replay feed until it is wired.
 */
export class ScriptedFeed implements MarketFeed {
  readonly source = 'replay' as const
  private readonly listeners = new Set<TickListener>()
  private readonly series = new Map<string, Tick[]>()
  private readonly last = new Map<string, Tick>()
  private readonly specs: MarketSymbol[]
  private position = 0
  private timer: NodeJS.Timeout | null = null

  constructor(private readonly options: ScriptedFeedOptions = {}) {
    const names = options.symbols ?? ['BTCUSDT']
    this.specs = names.map((symbol) => ({ symbol, market: 'crypto', spec: symbolSpec(symbol) }))
    names.forEach((symbol, i) => {
      const candles = syntheticCandles({
        seed: (options.seed ?? 7) + i,
        count: options.count ?? 500,
        start: symbol === 'BTCUSDT' ? 60_000 : 1,
        volatility: options.volatility ?? 0.01,
        drift: options.drift ?? 0,
        intervalMs: MINUTE,
        decimals: symbol === 'BTCUSDT' ? 2 : 4,
      })
      this.series.set(symbol, [...candleTicks(symbol, candles, MINUTE)])
    })
    // The first tick is known before any step, so bots created before the feed moves have a price.
    for (const symbol of names) this.last.set(symbol, this.at(symbol, 0))
  }

  private at(symbol: string, position: number): Tick {
    const ticks = this.series.get(symbol)!
    const t = ticks[position % ticks.length]!
    return { symbol, price: t.price, time: (this.options.startTime ?? 0) + position * 15_000 }
  }

  /** Pushes the next `n` ticks of every symbol to every listener. */
  step(n = 1): void {
    for (let i = 0; i < n; i++) {
      this.position++
      for (const symbol of this.series.keys()) this.emit(this.at(symbol, this.position))
    }
  }

  private emit(tick: Tick) {
    this.last.set(tick.symbol, tick)
    for (const listener of this.listeners) listener(tick)
  }

  async start(): Promise<void> {
    const every = this.options.everyMs ?? 0
    if (every <= 0 || this.timer) return
    const epoch = this.options.epoch ?? Date.now()
    this.position = Math.max(0, Math.floor((Date.now() - epoch) / every))
    this.timer = setInterval(() => {
      const target = Math.floor((Date.now() - epoch) / every)
      if (target > this.position) this.step(Math.min(target - this.position, 50))
    }, every)
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  symbols(market?: Market): MarketSymbol[] {
    return this.specs.filter((s) => !market || s.market === market)
  }

  symbol(symbol: string): MarketSymbol | undefined {
    return this.specs.find((s) => s.symbol === symbol)
  }

  ticker(symbol: string): Ticker | undefined {
    const t = this.last.get(symbol)
    if (!t) return undefined
    const p = t.price
    return {
      symbol,
      last: p,
      change24h: 0,
      high24h: p,
      low24h: p,
      volume24h: 0,
      time: t.time,
      source: 'replay',
    }
  }

  tickers(market?: Market): Ticker[] {
    return this.symbols(market).map((s) => this.ticker(s.symbol)!)
  }

  async candles(_symbol: string, _interval: CandleInterval): Promise<Candle[]> {
    return []
  }

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
