import { describe, expect, it } from 'vitest'
import { validate } from '../../schemas/validate'
import {
  fundingApr,
  marketNeutralSchema,
  maxRebalancePercent,
  neutralSplit,
  perpSymbolOf,
  shortLiquidation,
} from './market_neutral'

const valid = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  total_amount: 1000,
  leverage: 1,
  min_funding_apr: 8,
  exit_funding_apr: 0,
  rebalance_percent: 30,
}

const texts = async (input: unknown) => {
  const result = await validate(marketNeutralSchema, input)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

describe('market_neutral config (decision 056)', () => {
  it('accepts a 1× hedge that enters at 8 % a year', async () => {
    expect(await texts(valid)).toEqual({})
  })

  it('names each bad field with its range', async () => {
    expect(
      await texts({
        ...valid,
        total_amount: 20,
        leverage: 4,
        min_funding_apr: 101,
        rebalance_percent: 2,
      }),
    ).toEqual({
      total_amount: 'The total amount must be at least 30',
      leverage: 'The leverage must be at most 3',
      min_funding_apr: 'The yearly funding rate to enter must be at most 100',
      rebalance_percent: 'The rebalance move must be at least 5',
    })
  })

  it('exits at or below its entry rate', async () => {
    expect(await texts({ ...valid, exit_funding_apr: 9 })).toEqual({
      exit_funding_apr:
        'The yearly funding rate to exit must be at most the yearly funding rate to enter',
    })
    expect(await texts({ ...valid, exit_funding_apr: 8 })).toEqual({})
  })

  it('rebalances before the short could be liquidated', async () => {
    expect(await texts({ ...valid, leverage: 3, rebalance_percent: 30 })).toEqual({
      rebalance_percent:
        'At 3× leverage, rebalance after a move of 26 % or less, before the short could be liquidated',
    })
    expect(await texts({ ...valid, leverage: 3, rebalance_percent: 26 })).toEqual({})
  })

  it('splits capital, annualises funding and places the liquidation', () => {
    expect(neutralSplit(1000, 1)).toEqual({ spot: 499, margin: 499, reserve: 2 })
    const two = neutralSplit(900, 2)
    expect(two.spot).toBeCloseTo(598.8, 10)
    expect(two.margin).toBeCloseTo(299.4, 10)
    expect(two.spot + two.margin + two.reserve).toBeCloseTo(900, 10)
    expect(fundingApr(0.0001)).toBeCloseTo(10.95, 10)
    expect(shortLiquidation(100, 1)).toBeCloseTo(199.5, 10)
    expect(shortLiquidation(100, 3)).toBeCloseTo(132.833333, 5)
    expect([1, 2, 3].map(maxRebalancePercent)).toEqual([80, 40, 26])
    // Every allowed rebalance comes before the liquidation it guards against.
    for (const leverage of [1, 2, 3])
      expect(1 + maxRebalancePercent(leverage) / 100).toBeLessThan(shortLiquidation(1, leverage))
    expect(perpSymbolOf('BTCUSDT')).toBe('BTCUSDT.P')
  })
})
