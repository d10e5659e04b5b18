import fc from 'fast-check'
import { D, str } from '../core/decimal'
import type { Fill, Side } from '../core/types'

/**
 * Random fill sequences for the accounting's properties: grid round trips, martingale/DCA
 * cycles, futures with contract sizes and funding rows, any order, split into partial fills,
 * fees in the quote. A scenario is several segments one after another (a reconfigured bot just
 * keeps filling), on one or several symbols (a basket).
 */

/** Spot pairs trade whole units; the perpetuals trade contracts of these sizes. */
export const SPOT = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'] as const
export const PERPS = { BTCPERP: '0.001', GOLDPERP: '0.01', ETHPERP: '0.1' } as const
export const CONTRACT_SIZES: Record<string, string> = { ...PERPS }
export const ALL_SYMBOLS = [...SPOT, ...Object.keys(PERPS)]

/** A fill before its place in the sequence is known. */
type Draft = Omit<Fill, 'seq' | 'clientId' | 'time' | 'maker' | 'feeAsset'>

const cents = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100)
const qtyOf = fc.integer({ min: 1, max: 5000 }).map((n) => str(new D(n).div(1000)))
/** A fee rate in basis points, 0 to 0.1 %. */
const feeBps = fc.integer({ min: 0, max: 10 })

function trade(symbol: string, side: Side, price: number, qty: string, bps: number): Draft {
  const quote = new D(price).mul(qty).mul(CONTRACT_SIZES[symbol] ?? '1')
  return {
    symbol,
    side,
    price,
    qty,
    quote: str(quote),
    fee: str(quote.mul(bps).div(10_000).toDecimalPlaces(8)),
  }
}

/** One order filled in 1–3 parts (partial fills), each with its own fee. */
const filled = (symbol: string, side: Side, price: number, qty: string, bps: number) =>
  fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }).map((weights) => {
    const sum = weights.reduce((a, b) => a + b, 0)
    const total = new D(qty)
    let left = total
    const parts = weights.map((w, i) => {
      const part =
        i === weights.length - 1 ? left : total.mul(w).div(sum).toDecimalPlaces(6, D.ROUND_DOWN)
      left = left.sub(part)
      return trade(symbol, side, price, str(part), bps)
    })
    // A part rounded down to nothing was never a fill.
    return parts.filter((d) => d.qty !== '0')
  })
const flat = (parts: Draft[][]) => parts.flat()

/** A grid: buys at levels, most closed by a sell one level up, in the order the price went. */
const grid = fc
  .record({
    symbol: fc.constantFrom(...SPOT, ...Object.keys(PERPS)),
    lower: cents(10, 500),
    step: cents(0.5, 20),
    qty: qtyOf,
    bps: feeBps,
    moves: fc.array(fc.record({ level: fc.nat(9), closes: fc.boolean() }), {
      minLength: 1,
      maxLength: 8,
    }),
  })
  .chain((g) =>
    fc
      .tuple(
        ...g.moves.map((m) => {
          const at = (i: number) => Math.round((g.lower + i * g.step) * 100) / 100
          const buy = filled(g.symbol, 'buy', at(m.level), g.qty, g.bps)
          if (!m.closes) return buy
          const sell = filled(g.symbol, 'sell', at(m.level + 1), g.qty, g.bps)
          return fc.tuple(buy, sell).map(([b, s]) => [...b, ...s])
        }),
      )
      .map(flat),
  )

/** Martingale / DCA: buys at falling prices with growing amounts, maybe one take-profit sell. */
const martingale = fc
  .record({
    symbol: fc.constantFrom(...SPOT),
    start: cents(1, 1000),
    dropPct: fc.integer({ min: 1, max: 15 }),
    multiply: fc.integer({ min: 1, max: 3 }),
    qty: qtyOf,
    steps: fc.integer({ min: 1, max: 5 }),
    takeProfit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    bps: feeBps,
  })
  .chain((m) => {
    const orders: fc.Arbitrary<Draft[]>[] = []
    let price = m.start
    let qty = new D(m.qty)
    let held = new D(0)
    for (let i = 0; i < m.steps; i++) {
      orders.push(filled(m.symbol, 'buy', price, str(qty), m.bps))
      held = held.add(qty)
      price = Math.max(0.01, Math.round(price * (100 - m.dropPct)) / 100)
      qty = qty.mul(m.multiply)
    }
    if (m.takeProfit !== undefined) {
      const exit = Math.round(price * (100 + m.takeProfit)) / 100
      orders.push(filled(m.symbol, 'sell', exit, str(held), m.bps))
    }
    return fc.tuple(...orders).map(flat)
  })

/** Futures: either side (shorts too), contracts of the symbol's size, funding rows (qty '0'). */
const futures = fc
  .record({
    symbol: fc.constantFrom(...(Object.keys(PERPS) as (keyof typeof PERPS)[])),
    bps: feeBps,
    steps: fc.array(
      fc.oneof(
        fc.record({
          side: fc.constantFrom<Side>('buy', 'sell'),
          price: cents(1, 3000),
          qty: qtyOf,
        }),
        fc.record({ funding: fc.integer({ min: -500, max: 500 }).map((c) => c / 100) }),
      ),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .chain((f) =>
    fc
      .tuple(
        ...f.steps.map((s): fc.Arbitrary<Draft[]> =>
          'funding' in s
            ? fc.constant([
                {
                  symbol: f.symbol,
                  side: 'sell' as const,
                  price: 0,
                  qty: '0',
                  quote: '0',
                  fee: '0',
                  realizedPnl: str(new D(s.funding)),
                },
              ])
            : filled(f.symbol, s.side, s.price, s.qty, f.bps),
        ),
      )
      .map((parts) => parts.flat()),
  )

/** Anything at all on a spot pair: sells beyond what was bought (a coin allocation) included. */
const anyOrder = fc
  .record({
    symbol: fc.constantFrom(...SPOT),
    side: fc.constantFrom<Side>('buy', 'sell'),
    price: cents(1, 2000),
    qty: qtyOf,
    bps: feeBps,
  })
  .chain((o) => filled(o.symbol, o.side, o.price, o.qty, o.bps))

const segment = fc.oneof(grid, martingale, futures, anyOrder)

/**
 * A bot's whole life of fills: segments one after another (edits), sometimes two interleaved
 * (a basket trading several symbols at once), numbered and timed in sequence order.
 */
export const fillSequence: fc.Arbitrary<Fill[]> = fc
  .array(fc.tuple(segment, segment, fc.boolean()), { minLength: 1, maxLength: 4 })
  .chain((parts) => {
    const interleaved = parts.map(([a, b, together]) =>
      together
        ? fc
            .array(fc.boolean(), { minLength: a.length + b.length, maxLength: a.length + b.length })
            .map((picks) => {
              const [x, y] = [[...a], [...b]]
              return picks.map((p) => ((p && x.length) || !y.length ? x.shift()! : y.shift()!))
            })
        : fc.constant(a),
    )
    return fc.tuple(...interleaved).map((segments) =>
      segments.flat().map((d, i): Fill => ({
        ...d,
        seq: i + 1,
        clientId: `b:${i + 1}`,
        time: 1_700_000_000_000 + i * 60_000,
        maker: true,
        feeAsset: 'USDT',
      })),
    )
  })

/** A mark price for every symbol. */
export const marks = fc
  .tuple(...ALL_SYMBOLS.map(() => cents(0.01, 5000)))
  .map((ps) => Object.fromEntries(ALL_SYMBOLS.map((s, i) => [s, ps[i]!])) as Record<string, number>)
