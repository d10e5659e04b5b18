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

/** What one fill did to the books: realised against the average cost (or funding) and its fee. */
export type OnFill = (fill: Fill, realized: Dec, fee: Dec) => void

const booked = (l: Ledger) => {
  const s = l.summary(0)
  return { realized: new D(s.realizedPnl).add(s.funding), fees: new D(s.fees) }
}

/**
 * Applies fills, in sequence order, to a bot's books (new or kept from earlier calls). With
 * `onFill`, each fill's own share of the books' realised and fees is reported: the profit events
 * (decision 041), which therefore add up to the books' realised − fees exactly.
 */
export function applyFills(
  books: Books,
  fills: readonly Fill[],
  contractSizeOf: (symbol: string) => string | undefined,
  onFill?: OnFill,
): Books {
  for (const fill of fills) {
    let ledger = books.get(fill.symbol)
    if (!ledger)
      books.set(fill.symbol, (ledger = new Ledger('0', contractSizeOf(fill.symbol) ?? '1')))
    if (!onFill) {
      ledger.apply(fill)
      continue
    }
    const before = booked(ledger)
    ledger.apply(fill)
    const after = booked(ledger)
    onFill(fill, after.realized.sub(before.realized), after.fees.sub(before.fees))
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

/** How the figures are valued: the allocation and the books at these prices. */
export interface Valuation {
  kind: StrategyKind
  allocation: Record<string, string>
  quote: string
  books: Books
  priceOf: (symbol: string) => number
  /** Grids: what the round trips made (the strategy's own count, or the trips'). */
  gridProfit: Dec | null
}

/**
 * The figures the list and the bot page share: one function, so a bot shows the same numbers in
 * both. By construction realised + unrealised − fees = equity − allocation.
 */
export function valuation(v: Valuation) {
  let allocation = new D(0)
  for (const [asset, amount] of Object.entries(v.allocation))
    allocation = allocation.add(
      asset === v.quote ? amount : new D(amount).mul(v.priceOf(`${asset}${v.quote}`)),
    )
  const totals = bookTotals(v.books, v.priceOf)
  const total = totals.realized.add(totals.unrealized).sub(totals.fees)
  const pct = allocation.isZero() ? 0 : total.div(allocation).mul(100).toNumber()
  const gridProfit = v.kind.endsWith('grid') ? (v.gridProfit ?? new D(0)) : null
  return { ...totals, allocation, total, pct, gridProfit }
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
  const trips = hasRoundTrips(input.kind) ? roundTrips(input.fills, input.contractSizes) : []
  const v = valuation({
    kind: input.kind,
    allocation: input.allocation,
    quote: input.quote,
    books: ledgers,
    priceOf,
    gridProfit: input.gridProfit
      ? new D(input.gridProfit)
      : trips.reduce((sum, t) => sum.add(t.profit), new D(0)),
  })
  const { realized, unrealized, fees, total, pct, gridProfit } = v
  const runtime = Math.max(0, input.endedAt - input.startedAt)
  return {
    trips,
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
      // As the backtester splits it: the gross result that the grid's round trips do not explain.
      trend_pnl: gridProfit ? str(total.add(fees).sub(gridProfit)) : null,
      apr_pct: runtime > 0 ? (pct * YEAR_MS) / runtime : 0,
      trade_count: v.trades,
      round_trips: trips.length,
      runtime_ms: runtime,
      last_prices: Object.fromEntries([...ledgers.keys()].map((s) => [s, priceOf(s)])),
    },
  }
}
