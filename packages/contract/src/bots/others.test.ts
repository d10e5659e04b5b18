import { describe, expect, it } from 'vitest'
import type { AnyObject, Schema } from 'yup'
import { validate } from '../schemas/validate'
import { futuresBotSchema } from './futures'
import { rebalanceBotSchema } from './rebalance'
import { futuresSignalBotSchema, spotSignalBotSchema } from './signal'

const texts = async (
  schema: Schema<AnyObject>,
  input: unknown,
  context?: Record<string, unknown>,
) => {
  const result = await validate(schema, input, context)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

const signal = {
  exchange_name: 'binance',
  signal_id: 'ma_cross_20_80',
  total_amount: 15,
  amount: 15,
}

describe('signal-follow schemas', () => {
  it('spot: amounts at least 15, all-order amount only when is_all_order', async () => {
    expect(
      await texts(spotSignalBotSchema, { ...signal, total_amount: 14, amount_all_order: 1 }),
    ).toEqual({
      total_amount: 'The total amount must be at least 15',
    })
    expect(
      await texts(spotSignalBotSchema, { ...signal, is_all_order: true, amount_all_order: 14 }),
    ).toEqual({
      amount_all_order: 'The amount for all orders must be at least 15',
    })
    expect(
      await texts(spotSignalBotSchema, { ...signal, coverage: [{ seq: 1, amount: 10 }] }),
    ).toEqual({
      'coverage[0].amount': 'The coverage amount must be at least 15',
    })
  })

  it('futures: total 100, initial 10, all-order 10, margin type, leverage and mode', async () => {
    const futures = {
      ...signal,
      total_amount: 99,
      coin_initial_opening: 9,
      is_all_order: true,
      amount_all_order: 9,
    }
    expect(
      await texts(futuresSignalBotSchema, {
        ...futures,
        margin_type: 'isolated',
        leverage: 5,
        mode: 'BOTH',
      }),
    ).toEqual({
      total_amount: 'The total amount must be at least 100',
      coin_initial_opening: 'The initial order amount must be at least 10',
      amount_all_order: 'The amount for all orders must be at least 10',
      mode: 'The mode must be one of ALL, BUY, SELL',
    })
  })
})

describe('futures-type bot schema', () => {
  const bot = {
    side: 'BUY',
    capital: { type: 0, amount: 5 },
    coinInitial: { type: 0, amount: 5 },
    takeProfit: { type: 1, amount: 1 },
    stopLoss: { type: 1, amount: 100 },
    earning: 1,
  }
  it('applies bounds by amount type', async () => {
    expect(await texts(futuresBotSchema, bot)).toEqual({})
    expect(
      await texts(futuresBotSchema, {
        ...bot,
        capital: { type: 1, amount: 101 },
        coinInitial: { type: 1, amount: 0.001 },
        takeProfit: { type: 0, amount: 4 },
        stopLoss: { type: 1, amount: 101 },
        earning: 0,
        coverageAllOrders: [{ type: 0, amount: 4 }],
      }),
    ).toEqual({
      'capital.amount': 'The capital must be at most 100',
      'coinInitial.amount': 'The initial amount per coin must be at least 0.01',
      'takeProfit.amount': 'The take profit must be at least 5',
      'stopLoss.amount': 'The stop loss must be at most 100',
      earning: 'The earning must be greater than 0',
      'coverageAllOrders[0].amount': 'The coverage for all orders must be at least 5',
    })
  })
  it('caps the initial amount by the supplied maximum', async () => {
    expect(
      await texts(
        futuresBotSchema,
        { ...bot, coinInitial: { type: 0, amount: 50 } },
        { maxCoinInitial: 40 },
      ),
    ).toEqual({
      'coinInitial.amount': 'The initial amount per coin must be at most 40',
    })
  })
})

describe('rebalance schema', () => {
  const bot = {
    exchange_name: 'binance',
    remaining: 100,
    holding: [
      { coin_base_asset: 'BTC', target_percent: 60 },
      { coin_base_asset: 'ETH', target_percent: 40 },
    ],
    initial_amount: 50,
    automatic_rebalance_condition: 'periodic',
    advanced_config_period: 60,
    advanced_config_threshold: 3,
  }
  it('uses the period in periodic mode and ignores the threshold', async () => {
    const result = await validate(rebalanceBotSchema, bot)
    expect(result.ok && result.value.advanced_config_threshold).toBeUndefined()
    expect(await texts(rebalanceBotSchema, { ...bot, advanced_config_period: 45 })).toEqual({
      advanced_config_period: 'The rebalance period must be one of 30, 60, 240, 480, 1440',
    })
    expect(
      await texts(rebalanceBotSchema, { ...bot, automatic_rebalance_condition: 'threshold' }),
    ).toEqual({
      advanced_config_threshold: 'The rebalance threshold must be one of 0.5, 1, 2, 5, 10',
    })
  })
  it('checks remaining, target percents and their sum', async () => {
    expect(
      await texts(rebalanceBotSchema, {
        ...bot,
        remaining: 90,
        initial_amount: 49,
        holding: [
          { coin_base_asset: 'BTC', target_percent: 4 },
          { coin_base_asset: 'ETH', target_percent: 40 },
        ],
      }),
    ).toEqual({
      remaining: 'The remaining must be exactly 100',
      'holding[0].target_percent': 'The target percent must be at least 5',
      holding: 'The target percent must add up to 100',
      initial_amount: 'The initial amount must be at least 50',
    })
  })
})
