import type { CandleInterval, Market } from '@atb/contract'
import type { Candle, SymbolSpec } from '../core/types'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from './candles'
import { systemFeedClock, type FeedClock } from './clock'
import {
  MarketDataError,
  type CandleQuery,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type TickListener,
} from './feed'
import { replayCatalog, type ReplayEntry } from './replay-catalog'
import { ReplaySeries } from './replay-series'

/** A symbol to replay from candles already in memory (tests, benchmarks). */
export interface ReplayInput {
  symbol: string
  market: Market
  candles: readonly Candle[]
  spec?: SymbolSpec
}

export interface ReplayOptions {
  /** Market time runs this many times faster than the clock; 1 (real speed) by default. */
  speed?: number
  /** Defaults to the shipped catalogue (see replay-catalog.ts). */
  symbols?: readonly (ReplayEntry | ReplayInput)[]
  clock?: FeedClock
  /** Wall milliseconds between rounds of ticks (default 1000). */
  stepMs?: number
  /**
   * The clock time at which market time equals clock time (default: now, at construction). Feeds
   * in several processes given one epoch play the same market at the same moment.
   */
  epoch?: number
  /** Where in a pass the present falls, 0–1 (default 0.5: half a recording of history before now). */
  position?: number
  /** The most candles whose path vertices one round emits per symbol, so high speeds stay cheap. */
  maxCandlesPerStep?: number
  /** Told when a tick listener throws; the other listeners and symbols still get their ticks. */
  onListenerError?: (error: unknown) => void
}

interface Played {
  info: MarketSymbol
  series: ReplaySeries
  /** Market time of the last tick sent. */
  sent: number
}

// Parsed once per process: every server (and test app) plays the same files.
const loaded = new Map<string, Candle[]>()
const load = (file: string) => loaded.get(file) ?? loaded.set(file, loadCandles(file)).get(file)!

/** The smallest gap between the first candles: the recorded interval, whatever gaps come later. */
function recordedInterval(candles: readonly Candle[]): number {
  let best = Infinity
  for (let i = 1; i < Math.min(candles.length, 200); i++)
    best = Math.min(best, candles[i]!.time - candles[i - 1]!.time)
  return Number.isFinite(best) && best > 0 ? best : 60_000
}

/**
 * The embedded market: real recorded candles mapped onto the present and looped seamlessly (see
 * ReplaySeries). Market time starts at the clock's present and runs `speed` times faster, so at
 * speed 60 an hour candle forms in a minute. Every answer says `source: 'replay'`.
 */
export class ReplayFeed implements MarketFeed {
  readonly source = 'replay' as const
  readonly speed: number
  private readonly clock: FeedClock
  private readonly startedAt: number
  private loaded: Map<string, Played> | null = null
  /** Market time the first round of ticks starts after (set by start). */
  private firstSent: number
  private readonly listeners = new Set<TickListener>()
  private timer: unknown = null

  constructor(private readonly options: ReplayOptions = {}) {
    this.clock = options.clock ?? systemFeedClock
    this.speed = options.speed && options.speed > 0 ? options.speed : 1
    this.startedAt = options.epoch ?? this.clock.now()
    this.firstSent = this.startedAt
  }

  /** The series, built on first use: servers that never ask for prices never read the files. */
  private get played(): Map<string, Played> {
    if (this.loaded) return this.loaded
    this.loaded = new Map()
    for (const entry of this.options.symbols ?? replayCatalog) {
      const candles = 'file' in entry ? load(entry.file) : entry.candles
      const spec = ('spec' in entry ? entry.spec : undefined) ?? symbolSpec(entry.symbol)
      const series = new ReplaySeries(
        candles,
        recordedInterval(candles),
        spec.tickSize,
        this.startedAt,
        this.options.position,
      )
      this.loaded.set(entry.symbol, {
        info: { symbol: entry.symbol, market: entry.market, spec, intervals: series.intervals },
        series,
        sent: this.firstSent,
      })
    }
    return this.loaded
  }

  /** Market time: the clock's present at the epoch, then `speed` times faster than the clock. */
  now(): number {
    return this.marketTime(this.clock.now())
  }

  marketTime(clockTime: number): number {
    return Math.floor(this.startedAt + (clockTime - this.startedAt) * this.speed)
  }

  async start() {
    if (this.timer !== null) return
    this.firstSent = this.now()
    for (const p of this.loaded?.values() ?? []) p.sent = this.firstSent
    this.timer = this.clock.setInterval(() => this.step(), this.options.stepMs ?? 1000)
  }

  async stop() {
    if (this.timer === null) return
    this.clock.clearInterval(this.timer)
    this.timer = null
  }

  symbols(market?: Market): MarketSymbol[] {
    return [...this.played.values()]
      .map((p) => p.info)
      .filter((s) => !market || s.market === market)
  }

  symbol(symbol: string) {
    return this.played.get(symbol)?.info
  }

  ticker(symbol: string): Ticker | undefined {
    const p = this.played.get(symbol)
    if (!p) return undefined
    const now = this.now()
    return { symbol, ...p.series.dayStats(now), time: now, source: this.source }
  }

  tickers(market?: Market): Ticker[] {
    return this.symbols(market).map((s) => this.ticker(s.symbol)!)
  }

  async candles(symbol: string, interval: CandleInterval, query: CandleQuery = {}) {
    const p = this.played.get(symbol)
    if (!p) throw new MarketDataError('unknown_symbol', `The replay market has no ${symbol}`)
    if (!p.series.intervals.includes(interval))
      throw new MarketDataError(
        'interval_unavailable',
        `${symbol} is recorded at ${p.series.intervalMs / 60_000} min; ${interval} candles are not available`,
      )
    return p.series.aggregate(interval, this.now(), query)
  }

  subscribe(listener: TickListener) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** One round: every symbol's prices since the last round, path vertices included. */
  step() {
    const now = this.now()
    const cap = this.options.maxCandlesPerStep ?? 240
    for (const [symbol, p] of this.played) {
      if (now <= p.sent) continue
      const prices = p.series.pricesBetween(p.sent, now, cap)
      p.sent = now
      for (const { time, price } of prices) {
        const tick = { symbol, time, price }
        for (const listener of this.listeners) {
          try {
            listener(tick)
          } catch (error) {
            this.options.onListenerError?.(error)
          }
        }
      }
    }
  }
}
