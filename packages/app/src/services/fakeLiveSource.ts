import type { LiveBotMessage, LiveTicker } from '@atb/contract'
import type { LiveSource, LiveStatus } from './live'

/** A socket stand-in for stories and tests: the play sends the tickers and bot events. */
export interface FakeLiveSource extends LiveSource {
  /** Delivers a ticker to whoever follows its symbol (and keeps it as the symbol's latest). */
  emitTicker(ticker: LiveTicker): void
  /** Delivers a bot event to every bot listener. */
  emit(event: LiveBotMessage): void
  setStatus(status: LiveStatus): void
}

/** A quiet live source; `tickers` are the latest values it starts with. */
export function fakeLiveSource(tickers: LiveTicker[] = []): FakeLiveSource {
  const latest = new Map(tickers.map((t) => [t.symbol, t]))
  const tickerListeners = new Map<string, Set<() => void>>()
  const botListeners = new Set<(event: LiveBotMessage) => void>()
  const statusListeners = new Set<() => void>()
  let status: LiveStatus = 'live'
  return {
    subscribeTicker: (symbol, listener) => {
      const set = tickerListeners.get(symbol) ?? new Set()
      set.add(listener)
      tickerListeners.set(symbol, set)
      return () => void set.delete(listener)
    },
    getTicker: (symbol) => latest.get(symbol),
    getStatus: () => status,
    onStatus: (listener) => {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    subscribeBots: (listener) => {
      botListeners.add(listener)
      return () => void botListeners.delete(listener)
    },
    emitTicker: (ticker) => {
      latest.set(ticker.symbol, ticker)
      for (const listener of [...(tickerListeners.get(ticker.symbol) ?? [])]) listener()
    },
    emit: (event) => {
      for (const listener of [...botListeners]) listener(event)
    },
    setStatus: (next) => {
      status = next
      for (const listener of [...statusListeners]) listener()
    },
  }
}
