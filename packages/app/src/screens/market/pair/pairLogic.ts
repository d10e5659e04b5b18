import {
  candleIntervals,
  pairPathOf,
  symbolOfPair,
  type CandleInterval,
  type CandleRow,
  type MarketSymbolInfo,
  type MarketTicker,
} from '@atb/contract'
import type { MarketCandle, MarketOverlays } from '@atb/ui'

/** The interval a pair page opens on when the address names none (or one the symbol lacks). */
export const DEFAULT_INTERVAL: CandleInterval = '1h'

/** Candles asked for: 120 in view plus enough history for the 50-candle average to start at once. */
export const CANDLE_LIMIT = 300

/**
 * What a `/market/{pair}` address names: the symbol (BTCUSDT), and how the address spells the
 * pair for a not-found message ("XYZ/ABC" for xyz-abc). The splat is everything after /market/.
 */
export function readPairAddress(splat: string | undefined): {
  symbol: string | null
  typed: string
} {
  const raw = (splat ?? '').replace(/\/+$/, '')
  let typed = raw
  try {
    typed = decodeURIComponent(raw)
  } catch {
    // A broken escape: show it as written.
  }
  return {
    symbol: raw ? symbolOfPair(raw) : null,
    typed: typed
      .trim()
      .toUpperCase()
      .replace(/[-_ ]+/g, '/'),
  }
}

/**
 * The canonical address of a listed pair (`/market/BTC-USDT`, query kept), or null when the
 * address already is it: /market/BTC/USDT and /market/BTCUSDT are replaced, not kept in history.
 */
export function canonicalPairPath(
  splat: string | undefined,
  info: Pick<MarketSymbolInfo, 'base' | 'quote'>,
): string | null {
  const canonical = pairPathOf(info.base, info.quote)
  return (splat ?? '') === canonical ? null : `/market/${canonical}`
}

const isInterval = (value: string | null): value is CandleInterval =>
  (candleIntervals as readonly string[]).includes(value ?? '')

/**
 * The interval the address asks for (?interval=), or the default. One the symbol lacks is kept,
 * so the page can say it is unavailable rather than silently showing another.
 */
export function intervalOf(search: URLSearchParams, info: Pick<MarketSymbolInfo, 'intervals'>) {
  const asked = search.get('interval')
  if (isInterval(asked)) return asked
  return info.intervals.includes(DEFAULT_INTERVAL)
    ? DEFAULT_INTERVAL
    : (info.intervals[0] ?? DEFAULT_INTERVAL)
}

/** Overlay names in the address: `?overlays=ma20,bb`. */
const overlayNames = { ma20: 'ma20', ma50: 'ma50', bollinger: 'bb' } as const
type OverlayKey = keyof typeof overlayNames

export function overlaysOf(search: URLSearchParams): MarketOverlays {
  const names = new Set((search.get('overlays') ?? '').split(','))
  return {
    ma20: names.has(overlayNames.ma20),
    ma50: names.has(overlayNames.ma50),
    bollinger: names.has(overlayNames.bollinger),
  }
}

/** The query with one overlay switched; no overlays leaves no `overlays` parameter behind. */
export function withOverlay(search: URLSearchParams, key: OverlayKey, on: boolean) {
  const next = new URLSearchParams(search)
  const chosen = { ...overlaysOf(search), [key]: on }
  const list = (Object.keys(overlayNames) as OverlayKey[])
    .filter((name) => chosen[name])
    .map((name) => overlayNames[name])
  if (list.length) next.set('overlays', list.join(','))
  else next.delete('overlays')
  return next
}

/** Candle rows from the endpoint (epoch ms) as the chart takes them (unix seconds). */
export function toMarketCandles(rows: readonly CandleRow[]): MarketCandle[] {
  return rows.map(([time, open, high, low, close, volume]) => ({
    time: Math.floor(time / 1000),
    open,
    high,
    low,
    close,
    volume,
  }))
}

/**
 * The newest candle following the live ticker: its close is the ticker's price and its high and
 * low stretch to reach it. A ticker outside the candle's span (a stale value, or one for a candle
 * not loaded yet) changes nothing: it would stretch the wrong bar.
 */
export function followTicker(
  candles: MarketCandle[],
  ticker: Pick<MarketTicker, 'last' | 'time'> | undefined,
  intervalMs: number,
): MarketCandle[] {
  const last = candles[candles.length - 1]
  if (!last || !ticker || ticker.last === last.close) return candles
  const open = last.time * 1000
  if (ticker.time < open || ticker.time >= open + intervalMs) return candles
  return [
    ...candles.slice(0, -1),
    {
      ...last,
      close: ticker.last,
      high: Math.max(last.high, ticker.last),
      low: Math.min(last.low, ticker.last),
    },
  ]
}

/** Decimals of a tick size written as exchanges publish it: '0.00001' → 5, '1' → 0. */
export function decimalsOf(tickSize: string): number {
  const [, fraction = ''] = tickSize.split('.')
  return fraction.replace(/0+$/, '').length
}

/** A price written to the symbol's tick size in the page's locale (EUR/USD 1.08512, BTC 94,210.50). */
export function tickPriceFormat(locale: string, tickSize: string) {
  const digits = decimalsOf(tickSize)
  const nf = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return (value: number) => nf.format(value)
}
