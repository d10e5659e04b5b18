import { describe, expect, it } from 'vitest'
import {
  coverageAmount,
  coverageStepCount,
  coverageTrigger,
  dcaBudget,
  martingaleBudget,
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

  it('reserves every DCA order and 1 % for fees', () => {
    expect(dcaBudget({ amount: 20, order_count: 5 })).toBe('101')
  })
})
