import type { CandleRow, endpoints } from '@atb/contract'
import { MarketDataError, type MarketFeed, type MarketSymbol } from '@atb/engine'
import { symbolInfo, tickerRow } from '../services/market-view'
import { favoriteSymbols, setFavorite } from '../services/market-favorites'
import { MarketViews } from '../services/market-views'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { marketNow } from '../lib/market-clock'
import type { Handlers } from '../lib/route'

function known(market: MarketFeed, symbol: string): MarketSymbol {
  const s = market.symbol(symbol)
  if (!s) throw new ApiFailure('unknown_symbol')
  return s
}

/** The feed's own refusals, in the API's codes (the handlers check first; this covers races). */
function asFailure(error: unknown): unknown {
  if (!(error instanceof MarketDataError)) return error
  return new ApiFailure(
    error.code === 'unknown_symbol' ? 'unknown_symbol' : 'market_interval_unavailable',
  )
}

export const marketHandlers = ({ market, db, clock }: Pick<Deps, 'market' | 'db' | 'clock'>) => {
  // One per server: the sparklines and heatmap windows it caches are this feed's.
  const views = new MarketViews(market)
  return {
    marketClock: async () => ({
      source: market.source,
      time: marketNow(clock, market).getTime(),
      speed: market.speed ?? 1,
    }),
    marketSymbols: async ({ input }) => ({
      source: market.source,
      symbols: market.symbols(input.market).map(symbolInfo),
    }),
    marketTickers: async ({ input }) => {
      const wanted = input.symbols
        ? input.symbols.split(',').map((symbol) => {
            const s = known(market, symbol)
            if (input.market && s.market !== input.market) throw new ApiFailure('unknown_symbol')
            return s
          })
        : market.symbols(input.market)
      const tickers = wanted.flatMap((s) => {
        const t = market.ticker(s.symbol)
        return t ? [tickerRow(t, s)] : []
      })
      return { source: market.source, tickers }
    },
    marketCandles: async ({ input }) => {
      const s = known(market, input.symbol)
      if (s.intervals && !s.intervals.includes(input.interval))
        throw new ApiFailure('market_interval_unavailable')
      const candles = await market
        .candles(s.symbol, input.interval, {
          ...(input.from !== undefined ? { from: input.from } : {}),
          ...(input.to !== undefined ? { to: input.to } : {}),
          ...(input.limit !== undefined ? { limit: input.limit } : {}),
        })
        .catch((error: unknown) => {
          throw asFailure(error)
        })
      return {
        source: market.ticker(s.symbol)?.source ?? market.source,
        symbol: s.symbol,
        interval: input.interval,
        candles: candles.map((c): CandleRow => [c.time, c.open, c.high, c.low, c.close, c.volume]),
      }
    },
    marketOverview: async ({ input, user }) => {
      const favorites = new Set(await favoriteSymbols(db, user.userId))
      return { source: market.source, rows: await views.overview(input.market, favorites) }
    },
    marketFavorites: async ({ user }) => ({ symbols: await favoriteSymbols(db, user.userId) }),
    marketFavorite: async ({ input, user }) => ({
      symbols: await setFavorite(
        db,
        market,
        user.userId,
        input.symbol,
        input.favorite,
        clock.now(),
      ),
    }),
    marketHeatmap: async ({ input }) => ({
      source: market.source,
      period: input.period,
      tiles: await views.heatmap(input.market, input.period),
    }),
  } satisfies Partial<Handlers<typeof endpoints>>
}
