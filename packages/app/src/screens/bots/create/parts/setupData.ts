import { createContext, useContext, useSyncExternalStore } from 'react'
import {
  BACKTEST_MAX_WAIT_MS,
  BACKTEST_RUN_TIMEOUT_MS,
  endpoints,
  INTERVAL_MS,
  MAX_CANDLE_LIMIT,
  type BacktestResponse,
  type BotPlotResponse,
  type CandleInterval,
  type ExchangeBalancesResponse,
  type ExchangeListResponse,
  type KeyedExchange,
  type Market,
  type MarketCandlesResponse,
  type MarketSymbolsResponse,
  type MarketTickersResponse,
  type PaperBalancesResponse,
  type ProfitShareTermsResponse,
  type RequestOf,
  type SubscriptionStatus,
} from '@atb/contract'
import { api } from '../../../../services/api'
import { live } from '../../../../services/live'
import { loadMarketClock } from '../../../../services/marketClock'

/** A backtest's longest wait in line and its worker's timeout, with a margin for the network. */
const BACKTEST_TIMEOUT_MS = BACKTEST_MAX_WAIT_MS + BACKTEST_RUN_TIMEOUT_MS + 3_000

/** A request's name for its place in line: random, and readable by the server's ticket rule. */
function newTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `bt-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

export type BacktestRequest = RequestOf<typeof endpoints.botBacktest>
export type PlotPreviewRequest = RequestOf<typeof endpoints.botPlotPreview>

/**
 * The calls the pickers, the setup environment and the backtest panel make. The app's source
 * calls the API; a story provides canned answers through `SetupDataContext`.
 */
export interface SetupData {
  exchanges(): Promise<ExchangeListResponse>
  /** Whether bots on connected exchanges may start (decision 066). */
  subscription(): Promise<SubscriptionStatus>
  symbols(market: Market): Promise<MarketSymbolsResponse>
  tickers(market: Market): Promise<MarketTickersResponse>
  /** Candles of `interval` covering the last `days` days, oldest first. */
  candles(symbol: string, interval: CandleInterval, days: number): Promise<MarketCandlesResponse>
  paperBalances(): Promise<PaperBalancesResponse>
  /** Free balances at a connected exchange, read with the saved key. */
  exchangeBalances(exchange: KeyedExchange): Promise<ExchangeBalancesResponse>
  /**
   * Runs a backtest; while it waits in the server's line, `onQueued` hears its place (1 is next)
   * each time it moves (decision 080).
   */
  backtest(
    request: BacktestRequest,
    signal: AbortSignal,
    onQueued?: (position: number) => void,
  ): Promise<BacktestResponse>
  /** A quant rule's chart over the pair's recent bars, for a config not yet saved. */
  plotPreview(request: PlotPreviewRequest, signal: AbortSignal): Promise<BotPlotResponse>
  /** The operator's profit-share rate and the wallet minimums for live bots (decision 067). */
  profitShareTerms(): Promise<ProfitShareTermsResponse>
}

export const apiSetupData: SetupData = {
  exchanges: () => api.call(endpoints.exchangeList, {}, { inline: true }),
  subscription: () => api.call(endpoints.activation, {}, { inline: true }),
  symbols: (market) => api.call(endpoints.marketSymbols, { market }, { inline: true }),
  tickers: (market) => api.call(endpoints.marketTickers, { market }, { inline: true }),
  async candles(symbol, interval, days) {
    // Up to the market's present: a replay runs ahead of the wall clock (decision 087).
    const to = (await loadMarketClock()).now()
    const limit = Math.min(MAX_CANDLE_LIMIT, Math.ceil((days * 86_400_000) / INTERVAL_MS[interval]))
    return api.call(
      endpoints.marketCandles,
      { symbol, interval, from: to - days * 86_400_000, to, limit },
      { inline: true },
    )
  },
  paperBalances: () => api.call(endpoints.paperBalances, {}, { inline: true }),
  exchangeBalances: (exchange) =>
    api.call(endpoints.exchangeBalances, { exchange_name: exchange }, { inline: true }),
  async backtest(request, signal, onQueued) {
    const ticket = newTicket()
    // The place comes on the live socket, under the ticket this request carries.
    const stop = onQueued
      ? live.subscribeBacktests((m) => (m.ticket === ticket ? onQueued(m.position) : undefined))
      : () => undefined
    try {
      // The server answers within its longest wait plus one run, which may pass the usual 20 s.
      return await api.call(
        endpoints.botBacktest,
        { ...request, ticket },
        { signal, inline: true, timeout: BACKTEST_TIMEOUT_MS },
      )
    } finally {
      stop()
    }
  },
  plotPreview: (request, signal) =>
    api.call(endpoints.botPlotPreview, request, { signal, inline: true }),
  profitShareTerms: () => api.call(endpoints.profitShareTerms, {}, { inline: true }),
}

export const SetupDataContext = createContext<SetupData>(apiSetupData)

/** How long an answer is reused within the session before it is asked for again. */
export const freshFor = {
  exchanges: 60_000,
  subscription: 60_000,
  symbols: Infinity,
  tickers: 60_000,
  candles: 10 * 60_000,
  balances: 30_000,
  terms: 10 * 60_000,
} as const

export type Query<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; error: unknown }

const IDLE: Query<never> = { status: 'idle' }
const LOADING: Query<never> = { status: 'loading' }

interface Entry {
  /** Replaced, never changed in place, so React sees each change. */
  snapshot: Query<unknown>
  at: number
  settled: boolean
}

interface Cache {
  entries: Map<string, Entry>
  listeners: Map<string, Set<() => void>>
}

/**
 * One cache per data source for the session: every component asking for the same key shares one
 * request, so typing, re-renders and several pickers never send a storm. A failure stays until
 * the user retries, so an error state never loops; a stale answer shows while it is refreshed.
 */
const caches = new WeakMap<SetupData, Cache>()

function cacheOf(source: SetupData): Cache {
  let cache = caches.get(source)
  if (!cache) {
    cache = { entries: new Map(), listeners: new Map() }
    caches.set(source, cache)
  }
  return cache
}

function notify(cache: Cache, key: string) {
  for (const listener of [...(cache.listeners.get(key) ?? [])]) listener()
}

/** Starts the request for `key` unless a fresh, running or failed one is cached. */
function ensure(cache: Cache, key: string, maxAge: number, run: () => Promise<unknown>) {
  const hit = cache.entries.get(key)
  if (hit && (!hit.settled || hit.snapshot.status === 'error' || Date.now() - hit.at < maxAge))
    return
  const entry: Entry = { snapshot: hit?.snapshot ?? LOADING, at: Date.now(), settled: false }
  cache.entries.set(key, entry)
  const settle = (snapshot: Query<unknown>) => {
    entry.snapshot = snapshot
    entry.settled = true
    entry.at = Date.now()
    notify(cache, key)
  }
  run().then(
    (data) => settle({ status: 'done', data }),
    (error: unknown) => settle({ status: 'error', error }),
  )
}

/**
 * Reads `key` from the session cache, loading it with `run` on a miss; a null key loads nothing
 * (idle). `retry` asks again after a failure. `run` must depend only on what `key` names.
 */
export function useSetupQuery<T>(
  key: string | null,
  maxAge: number,
  run: (source: SetupData) => Promise<T>,
): [Query<T>, () => void] {
  const source = useContext(SetupDataContext)
  const cache = cacheOf(source)
  const subscribe = (listener: () => void) => {
    if (key === null) return () => undefined
    let set = cache.listeners.get(key)
    if (!set) {
      set = new Set()
      cache.listeners.set(key, set)
    }
    set.add(listener)
    ensure(cache, key, maxAge, () => run(source))
    // The request may have settled, or been cached, before this listener was added.
    listener()
    return () => void set.delete(listener)
  }
  const query = useSyncExternalStore(subscribe, () =>
    key === null ? IDLE : (cache.entries.get(key)?.snapshot ?? LOADING),
  ) as Query<T>
  const retry = () => {
    if (key === null || cache.entries.get(key)?.snapshot.status !== 'error') return
    cache.entries.delete(key)
    ensure(cache, key, maxAge, () => run(source))
    notify(cache, key)
  }
  return [query, retry]
}
