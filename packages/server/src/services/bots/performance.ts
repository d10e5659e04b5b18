import type { BotPerformance, RoundTrip, StrategyKind } from '@atb/contract'
import { applyFills, D, roundTrips, str, valuation, type Books, type Fill } from '@atb/engine'

// The accounting lives in the engine (decision 090).

/** Strategies whose fills pair into round trips (a buy and the sell that closes it). */
const ROUND_TRIP_KINDS: ReadonlySet<StrategyKind> = new Set([
  'spot_grid',
  'futures_grid',
  'spot_martingale',
  'dca',
])
export const hasRoundTrips = (kind: StrategyKind) => ROUND_TRIP_KINDS.has(kind)

const YEAR_MS = 365 * 24 * 3600_000

export interface PerformanceInput {
  kind: StrategyKind
  allocation: Record<string, string>
  /** The currency the figures are in: the quote asset of the bot's pairs. */
  quote: string
  /** In sequence order. */
  fills: readonly Fill[]
  /** Last price per symbol; a symbol without one is valued at its last fill. */
  prices: Record<string, number>
  contractSizes: Record<string, string>
  startedAt: number
  endedAt: number
}

/**
 * A bot's figures, exact, from its stored fills: one average-cost ledger per symbol (the engine's,
 * as the backtester uses). Funding counts as realised. By construction
 * realised + unrealised − fees = equity − allocation, which the tests check against the venue.
 */
export function performance(input: PerformanceInput): {
  performance: BotPerformance
  trips: RoundTrip[]
  /** The books and the prices the figures were valued at, for what else the page values. */
  books: Books
  priceOf: (symbol: string) => number
} {
  const ledgers = applyFills(new Map(), input.fills, (s) => input.contractSizes[s])
  const lastFill = new Map(input.fills.map((f) => [f.symbol, f.price]))
  const priceOf = (symbol: string) => input.prices[symbol] ?? lastFill.get(symbol) ?? 0
  const trips = hasRoundTrips(input.kind) ? roundTrips(input.fills, input.contractSizes) : []
  const v = valuation({
    kind: input.kind,
    allocation: input.allocation,
    quote: input.quote,
    books: ledgers,
    priceOf,
    gridProfit: trips.reduce((sum, t) => sum.add(t.profit), new D(0)),
  })
  const { realized, unrealized, fees, total, pct, gridProfit } = v
  const runtime = Math.max(0, input.endedAt - input.startedAt)
  return {
    trips,
    books: ledgers,
    priceOf,
    performance: {
      currency: input.quote,
      allocation: str(v.allocation),
      equity: str(v.allocation.add(v.change)),
      realized_pnl: str(realized),
      unrealized_pnl: str(unrealized),
      fees: str(fees),
      total_pnl: str(total),
      total_pnl_pct: pct,
      grid_profit: gridProfit ? str(gridProfit) : null,
      // What the round trips do not explain (the coins held, the fees of unpaired fills), so
      // grid profit + trend profit = total profit exactly.
      trend_pnl: gridProfit ? str(total.sub(gridProfit)) : null,
      apr_pct: runtime > 0 ? (pct * YEAR_MS) / runtime : 0,
      trade_count: v.trades,
      round_trips: trips.length,
      runtime_ms: runtime,
      last_prices: Object.fromEntries([...ledgers.keys()].map((s) => [s, priceOf(s)])),
    },
  }
}
