import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import {
  endpoints,
  INTERVAL_MS,
  MAX_CANDLE_LIMIT,
  type BacktestResponse,
  type CandleInterval,
  type ExchangeListResponse,
  type Market,
  type MarketCandlesResponse,
  type MarketSymbolsResponse,
  type MarketTickersResponse,
  type PaperBalancesResponse,
  type RequestOf,
} from '@atb/contract'
import { api } from '../../../../services/api'

export type BacktestRequest = RequestOf<typeof endpoints.botBacktest>

/**
 * The calls the pickers, the setup environment and the backtest panel make. The app's source
 * calls the API; a story provides canned answers through `SetupDataContext`.
 */
export interface SetupData {
  exchanges(): Promise<ExchangeListResponse>
  symbols(market: Market): Promise<MarketSymbolsResponse>
  tickers(market: Market): Promise<MarketTickersResponse>
  /** Candles of `interval` covering the last `days` days, oldest first. */
  candles(symbol: string, interval: CandleInterval, days: number): Promise<MarketCandlesResponse>
  paperBalances(): Promise<PaperBalancesResponse>
  backtest(request: BacktestRequest, signal: AbortSignal): Promise<BacktestResponse>
}

export const apiSetupData: SetupData = {
  exchanges: () => api.call(endpoints.exchangeList, {}, { inline: true }),
  symbols: (market) => api.call(endpoints.marketSymbols, { market }, { inline: true }),
  tickers: (market) => api.call(endpoints.marketTickers, { market }, { inline: true }),
  candles(symbol, interval, days) {
    const to = Date.now()
    const limit = Math.min(MAX_CANDLE_LIMIT, Math.ceil((days * 86_400_000) / INTERVAL_MS[interval]))
    return api.call(
      endpoints.marketCandles,
      { symbol, interval, from: to - days * 86_400_000, to, limit },
      { inline: true },
    )
  },
  paperBalances: () => api.call(endpoints.paperBalances, {}, { inline: true }),
  backtest: (request, signal) => api.call(endpoints.botBacktest, request, { signal, inline: true }),
}

export const SetupDataContext = createContext<SetupData>(apiSetupData)

/** How long an answer is reused within the session before it is asked for again. */
export const freshFor = {
  exchanges: 60_000,
  symbols: Infinity,
  tickers: 60_000,
  candles: 10 * 60_000,
  balances: 30_000,
} as const

interface Entry {
  promise: Promise<void>
  at: number
  settled: boolean
  /** While a stale answer is refreshed, the stale one is still shown. */
  value?: { data: unknown } | { error: unknown }
}

/**
 * One cache per data source for the session: every component asking for the same key shares one
 * request, so typing, re-renders and several pickers never send a storm. A failure stays until
 * the user retries, so an error state never loops.
 */
const caches = new WeakMap<SetupData, Map<string, Entry>>()

function cacheOf(source: SetupData) {
  let cache = caches.get(source)
  if (!cache) {
    cache = new Map()
    caches.set(source, cache)
  }
  return cache
}

function load(source: SetupData, key: string, maxAge: number, run: () => Promise<unknown>): Entry {
  const cache = cacheOf(source)
  const hit = cache.get(key)
  if (hit && (!hit.settled || Date.now() - hit.at < maxAge)) return hit
  if (hit?.value && 'error' in hit.value) return hit
  const entry: Entry = {
    promise: Promise.resolve(),
    at: Date.now(),
    settled: false,
    ...(hit?.value ? { value: hit.value } : {}),
  }
  entry.promise = run()
    .then(
      (data) => {
        entry.value = { data }
      },
      (error: unknown) => {
        entry.value = { error }
      },
    )
    .finally(() => {
      entry.settled = true
      entry.at = Date.now()
    })
  cache.set(key, entry)
  return entry
}

export type Query<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; error: unknown }

/**
 * Reads `key` from the session cache, loading it with `run` on a miss; a null key loads nothing
 * (idle). `retry` asks again after a failure.
 */
export function useSetupQuery<T>(
  key: string | null,
  maxAge: number,
  run: (source: SetupData) => Promise<T>,
): [Query<T>, () => void] {
  const source = useContext(SetupDataContext)
  const [, rerender] = useState(0)
  const entry = key ? load(source, key, maxAge, () => run(source)) : null

  useEffect(() => {
    if (!entry || entry.settled) return
    let live = true
    void entry.promise.then(() => live && rerender((n) => n + 1))
    return () => {
      live = false
    }
  }, [entry])

  const retry = useCallback(() => {
    const failed = key ? cacheOf(source).get(key) : undefined
    if (failed?.value && 'error' in failed.value) cacheOf(source).delete(key ?? '')
    rerender((n) => n + 1)
  }, [source, key])
  const value = entry?.value
  const idle = entry === null
  // One object per answer, so memos and effects downstream see a change only when there is one.
  const query = useMemo((): Query<T> => {
    if (idle) return { status: 'idle' }
    if (!value) return { status: 'loading' }
    return 'data' in value
      ? { status: 'done', data: value.data as T }
      : { status: 'error', error: value.error }
  }, [idle, value])
  return [query, retry]
}
