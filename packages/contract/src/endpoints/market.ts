import * as yup from 'yup'
import type {
  MarketCandlesResponse,
  MarketClockResponse,
  MarketFavoritesResponse,
  MarketHeatmapResponse,
  MarketOverviewResponse,
  MarketSymbolsResponse,
  MarketTickersResponse,
} from '../trading/market'
import {
  marketCandlesSchema,
  marketFavoriteSchema,
  marketHeatmapSchema,
  marketOverviewSchema,
  marketSymbolsSchema,
  marketTickersSchema,
} from '../trading/market'
import { homeSummarySchema, type HomeSummaryResponse } from '../trading/home'
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

/** The market's present and speed, for the app's one clock (decision 087); no session needed. */
export const marketClock = /* @__PURE__ */ endpoint<MarketClockResponse>()({
  method: 'GET',
  path: '/market/clock',
  auth: false,
  request: yup.object({}),
  errors: [],
  summary: 'The market’s present time and its speed against the wall clock (a replay runs faster)',
  tag: 'market',
})

/** The market table (/market, issue 13): tickers, pair names, 24 h sparklines and favourites. */
export const marketOverview = /* @__PURE__ */ endpoint<MarketOverviewResponse>()({
  method: 'GET',
  path: '/market/overview',
  auth: true,
  request: marketOverviewSchema,
  errors: [],
  summary:
    'Every symbol of a market with its ticker, 24 h hourly closes and whether the user starred it',
  tag: 'market',
})

export const marketFavorites = /* @__PURE__ */ endpoint<MarketFavoritesResponse>()({
  method: 'GET',
  path: '/market/favorites',
  auth: true,
  request: /* @__PURE__ */ marketOverviewSchema.pick([]),
  errors: [],
  summary: 'The symbols the user starred',
  tag: 'market',
})

export const marketFavorite = /* @__PURE__ */ endpoint<MarketFavoritesResponse>()({
  method: 'POST',
  path: '/market/favorite',
  auth: true,
  request: marketFavoriteSchema,
  errors: ['unknown_symbol'],
  fields: { unknown_symbol: 'symbol' },
  summary: 'Stars or unstars a symbol; answers the whole list (idempotent)',
  tag: 'market',
})

export const marketHeatmap = /* @__PURE__ */ endpoint<MarketHeatmapResponse>()({
  method: 'GET',
  path: '/market/heatmap',
  auth: true,
  request: marketHeatmapSchema,
  errors: [],
  summary: 'Each symbol’s change and quote volume over the last hour, day or week',
  tag: 'market',
})

/** The home dashboard (/, issue 13) in one call. */
export const homeSummary = /* @__PURE__ */ endpoint<HomeSummaryResponse>()({
  method: 'GET',
  path: '/home/summary',
  auth: true,
  request: homeSummarySchema,
  errors: [],
  summary: 'Assets, today’s and total PnL, live bots, what needs attention and the top movers',
  tag: 'market',
})
