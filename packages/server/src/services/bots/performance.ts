import type { BotFillView, BotPerformance, RoundTrip, StrategyKind } from '@atb/contract'
import { D, Ledger, str, type Dec, type Fill } from '@atb/engine'

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
  /** What the grid strategy counted itself, when its state is at hand. */
  gridProfit?: string | null
  startedAt: number
  endedAt: number
}

export const fillView = (f: Fill): BotFillView => ({
  seq: f.seq,
  client_id: f.clientId,
  symbol: f.symbol,
  side: f.side,
  price: String(f.price),
  qty: f.qty,
  fee: f.fee,
  fee_asset: f.feeAsset,
  time: f.time,
})

/**
 * Pairs each fill with the latest open one of the other side (last in, first out: a grid's sell one
 * level up closes the buy just below it). Partial quantities split; funding rows never pair.
 */
export function roundTrips(
  fills: readonly Fill[],
  contractSizes: Record<string, string>,
): RoundTrip[] {
  const open = new Map<string, { fill: Fill; left: Dec }[]>()
  const trips: RoundTrip[] = []
  for (const fill of fills) {
    if (fill.qty === '0') continue
    const stack = open.get(fill.symbol) ?? []
    open.set(fill.symbol, stack)
    let left = new D(fill.qty)
    const size = new D(contractSizes[fill.symbol] ?? '1')
    while (left.gt(0) && stack.length > 0 && stack.at(-1)!.fill.side !== fill.side) {
      const lot = stack.at(-1)!
      const qty = D.min(left, lot.left)
      const dir = lot.fill.side === 'buy' ? 1 : -1
      const gross = new D(fill.price).sub(lot.fill.price).mul(qty).mul(size).mul(dir)
      const fees = new D(lot.fill.fee)
        .mul(qty)
        .div(lot.fill.qty)
        .add(new D(fill.fee).mul(qty).div(fill.qty))
      trips.push({
        symbol: fill.symbol,
        qty: str(qty),
        open: fillView(lot.fill),
        close: fillView(fill),
        profit: str(gross.sub(fees).toDecimalPlaces(12)),
      })
      lot.left = lot.left.sub(qty)
      left = left.sub(qty)
      if (lot.left.isZero()) stack.pop()
    }
    if (left.gt(0)) stack.push({ fill, left })
  }
  return trips
}

/** One average-cost ledger per symbol: a bot's books. */
export type Books = Map<string, Ledger>

/** Applies fills, in sequence order, to a bot's books (new or kept from earlier calls). */
export function applyFills(
  books: Books,
  fills: readonly Fill[],
  contractSizeOf: (symbol: string) => string | undefined,
): Books {
  for (const fill of fills) {
    let ledger = books.get(fill.symbol)
    if (!ledger)
      books.set(fill.symbol, (ledger = new Ledger('0', contractSizeOf(fill.symbol) ?? '1')))
    ledger.apply(fill)
  }
  return books
}

/** The books' sums; funding counts as realised. `change` is what the books add to the allocation. */
export function bookTotals(books: Books, priceOf: (symbol: string) => number) {
  let realized = new D(0)
  let unrealized = new D(0)
  let fees = new D(0)
  let change = new D(0)
  let trades = 0
  for (const [symbol, ledger] of books) {
    const s = ledger.summary(priceOf(symbol))
    realized = realized.add(s.realizedPnl).add(s.funding)
    unrealized = unrealized.add(s.unrealizedPnl)
    fees = fees.add(s.fees)
    change = change.add(s.equity)
    trades += s.trades
  }
  return { realized, unrealized, fees, change, trades }
}

/**
 * A bot's figures, exact, from its stored fills: one average-cost ledger per symbol (the engine's,
 * as the backtester uses). Funding counts as realised. By construction
 * realised + unrealised − fees = equity − allocation, which the tests check against the venue.
 */
export function performance(input: PerformanceInput): {
  performance: BotPerformance
  trips: RoundTrip[]
} {
  const ledgers = applyFills(new Map(), input.fills, (s) => input.contractSizes[s])
  const lastFill = new Map(input.fills.map((f) => [f.symbol, f.price]))
  const priceOf = (symbol: string) => input.prices[symbol] ?? lastFill.get(symbol) ?? 0
  let allocation = new D(0)
  for (const [asset, amount] of Object.entries(input.allocation))
    allocation = allocation.add(
      asset === input.quote ? amount : new D(amount).mul(priceOf(`${asset}${input.quote}`)),
    )
  const { realized, unrealized, fees, change, trades } = bookTotals(ledgers, priceOf)
  const total = realized.add(unrealized).sub(fees)
  const equity = allocation.add(change)
  const trips = hasRoundTrips(input.kind) ? roundTrips(input.fills, input.contractSizes) : []
  const grid = input.kind.endsWith('grid')
  let gridProfit: Dec | null = null
  if (grid)
    gridProfit = input.gridProfit
      ? new D(input.gridProfit)
      : trips.reduce((sum, t) => sum.add(t.profit), new D(0))
  const runtime = Math.max(0, input.endedAt - input.startedAt)
  const pct = allocation.isZero() ? 0 : total.div(allocation).mul(100).toNumber()
  return {
    trips,
    performance: {
      currency: input.quote,
      allocation: str(allocation),
      equity: str(equity),
      realized_pnl: str(realized),
      unrealized_pnl: str(unrealized),
      fees: str(fees),
      total_pnl: str(total),
      total_pnl_pct: pct,
      grid_profit: gridProfit ? str(gridProfit) : null,
      // As the backtester splits it: the gross result that the grid's round trips do not explain.
      trend_pnl: gridProfit ? str(total.add(fees).sub(gridProfit)) : null,
      apr_pct: runtime > 0 ? (pct * YEAR_MS) / runtime : 0,
      trade_count: trades,
      round_trips: trips.length,
      runtime_ms: runtime,
      last_prices: Object.fromEntries([...ledgers.keys()].map((s) => [s, priceOf(s)])),
    },
  }
}
