import type { CandleInterval, Market, MarketSource } from '@atb/contract'
import type { Candle, SymbolSpec, Tick } from '../core/types'

/** A tradable symbol: which market it belongs to and the venue's trading rules. */
export interface MarketSymbol {
  /** Venue-neutral id without separators, as the engine uses it: `BTCUSDT`, `EURUSD`, `XAUUSD`. */
  symbol: string
  market: Market
  /** Tick size, lot (step) size, minimum notional, fees. */
  spec: SymbolSpec
  /** Candle intervals this feed can answer for the symbol; absent means all of them. */
  intervals?: CandleInterval[]
}

/** The 24-hour summary of one symbol. */
export interface Ticker {
  symbol: string
  last: number
  /** Percent, e.g. -1.25. */
  change24h: number
  high24h: number
  low24h: number
  /** Base volume over 24 h. */
  volume24h: number
  time: number
  source: MarketSource
}

export interface CandleQuery {
  /** Inclusive, epoch ms. */
  from?: number
  /** Exclusive, epoch ms; defaults to now. */
  to?: number
  /** Newest `limit` candles of the range; the feed caps it. */
  limit?: number
}

export type TickListener = (tick: Tick) => void

/**
 * Market data for the server: the replay of recorded candles by default, ccxt streams for live
 * crypto, the broker's stream for forex and gold. The runner and the live hub subscribe to ticks.
 */
export interface MarketFeed {
  readonly source: MarketSource
  start(): Promise<void>
  stop(): Promise<void>
  symbols(market?: Market): MarketSymbol[]
  symbol(symbol: string): MarketSymbol | undefined
  ticker(symbol: string): Ticker | undefined
  tickers(market?: Market): Ticker[]
  /** Oldest first; the current (unfinished) candle last. */
  candles(symbol: string, interval: CandleInterval, query?: CandleQuery): Promise<Candle[]>
  /** Every tick of every symbol, in time order per symbol; returns the unsubscribe function. */
  subscribe(listener: TickListener): () => void
  /**
   * The market's time at a clock instant (ms). A replay's market runs ahead of the clock; a live
   * feed's market time is the clock's, so it leaves this out.
   */
  marketTime?(clockTime: number): number
  /** How many times faster than the clock market time runs (a replay's speed); absent means 1. */
  readonly speed?: number
  /** The market's present (ms) on the feed's own clock; a live feed's is the clock's. */
  now?(): number
}

export type MarketDataErrorCode = 'unknown_symbol' | 'interval_unavailable'

/** A question the feed cannot answer: a symbol it does not carry, or an interval finer than its data. */
export class MarketDataError extends Error {
  constructor(
    readonly code: MarketDataErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'MarketDataError'
  }
}
