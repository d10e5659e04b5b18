import { endpoints as E } from '@atb/contract'
import { call } from './calls'

/** The market screens and the home dashboard (/market, /market/{pair}, /heatmap, /), issue 13. */
export const marketFlows = {
  loadMarketOverview: call(E.marketOverview),
  loadMarketSymbols: call(E.marketSymbols),
  loadTickers: call(E.marketTickers),
  loadMarketCandles: call(E.marketCandles),
  loadFavorites: call(E.marketFavorites),
  setFavorite: call(E.marketFavorite),
  loadHeatmap: call(E.marketHeatmap),
  loadHomeSummary: call(E.homeSummary),
}
