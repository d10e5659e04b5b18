import type { BotFillView, RoundTrip, StrategyKind } from '@atb/contract'
import { D, ZERO, str, type Dec } from '../core/decimal'
import type { Fill } from '../core/types'
import { Ledger } from './ledger'

/**
 * The one accounting of a bot's figures (issue 27): round trips, the books, their totals and the
 * valuation the list, the bot page, the profit history and the exports all read. Pure and
 * decimal; the identities it keeps are held by figures.property.test.ts.
 */

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
 * Round trips as fills arrive: each fill pairs with the latest open one of the other side (last
 * in, first out: a grid's sell one level up closes the buy just below it). Partial quantities
 * split; funding rows never pair. A trip's profit is net of its share of both fills' fees. Fills
 * are kept for good, so every completed trip counts, through edits and restarts (issue 27).
 */
export class TripBook {
  private readonly open = new Map<string, { fill: Fill; left: Dec }[]>()
  /** The sum of every trip's profit so far: a grid's grid profit. */
  profit: Dec = new D(0)
  count = 0

  /** Books one fill (in sequence order); returns the trips it closed. */
  apply(fill: Fill, contractSize: string | undefined): RoundTrip[] {
    if (fill.qty === '0') return []
    const stack = this.open.get(fill.symbol) ?? []
    this.open.set(fill.symbol, stack)
    const trips: RoundTrip[] = []
    let left = new D(fill.qty)
    const size = new D(contractSize ?? '1')
    while (left.gt(0) && stack.length > 0 && stack.at(-1)!.fill.side !== fill.side) {
      const lot = stack.at(-1)!
      const qty = D.min(left, lot.left)
      const dir = lot.fill.side === 'buy' ? 1 : -1
      const gross = new D(fill.price).sub(lot.fill.price).mul(qty).mul(size).mul(dir)
      const fees = new D(lot.fill.fee)
        .mul(qty)
        .div(lot.fill.qty)
        .add(new D(fill.fee).mul(qty).div(fill.qty))
      const profit = gross.sub(fees).toDecimalPlaces(12)
      trips.push({
        symbol: fill.symbol,
        qty: str(qty),
        open: fillView(lot.fill),
        close: fillView(fill),
        profit: str(profit),
      })
      this.profit = this.profit.add(profit)
      this.count++
      lot.left = lot.left.sub(qty)
      left = left.sub(qty)
      if (lot.left.isZero()) stack.pop()
    }
    if (left.gt(0)) stack.push({ fill, left })
    return trips
  }
}

/** Every round trip of these fills (see TripBook). */
export function roundTrips(
  fills: readonly Fill[],
  contractSizes: Record<string, string>,
): RoundTrip[] {
  const book = new TripBook()
  return fills.flatMap((fill) => book.apply(fill, contractSizes[fill.symbol]))
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

/**
 * What amounts of assets are worth in `quote`: the quote at par, every other asset at the price
 * `priceOf` gives it (one without a price counts nothing). The one valuation of holdings: the
 * host's equity and out-of-balance check, the figures' allocation, the low-balance warning.
 */
export function holdingsValue(
  amounts: Record<string, Dec | string>,
  quote: string,
  priceOf: (asset: string) => number | undefined,
): Dec {
  let sum = ZERO
  for (const [asset, amount] of Object.entries(amounts))
    sum = sum.add(asset === quote ? amount : new D(amount).mul(priceOf(asset) ?? 0))
  return sum
}

/** How the figures are valued: the allocation and the books at these prices. */
export interface Valuation {
  kind: StrategyKind
  allocation: Record<string, string>
  quote: string
  books: Books
  priceOf: (symbol: string) => number
  /** What the round trips made (TripBook): a grid's grid profit; ignored for other kinds. */
  gridProfit: Dec
}

/**
 * The figures the list and the bot page share: one function, so a bot shows the same numbers in
 * both. By construction realised + unrealised − fees = equity − allocation.
 */
export function valuation(v: Valuation) {
  const allocation = holdingsValue(v.allocation, v.quote, (a) => v.priceOf(`${a}${v.quote}`))
  const totals = bookTotals(v.books, v.priceOf)
  const total = totals.realized.add(totals.unrealized).sub(totals.fees)
  const pct = allocation.isZero() ? 0 : total.div(allocation).mul(100).toNumber()
  const gridProfit = v.kind.endsWith('grid') ? v.gridProfit : null
  return { ...totals, allocation, total, pct, gridProfit }
}

/** The books' total profit at these prices: realised + unrealised − fees. */
export function totalOf(books: Books, priceOf: (symbol: string) => number): Dec {
  const t = bookTotals(books, priceOf)
  return t.realized.add(t.unrealized).sub(t.fees)
}

/**
 * A period's change ("today"): the total now less the total at its start, the books then valued
 * at the prices then. Consecutive periods' changes add up to the total, whatever the cut points.
 */
export function changeSince(
  booksAtStart: Books,
  priceAtStart: (symbol: string) => number,
  booksNow: Books,
  priceNow: (symbol: string) => number,
): Dec {
  return totalOf(booksNow, priceNow).sub(totalOf(booksAtStart, priceAtStart))
}
