import { describe, expect, it } from 'vitest'
import {
  canonicalPairPath,
  decimalsOf,
  followTicker,
  intervalOf,
  overlaysOf,
  readPairAddress,
  tickPriceFormat,
  toMarketCandles,
  withOverlay,
} from './pairLogic'

const btc = { base: 'BTC', quote: 'USDT' }

describe('pair addresses', () => {
  it('reads every spelling of a pair as its symbol', () => {
    expect(readPairAddress('BTC/USDT').symbol).toBe('BTCUSDT')
    expect(readPairAddress('BTC-USDT').symbol).toBe('BTCUSDT')
    expect(readPairAddress('btcusdt').symbol).toBe('BTCUSDT')
    expect(readPairAddress('BTC%2FUSDT').symbol).toBe('BTCUSDT')
    expect(readPairAddress('').symbol).toBeNull()
    expect(readPairAddress('%E0%A4%A').symbol).toBeNull()
  })

  it('spells an unknown pair back as a pair', () => {
    expect(readPairAddress('xyz-abc').typed).toBe('XYZ/ABC')
    expect(readPairAddress('XYZ/ABC/').typed).toBe('XYZ/ABC')
  })

  it('replaces every address but the canonical one', () => {
    expect(canonicalPairPath('BTC-USDT', btc)).toBeNull()
    expect(canonicalPairPath('BTC/USDT', btc)).toBe('/market/BTC-USDT')
    expect(canonicalPairPath('BTCUSDT', btc)).toBe('/market/BTC-USDT')
    expect(canonicalPairPath('btc-usdt', btc)).toBe('/market/BTC-USDT')
  })
})

describe('chart choices in the address', () => {
  it('takes the asked interval, even one the symbol lacks, and 1h by default', () => {
    const all = { intervals: ['1m', '5m', '15m', '1h', '4h', '1d'] as const }
    expect(intervalOf(new URLSearchParams('interval=4h'), { intervals: [...all.intervals] })).toBe(
      '4h',
    )
    expect(intervalOf(new URLSearchParams('interval=1m'), { intervals: ['1h', '1d'] })).toBe('1m')
    expect(intervalOf(new URLSearchParams('interval=2h'), { intervals: ['1h'] })).toBe('1h')
    expect(intervalOf(new URLSearchParams(''), { intervals: ['4h', '1d'] })).toBe('4h')
  })

  it('switches overlays on and off and drops the parameter when none is on', () => {
    const on = withOverlay(new URLSearchParams('interval=1h'), 'bollinger', true)
    expect(on.toString()).toBe('interval=1h&overlays=bb')
    const both = withOverlay(on, 'ma20', true)
    expect(both.get('overlays')).toBe('ma20,bb')
    expect(overlaysOf(both)).toEqual({ ma20: true, ma50: false, bollinger: true })
    const off = withOverlay(withOverlay(both, 'ma20', false), 'bollinger', false)
    expect(off.toString()).toBe('interval=1h')
  })
})

describe('candles', () => {
  const candles = toMarketCandles([
    [1_700_000_000_000, 10, 12, 9, 11, 5],
    [1_700_000_060_000, 11, 11.5, 10.5, 11, 3],
  ])

  it('turns rows in ms into chart candles in seconds', () => {
    expect(candles[1]).toEqual({
      time: 1_700_000_060,
      open: 11,
      high: 11.5,
      low: 10.5,
      close: 11,
      volume: 3,
    })
  })

  it('moves the newest candle with the live price', () => {
    const up = followTicker(candles, { last: 12, time: 1_700_000_070_000 }, 60_000)
    expect(up[1]).toMatchObject({ close: 12, high: 12, low: 10.5 })
    expect(up[0]).toBe(candles[0])
    const down = followTicker(up, { last: 10, time: 1_700_000_080_000 }, 60_000)
    expect(down[1]).toMatchObject({ close: 10, high: 12, low: 10 })
  })

  it('ignores a ticker outside the newest candle, or none', () => {
    expect(followTicker(candles, { last: 99, time: 1_700_000_000_000 }, 60_000)).toBe(candles)
    expect(followTicker(candles, { last: 99, time: 1_700_000_120_000 }, 60_000)).toBe(candles)
    expect(followTicker(candles, undefined, 60_000)).toBe(candles)
  })
})

describe('tick-size prices', () => {
  it('writes as many decimals as the tick size has, in the locale', () => {
    expect(decimalsOf('0.00001')).toBe(5)
    expect(decimalsOf('0.0100')).toBe(2)
    expect(decimalsOf('1')).toBe(0)
    expect(tickPriceFormat('en', '0.00001')(1.085)).toBe('1.08500')
    expect(tickPriceFormat('en', '0.01')(94210.5)).toBe('94,210.50')
    expect(tickPriceFormat('de', '0.01')(2650.4)).toBe('2.650,40')
  })
})
