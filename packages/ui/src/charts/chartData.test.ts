import { describe, expect, it } from 'vitest'
import { summarise, toCandleData, toValueData } from './chartData'

describe('chart data mapping', () => {
  it('sorts candles by time and keeps the latest entry for a repeated time', () => {
    const data = toCandleData([
      { time: 120, open: 2, high: 3, low: 1, close: 2.5 },
      { time: 60, open: 1, high: 2, low: 0.5, close: 2 },
      { time: 120, open: 2, high: 4, low: 1, close: 3.5 },
    ])
    expect(data.map((c) => c.time)).toEqual([60, 120])
    expect(data[1]).toEqual({ time: 120, open: 2, high: 4, low: 1, close: 3.5 })
  })

  it('drops points without a usable time', () => {
    const data = toValueData([
      { time: Number.NaN, value: 1 },
      { time: 10, value: -5 },
    ])
    expect(data).toEqual([{ time: 10, value: -5 }])
  })

  it('summarises count and the last point in time order', () => {
    expect(
      summarise([
        { time: 30, value: 3 },
        { time: 10, value: 1 },
      ]),
    ).toEqual({ count: 2, last: { time: 30, value: 3 } })
    expect(summarise([])).toEqual({ count: 0, last: undefined })
  })
})
