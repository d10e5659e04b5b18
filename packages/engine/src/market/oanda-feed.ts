import type { CandleInterval, Market } from '@atb/contract'
import type { Candle, SymbolSpec } from '../core/types'
import { symbolSpec } from '../exchange/specs'
import {
  OandaClient,
  type OandaGranularity,
  type OandaOptions,
  type OandaPrice,
} from '../exchange/oanda/client'
import { systemFeedClock, type FeedClock } from './clock'
import {
  MarketDataError,
  type CandleQuery,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type TickListener,
} from './feed'
import { candleTicks, gapStart, GAP_CANDLE_MS, GAP_CANDLES, type FeedGap } from './gap-fill'
import { DEFAULT_CANDLES, MAX_CANDLES } from './replay-series'

const GRANULARITY: Record<CandleInterval, OandaGranularity> = {
  '1m': 'M1',
  '5m': 'M5',
  '15m': 'M15',
  '1h': 'H1',
  '4h': 'H4',
  '1d': 'D',
}

/** Our symbols and OANDA's instrument names. */
export const oandaSymbols: readonly { symbol: string; instrument: string; market: Market }[] = [
  { symbol: 'EURUSD', instrument: 'EUR_USD', market: 'forex' },
  { symbol: 'XAUUSD', instrument: 'XAU_USD', market: 'gold' },
]

interface Live {
  info: MarketSymbol
  instrument: string
  /** The 24 h figures from hourly candles, refreshed every `refreshMs`, then moved by live prices. */
  day: { open: number; high: number; low: number; volume: number } | null
  last: number | null
  time: number
}

export interface OandaFeedOptions extends OandaOptions {
  clock?: FeedClock
  /** How often the 24 h figures are read again from hourly candles (default 15 min). */
  refreshMs?: number
  /** Wait before reconnecting a dropped pricing stream (default 5 s). */
  reconnectMs?: number
  onError?: (error: unknown) => void
  /** Told after the gap a dropped stream left was filled from 1-minute candles (for the log). */
  onGap?: (gap: FeedGap) => void
}

const round = (x: number, spec: SymbolSpec) => {
  const decimals = spec.tickSize.includes('.') ? spec.tickSize.split('.')[1]!.length : 0
  return Number(x.toFixed(decimals))
}

/**
 * Live forex and gold from an OANDA v20 account (decision 032): candles over REST, ticks from the
 * pricing stream (the mid of the best bid and ask). Tickers say `source: 'live'`. When the stream
 * drops, the ticks it missed are replayed from 1-minute candles on reconnecting.
 */
export class OandaFeed implements MarketFeed {
  readonly source = 'live' as const
  private readonly client: OandaClient
  private readonly clock: FeedClock
  private readonly live = new Map<string, Live>()
  private readonly byInstrument = new Map<string, Live>()
  private readonly listeners = new Set<TickListener>()
  private abort: AbortController | null = null
  private timer: unknown = null

  constructor(private readonly o: OandaFeedOptions) {
    this.client = new OandaClient(o)
    this.clock = o.clock ?? systemFeedClock
    for (const s of oandaSymbols) {
      const live: Live = {
        info: { symbol: s.symbol, market: s.market, spec: symbolSpec(s.symbol) },
        instrument: s.instrument,
        day: null,
        last: null,
        time: 0,
      }
      this.live.set(s.symbol, live)
      this.byInstrument.set(s.instrument, live)
    }
  }

  /** Reads the 24 h figures, then keeps the pricing stream open (reconnecting) until stop. */
  async start() {
    if (this.abort) return
    this.abort = new AbortController()
    await this.refresh()
    this.timer = this.clock.setInterval(
      () => void this.refresh().catch((e: unknown) => this.o.onError?.(e)),
      this.o.refreshMs ?? 15 * 60_000,
    )
    void this.streamLoop(this.abort.signal)
  }

  async stop() {
    this.abort?.abort()
    this.abort = null
    if (this.timer !== null) this.clock.clearInterval(this.timer)
    this.timer = null
  }

  symbols(market?: Market) {
    return [...this.live.values()].map((l) => l.info).filter((s) => !market || s.market === market)
  }

  symbol(symbol: string) {
    return this.live.get(symbol)?.info
  }

  ticker(symbol: string): Ticker | undefined {
    const l = this.live.get(symbol)
    if (!l?.day || l.last === null) return undefined
    return {
      symbol,
      last: l.last,
      change24h: Math.round((l.last / l.day.open - 1) * 10_000) / 100,
      high24h: Math.max(l.day.high, l.last),
      low24h: Math.min(l.day.low, l.last),
      volume24h: l.day.volume,
      time: l.time,
      source: this.source,
    }
  }

  tickers(market?: Market) {
    return this.symbols(market).flatMap((s) => this.ticker(s.symbol) ?? [])
  }

  async candles(symbol: string, interval: CandleInterval, q: CandleQuery = {}): Promise<Candle[]> {
    const l = this.live.get(symbol)
    if (!l) throw new MarketDataError('unknown_symbol', `OANDA feed has no ${symbol}`)
    const limit = Math.min(MAX_CANDLES, Math.max(1, Math.floor(q.limit ?? DEFAULT_CANDLES)))
    const candles = await this.client.candles(l.instrument, GRANULARITY[interval], {
      ...(q.from !== undefined ? { from: q.from } : {}),
      ...(q.to !== undefined ? { to: q.to } : {}),
      count: limit,
    })
    return candles
      .filter((c) => q.to === undefined || c.time < q.to)
      .slice(-limit)
      .map(({ complete: _complete, ...c }) => c)
  }

  subscribe(listener: TickListener) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private async refresh() {
    for (const l of this.live.values()) {
      const hours = await this.client.candles(l.instrument, 'H1', { count: 25 })
      const day = hours.slice(-24)
      if (!day[0]) continue
      l.day = {
        open: day[0].open,
        high: Math.max(...day.map((c) => c.high)),
        low: Math.min(...day.map((c) => c.low)),
        volume: day.reduce((sum, c) => sum + c.volume, 0),
      }
      const latest = day.at(-1)!
      if (l.last === null) {
        l.last = latest.close
        l.time = this.clock.now()
      }
    }
  }

  /**
   * Takes in a streamed or polled price. One stamped before the symbol's last tick counts at that
   * tick's time, so a symbol's ticks never go back in time.
   */
  private onPrice(p: OandaPrice) {
    const l = this.byInstrument.get(p.instrument)
    if (!l || !p.tradeable) return
    const time = Number.isFinite(p.time) ? p.time : this.clock.now()
    this.emit(l, Math.max(time, l.time), round((p.bid + p.ask) / 2, l.info.spec))
  }

  /** Moves the symbol's last price, time and 24 h range, and tells the listeners. */
  private emit(l: Live, time: number, price: number) {
    l.last = price
    l.time = time
    if (l.day) {
      l.day.high = Math.max(l.day.high, price)
      l.day.low = Math.min(l.day.low, price)
    }
    const tick = { symbol: l.info.symbol, time, price }
    for (const listener of this.listeners) {
      try {
        listener(tick)
      } catch (error) {
        this.o.onError?.(error)
      }
    }
  }

  /**
   * Fills the gap a dropped stream left, per instrument from its last tick: 1-minute candles
   * replayed as ticks, then the current price, so listeners see the extremes they missed and are
   * current at once. A failed request is reported and skipped; the stream goes on either way.
   */
  private async backfill(signal: AbortSignal) {
    const to = this.clock.now()
    const lives = [...this.live.values()].filter((l) => l.last !== null)
    const from = gapStart(
      lives.map((l) => l.time),
      to,
    )
    for (const l of lives) {
      await this.reported(signal, () => this.replayCandles(l, to, signal))
      await this.reported(signal, async () => {
        const price = await this.client.price(l.instrument)
        if (!signal.aborted) this.onPrice(price)
      })
    }
    if (!signal.aborted) this.o.onGap?.({ from, to, symbols: lives.map((l) => l.info.symbol) })
  }

  /** The 1-minute candles since the instrument's last tick, up to `to`, replayed as ticks. */
  private async replayCandles(l: Live, to: number, signal: AbortSignal) {
    const candles = await this.client.candles(l.instrument, 'M1', {
      from: Math.floor(l.time / GAP_CANDLE_MS) * GAP_CANDLE_MS,
      count: GAP_CANDLES,
    })
    if (signal.aborted) return
    const ticks = candleTicks(l.info.symbol, candles.slice(0, GAP_CANDLES), l.time, to)
    for (const t of ticks) this.emit(l, t.time, round(t.price, l.info.spec))
  }

  /** Runs one request of a gap fill; a failure is reported (unless stopping), not thrown. */
  private async reported(signal: AbortSignal, request: () => Promise<void>) {
    try {
      await request()
    } catch (error) {
      if (!signal.aborted) this.o.onError?.(error)
    }
  }

  /** Keeps the pricing stream open until stop; every reconnect fills the gap first. */
  private async streamLoop(signal: AbortSignal) {
    const instruments = [...this.byInstrument.keys()]
    for (let reconnect = false; !signal.aborted; reconnect = true) {
      try {
        await (reconnect
          ? this.streamAfterGap(instruments, signal)
          : this.client.streamPrices(instruments, (p) => this.onPrice(p), signal))
      } catch (error) {
        if (!signal.aborted) this.o.onError?.(error)
      }
      if (signal.aborted) return
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.o.reconnectMs ?? 5000)
        t.unref()
        signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true })
      })
    }
  }

  /**
   * Reopens the stream and fills the gap while it comes up. What the new stream sends meanwhile is
   * held and taken in after the gap's ticks.
   */
  private async streamAfterGap(instruments: string[], signal: AbortSignal) {
    const held: OandaPrice[] = []
    let holding = true
    const stream = this.client.streamPrices(
      instruments,
      (p) => (holding ? void held.push(p) : this.onPrice(p)),
      signal,
    )
    // Awaited below; until then a rejection must not count as unhandled.
    stream.catch(() => undefined)
    try {
      await this.backfill(signal)
    } finally {
      holding = false
      for (const p of held.splice(0)) this.onPrice(p)
    }
    await stream
  }
}
