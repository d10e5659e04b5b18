import { describe, expect, it } from 'vitest'
import type { BotPlotResponse } from '@atb/contract'
import { plotMarkers, plotOverlays } from './plotInput'

const HOUR = 3_600_000
const plot: BotPlotResponse = {
  interval: '1h',
  candles: [],
  lines: [
    { name: 'SMA 50', axis: 'price', points: [{ time: 2 * HOUR, value: 10 }] },
    { name: 'RSI 14', axis: 'pane', points: [{ time: 2 * HOUR, value: 55 }] },
  ],
  shapes: [{ name: 'Neckline', from: { time: HOUR, price: 9 }, to: { time: 3 * HOUR, price: 11 } }],
  marks: [
    { time: 3 * HOUR, side: 'BUY', price: 10.5, reason: 'up' },
    { time: 5 * HOUR, side: 'SELL', price: 9.5, reason: 'down' },
  ],
}

describe('plotOverlays', () => {
  it('keeps each line’s axis, draws shapes as dashed segments, in seconds, one colour each', () => {
    expect(plotOverlays(plot)).toEqual([
      { name: 'SMA 50', axis: 'price', color: 0, points: [{ time: 7200, value: 10 }] },
      { name: 'RSI 14', axis: 'pane', color: 1, points: [{ time: 7200, value: 55 }] },
      {
        name: 'Neckline',
        axis: 'price',
        color: 2,
        dashed: true,
        points: [
          { time: 3600, value: 9 },
          { time: 10800, value: 11 },
        ],
      },
    ])
  })
})

describe('plotMarkers', () => {
  it('puts each decision on the bar that made it', () => {
    expect(plotMarkers(plot, HOUR, { buy: 'B', sell: 'S' })).toEqual([
      { time: 7200, side: 'buy', text: 'B' },
      { time: 14400, side: 'sell', text: 'S' },
    ])
  })
})
