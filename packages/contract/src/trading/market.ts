import * as yup from 'yup'
import { schemaMessage as msg } from '../schemas/fields'
import { decimalNumber } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { validation } from '../i18n/validation'
import { markets, type Market } from '../strategies'
import { candleIntervals, type CandleInterval, type MarketSource } from './venues'

/** The most candles one request answers; a larger `limit` is refused, not trimmed. */
export const MAX_CANDLE_LIMIT = 1000

/** Field labels of the market queries, lowercase so "The {label} must be …" reads well. */
export const marketLabels = {
  market: /*i18n*/ { id: 'field.market', message: 'market' },
  symbol: /*i18n*/ { id: 'field.symbol', message: 'symbol' },
  symbols: /*i18n*/ { id: 'field.symbols', message: 'symbols' },
  interval: /*i18n*/ { id: 'field.interval', message: 'interval' },
  from: /*i18n*/ { id: 'field.from', message: 'start time' },
  to: /*i18n*/ { id: 'field.to', message: 'end time' },
  limit: /*i18n*/ { id: 'field.limit', message: 'number of candles' },
  period: /*i18n*/ { id: 'field.period', message: 'period' },
  favorite: /*i18n*/ { id: 'field.favorite', message: 'favourite' },
}
const L = marketLabels

/** Venue-neutral symbol ids: capitals and digits, as the engine names them (BTCUSDT, XAUUSD). */
const SYMBOL = /^[A-Z0-9]{2,20}$/
const SYMBOL_LIST = /^[A-Z0-9]{2,20}(,[A-Z0-9]{2,20}){0,49}$/

const optionalMarket = () => oneOf(L.market, markets).optional() as yup.Schema<Market | undefined>

/**
 * An optional whole number in a query string. Unlike form fields, text that is not a number is
 * refused rather than read as missing, so `limit=ten` is an error and not the default.
 */
const queryInteger = (label: typeof L.limit, min: number, max: number) =>
  decimalNumber()
    .typeError(msg(validation.number, { label }))
    .integer(msg(validation.integer, { label }))
    .min(min, msg(validation.min, { label, min }))
    .max(max, msg(validation.max, { label, max }))
    .optional()

/** Epoch milliseconds, from 2000 to 2100: enough for any chart, and no overflowing dates. */
const epochMs = (label: typeof L.from) => queryInteger(label, 946_684_800_000, 4_102_444_800_000)

export const marketSymbolsSchema = yup.object({ market: optionalMarket() })

export const marketTickersSchema = yup.object({
  market: optionalMarket(),
  /** Comma-separated, e.g. `BTCUSDT,EURUSD`; all of the market's symbols when absent. */
  symbols: yup
    .string()
    .trim()
    .uppercase()
    .matches(SYMBOL_LIST, msg(validation.wrongType, { field: 'symbols' }))
    .optional(),
})

export const marketCandlesSchema = yup.object({
  symbol: yup
    .string()
    .trim()
    .uppercase()
    .required(msg(validation.required, { label: L.symbol }))
    .matches(SYMBOL, msg(validation.wrongType, { field: 'symbol' })),
  interval: oneOf(L.interval, candleIntervals) as yup.Schema<CandleInterval>,
  from: epochMs(L.from),
  to: epochMs(L.to),
  limit: queryInteger(L.limit, 1, MAX_CANDLE_LIMIT),
})

/** One symbol as the market endpoints list it; decimal rules are strings, as exchanges publish them. */
export interface MarketSymbolInfo {
  symbol: string
  market: Market
  base: string
  quote: string
  tick_size: string
  step_size: string
  min_notional: string
  /** Candle intervals available for this symbol (the replay never invents finer ones). */
  intervals: CandleInterval[]
}

export interface MarketSymbolsResponse {
  source: MarketSource
  symbols: MarketSymbolInfo[]
}

export interface MarketTicker {
  symbol: string
  market: Market
  last: number
  /** Percent, e.g. -1.25. */
  change_24h: number
  high_24h: number
  low_24h: number
  volume_24h: number
  /** Epoch ms of the price. */
  time: number
  source: MarketSource
}

/**
 * The market's clock (decision 087): its present and how fast it runs against the wall clock. A
 * replay runs `speed` times faster; the app dates charts, runtimes and windows on this clock.
 */
export interface MarketClockResponse {
  source: MarketSource
  /** Epoch ms: the market's present when the answer was made. */
  time: number
  /** Market milliseconds per wall millisecond; 1 on a live market. */
  speed: number
}

export interface MarketTickersResponse {
  source: MarketSource
  tickers: MarketTicker[]
}

/** `[open time (epoch ms), open, high, low, close, base volume]`, oldest first; the last may be unfinished. */
export type CandleRow = [number, number, number, number, number, number]

export interface MarketCandlesResponse {
  source: MarketSource
  symbol: string
  interval: CandleInterval
  candles: CandleRow[]
}

/**
 * Issue 13: the market screens. `/market/overview` is the market table in one call: each symbol's
 * ticker with its pair names, the last 24 h as hourly closes for the sparkline, and whether the
 * user starred it. Favourites are kept per user on the server.
 */
export const marketOverviewSchema = yup.object({ market: optionalMarket() })

/** One row of the market table. */
export interface MarketRow extends MarketTicker {
  base: string
  quote: string
  /** Quote-currency volume over 24 h (base volume × price), so rows compare across pairs. */
  quote_volume_24h: number
  /** Hourly closes over the last 24 h, oldest first (at most 25 points; fewer for a young feed). */
  spark: number[]
  favorite: boolean
}

export interface MarketOverviewResponse {
  source: MarketSource
  rows: MarketRow[]
}

export const marketFavoriteSchema = yup.object({
  symbol: yup
    .string()
    .trim()
    .uppercase()
    .required(msg(validation.required, { label: L.symbol }))
    .matches(SYMBOL, msg(validation.wrongType, { field: 'symbol' })),
  favorite: yup
    .boolean()
    .typeError(msg(validation.wrongType, { field: 'favorite' }))
    .required(msg(validation.required, { label: L.favorite })),
})

/** The user's starred symbols, in the order they were starred. */
export interface MarketFavoritesResponse {
  symbols: string[]
}

/** The heatmap's periods: the change and the volume are measured over the last hour, day or week. */
export const heatmapPeriods = ['1h', '24h', '7d'] as const
export type HeatmapPeriod = (typeof heatmapPeriods)[number]

export const marketHeatmapSchema = yup.object({
  market: optionalMarket(),
  period: oneOf(L.period, heatmapPeriods).default('24h') as yup.Schema<HeatmapPeriod>,
})

/** One tile: its area is `quote_volume`, its colour `change`. */
export interface HeatmapTile {
  symbol: string
  market: Market
  base: string
  quote: string
  last: number
  /** Percent change over the period. */
  change: number
  /** Quote-currency volume over the period. */
  quote_volume: number
  source: MarketSource
}

export interface MarketHeatmapResponse {
  source: MarketSource
  period: HeatmapPeriod
  tiles: HeatmapTile[]
}

/**
 * The symbol a `/market/{pair}` address names. The address is a multi-segment catch-all, so
 * `BTC/USDT`, `BTC-USDT`, `btc_usdt` and `BTCUSDT` all name `BTCUSDT`; anything else is null.
 */
export function symbolOfPair(pair: string): string | null {
  let text = pair
  try {
    text = decodeURIComponent(pair)
  } catch {
    return null
  }
  const joined = text
    .trim()
    .toUpperCase()
    .replace(/[/\-_ ]/g, '')
  return SYMBOL.test(joined) ? joined : null
}

/** The address segment of a pair, `BTC-USDT`: readable, and no slash to encode. */
export const pairPathOf = (base: string, quote: string) => `${base}-${quote}`

/** How a pair reads on screen: `BTC/USDT`. */
export const pairNameOf = (base: string, quote: string) => `${base}/${quote}`
