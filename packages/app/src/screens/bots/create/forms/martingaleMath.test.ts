import { describe, expect, it } from 'vitest'
import { spotBotSchema } from '@atb/contract'
import { strategyOf, symbolSpec } from '@atb/engine'
import { dcaPlan, firstOrderPrice, martingalePlan, type MartingaleValues } from './martingaleMath'

const steps = [
  { price_unit: 'DYNAMIC', price_drop: 2, multiply_unit: 'DYNAMIC', multiply: 2 },
  { price_unit: 'STATIC', price_drop: 1000, multiply_unit: 'STATIC', multiply: 150 },
  { price_unit: 'FORCE_BUY', price_drop: 0, multiply_unit: 'FORCE_BUY', multiply: 3 },
] as const

const values = {
  coin_initial_opening: 100,
  take_profit_ratio: 2,
  drop_pullback: 1,
  tp_retrectment: 0.5,
  coverage: steps.map((s) => ({ ...s })),
} satisfies MartingaleValues

describe('martingalePlan', () => {
  it('lays out each order by unit, walking down from the last buy after the pullback', () => {
    const plan = martingalePlan(values, 65000)!
    // 65000 − 2 % = 63700 (buys at +1 %: 64337); 64337 − 1000 = 63337 (buys at 63970.37);
    // force buy at once at 63970.37. Amounts: 100, 100 × 2, 150, 100 × 3.
    expect(plan.rows.map((r) => r.step)).toEqual([0, 1, 2, 3])
    expect(plan.rows.map((r) => r.amount)).toEqual([100, 200, 150, 300])
    expect(plan.rows.map((r) => r.cumulative)).toEqual([100, 300, 450, 750])
    const triggers = plan.rows.map((r) => r.trigger!)
    expect(triggers[0]).toBe(65000)
    expect(triggers[1]).toBeCloseTo(63700, 6)
    expect(triggers[2]).toBeCloseTo(63337, 6)
    expect(triggers[3]).toBeCloseTo(63970.37, 6)
    // 750 plus 1 % for fees.
    expect(plan.worstCase).toBe(757.5)
    expect(plan.listed).toBe(3)
  })

  it('runs only the first coverage-times steps', () => {
    const plan = martingalePlan({ ...values, coverage_x: 2 }, 65000)!
    expect(plan.rows).toHaveLength(3)
    expect(plan.listed).toBe(3)
    // (100 + 200 + 150) × 1.01
    expect(plan.worstCase).toBe(454.5)
  })

  it('starts at the entry price only when it is below the market', () => {
    const below = { ...values, enable_option_entry_price: true, option_entry_price: 60000 }
    expect(firstOrderPrice(below, 65000)).toBe(60000)
    expect(martingalePlan(below, 65000)!.rows[1]!.trigger).toBeCloseTo(58800, 6)
    expect(firstOrderPrice({ ...below, option_entry_price: 70000 }, 65000)).toBe(65000)
    expect(firstOrderPrice({ ...below, enable_option_entry_price: false }, 65000)).toBe(65000)
  })

  it('marks a step the price can never reach, and every step after it', () => {
    const deep = {
      ...values,
      coverage: [{ ...steps[1], price_drop: 70000 }, { ...steps[0] }],
    }
    const plan = martingalePlan(deep, 65000)!
    expect(plan.rows.map((r) => r.trigger)).toEqual([65000, null, null])
    // Still reserved: 100 + 150 + 300.
    expect(plan.worstCase).toBe(555.5)
  })

  it('counts the capital without a price, and waits for every amount', () => {
    expect(martingalePlan(values, undefined)!.rows.every((r) => r.trigger === null)).toBe(true)
    expect(martingalePlan(values, undefined)!.worstCase).toBe(757.5)
    expect(martingalePlan({ ...values, coin_initial_opening: undefined }, 65000)).toBeUndefined()
    const half = { ...values, coverage: [{ price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC' }] }
    expect(martingalePlan(half as MartingaleValues, 65000)).toBeUndefined()
  })

  it("reserves at worst exactly what the engine's account reserves for the same config", () => {
    const config = spotBotSchema.validateSync({
      ...values,
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
    })
    const spec = symbolSpec('BTCUSDT')
    for (const c of [config, { ...config, coverage_x: 1 }]) {
      const reserved = strategyOf('spot_martingale').account(c, spec).balances[spec.quote]
      expect(martingalePlan(c, 65000)!.worstCase).toBe(Number(reserved))
    }
  })
})

describe('dcaPlan', () => {
  it('shows the first orders and the last one, with the total and the fee reserve', () => {
    const plan = dcaPlan({ amount: 20, interval_minutes: 60, order_count: 10 })!
    expect(plan.orders.map((o) => [o.order, o.after, o.cumulative])).toEqual([
      [1, 0, 20],
      [2, 60, 40],
      [3, 120, 60],
      [4, 180, 80],
      [10, 540, 200],
    ])
    expect(plan.hidden).toBe(5)
    expect(plan.span).toBe(540)
    expect(plan.total).toBe(202)
  })

  it('shows every order of a short schedule, and waits for every field', () => {
    expect(dcaPlan({ amount: 15, interval_minutes: 30, order_count: 2 })!.orders).toHaveLength(2)
    expect(dcaPlan({ amount: 15, interval_minutes: 30 })).toBeUndefined()
  })

  it("reserves exactly what the engine's account reserves", () => {
    const spec = symbolSpec('BTCUSDT')
    const config = { amount: 20, interval_minutes: 60, order_count: 10 }
    const reserved = strategyOf('dca').account(config, spec).balances[spec.quote]
    expect(dcaPlan(config)!.total).toBe(Number(reserved))
  })
})
