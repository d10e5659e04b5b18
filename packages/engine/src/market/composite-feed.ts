import type { CandleInterval, Market } from '@atb/contract'
import type { CandleQuery, MarketFeed, MarketSymbol, Ticker, TickListener } from './feed'
import { MarketDataError } from './feed'

/**
 * Several feeds as one: live crypto from ccxt beside forex and gold from OANDA or the replay. Each
 * symbol is served by the first feed that lists it; every ticker keeps its own feed's `source`.
 */
export class CompositeFeed implements MarketFeed {
  /** Live only when every part is live: a mixed market must not pass for a live one. */
  readonly source

  constructor(private readonly feeds: readonly MarketFeed[]) {
    this.source = feeds.every((f) => f.source === 'live') ? ('live' as const) : ('replay' as const)
  }

  async start() {
    await Promise.all(this.feeds.map((f) => f.start()))
  }

  async stop() {
    await Promise.all(this.feeds.map((f) => f.stop()))
  }

  /** The feed that serves `symbol`. */
  feedOf(symbol: string): MarketFeed | undefined {
    return this.feeds.find((f) => f.symbol(symbol))
  }

  symbols(market?: Market): MarketSymbol[] {
    const seen = new Set<string>()
    return this.feeds.flatMap((f) =>
      f.symbols(market).filter((s) => !seen.has(s.symbol) && seen.add(s.symbol)),
    )
  }

  symbol(symbol: string) {
    return this.feedOf(symbol)?.symbol(symbol)
  }

  ticker(symbol: string): Ticker | undefined {
    return this.feedOf(symbol)?.ticker(symbol)
  }

  tickers(market?: Market): Ticker[] {
    return this.symbols(market).flatMap((s) => this.ticker(s.symbol) ?? [])
  }

  candles(symbol: string, interval: CandleInterval, query?: CandleQuery) {
    const feed = this.feedOf(symbol)
    if (!feed) return Promise.reject(new MarketDataError('unknown_symbol', `No feed has ${symbol}`))
    return feed.candles(symbol, interval, query)
  }

  /** Ticks of the symbols each feed serves here (a symbol listed twice ticks once). */
  subscribe(listener: TickListener) {
    const stops = this.feeds.map((f) =>
      f.subscribe((tick) => {
        if (this.feedOf(tick.symbol) === f) listener(tick)
      }),
    )
    return () => stops.forEach((stop) => stop())
  }
}
