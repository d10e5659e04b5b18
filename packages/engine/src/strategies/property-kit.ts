import fc from 'fast-check'
import { expect } from 'vitest'
import type { StrategyKind } from '@atb/contract'
import { D } from '../core/decimal'
import type { Fill } from '../core/types'
import { Ledger } from '../accounting/ledger'
import { PaperExchange } from '../exchange/paper'
import { Runner } from '../runner/runner'
import { MemoryStore } from '../runner/store'
import { strategyOf } from './registry'
import type { Holdings } from './common'
import { testSpec } from './testkit'

const spec = testSpec()

/**
 * Runs per property: the count `npm test` runs on its fixed seed, or `FC_RUNS` in
 * `npm run test:properties`, which explores fresh seeds with many more (issue 34).
 */
export const propertyRuns = (runs: number) => ({ numRuns: Number(process.env.FC_RUNS ?? runs) })

/** A property test's own timeout, lifted when `npm run test:properties` asks for more runs. */
export const propertyTimeout = (ms: number) => (process.env.FC_RUNS ? 3_600_000 : ms)

/** Up to 80 ticks, one a minute, as moves of ±3 % from 100: enough to cover, take profit and restart. */
export const pricePath = fc
  .array(fc.integer({ min: -300, max: 300 }), { minLength: 5, maxLength: 80 })
  .map((moves) => {
    let p = 100
    return moves.map((m) => (p = Math.max(1, Math.round(p * (1 + m / 10_000) * 100) / 100)))
  })

/** Runs one single-symbol bot on the paper exchange through the runner, as live paper bots run. */
export function simulate(
  kind: StrategyKind,
  config: unknown,
  prices: number[],
  onTick?: (venue: PaperExchange) => void,
) {
  const initial = strategyOf(kind).account(config, spec).balances[spec.quote]!
  const venue = new PaperExchange({ symbols: [spec] })
  venue.tick({ symbol: spec.symbol, time: 0, price: 100 })
  const trades: Fill[] = []
  const runner = new Runner(venue, new MemoryStore(), { onFill: (_id, f) => trades.push(f) })
  runner.add({
    id: 'p',
    kind,
    config,
    symbols: [spec.symbol],
    time: 0,
    prices: { [spec.symbol]: 100 },
  })
  prices.forEach((price, i) => {
    runner.tick({ symbol: spec.symbol, time: (i + 1) * 60_000, price })
    onTick?.(venue)
  })
  const record = runner.bot('p')!
  return { venue, trades, record, initial, last: prices.at(-1) ?? 100 }
}

export function expectNonNegative(venue: PaperExchange) {
  for (const b of Object.values(venue.balances('p')))
    expect(new D(b.free).gte(0) && new D(b.locked).gte(0)).toBe(true)
}

/**
 * Base and quote are conserved: the exchange holds exactly the initial quote moved by every fill and
 * its fee, the bot's own books agree, and equity = initial + realised + unrealised − fees.
 */
export function expectConserved(run: ReturnType<typeof simulate>) {
  const ledger = new Ledger(run.initial)
  for (const f of run.trades) ledger.apply(f)
  const s = ledger.summary(run.last)
  const b = run.venue.balances('p')
  const quote = new D(b.USDT!.free).add(b.USDT!.locked)
  const base = new D(b.TEST?.free ?? 0).add(b.TEST?.locked ?? 0)
  expect(quote.eq(s.cash)).toBe(true)
  expect(base.eq(s.position)).toBe(true)
  expect(new D(run.initial).add(s.realizedPnl).add(s.unrealizedPnl).sub(s.fees).eq(s.equity)).toBe(
    true,
  )
  const h = (run.record.state as unknown as { holdings: Holdings }).holdings
  expect(new D(h.cash).eq(s.cash) && new D(h.base).eq(s.position) && new D(h.fees).eq(s.fees)).toBe(
    true,
  )
}
