import { describe, expect, it } from 'vitest'
import {
  coverageAmount,
  coverageStepCount,
  coverageTrigger,
  dcaBudget,
  martingaleBudget,
  martingaleOrders,
  martingaleOrdersLeft,
  martingaleTakeProfitPercent,
  priceAbove,
  worstCaseOf,
} from './spotBudget'

const step = (price_unit: string, multiply_unit: string) =>
  ({ price_unit, multiply_unit, price_drop: 0.1, multiply: 3 }) as Parameters<
    typeof coverageAmount
  >[0] &
    Parameters<typeof coverageTrigger>[0]

describe('spot bot budgets', () => {
  it('computes coverage amounts and triggers by unit', () => {
    expect(coverageAmount(step('DYNAMIC', 'DYNAMIC'), '40', 25)).toBe('120')
    expect(coverageAmount(step('DYNAMIC', 'STATIC'), '40', 25)).toBe('3')
    expect(coverageAmount(step('DYNAMIC', 'FORCE_BUY'), '40', 25)).toBe('75')
    expect(coverageTrigger(step('DYNAMIC', 'STATIC'), 200)).toBeCloseTo(199.8)
    expect(coverageTrigger(step('STATIC', 'STATIC'), 2)).toBeCloseTo(1.9)
    expect(coverageTrigger(step('FORCE_BUY', 'STATIC'), 2)).toBe(Infinity)
  })

  it('reserves the first order, the steps that can run and 1 % for fees', () => {
    const coverage = [
      { price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 5, multiply: 2 },
      { price_unit: 'DYNAMIC', multiply_unit: 'STATIC', price_drop: 5, multiply: 10 },
    ] as never
    // 25 + 50 + 10 = 85, plus 1 %.
    expect(martingaleBudget({ coin_initial_opening: 25, coverage })).toBe('85.85')
    // Only the first step may run: 25 + 50 = 75, plus 1 %.
    expect(coverageStepCount({ coverage, coverage_x: 1 })).toBe(1)
    expect(martingaleBudget({ coin_initial_opening: 25, coverage, coverage_x: 1 })).toBe('75.75')
    expect(martingaleBudget({ coin_initial_opening: 25, coverage, coverage_x: 0 })).toBe('25.25')
  })

  it('reserves every DCA order and 1 % for fees, or those after the ones placed', () => {
    expect(dcaBudget({ amount: 20, order_count: 5 })).toBe('101')
    expect(dcaBudget({ amount: 20, order_count: 5 }, 2)).toBe('60.6')
    expect(dcaBudget({ amount: 20, order_count: 5 }, 5)).toBe('0')
  })
})

/** The bot: 100 USDT, then three steps each twice the last, 2 % apart, 0.5 % pullback. */
const doubling = { price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 2, multiply: 2 }
const cycle = {
  coin_initial_opening: 100,
  drop_pullback: 0.5,
  coverage: [doubling, doubling, doubling] as never,
}

describe('a martingale cycle’s orders', () => {
  it('walks each step down from the previous buy, in decimal, after the pullback', () => {
    const orders = martingaleOrders(cycle, 60000)
    // 60000 − 2 % = 58800, bought at +0.5 % = 59094; 59094 − 2 % = 57912.12, and so on.
    expect(orders.map((o) => o.trigger)).toEqual(['60000', '58800', '57912.12', '57037.646988'])
    expect(orders.map((o) => o.amount)).toEqual(['100', '200', '400', '800'])
    expect(orders.map((o) => o.cumulative)).toEqual(['100', '300', '700', '1500'])
    expect(martingaleOrders(cycle, null).every((o) => o.trigger === null)).toBe(true)
  })

  it('has one worst case for the wizard, the engine’s reserve and a cycle that has not bought', () => {
    expect(worstCaseOf(martingaleOrders(cycle, 60000))).toBe('1515')
    expect(martingaleBudget(cycle)).toBe('1515')
  })

  it('walks what a running cycle has left from its last buy and the quote that buy spent', () => {
    // One step done: the last buy (59094) spent 199.8 after the fee, so the next doubles that.
    const left = martingaleOrdersLeft(cycle, {
      steps: 1,
      lastBuyPrice: 59094,
      lastOrderQuote: '199.8',
    })
    expect(left).toEqual([
      { step: 2, trigger: '57912.12', amount: '399.6', cumulative: '399.6' },
      { step: 3, trigger: '57037.646988', amount: '799.2', cumulative: '1198.8' },
    ])
    expect(worstCaseOf(left)).toBe('1210.788')
    // Every step used: nothing is left to pay for (the warning once asked for the last buy again).
    const done = { steps: 3, lastBuyPrice: 57320.379, lastOrderQuote: '791' }
    expect(martingaleOrdersLeft(cycle, done)).toEqual([])
    expect(worstCaseOf([])).toBe('0')
  })

  it('takes profit at the ratio, or where trailing starts when that is further', () => {
    expect(martingaleTakeProfitPercent({ take_profit_ratio: 1.5 })).toBe(1.5)
    const tsl = { start: 3, gap: 1, ceiling_gap: 2 }
    expect(martingaleTakeProfitPercent({ take_profit_ratio: 1.5, option_tsl: tsl })).toBe(3)
    expect(priceAbove('58961.3', 1.5)).toBe('59845.7195')
  })
})
