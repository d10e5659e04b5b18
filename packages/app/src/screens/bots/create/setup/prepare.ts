import type { PreparedSetup, PrepareInput } from '@atb/machines'
import type { SetupData } from '../parts/setupData'
import { HISTORY_DAYS, historyIntervalOf } from '../parts/useSetupEnv'
import { lotRulesOf } from '../forms/gridMath'
import { loadKindSetup } from './kinds'
import type { SetupEnv } from './types'
import { venueFields } from './venueFields'

/**
 * A quick start's values (decision 089): what the kind's setup form would open with on this pair
 * (for a grid, the suggested range around the last price and the default total), read from the
 * market the way the setup page reads it. The wizard checks them before it opens the review.
 */
export async function prepareSetup(source: SetupData, input: PrepareInput): Promise<PreparedSetup> {
  const { kind, market, exchange, symbol } = input
  const [setup, symbols, tickers] = await Promise.all([
    loadKindSetup(kind),
    source.symbols(market),
    source.tickers(market),
  ])
  const info = symbols.symbols.find((s) => s.symbol === symbol)
  if (!info) throw new Error(`${symbol} is not listed on ${market}`)
  const lastPrice = tickers.tickers.find((k) => k.symbol === symbol)?.last
  const interval = historyIntervalOf(info)
  const candles = interval ? await source.candles(symbol, interval, HISTORY_DAYS) : undefined
  const env: SetupEnv = {
    kind,
    market,
    exchange,
    symbol: info,
    ...(lastPrice === undefined ? {} : { lastPrice }),
    ...(candles ? { history: candles.candles.map((row) => row[4]) } : {}),
  }
  return {
    values: { ...setup.initialValues(env), ...venueFields(kind, env) },
    market: { ...(lastPrice === undefined ? {} : { lastPrice }), lot: lotRulesOf(info) },
  }
}
