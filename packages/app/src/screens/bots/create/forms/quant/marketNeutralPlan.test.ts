import { describe, expect, it } from 'vitest'
import { neutralPlan, rebalanceMax } from './marketNeutralPlan'

const defaults = { total_amount: 1000, leverage: 1, min_funding_apr: 8, rebalance_percent: 30 }

describe('market neutral preview plan', () => {
  it('splits, hedges and places the short at the last price', () => {
    const plan = neutralPlan({ ...defaults, total_amount: 900, leverage: 2 }, 65000)
    expect(plan.split?.spot).toBeCloseTo(598.8, 10)
    expect(plan.split?.margin).toBeCloseTo(299.4, 10)
    expect(plan.hedge).toBeCloseTo(598.8 / 65000, 12)
    // 65,000 × (1 + 1/2 − 0.005)
    expect(plan.liquidation).toBeCloseTo(97175, 6)
    expect(plan.rebalance?.low).toBeCloseTo(45500, 6)
    expect(plan.rebalance?.high).toBeCloseTo(84500, 6)
  })

  it('earns the paper baseline on the spot amount and enters when it reaches the entry rate', () => {
    const plan = neutralPlan(defaults, 65000)
    expect(plan.baseline.apr).toBeCloseTo(10.95, 10)
    expect(plan.earnings?.day).toBeCloseTo(0.1497, 10)
    expect(plan.earnings?.year).toBeCloseTo(54.6405, 10)
    expect(plan.entersNow).toBe(true)
    expect(neutralPlan({ ...defaults, min_funding_apr: 12 }, 65000).entersNow).toBe(false)
    expect(neutralPlan({ ...defaults, min_funding_apr: 10.95 }, 65000).entersNow).toBe(true)
  })

  it('leaves out what a missing price or value cannot give, and never NaN', () => {
    const noPrice = neutralPlan(defaults, undefined)
    expect(noPrice.split).toEqual({ spot: 499, margin: 499, reserve: 2 })
    expect(noPrice.hedge).toBeUndefined()
    expect(noPrice.liquidation).toBeUndefined()
    expect(noPrice.rebalance).toBeUndefined()
    const empty = neutralPlan({ total_amount: Number.NaN, rebalance_percent: 120 }, 65000)
    expect(empty.split).toBeUndefined()
    expect(empty.earnings).toBeUndefined()
    expect(empty.rebalance).toBeUndefined()
    expect(empty.entersNow).toBeUndefined()
    expect(neutralPlan({ ...defaults, leverage: 1.5 }, 65000).liquidation).toBeUndefined()
  })

  it('allows a rebalance move up to the schema’s 50 or the leverage’s maximum', () => {
    expect([1, 2, 3].map(rebalanceMax)).toEqual([50, 40, 26])
  })
})
