import { useMemo } from 'react'
import type {
  CandleInterval,
  ConfigurableKind,
  ExchangeName,
  Market,
  MarketSymbolInfo,
} from '@atb/contract'
import { useTicker } from '../../../../services/useTicker'
import type { SetupEnv } from '../setup/types'
import { freshFor, useSetupQuery } from './setupData'

export interface SetupEnvInput {
  kind: ConfigurableKind
  market: Market
  exchange: ExchangeName
  /** The engine symbol the user chose ('BTCUSDT'); undefined or unknown loads nothing for it. */
  symbol: string | undefined
}

/** Days of history a form's suggestions read. */
export const HISTORY_DAYS = 30
/** Suggestions read hourly closes; a symbol without them uses its next coarser interval. */
const historyIntervals: CandleInterval[] = ['1h', '4h', '1d']

/** The interval a pair's history is read in, or undefined when it has none of them. */
export const historyIntervalOf = (info: MarketSymbolInfo | undefined) =>
  historyIntervals.find((i) => info?.intervals.includes(i))

/**
 * What a setup form knows beyond its fields (SetupEnv): the pair's rules, its last price (the
 * socket's, else the ticker list's), the free balances on the chosen venue (Paper's wallet or the
 * exchange's account, read with the saved key) and 30 days of closes.
 *
 * Every answer is cached per market or symbol for the session, and the symbol is looked up only
 * once it is one of the market's (a choice, not keystrokes), so typing sends no requests.
 * While the balances are loading or could not be read, `balances` stays undefined and the forms
 * skip their balance check (`balancesError` says why; the server checks again on create).
 */
export function useSetupEnv({ kind, market, exchange, symbol }: SetupEnvInput): SetupEnv {
  const [symbols] = useSetupQuery(`symbols:${market}`, freshFor.symbols, (data) =>
    data.symbols(market),
  )
  const info =
    symbols.status === 'done' ? symbols.data.symbols.find((s) => s.symbol === symbol) : undefined
  const [tickers] = useSetupQuery(`tickers:${market}`, freshFor.tickers, (data) =>
    data.tickers(market),
  )
  const live = useTicker(info?.symbol)
  const listed =
    tickers.status === 'done' && info
      ? tickers.data.tickers.find((k) => k.symbol === info.symbol)
      : undefined
  const lastPrice = live.ticker?.last ?? listed?.last

  const [held] = useSetupQuery<{ balances: readonly { asset: string; free: string }[] }>(
    `balances:${exchange}`,
    freshFor.balances,
    (data) => (exchange === 'paper' ? data.paperBalances() : data.exchangeBalances(exchange)),
  )
  const balances = useMemo(
    () =>
      held.status === 'done'
        ? Object.fromEntries(held.data.balances.map((b) => [b.asset, Number(b.free)]))
        : undefined,
    [held],
  )
  const balancesError = held.status === 'error' ? held.error : undefined

  const interval = historyIntervalOf(info)
  const [candles] = useSetupQuery(
    info && interval ? `candles:${info.symbol}:${interval}:${HISTORY_DAYS}` : null,
    freshFor.candles,
    (data) => data.candles(info?.symbol ?? '', interval ?? '1h', HISTORY_DAYS),
  )
  const history = useMemo(
    () => (candles.status === 'done' ? candles.data.candles.map((row) => row[4]) : undefined),
    [candles],
  )

  return useMemo(
    () => ({
      kind,
      market,
      exchange,
      ...(info ? { symbol: info } : {}),
      ...(lastPrice !== undefined ? { lastPrice } : {}),
      ...(balances ? { balances } : {}),
      ...(balancesError !== undefined ? { balancesError } : {}),
      ...(history ? { history } : {}),
    }),
    [kind, market, exchange, info, lastPrice, balances, balancesError, history],
  )
}
