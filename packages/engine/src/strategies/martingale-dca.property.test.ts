import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dcaBotSchema, spotBotSchema } from '@atb/contract'
import {
  expectConserved,
  expectNonNegative,
  pricePath,
  propertyRuns,
  propertyTimeout,
  simulate,
} from './property-kit'
import { coin } from './testkit'

const RUNS = propertyRuns(1000)
const unit = fc.constantFrom('DYNAMIC', 'STATIC', 'FORCE_BUY')
const step = fc
  .record({
    price_unit: unit,
    multiply_unit: unit,
    drop: fc.integer({ min: 1, max: 15 }),
    multiply: fc.integer({ min: 1, max: 3 }),
  })
  .map((s) => ({
    price_unit: s.price_unit,
    multiply_unit: s.multiply_unit,
    price_drop: s.drop,
    multiply: s.multiply_unit === 'STATIC' ? s.multiply * 20 : s.multiply,
  }))
const martingale = fc
  .record({
    coin_initial_opening: fc.integer({ min: 25, max: 200 }),
    take_profit_ratio: fc.integer({ min: 1, max: 60 }).map((x) => x / 10),
    drop_pullback: fc.integer({ min: 1, max: 30 }).map((x) => x / 10),
    tp_retrectment: fc.integer({ min: 1, max: 30 }).map((x) => x / 10),
    coverage: fc.array(step, { maxLength: 3 }),
    trailing: fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined }),
  })
  .map(({ trailing, ...c }) =>
    spotBotSchema.validateSync({
      ...coin,
      ...c,
      ...(trailing
        ? {
            tp_retrectment: undefined,
            enable_option_tsl: true,
            option_tsl: { start: trailing, gap: trailing / 2, ceiling_gap: trailing },
          }
        : {}),
    }),
  )
const dca = fc
  .record({
    amount: fc.integer({ min: 15, max: 100 }),
    interval_minutes: fc.integer({ min: 1, max: 20 }),
    order_count: fc.integer({ min: 1, max: 10 }),
    tp: fc.option(
      fc.integer({ min: 1, max: 100 }).map((x) => x / 10),
      { nil: undefined },
    ),
  })
  .map(({ tp, ...c }) =>
    dcaBotSchema.validateSync({
      ...coin,
      ...c,
      ...(tp ? { enable_option_take_profit: true, option_take_profit: tp } : {}),
    }),
  )
const cases = [
  ['spot_martingale', martingale],
  ['dca', dca],
] as const

describe.each(cases)('%s properties', (kind, configs) => {
  it(
    'balances never go negative',
    () => {
      fc.assert(
        fc.property(configs, pricePath, (c, prices) => {
          simulate(kind, c, prices, expectNonNegative)
        }),
        RUNS,
      )
    },
    propertyTimeout(120_000),
  )

  it(
    'conserves base and quote once fees and realised PnL are counted',
    () => {
      fc.assert(
        fc.property(configs, pricePath, (c, prices) => {
          expectConserved(simulate(kind, c, prices))
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
        fc.property(configs, pricePath, (c, prices) => {
          expect(simulate(kind, c, prices).trades).toEqual(simulate(kind, c, prices).trades)
        }),
        RUNS,
      )
    },
    propertyTimeout(120_000),
  )
})
