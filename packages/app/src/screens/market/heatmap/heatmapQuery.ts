import { heatmapPeriods, markets, type HeatmapPeriod, type Market } from '@atb/contract'

/** The market choice: one market, or all of them (no `market` in the request). */
export type HeatmapMarket = Market | 'all'

export interface HeatmapQuery {
  market: HeatmapMarket
  period: HeatmapPeriod
}

export const heatmapMarkets: readonly HeatmapMarket[] = ['all', ...markets]

/** The page's choice from its address (`?market=crypto&period=1h`); unknown values fall back. */
export function readHeatmapQuery(params: URLSearchParams): HeatmapQuery {
  const market = params.get('market')
  const period = params.get('period')
  return {
    market: heatmapMarkets.includes(market as HeatmapMarket) ? (market as HeatmapMarket) : 'all',
    period: heatmapPeriods.includes(period as HeatmapPeriod) ? (period as HeatmapPeriod) : '24h',
  }
}

/** The address for a choice; the defaults stay out so `/heatmap` is the shareable default. */
export function writeHeatmapQuery(params: URLSearchParams, query: HeatmapQuery): URLSearchParams {
  const next = new URLSearchParams(params)
  if (query.market === 'all') next.delete('market')
  else next.set('market', query.market)
  if (query.period === '24h') next.delete('period')
  else next.set('period', query.period)
  return next
}

/** The request for a choice: "all" asks without a market. */
export function heatmapRequest(query: HeatmapQuery): { market?: Market; period: HeatmapPeriod } {
  return query.market === 'all'
    ? { period: query.period }
    : { market: query.market, period: query.period }
}

/**
 * The change (percent) at which a tile's colour is fullest. An hour moves less than a week, so
 * a fixed ±5 % would leave the hourly map gray and the weekly one saturated.
 */
export const COLOUR_BOUND: Record<HeatmapPeriod, number> = { '1h': 2, '24h': 5, '7d': 10 }
