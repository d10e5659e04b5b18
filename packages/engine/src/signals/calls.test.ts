import { describe, expect, it } from 'vitest'
import { demoEvents } from '../backtest/events'
import { CallSignal } from './calls'
import { signalSourceFor } from './sources'

const HOUR = 3600_000
const candle = (i: number, open: number) => ({
  time: i * HOUR,
  open,
  high: open + 1,
  low: open - 1,
  close: open,
  volume: 1,
})

describe('a provider signal (CallSignal)', () => {
  it('gives each call at the first bar that opens at or after it, at that bar’s open, once', () => {
    const source = new CallSignal([
      { side: 'SELL', time: 3 * HOUR + 1, price: 99 },
      { side: 'BUY', time: HOUR + 5, price: 50 },
    ])
    const out = [0, 1, 2, 3, 4, 5].map((i) => source.candle(candle(i, 100 + i)))
    expect(out).toEqual([
      null,
      null,
      { side: 'BUY', time: 2 * HOUR, price: 102 },
      null,
      { side: 'SELL', time: 4 * HOUR, price: 104 },
      null,
    ])
  })

  it('takes calls pushed live after those it was given, and needs no warm-up', () => {
    const source = new CallSignal()
    expect(source.warmup).toBe(0)
    expect(source.price(1000, 10)).toBeNull()
    source.push({ side: 'BUY', time: 1500, price: 10 })
    expect(source.price(1400, 10)).toBeNull()
    expect(source.price(1600, 11)).toEqual({ side: 'BUY', time: 1600, price: 11 })
    expect(source.price(1700, 11)).toBeNull()
  })

  it('is what a bot following a provider id gets, shared by the id; a built-in id keeps its bars', () => {
    const provider = signalSourceFor('spot_signal', { signal_id: 'p_ab12cd34ef' })!
    expect(provider.key).toBe('p_ab12cd34ef')
    expect(provider.create()).toBeInstanceOf(CallSignal)
    const builtIn = signalSourceFor('spot_signal', { signal_id: 'ma_cross_20_80' })!
    expect(builtIn.create()).not.toBeInstanceOf(CallSignal)
  })

  it('puts a backtest’s stored calls on the candles they arrive before', () => {
    const candles = [0, 1, 2, 3].map((i) => candle(i, 100))
    const events = demoEvents(
      'spot_signal',
      candles,
      'BTCUSDT',
      { signal_id: 'p_ab12cd34ef' },
      [],
      [{ side: 'BUY', time: HOUR / 2, price: 100 }],
    )
    expect([...events.keys()]).toEqual([1])
    expect(events.get(1)).toEqual([
      { type: 'signal', symbol: 'BTCUSDT', side: 'BUY', time: HOUR, price: 100 },
    ])
  })
})
