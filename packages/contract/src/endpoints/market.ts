import type {
  MarketCandlesResponse,
  MarketSymbolsResponse,
  MarketTickersResponse,
} from '../trading/market'
import { marketCandlesSchema, marketSymbolsSchema, marketTickersSchema } from '../trading/market'
import { endpoint } from './endpoint'

/** Market data from the server's feed; every answer says where its prices come from (`source`). */
export const marketSymbols = /* @__PURE__ */ endpoint<MarketSymbolsResponse>()({
  method: 'GET',
  path: '/market/symbols',
  auth: true,
  request: marketSymbolsSchema,
  errors: [],
  summary: 'Symbols by market, with their trading rules and candle intervals',
  tag: 'market',
})

export const marketTickers = /* @__PURE__ */ endpoint<MarketTickersResponse>()({
  method: 'GET',
  path: '/market/tickers',
  auth: true,
  request: marketTickersSchema,
  errors: ['unknown_symbol'],
  fields: { unknown_symbol: 'symbols' },
  summary: 'Last price and 24 h change, high, low and volume',
  tag: 'market',
})

export const marketCandles = /* @__PURE__ */ endpoint<MarketCandlesResponse>()({
  method: 'GET',
  path: '/market/candles',
  auth: true,
  request: marketCandlesSchema,
  errors: ['unknown_symbol', 'market_interval_unavailable'],
  fields: { unknown_symbol: 'symbol', market_interval_unavailable: 'interval' },
  summary: 'Candles of one symbol by interval, oldest first; the last may be unfinished',
  tag: 'market',
})
