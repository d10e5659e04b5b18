import { describe, expect, it } from 'vitest'
import { validate } from '../schemas/validate'
import { botSetupSchema, configContext } from './configs'
import { futuresGridBotSchema, gridBotSchema } from './grid'

const base = {
  exchange_name: 'binance',
  coin_symbol: 'WLDUSDT',
  coin_base_asset: 'WLD',
  coin_quote_asset: 'USDT',
  number_of_grid: 10,
  coin_per_grid: 25,
  space_of_grid: 1,
  upper_price: 2.5,
  lower_price: 1.5,
}

const texts = async (input: unknown, context?: Record<string, unknown>) => {
  const result = await validate(gridBotSchema, input, context)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

describe('grid bot schema', () => {
  it('accepts a valid config and fills defaults', async () => {
    const result = await validate(gridBotSchema, base)
    expect(result).toMatchObject({
      ok: true,
      value: { grid_mode: 'arithmetic', is_recurring: false },
    })
  })

  it('bounds grid count, amount per grid and spacing with spec limits', async () => {
    expect(
      await texts({ ...base, number_of_grid: 1, coin_per_grid: 1501, space_of_grid: 0.2 }),
    ).toEqual({
      number_of_grid: 'The number of grids must be at least 2',
      coin_per_grid: 'The amount per grid must be at most 1500',
      space_of_grid: 'The grid spacing must be at least 0.3',
    })
    expect(await texts({ ...base, number_of_grid: 150 })).toEqual({
      number_of_grid: 'The number of grids must be at most 149',
    })
    expect(await texts({ ...base, number_of_grid: 2.5 })).toEqual({
      number_of_grid: 'The number of grids must be a whole number',
    })
  })

  it('requires the lower price below the upper price', async () => {
    expect(await texts({ ...base, lower_price: 3 })).toEqual({
      lower_price: 'The lower price must be less than the upper price',
    })
  })

  it('checks the stop loss against the last price only when enabled', async () => {
    const withStop = { ...base, enable_option_stop_loss: true, option_stop_loss: 2 }
    expect(await texts(withStop, { lastPrice: 1.8 })).toEqual({
      option_stop_loss: 'The stop loss must be less than the last price 1.8',
    })
    expect(await texts(withStop, { lastPrice: 2.1 })).toEqual({})
    const disabled = await validate(
      gridBotSchema,
      { ...withStop, enable_option_stop_loss: false },
      { lastPrice: 1 },
    )
    expect(disabled.ok && disabled.value.option_stop_loss).toBeUndefined()
    expect(await texts({ ...base, enable_option_stop_loss: true })).toEqual({
      option_stop_loss: 'The stop loss field is required',
    })
  })

  it('bounds stop loss percent 1 to 100 when enabled', async () => {
    expect(
      await texts({
        ...base,
        enable_option_stop_loss_percent: true,
        option_stop_loss_percent: 0.5,
      }),
    ).toEqual({
      option_stop_loss_percent: 'The stop loss percent must be at least 1',
    })
    expect(await texts({ ...base, option_stop_loss_percent: 0.5 })).toEqual({})
  })

  it('adds margin type and leverage for futures grids', async () => {
    const result = await validate(futuresGridBotSchema, {
      ...base,
      margin_type: 'cross',
      leverage: 200,
    })
    expect(result.ok ? [] : result.errors.map((e) => e.text)).toEqual([
      'The margin type must be one of isolated, crossed',
      'The leverage must be at most 125',
    ])
  })

  it('needs an amount per grid the venue takes at every level, where the caller knows its lot', async () => {
    // WLD at 1.5–2.5 with a lot of 20 WLD: one lot at the top level is 50 USDT.
    const lot = { tick_size: '0.0001', step_size: '20', min_notional: '5' }
    expect(await texts(base, { lot })).toEqual({
      coin_per_grid:
        'The amount per grid must be at least 50 USDT: a smaller order is below the exchange’s minimum at some levels',
    })
    expect(await texts({ ...base, coin_per_grid: 50 }, { lot })).toEqual({})
    // Without the lot (an update, a backtest) only the spec's bounds apply.
    expect(await texts(base)).toEqual({})
    // A price far from the market is refused on its own field, not through the lot's levels.
    expect(await texts({ ...base, upper_price: 1000 }, { lot, lastPrice: 2 })).toEqual({
      upper_price:
        'The upper price must be between 0.02 and 200, within 100 times the last price 2',
    })
    // The server builds the same context: the lot counts for grid kinds only.
    expect(configContext('spot_grid', base, { lot })).toEqual({ lot })
    expect(configContext('dca', base, { lot })).toEqual({})
  })

  it('checks a setup form’s total against the grid’s minimum and maximum, with the asset', async () => {
    const setup = botSetupSchema('spot_grid')
    const form = { ...base, agree_risk: true }
    const errors = async (values: object, context?: Record<string, unknown>) => {
      const result = await validate(setup, values, context)
      return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
    }
    expect(await errors(form)).toEqual({
      total_investment: 'The total investment field is required',
    })
    expect(await errors({ ...form, total_investment: 252 })).toEqual({
      total_investment:
        'The total investment must be at least 252.5 USDT: 10 grids of at least 25 USDT each, plus 1 % for fees',
    })
    expect(await errors({ ...form, total_investment: 252.5 })).toEqual({})
    expect(await errors({ ...form, total_investment: 15151 })).toEqual({
      total_investment:
        'The total investment must be at most 15150 USDT: 10 grids of at most 1500 USDT each, plus 1 % for fees',
    })
    const lot = { tick_size: '0.0001', step_size: '20', min_notional: '5' }
    expect(await errors({ ...form, total_investment: 300, coin_per_grid: 50 }, { lot })).toEqual({
      total_investment:
        'The total investment must be at least 505 USDT: 10 grids of at least 50 USDT each, plus 1 % for fees',
    })
  })
})
