import ccxt, { type Exchange, type Ticker as CcxtTicker } from 'ccxt'
import type { CandleInterval, Market } from '@atb/contract'
import { INTERVAL_MS } from '@atb/contract'
import type { Candle, Tick } from '../core/types'
import { symbolSpec } from '../exchange/specs'
import type { VenueId } from '../exchange/ccxt/venues'
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

export interface CcxtFeedOptions {
  venue: VenueId
  /** Engine symbols (`BTCUSDT`); defaults to the replay market's crypto pairs. */
  symbols?: string[]
  /** Sends every REST and WebSocket call to this origin (tests point it at a local fake). */
  baseUrl?: string
  clock?: FeedClock
  /** Wait before re-watching after a stream error (default 5 s). */
  reconnectMs?: number
  onError?: (error: unknown) => void
  /** Told after the gap a dropped stream left was filled from 1-minute candles (for the log). */
  onGap?: (gap: FeedGap) => void
}

export const defaultLiveSymbols = ['BTCUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'WLDUSDT']

/**
 * Rewrites the origin of every url ccxt holds, nested ones included: https → http and wss → ws on
 * the given origin, so a fake on 127.0.0.1 serves both REST and streams.
 */
export function redirectUrls<T>(urls: T, baseUrl: string): T {
  const host = baseUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')
  if (typeof urls === 'string')
    return urls.replace(/^(https?|wss?):\/\/[^/]+/, (_, scheme: string) =>
      scheme.startsWith('ws') ? `ws://${host}` : `http://${host}`,
    ) as T
  if (urls && typeof urls === 'object')
    return Object.fromEntries(
      Object.entries(urls).map(([k, v]) => [k, redirectUrls(v as unknown, baseUrl)]),
    ) as T
  return urls
}

/** A ccxt.pro client for public market data only: spot markets, no keys, no currency list. */
function streamClient(o: CcxtFeedOptions): Exchange {
  const options = {
    fetchMarkets: { types: ['spot'] },
    fetchCurrencies: false,
    fetchMargins: false,
    adjustForTimeDifference: false,
    defaultType: 'spot',
  }
  const client: Exchange =
    o.venue === 'binance'
      ? new ccxt.pro.binance({ enableRateLimit: false, options })
      : new ccxt.pro.okx({ enableRateLimit: false, options })
  if (o.venue === 'okx') client.has = { ...client.has, fetchCurrencies: false }
  if (o.baseUrl) client.urls = { ...client.urls, api: redirectUrls(client.urls.api, o.baseUrl) }
  return client
}

/** A ccxt OHLCV row as a candle. */
function toCandle([time, open, high, low, close, volume]: (number | undefined)[]): Candle {
  return {
    time: Number(time),
    open: Number(open),
    high: Number(high),
    low: Number(low),
    close: Number(close),
    volume: Number(volume ?? 0),
  }
}

/**
 * Live crypto from Binance or OKX through ccxt: history and the first tickers over REST
 * (`fetchOHLCV`, `fetchTickers`), then ticks from the `watchTickers` stream. Tickers say `live`.
 * When the stream drops, the ticks it missed are replayed from 1-minute candles on reconnecting.
 */
export class CcxtFeed implements MarketFeed {
  readonly source = 'live' as const
  private readonly client: Exchange
  private readonly clock: FeedClock
  private readonly listed = new Map<string, MarketSymbol & { pair: string }>()
  private readonly byPair = new Map<string, string>()
  private readonly latest = new Map<string, Ticker>()
  private readonly listeners = new Set<TickListener>()
  private running = false
  private loop: Promise<void> | null = null

  constructor(private readonly o: CcxtFeedOptions) {
    this.client = streamClient(o)
    this.clock = o.clock ?? systemFeedClock
  }

  async start() {
    if (this.running) return
    // ccxt refuses plain ws:// urls (a local fake) until its http agent is loaded.
    if (this.o.baseUrl) await this.client.loadHttpProxyAgent()
    await this.client.loadMarkets()
    for (const symbol of this.o.symbols ?? defaultLiveSymbols) {
      const spec = symbolSpec(symbol)
      const pair = `${spec.base}/${spec.quote}`
      if (!this.client.markets?.[pair]) continue
      this.listed.set(symbol, { symbol, market: 'crypto', spec, pair })
      this.byPair.set(pair, symbol)
    }
    const pairs = [...this.byPair.keys()]
    const tickers = await this.client.fetchTickers(pairs)
    for (const t of Object.values(tickers)) this.update(t, false)
    this.running = true
    this.loop = this.watch(pairs)
  }

  async stop() {
    if (!this.running) return
    this.running = false
    await this.client.close()
    await this.loop
  }

  symbols(market?: Market): MarketSymbol[] {
    return [...this.listed.values()]
      .filter((s) => !market || s.market === market)
      .map(({ pair: _pair, ...s }) => s)
  }

  symbol(symbol: string) {
    return this.symbols().find((s) => s.symbol === symbol)
  }

  ticker(symbol: string) {
    return this.latest.get(symbol)
  }

  tickers(market?: Market) {
    return this.symbols(market).flatMap((s) => this.latest.get(s.symbol) ?? [])
  }

  async candles(symbol: string, interval: CandleInterval, q: CandleQuery = {}): Promise<Candle[]> {
    const s = this.listed.get(symbol)
    if (!s) throw new MarketDataError('unknown_symbol', `${this.o.venue} feed has no ${symbol}`)
    const limit = Math.min(MAX_CANDLES, Math.max(1, Math.floor(q.limit ?? DEFAULT_CANDLES)))
    const since = q.from ?? (q.to !== undefined ? q.to - limit * INTERVAL_MS[interval] : undefined)
    const rows = await this.client.fetchOHLCV(s.pair, interval, since, limit)
    return rows
      .map(toCandle)
      .filter((c) => q.to === undefined || c.time < q.to)
      .slice(-limit)
  }

  subscribe(listener: TickListener) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /**
   * Takes in a ccxt ticker. A ticker stamped before the symbol's last tick counts at that tick's
   * time, so a symbol's ticks never go back in time.
   */
  private update(t: CcxtTicker, emit: boolean) {
    const symbol = t.symbol ? this.byPair.get(t.symbol) : undefined
    if (!symbol || t.last === undefined || t.last === null) return
    const last = Number(t.last)
    const time = Math.max(t.timestamp ?? this.clock.now(), this.latest.get(symbol)?.time ?? 0)
    this.latest.set(symbol, {
      symbol,
      last,
      change24h: Math.round(Number(t.percentage ?? 0) * 100) / 100,
      high24h: Number(t.high ?? last),
      low24h: Number(t.low ?? last),
      volume24h: Number(t.baseVolume ?? 0),
      time,
      source: this.source,
    })
    if (emit) this.emit({ symbol, time, price: last })
  }

  /** A replayed price, never older than the last: it moves the price and reaches listeners. */
  private replayed(tick: Tick) {
    const prev = this.latest.get(tick.symbol)
    if (!prev || tick.time < prev.time) return
    this.latest.set(tick.symbol, { ...prev, last: tick.price, time: tick.time })
    this.emit(tick)
  }

  private emit(tick: Tick) {
    for (const listener of this.listeners) {
      try {
        listener(tick)
      } catch (error) {
        this.o.onError?.(error)
      }
    }
  }

  /**
   * Fills the gap a dropped stream left, per symbol from its last tick: 1-minute candles replayed
   * as ticks, then the current ticker, so listeners see the extremes they missed and are current
   * at once. A failed request is reported and skipped; the stream goes on either way.
   */
  private async backfill(pairs: string[]) {
    const to = this.clock.now()
    const symbols = [...this.listed.keys()]
    const from = gapStart(
      symbols.map((s) => this.latest.get(s)?.time),
      to,
    )
    for (const [symbol, { pair }] of this.listed) {
      const after = this.latest.get(symbol)?.time
      if (after === undefined) continue
      try {
        const since = Math.floor(after / GAP_CANDLE_MS) * GAP_CANDLE_MS
        const rows = await this.client.fetchOHLCV(pair, '1m', since, GAP_CANDLES)
        if (!this.running) return
        for (const tick of candleTicks(symbol, rows.map(toCandle), after, to)) this.replayed(tick)
      } catch (error) {
        if (this.running) this.o.onError?.(error)
      }
    }
    try {
      const tickers = await this.client.fetchTickers(pairs)
      if (!this.running) return
      for (const t of Object.values(tickers)) this.update(t, true)
    } catch (error) {
      if (this.running) this.o.onError?.(error)
    }
    if (this.running) this.o.onGap?.({ from, to, symbols })
  }

  /**
   * ccxt.pro reconnects on its own; after an error the watch is simply asked again. A re-watch
   * after an error subscribes first and fills the gap while the subscription comes up, so what the
   * new stream sends is taken in after the gap's ticks.
   */
  private async watch(pairs: string[]) {
    let dropped = false
    while (this.running) {
      try {
        const next = this.client.watchTickers(pairs)
        if (dropped) {
          dropped = false
          // Awaited below; until then a rejection must not count as unhandled.
          next.catch(() => undefined)
          await this.backfill(pairs)
        }
        const changed = await next
        for (const t of Object.values(changed)) this.update(t, true)
      } catch (error) {
        if (!this.running) return
        this.o.onError?.(error)
        dropped = true
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, this.o.reconnectMs ?? 5000)
          t.unref()
        })
      }
    }
  }
}
