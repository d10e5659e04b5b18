import { describe, expect, it } from 'vitest'
import { validate } from '../schemas/validate'
import { spotBotSchema } from './spot'

const base = {
  exchange_name: 'binance',
  coin_symbol: 'WLDUSDT',
  coin_base_asset: 'WLD',
  coin_quote_asset: 'USDT',
  coin_initial_opening: 25,
  take_profit_ratio: 1.5,
  drop_pullback: 0.5,
  tp_retrectment: 0.3,
  coverage: [{ price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 2, multiply: 2 }],
}

const texts = async (input: unknown) => {
  const result = await validate(spotBotSchema, input)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

describe('spot bot schema', () => {
  it('accepts a valid config', async () => {
    expect(await texts(base)).toEqual({})
  })

  it('applies the spec ranges', async () => {
    expect(
      await texts({ ...base, coin_initial_opening: 20, take_profit_ratio: 0, drop_pullback: 101 }),
    ).toEqual({
      coin_initial_opening: 'The initial order amount must be at least 25',
      take_profit_ratio: 'The take profit ratio must be at least 0.1',
      drop_pullback: 'The drop pullback must be at most 100',
    })
  })

  it('bounds dynamic coverage values and lets static ones be any number', async () => {
    const step = {
      price_unit: 'DYNAMIC',
      multiply_unit: 'DYNAMIC',
      price_drop: 0.5,
      multiply: 1001,
    }
    expect(await texts({ ...base, coverage: [step] })).toEqual({
      'coverage[0].price_drop': 'The price drop must be at least 1',
      'coverage[0].multiply': 'The multiply must be at most 1000',
    })
    expect(
      await texts({
        ...base,
        coverage: [{ ...step, price_unit: 'STATIC', multiply_unit: 'STATIC' }],
      }),
    ).toEqual({})
    expect(await texts({ ...base, coverage: [{ ...step, price_unit: 'PERCENT' }] })).toMatchObject({
      'coverage[0].price_unit': 'The price unit must be one of DYNAMIC, STATIC, FORCE_BUY',
    })
  })

  it('requires the retracement only while trailing is off', async () => {
    const { tp_retrectment: _, ...noRetracement } = base
    expect(await texts(noRetracement)).toEqual({
      tp_retrectment: 'The take profit retracement field is required',
    })
    const trailing = {
      ...noRetracement,
      enable_option_tsl: true,
      option_tsl: { start: 2, gap: 1, ceiling_gap: 1.5 },
    }
    expect(await texts(trailing)).toEqual({})
  })

  it('orders trailing start, gap and ceiling gap', async () => {
    const tsl = (option_tsl: object) => texts({ ...base, enable_option_tsl: true, option_tsl })
    expect(await tsl({ start: 0.3, gap: 0.5, ceiling_gap: 0.5 })).toEqual({
      'option_tsl.start': 'The trailing start must be greater than 0.3',
      'option_tsl.gap': 'The trailing gap must be greater than 0.5',
      'option_tsl.ceiling_gap': 'The trailing ceiling gap must be greater than 0.5',
    })
    expect(await tsl({ start: 1, gap: 1.2, ceiling_gap: 1.1 })).toEqual({
      'option_tsl.gap': 'The trailing gap must be at most the trailing start',
      'option_tsl.ceiling_gap': 'The trailing ceiling gap must be greater than 1.2',
    })
    expect(await tsl({ start: 1, gap: 0.6, ceiling_gap: 1.1 })).toEqual({
      'option_tsl.ceiling_gap': 'The trailing ceiling gap must be at most the trailing start',
    })
  })
})
