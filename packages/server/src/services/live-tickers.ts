import type { LiveTickerMessage, MarketTicker } from '@atb/contract'
import type { MarketFeed } from '@atb/engine'
import { tickerRow } from './market-view'
import type { LiveClient } from './live-client'

interface SymbolState {
  clients: Set<LiveClient>
  /** When the last message for this symbol left (monotonic ms). */
  last: number
  tickTime: number
  timer: NodeJS.Timeout | null
}

/**
 * Fans the market feed's ticks out to the sockets that follow each symbol. Ticks are coalesced per
 * symbol: the first goes out at once, later ones within the interval fold into one trailing message
 * with the newest ticker, serialised once for every client. The feed is listened to only while
 * someone follows a symbol.
 */
export class TickerFanout {
  private readonly states = new Map<string, SymbolState>()
  private unsubscribe: (() => void) | null = null

  constructor(
    private readonly feed: MarketFeed | undefined,
    private readonly intervalMs: number,
    private readonly sentAt: () => number,
  ) {}

  private row(symbol: string): MarketTicker | null {
    const info = this.feed?.symbol(symbol)
    const ticker = this.feed?.ticker(symbol)
    return info && ticker ? tickerRow(ticker, info) : null
  }

  has(symbol: string): boolean {
    return this.feed?.symbol(symbol) !== undefined
  }

  /** The current ticker, for the snapshot a new subscriber gets at once. */
  snapshot(symbol: string): LiveTickerMessage | null {
    const ticker = this.row(symbol)
    if (!ticker) return null
    return { type: 'ticker', ticker, tickTime: ticker.time, sentAt: this.sentAt() }
  }

  add(client: LiveClient, symbol: string): void {
    let state = this.states.get(symbol)
    if (!state) {
      state = { clients: new Set(), last: -Infinity, tickTime: 0, timer: null }
      this.states.set(symbol, state)
    }
    state.clients.add(client)
    if (!this.unsubscribe && this.feed) this.unsubscribe = this.feed.subscribe((t) => this.tick(t))
  }

  remove(client: LiveClient, symbol: string): void {
    const state = this.states.get(symbol)
    if (!state) return
    state.clients.delete(client)
    if (state.clients.size > 0) return
    if (state.timer) clearTimeout(state.timer)
    this.states.delete(symbol)
    if (this.states.size === 0) this.stopListening()
  }

  close(): void {
    for (const state of this.states.values()) if (state.timer) clearTimeout(state.timer)
    this.states.clear()
    this.stopListening()
  }

  private stopListening(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
  }

  private tick(tick: { symbol: string; time: number }): void {
    const state = this.states.get(tick.symbol)
    if (!state) return
    state.tickTime = Math.max(state.tickTime, tick.time)
    if (state.timer) return
    const wait = state.last + this.intervalMs - performance.now()
    if (wait <= 0) {
      this.emit(tick.symbol, state)
      return
    }
    state.timer = setTimeout(() => {
      state.timer = null
      this.emit(tick.symbol, state)
    }, wait)
  }

  private emit(symbol: string, state: SymbolState): void {
    const ticker = this.row(symbol)
    if (!ticker) return
    state.last = performance.now()
    const message: LiveTickerMessage = {
      type: 'ticker',
      ticker,
      tickTime: state.tickTime,
      sentAt: this.sentAt(),
    }
    const text = JSON.stringify(message)
    // A copy: a client dropped for being slow leaves the set while it is being walked.
    for (const client of [...state.clients]) client.sendRaw(text)
  }
}
