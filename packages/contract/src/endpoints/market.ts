import type {
  MarketCandlesResponse,
  MarketSymbolsResponse,
  MarketTickersResponse,
} from '../trading/market'
import { marketCandlesSchema, marketSymbolsSchema, marketTickersSchema } from '../trading/market'
import { endpoint } from './endpoint'

/** Market data from the server's feed; every answer says where its prices come from (`source`). */
export const marketEndpoints = {
  marketSymbols: endpoint<MarketSymbolsResponse>()({
    method: 'GET',
    path: '/market/symbols',
    auth: true,
    request: marketSymbolsSchema,
    errors: [],
    summary: 'Symbols by market, with their trading rules and candle intervals',
    tag: 'market',
  }),
  marketTickers: endpoint<MarketTickersResponse>()({
    method: 'GET',
    path: '/market/tickers',
    auth: true,
    request: marketTickersSchema,
    errors: ['market_symbol_unknown'],
    fields: { market_symbol_unknown: 'symbols' },
    summary: 'Last price and 24 h change, high, low and volume',
    tag: 'market',
  }),
  marketCandles: endpoint<MarketCandlesResponse>()({
    method: 'GET',
    path: '/market/candles',
    auth: true,
    request: marketCandlesSchema,
    errors: ['market_symbol_unknown', 'market_interval_unavailable'],
    fields: { market_symbol_unknown: 'symbol', market_interval_unavailable: 'interval' },
    summary: 'Candles of one symbol by interval, oldest first; the last may be unfinished',
    tag: 'market',
  }),
}
