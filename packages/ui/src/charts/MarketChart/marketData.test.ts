import { describe, expect, it } from 'vitest'
import { bollingerBands, legendAt, movingAverage, type MarketCandle } from './marketData'

const candle = (i: number, close: number): MarketCandle => ({
  time: 1_700_000_000 + i * 60,
  open: close - 1,
  high: close + 2,
  low: close - 2,
  close,
  volume: 10 + i,
})
const closes = [10, 11, 12, 13, 14, 15]
const candles = closes.map((close, i) => candle(i, close))

describe('movingAverage', () => {
  it('averages the last closes, starting once it has a full period', () => {
    const ma = movingAverage(candles, 3)
    expect(ma).toEqual([
      { time: candles[2]!.time, value: 11 },
      { time: candles[3]!.time, value: 12 },
      { time: candles[4]!.time, value: 13 },
      { time: candles[5]!.time, value: 14 },
    ])
  })

  it('has no points when there are fewer candles than the period', () => {
    expect(movingAverage(candles, 20)).toEqual([])
  })
})

describe('bollingerBands', () => {
  it('puts the bands two population deviations around the average', () => {
    const bands = bollingerBands(candles, 3, 2)
    // Closes 10, 11, 12: mean 11, population deviation sqrt(2/3).
    const sd = Math.sqrt(2 / 3)
    expect(bands.middle[0]).toEqual({ time: candles[2]!.time, value: 11 })
    expect(bands.upper[0]!.value).toBeCloseTo(11 + 2 * sd, 10)
    expect(bands.lower[0]!.value).toBeCloseTo(11 - 2 * sd, 10)
    expect(bands.upper).toHaveLength(4)
  })
})

describe('legendAt', () => {
  const ma20 = movingAverage(candles, 2)
  it('shows the newest candle when nothing is hovered', () => {
    const legend = legendAt(candles, null, { ma20 })
    expect(legend?.candle).toBe(candles[5])
    expect(legend?.latest).toBe(true)
    expect(legend?.ma20).toBe(14.5)
    expect(legend?.change).toBeCloseTo((1 / 14) * 100, 10)
  })

  it('shows the hovered candle and the overlays at its time', () => {
    const legend = legendAt(candles, candles[1]!.time, { ma20 })
    expect(legend?.candle.close).toBe(11)
    expect(legend?.latest).toBe(false)
    expect(legend?.ma20).toBe(10.5)
  })

  it('leaves out an overlay with no value yet, and falls back to the newest candle off the data', () => {
    expect(legendAt(candles, candles[0]!.time, { ma20 })?.ma20).toBeUndefined()
    expect(legendAt(candles, 42, {})?.candle).toBe(candles[5])
    expect(legendAt([], null)).toBeNull()
  })
})
