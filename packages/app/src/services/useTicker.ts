import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { LiveTicker } from '@atb/contract'
import { live, type LiveSource, type LiveStatus } from './live'

/** The tab's live client unless a provider (a story) passes a fake source. */
export const LiveContext = createContext<LiveSource>(live)

export interface TickerState {
  /** The newest ticker from the socket; undefined until the first one arrives. */
  ticker?: LiveTicker
  status: LiveStatus
}

/** Follows one symbol's live ticker while the component is mounted; no symbol follows nothing. */
export function useTicker(symbol: string | undefined): TickerState {
  const source = useContext(LiveContext)
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!symbol) return () => undefined
      return source.subscribeTicker(symbol, listener)
    },
    [source, symbol],
  )
  const subscribeStatus = useCallback(
    (listener: () => void) => (symbol ? source.onStatus(listener) : () => undefined),
    [source, symbol],
  )
  const ticker = useSyncExternalStore(subscribe, () =>
    symbol ? source.getTicker(symbol) : undefined,
  )
  const status = useSyncExternalStore(subscribeStatus, () => source.getStatus())
  return ticker ? { ticker, status } : { status }
}
