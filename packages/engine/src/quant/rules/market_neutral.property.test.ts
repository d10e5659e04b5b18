import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fundingApr, marketNeutralSchema, type MarketNeutralConfig } from '@atb/contract'
import { D } from '../../core/decimal'
import type { Fill } from '../../core/types'
import { Ledger } from '../../accounting/ledger'
import { PaperExchange } from '../../exchange/paper'
import { perpSpecOf, perpTickOf } from '../../exchange/specs'
import { Runner } from '../../runner/runner'
import { MemoryStore } from '../../runner/store'
import { expectNonNegative } from '../../strategies/property-kit'
import { testSpec } from '../../strategies/testkit'
import { quantPath } from '../property-kit'
import type { NeutralState } from './market_neutral'

const spot = testSpec()
const perp = perpSpecOf(spot)
const STEP = 15 * 60_000
const FUNDING_MS = 8 * 3_600_000

const configs: fc.Arbitrary<MarketNeutralConfig> = fc
  .record({
    total_amount: fc.integer({ min: 30, max: 5000 }),
    leverage: fc.integer({ min: 1, max: 3 }),
    min_funding_apr: fc.integer({ min: 0, max: 20 }),
    exit_gap: fc.integer({ min: 0, max: 20 }),
    rebalance_percent: fc.integer({ min: 5, max: 26 }),
  })
  .map(({ exit_gap, ...c }) =>
    marketNeutralSchema.validateSync({
      exchange_name: 'paper',
      coin_symbol: spot.symbol,
      coin_base_asset: 'TEST',
      coin_quote_asset: 'USDT',
      ...c,
      exit_funding_apr: c.min_funding_apr - exit_gap,
    }),
  )

/** A funding rate per 8 hours, from −0.03 % to +0.05 %, so entries and exits both happen. */
const rates = fc.array(fc.integer({ min: -3, max: 5 }), { minLength: 1, maxLength: 40 })

/** Runs one bot on both legs as the host does: each instant the perpetual ticks, then the pair. */
function simulate(config: MarketNeutralConfig, prices: number[], funding: number[]) {
  const venue = new PaperExchange({ symbols: [spot, perp] })
  const trades: Fill[] = []
  const seen: { time: number; rate: number; price: number }[] = []
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, f) => trades.push(f) })
  venue.tick({ symbol: spot.symbol, time: 0, price: 100 })
  venue.tick(perpTickOf({ symbol: spot.symbol, time: 0, price: 100 }))
  runner.add({
    id: 'p',
    kind: 'market_neutral',
    config,
    symbols: [spot.symbol, perp.symbol],
    time: 0,
    prices: { [spot.symbol]: 100, [perp.symbol]: 100 },
  })
  prices.forEach((price, i) => {
    const time = (i + 1) * STEP
    const rate = funding[Math.floor(time / FUNDING_MS) % funding.length]! / 10_000
    seen.push({ time, rate, price })
    runner.tick(perpTickOf({ symbol: spot.symbol, time, price }, rate))
    runner.tick({ symbol: spot.symbol, time, price })
  })
  const record = runner.bot('p')!
  return { venue, trades, seen, record, state: record.state as NeutralState, config }
}

type Run = ReturnType<typeof simulate>

/** The venue's quote, coins and short equal the bot's own books and two ledgers, to the decimal. */
function expectConserved(run: Run) {
  const initial = String(run.config.total_amount)
  const spotBook = new Ledger(initial)
  const perpBook = new Ledger('0')
  for (const f of run.trades) (f.symbol === perp.symbol ? perpBook : spotBook).apply(f)
  const b = run.venue.balances('p')
  const quote = new D(b.USDT!.free).add(b.USDT!.locked)
  const coins = new D(b.TEST?.free ?? 0).add(b.TEST?.locked ?? 0)
  const short = new D(run.venue.position('p', perp.symbol)?.qty ?? 0)
  const s = run.state
  expect(coins.eq(spotBook.summary(1).position)).toBe(true)
  // A bot that stopped (its short liquidated) no longer books the sale its stop placed.
  if (!s.stopped) {
    expect(coins.eq(s.spotQty) && short.eq(s.perpQty)).toBe(true)
    // The bot's cash is the venue's quote, margin included.
    expect(quote.eq(s.cash)).toBe(true)
  }
  // The perpetual's ledger holds its cash flows as notional; its realised + funding − fees is the quote it moved.
  const p = perpBook.summary(1)
  const spotCash = new D(spotBook.summary(1).cash)
  expect(spotCash.add(p.realizedPnl).add(p.funding).sub(p.fees).eq(quote)).toBe(true)
}

/**
 * No order without its reason: a spot buy from flat only when the last funding rate read was worth
 * entering; a close of both legs only when it fell under the exit rate, a leg was refused, or the
 * short was liquidated; a re-hedge only after the price moved the rebalance distance.
 */
function expectOrdersHaveReasons(run: Run) {
  const c = run.config
  let coins = new D(0)
  let hedgePrice = NaN
  for (const f of run.trades) {
    if (f.qty === '0') continue
    const before = run.seen.filter((t) => t.time <= f.time)
    const last = before.at(-1)
    if (!last) throw new Error('a fill before any tick')
    if (f.symbol === spot.symbol && f.side === 'buy' && coins.isZero()) {
      // The rate that decided is the one of the tick the order was placed on, at most a step back.
      const deciding = before.slice(-2)
      expect(deciding.some((t) => fundingApr(t.rate) >= c.min_funding_apr)).toBe(true)
    }
    if (f.symbol === perp.symbol && f.side === 'buy' && f.liquidation !== true) {
      const deciding = before.slice(-2)
      const exit = deciding.some((t) => fundingApr(t.rate) < c.exit_funding_apr)
      const moved = deciding.some(
        (t) => Math.abs(t.price / hedgePrice - 1) * 100 >= c.rebalance_percent,
      )
      expect(exit || moved || run.state.retryAt > -Infinity).toBe(true)
    }
    if (f.symbol === perp.symbol && f.side === 'sell') hedgePrice = f.price
    if (f.symbol === spot.symbol) coins = f.side === 'buy' ? coins.add(f.qty) : coins.sub(f.qty)
  }
}

const RUNS = { numRuns: 1000 }
const run = simulate

describe('market_neutral properties (decision 056)', () => {
  it('hedges on most generated paths, so the properties test something', () => {
    const runs = fc.sample(fc.tuple(configs, quantPath, rates), { numRuns: 100, seed: 56 })
    const hedged = runs.filter(([c, p, f]) => run(c, p, f).state.hedges > 0)
    expect(hedged.length).toBeGreaterThan(40)
  })

  it('balances never go negative', () => {
    fc.assert(
      fc.property(configs, quantPath, rates, (c, p, f) => expectNonNegative(run(c, p, f).venue)),
      RUNS,
    )
  }, 240_000)

  it('conserves quote, coins and the short against the books', () => {
    fc.assert(
      fc.property(configs, quantPath, rates, (c, p, f) => expectConserved(run(c, p, f))),
      RUNS,
    )
  }, 240_000)

  it('gives the same trades for the same inputs', () => {
    fc.assert(
      fc.property(configs, quantPath, rates, (c, p, f) => {
        expect(run(c, p, f).trades).toEqual(run(c, p, f).trades)
      }),
      RUNS,
    )
  }, 240_000)

  it('places no order without its reason', () => {
    fc.assert(
      fc.property(configs, quantPath, rates, (c, p, f) => expectOrdersHaveReasons(run(c, p, f))),
      RUNS,
    )
  }, 240_000)

  it('keeps the short within one lot (or dust) of the coins whenever it is hedged', () => {
    fc.assert(
      fc.property(configs, quantPath, rates, (c, p, f) => {
        const s = run(c, p, f).state
        if (s.phase !== 'hedged') return
        // What is left unhedged is under a lot, or too little to sell (under the minimum order).
        const gap = new D(s.spotQty).add(s.perpQty)
        const dust = gap.lt(perp.stepSize) || gap.mul(s.lastPrice).lt(spot.minNotional)
        expect(gap.gte(0) && dust).toBe(true)
      }),
      RUNS,
    )
  }, 240_000)
})
