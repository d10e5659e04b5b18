import { describe, expect, it } from 'vitest'
import { loadCandles } from '../market/candles'
import { quantSignalOf } from '../quant'
import { demoEvents, warmupOf } from './events'

const candles = loadCandles('binance-SOL-USDT-1h.csv')
/** A Donchian breakout on hourly bars: its channel needs 20 closed bars before it can decide. */
const config = {
  interval: '1h',
  entry: 'donchian',
  channel_length: 20,
  fast_length: 12,
  slow_length: 26,
  atr_length: 14,
  atr_multiplier: 3,
  total_amount: 1000,
  order_amount: 500,
  enable_option_take_profit: false,
  enable_option_stop_loss: false,
}

describe('a backtest’s signals', () => {
  it('say how much history the rule reads first', () => {
    const need = warmupOf('trend_following', config)!
    expect(need.intervalMs).toBe(3_600_000)
    expect(need.bars).toBe(quantSignalOf('trend_following', config)!.warmup)
    expect(warmupOf('spot_grid', {})).toBeNull()
  })

  it('come from the first candle once the rule is warmed up on the bars before it, as a running bot’s do', () => {
    const need = warmupOf('trend_following', config)!
    // Periods starting at many points of the year: only the warmed-up replay can decide inside
    // the first `warmup` bars.
    let earlier = 0
    for (let start = 200; start < candles.length - 400; start += 97) {
      const history = candles.slice(start - need.bars, start)
      const period = candles.slice(start, start + 300)
      const cold = demoEvents('trend_following', period, 'SOLUSDT', config)
      const warm = demoEvents('trend_following', period, 'SOLUSDT', config, history)
      for (const index of cold.keys()) expect(index).toBeGreaterThanOrEqual(need.bars)
      if ([...warm.keys()].some((i) => i < need.bars)) earlier++
    }
    expect(earlier).toBeGreaterThan(3)
  })
})
