import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rebalanceBotSchema } from '@atb/contract'
import { D } from '../core/decimal'
import type { Fill } from '../core/types'
import { PaperExchange } from '../exchange/paper'
import { symbolSpec } from '../exchange/specs'
import { Runner } from '../runner/runner'
import { MemoryStore } from '../runner/store'
import { propertyRuns, propertyTimeout } from './property-kit'
import type { RebalanceState } from './rebalance'

const RUNS = propertyRuns(1000)
const rules = {
  quote: 'USDT',
  tickSize: '0.01',
  stepSize: '0.01',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
}
const specs = ['AAA', 'BBB', 'CCC'].map((base) =>
  symbolSpec(`${base}USDT`, 'spot', { ...rules, base }),
)

/** Two or three holdings with integer targets of at least 5 % that add up to 100. */
const targets = fc.oneof(
  fc.integer({ min: 5, max: 95 }).map((a) => [a, 100 - a]),
  fc
    .tuple(fc.integer({ min: 5, max: 90 }), fc.integer({ min: 5, max: 85 }))
    .filter(([a, b]) => a + b <= 95)
    .map(([a, b]) => [a, b, 100 - a - b]),
)
const config = fc.record({
  targets,
  initial_amount: fc.integer({ min: 50, max: 3000 }),
  mode: fc.oneof(
    fc
      .constantFrom(30, 60)
      .map((p) => ({ automatic_rebalance_condition: 'periodic', advanced_config_period: p })),
    fc
      .constantFrom(0.5, 1, 2, 5, 10)
      .map((t) => ({ automatic_rebalance_condition: 'threshold', advanced_config_threshold: t })),
  ),
  trigger: fc.option(fc.integer({ min: 80, max: 120 }), { nil: undefined }),
  stop: fc.option(
    fc.record({
      stop_loss_ratio: fc.integer({ min: 1, max: 30 }),
      take_profit_ratio: fc.integer({ min: 1, max: 30 }),
    }),
    { nil: undefined },
  ),
})
/** Up to 60 moves of ±6 %, each on one coin, ten minutes apart. */
const moves = fc.array(fc.tuple(fc.nat(2), fc.integer({ min: -600, max: 600 })), {
  minLength: 3,
  maxLength: 60,
})

type Generated = typeof config extends fc.Arbitrary<infer T> ? T : never

function simulate(g: Generated, path: [number, number][], onTick?: (venue: PaperExchange) => void) {
  const used = specs.slice(0, g.targets.length)
  const cfg = rebalanceBotSchema.validateSync({
    exchange_name: 'paper',
    remaining: 100,
    holding: used.map((s, i) => ({ coin_base_asset: s.base, target_percent: g.targets[i]! })),
    initial_amount: g.initial_amount,
    ...g.mode,
    ...(g.trigger
      ? {
          enable_option_tigger_price: true,
          trigger_prices: [{ coin_base_asset: 'AAA', price: g.trigger }],
        }
      : {}),
    ...(g.stop ? { enable_option_stop_tigger: true, stop_trigger: g.stop } : {}),
  })
  const venue = new PaperExchange({ symbols: used })
  const prices = used.map(() => 100)
  for (const s of used) venue.tick({ symbol: s.symbol, time: 0, price: 100 })
  const trades: Fill[] = []
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, f) => trades.push(f) })
  runner.add({
    id: 'r',
    kind: 'spot_rebalance',
    config: cfg,
    symbols: used.map((s) => s.symbol),
    time: 0,
    prices: Object.fromEntries(used.map((s) => [s.symbol, 100])),
  })
  path.forEach(([coin, move], i) => {
    const k = coin % used.length
    prices[k] = Math.max(1, Math.round(prices[k]! * (1 + move / 10_000) * 100) / 100)
    runner.tick({ symbol: used[k]!.symbol, time: (i + 1) * 600_000, price: prices[k]! })
    onTick?.(venue)
  })
  return { venue, trades, runner, cfg }
}

describe('spot rebalance properties', () => {
  it(
    'balances never go negative',
    () => {
      fc.assert(
        fc.property(config, moves, (g, path) => {
          simulate(g, path, (venue) => {
            for (const b of Object.values(venue.balances('r')))
              expect(new D(b.free).gte(0) && new D(b.locked).gte(0)).toBe(true)
          })
        }),
        RUNS,
      )
    },
    propertyTimeout(120_000),
  )

  it(
    'conserves value net of fees: the exchange and the bot both hold exactly what the fills say',
    () => {
      fc.assert(
        fc.property(config, moves, (g, path) => {
          const { venue, trades, runner, cfg } = simulate(g, path)
          const expected = new Map<string, InstanceType<typeof D>>([
            ['USDT', new D(cfg.initial_amount)],
          ])
          for (const f of trades) {
            const sign = f.side === 'buy' ? 1 : -1
            const base = f.symbol.replace('USDT', '')
            expected.set('USDT', expected.get('USDT')!.sub(new D(f.quote).mul(sign)).sub(f.fee))
            expected.set(base, (expected.get(base) ?? new D(0)).add(new D(f.qty).mul(sign)))
          }
          const held = venue.balances('r')
          for (const [asset, amount] of expected)
            expect(new D(held[asset]!.free).add(held[asset]!.locked).eq(amount)).toBe(true)
          const state = runner.bot('r')!.state as RebalanceState
          expect(new D(state.cash).eq(expected.get('USDT')!)).toBe(true)
          for (const [asset, qty] of Object.entries(state.held))
            expect(new D(qty).eq(expected.get(asset) ?? 0)).toBe(true)
        }),
        RUNS,
      )
    },
    propertyTimeout(120_000),
  )

  it(
    'gives the same trades for the same inputs',
    () => {
      fc.assert(
        fc.property(config, moves, (g, path) => {
          expect(simulate(g, path).trades).toEqual(simulate(g, path).trades)
        }),
        RUNS,
      )
    },
    propertyTimeout(120_000),
  )
})
