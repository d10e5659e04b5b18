import type { MarketSymbolInfo, MarketTicker } from '@atb/contract'
import { candleIntervals } from '@atb/contract'
import type { MarketSymbol, Ticker } from '@atb/engine'

/** A symbol as the API shows it: its market and the venue's trading rules. */
export const symbolInfo = (s: MarketSymbol): MarketSymbolInfo => ({
  symbol: s.symbol,
  market: s.market,
  base: s.spec.base,
  quote: s.spec.quote,
  tick_size: s.spec.tickSize,
  step_size: s.spec.stepSize,
  min_notional: s.spec.minNotional,
  intervals: s.intervals ?? [...candleIntervals],
})

/** A feed's ticker as the API and the live socket both send it (one shape for the app). */
export const tickerRow = (t: Ticker, s: MarketSymbol): MarketTicker => ({
  symbol: t.symbol,
  market: s.market,
  last: t.last,
  change_24h: t.change24h,
  high_24h: t.high24h,
  low_24h: t.low24h,
  volume_24h: t.volume24h,
  time: t.time,
  source: t.source,
})
