import { describe, expect, it } from 'vitest'
import { validate } from '../../schemas/validate'
import { configContext } from '../configs'
import { quantBaseSchema, quantIntervalsFor } from './common'

const config = {
  exchange_name: 'paper',
  coin_symbol: 'SOLUSDT',
  coin_base_asset: 'SOL',
  coin_quote_asset: 'USDT',
  total_amount: 300,
  order_amount: 100,
  interval: '15m',
  enable_option_take_profit: false,
  enable_option_stop_loss: false,
}

const errorsOf = async (input: unknown, context: Record<string, unknown>) => {
  const result = await validate(quantBaseSchema, input, context)
  return result.ok ? [] : result.errors.map((e) => [e.path, e.text])
}

describe('a quant rule’s bars', () => {
  it('are the quant intervals the pair has candles for', () => {
    expect(quantIntervalsFor(['1h', '4h', '1d'])).toEqual(['1h', '4h', '1d'])
    expect(quantIntervalsFor(['1m', '5m', '15m', '1h', '4h', '1d'])).toEqual([
      '15m',
      '1h',
      '4h',
      '1d',
    ])
    expect(quantIntervalsFor(undefined)).toEqual(['15m', '1h', '4h', '1d'])
  })

  it('must be one the pair has, when the caller knows them, naming those', async () => {
    const hourly = configContext('position_trading', config, { intervals: ['1h', '4h', '1d'] })
    expect(await errorsOf(config, hourly)).toEqual([
      ['interval', 'The bar interval must be one of 1h, 4h, 1d'],
    ])
    expect(await errorsOf({ ...config, interval: '4h' }, hourly)).toEqual([])
    // Without the pair's intervals (the wizard's own check), any quant interval passes.
    expect(await errorsOf(config, configContext('position_trading', config, {}))).toEqual([])
  })
})
