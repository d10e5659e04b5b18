import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gridBotSchema } from '@atb/contract'
import { D } from '../core/decimal'
import type { Fill } from '../core/types'
import { Ledger } from '../accounting/ledger'
import { PaperExchange } from '../exchange/paper'
import { Runner } from '../runner/runner'
import { MemoryStore } from '../runner/store'
import { propertyRuns } from './property-kit'
import { coin, testSpec } from './testkit'

const spec = testSpec()
const RUNS = propertyRuns(1000)

const gridConfig = fc.record({
  number_of_grid: fc.integer({ min: 2, max: 40 }),
  coin_per_grid: fc.integer({ min: 25, max: 200 }),
  lower_price: fc.integer({ min: 50, max: 95 }),
  upper_price: fc.integer({ min: 105, max: 150 }),
  grid_mode: fc.constantFrom('arithmetic', 'geometric'),
  stop: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
})
/** Up to 80 ticks as moves of ±3 % from 100, so paths cross many levels and leave the range. */
const pricePath = fc
  .array(fc.integer({ min: -300, max: 300 }), { minLength: 5, maxLength: 80 })
  .map((moves) => {
    let p = 100
    return moves.map((m) => (p = Math.max(1, Math.round(p * (1 + m / 10_000) * 100) / 100)))
  })

type Generated = typeof gridConfig extends fc.Arbitrary<infer T> ? T : never

function simulate(
  g: Generated,
  prices: number[],
  onTick?: (venue: PaperExchange, price: number) => void,
) {
  const config = gridBotSchema.validateSync({
    ...coin,
    ...g,
    space_of_grid: 1,
    ...(g.stop ? { enable_option_stop_loss_percent: true, option_stop_loss_percent: g.stop } : {}),
  })
  const venue = new PaperExchange({ symbols: [spec] })
  venue.tick({ symbol: spec.symbol, time: 0, price: 100 })
  const trades: Fill[] = []
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, f) => trades.push(f) })
  runner.add({
    id: 'g',
    kind: 'spot_grid',
    config,
    symbols: [spec.symbol],
    time: 0,
    prices: { [spec.symbol]: 100 },
  })
  prices.forEach((price, i) => {
    runner.tick({ symbol: spec.symbol, time: (i + 1) * 1000, price })
    onTick?.(venue, price)
  })
  return { venue, trades, config }
}

describe('spot grid properties', () => {
  it('balances never go negative', () => {
    fc.assert(
      fc.property(gridConfig, pricePath, (g, prices) => {
        simulate(g, prices, (venue) => {
          for (const b of Object.values(venue.balances('g'))) {
            expect(new D(b.free).gte(0) && new D(b.locked).gte(0)).toBe(true)
          }
        })
      }),
      RUNS,
    )
  }, 60_000)

  it('conserves base and quote once fees and realised PnL are counted', () => {
    fc.assert(
      fc.property(gridConfig, pricePath, (g, prices) => {
        const { venue, trades, config } = simulate(g, prices)
        const initial = new D(config.coin_per_grid).mul(config.number_of_grid).mul(1.01)
        const ledger = new Ledger(initial.toFixed())
        for (const f of trades) ledger.apply(f)
        const last = prices.at(-1)!
        const s = ledger.summary(last)
        const b = venue.balances('g')
        const quote = new D(b.USDT!.free).add(b.USDT!.locked)
        const base = new D(b.TEST?.free ?? 0).add(b.TEST?.locked ?? 0)
        expect(quote.eq(s.cash)).toBe(true)
        expect(base.eq(s.position)).toBe(true)
        expect(initial.add(s.realizedPnl).add(s.unrealizedPnl).sub(s.fees).eq(s.equity)).toBe(true)
      }),
      RUNS,
    )
  }, 60_000)

  it('never holds more than number_of_grid open orders', () => {
    fc.assert(
      fc.property(gridConfig, pricePath, (g, prices) => {
        simulate(g, prices, (venue) => {
          expect(
            venue.openOrders('g').filter((o) => o.type === 'limit').length,
          ).toBeLessThanOrEqual(g.number_of_grid)
        })
      }),
      RUNS,
    )
  }, 60_000)

  it('gives the same trades for the same inputs', () => {
    fc.assert(
      fc.property(gridConfig, pricePath, (g, prices) => {
        expect(simulate(g, prices).trades).toEqual(simulate(g, prices).trades)
      }),
      RUNS,
    )
  }, 60_000)
})
