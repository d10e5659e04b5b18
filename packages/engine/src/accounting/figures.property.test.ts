import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, type Dec } from '../core/decimal'
import type { Fill } from '../core/types'
import {
  applyFills,
  changeSince,
  roundTrips,
  totalOf,
  TripBook,
  valuation,
  type Books,
} from './figures'
import { propertyRuns } from '../strategies/property-kit'
import { CONTRACT_SIZES, fillSequence, marks } from './property-kit'

const RUNS = propertyRuns(150)
const sizeOf = (symbol: string) => CONTRACT_SIZES[symbol]
const booksOf = (fills: readonly Fill[]): Books => applyFills(new Map(), fills, sizeOf)
/** Equal to far better than a cent: the books round only at the 12th–18th decimal. */
const same = (a: Dec | string, b: Dec | string) =>
  expect(new D(a).sub(b).abs().lt('1e-9'), `${a.toString()} ≠ ${b.toString()}`).toBe(true)

/**
 * What the bot's money did, counted the other way round from the books: the quote it paid and
 * received, fees and funding, plus what it holds valued at the marks.
 */
function cashAndHoldings(fills: readonly Fill[], price: Record<string, number>): Dec {
  let sum = new D(0)
  const held = new Map<string, Dec>()
  for (const f of fills) {
    if (f.qty === '0') {
      sum = sum.add(f.realizedPnl ?? 0)
      continue
    }
    const sign = f.side === 'buy' ? 1 : -1
    sum = sum.sub(new D(f.quote).mul(sign)).sub(f.fee)
    const units = new D(f.qty).mul(CONTRACT_SIZES[f.symbol] ?? '1').mul(sign)
    held.set(f.symbol, (held.get(f.symbol) ?? new D(0)).add(units))
  }
  for (const [symbol, units] of held) sum = sum.add(units.mul(price[symbol]!))
  return sum
}

/** A bot's figures with an allocation of quote and of coins (a rebalance or basket's). */
const figures = (fills: readonly Fill[], price: Record<string, number>, kind = 'spot_grid') =>
  valuation({
    kind: kind as 'spot_grid',
    allocation: { USDT: '1000', BTC: '0.5', ETH: '2' },
    quote: 'USDT',
    books: booksOf(fills),
    priceOf: (s) => price[s]!,
    gridProfit: new TripBook().profit,
  })

describe('one accounting: identities over any fills and marks', () => {
  it('total = realised + unrealised − fees = equity − allocation = cash and holdings', () => {
    fc.assert(
      fc.property(fillSequence, marks, (fills, price) => {
        const v = figures(fills, price)
        same(v.total, v.realized.add(v.unrealized).sub(v.fees))
        const equity = v.allocation.add(v.change)
        same(equity.sub(v.allocation), v.total)
        same(v.total, cashAndHoldings(fills, price))
        same(
          v.allocation,
          new D(1000).add(new D('0.5').mul(price.BTCUSDT!)).add(new D(2).mul(price.ETHUSDT!)),
        )
      }),
      RUNS,
    )
  })

  it('grid profit is the sum of the round trips, however the fills were booked', () => {
    fc.assert(
      fc.property(fillSequence, fc.array(fc.nat(), { maxLength: 4 }), (fills, cuts) => {
        const trips = roundTrips(fills, CONTRACT_SIZES)
        const sum = trips.reduce((s, t) => s.add(t.profit), new D(0))
        // Booked in batches, as the list's cache books them between restarts and edits.
        const book = new TripBook()
        const at = [...new Set(cuts.map((c) => c % (fills.length + 1)))].sort((a, b) => a - b)
        let from = 0
        for (const to of [...at, fills.length]) {
          for (const f of fills.slice(from, to)) book.apply(f, sizeOf(f.symbol))
          from = Math.max(from, to)
        }
        expect(book.count).toBe(trips.length)
        same(book.profit, sum)
        const v = valuation({
          kind: 'futures_grid',
          allocation: { USDT: '1000' },
          quote: 'USDT',
          books: booksOf(fills),
          priceOf: () => 1,
          gridProfit: book.profit,
        })
        same(v.gridProfit!, sum)
      }),
      RUNS,
    )
  })

  it('once every position is closed, the round trips and funding are the whole profit', () => {
    fc.assert(
      fc.property(fillSequence, marks, (fills, price) => {
        // Close what is open at the marks, fee-free, so every quantity pairs into a trip.
        const books = booksOf(fills)
        const closing: Fill[] = []
        for (const [symbol, ledger] of books) {
          const position = new D(ledger.summary(0).position).div(CONTRACT_SIZES[symbol] ?? '1')
          if (position.isZero()) continue
          const p = price[symbol]!
          const qty = position.abs()
          closing.push({
            ...fills[0]!,
            seq: fills.length + closing.length + 1,
            symbol,
            side: position.isPositive() ? 'sell' : 'buy',
            price: p,
            qty: qty.toString(),
            quote: qty
              .mul(p)
              .mul(CONTRACT_SIZES[symbol] ?? '1')
              .toString(),
            fee: '0',
            realizedPnl: undefined,
          })
        }
        const all = [...fills, ...closing]
        const trips = roundTrips(all, CONTRACT_SIZES).reduce((s, t) => s.add(t.profit), new D(0))
        const funding = all.reduce(
          (s, f) => (f.qty === '0' ? s.add(f.realizedPnl ?? 0) : s),
          new D(0),
        )
        const v = figures(all, price)
        same(v.unrealized, '0')
        same(trips.add(funding), v.total)
        // Closing at the marks changes nothing: the open positions were already valued there.
        same(v.total, figures(fills, price).total)
      }),
      RUNS,
    )
  })

  it('the per-fill profit events add up to realised − fees', () => {
    fc.assert(
      fc.property(fillSequence, (fills) => {
        let events = new D(0)
        let count = 0
        const books = applyFills(new Map(), fills, sizeOf, (_f, realized, fee) => {
          events = events.add(realized).sub(fee)
          count++
        })
        const v = figures(fills, Object.fromEntries(fills.map((f) => [f.symbol, 1])))
        expect(count).toBe(fills.length)
        same(events, v.realized.sub(v.fees))
        same(
          totalOf(books, () => 1),
          v.total,
        )
      }),
      RUNS,
    )
  })

  it("the days' changes add up to the total, wherever the days are cut", () => {
    fc.assert(
      fc.property(
        fillSequence,
        fc.array(fc.tuple(fc.nat(), marks), { minLength: 1, maxLength: 4 }),
        marks,
        (fills, days, now) => {
          const cuts = days
            .map(([at, price]) => [at % (fills.length + 1), price] as const)
            .sort((a, b) => a[0] - b[0])
          let previous: { books: Books; price: Record<string, number> } = {
            books: new Map(),
            price: now,
          }
          let sum = new D(0)
          for (const [at, price] of cuts) {
            const books = booksOf(fills.slice(0, at))
            sum = sum.add(
              changeSince(
                previous.books,
                (s) => previous.price[s]!,
                books,
                (s) => price[s]!,
              ),
            )
            previous = { books, price }
          }
          // The books kept and fed the rest (an edit or a restart later) equal books fed once.
          const kept = previous.books
          applyFills(kept, fills.slice(cuts.at(-1)![0]), sizeOf)
          const today = changeSince(
            booksOf(fills.slice(0, cuts.at(-1)![0])),
            (s) => previous.price[s]!,
            kept,
            (s) => now[s]!,
          )
          sum = sum.add(today)
          same(sum, figures(fills, now).total)
          same(
            totalOf(kept, (s) => now[s]!),
            totalOf(booksOf(fills), (s) => now[s]!),
          )
        },
      ),
      RUNS,
    )
  })
})
