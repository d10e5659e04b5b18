import { describe, expect, it } from 'vitest'
import { loadCandles, parseCandlesCsv, parseCandlesJson } from './candles'
import { candlePath, candleTicks, intervalOf } from './replay'
import { syntheticCandles } from './synthetic'

describe('candle loaders', () => {
  it('loads the recorded WLD 3m CSV and XRP 1h JSON files', () => {
    const wld = loadCandles('binance-perp-WLD-USDT-3m.csv')
    expect(wld).toHaveLength(43_200)
    expect(wld[0]).toEqual({
      time: 1694556000000,
      open: 1.0349,
      high: 1.0349,
      low: 1.03,
      close: 1.0301,
      volume: 363805,
    })
    expect(intervalOf(wld)).toBe(180_000)
    const xrp = loadCandles('XRP-USDT-perp-1h.json')
    expect(xrp).toHaveLength(100)
    expect(xrp[0]).toMatchObject({ time: 1637110800000, open: 1.0801, close: 1.07925 })
  })

  it('rejects malformed rows', () => {
    expect(() => parseCandlesCsv('h\n1,2,1,3,2,0')).toThrow('candle 0 is malformed')
    expect(() => parseCandlesJson('{}')).toThrow('array')
  })
})

describe('candle replay', () => {
  it('visits the low first on up candles and the high first on down candles', () => {
    expect(candlePath({ time: 0, open: 10, high: 12, low: 9, close: 11, volume: 0 })).toEqual([
      10, 9, 12, 11,
    ])
    expect(candlePath({ time: 0, open: 11, high: 12, low: 9, close: 10, volume: 0 })).toEqual([
      11, 12, 9, 10,
    ])
    const ticks = [
      ...candleTicks('X', [{ time: 100, open: 1, high: 1, low: 1, close: 1, volume: 0 }], 40),
    ]
    expect(ticks.map((t) => t.time)).toEqual([100, 110, 120, 130])
  })
})

describe('synthetic candles', () => {
  it('is deterministic per seed and well formed', () => {
    const a = syntheticCandles({ seed: 7, count: 500, start: 2 })
    expect(syntheticCandles({ seed: 7, count: 500, start: 2 })).toEqual(a)
    expect(syntheticCandles({ seed: 8, count: 500, start: 2 })).not.toEqual(a)
    for (const c of a)
      expect(c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close)).toBe(true)
  })
})
