import { describe, expect, it } from 'vitest'
import type { Candle } from '@atb/engine'
import { callReturn, measureCall, windowStats } from './measure'

const bar = (time: number, high: number, low: number, close = (high + low) / 2): Candle => ({
  time,
  open: close,
  high,
  low,
  close,
  volume: 1,
})
const H = 3_600_000

describe('measureCall', () => {
  const sell = { side: 'SELL' as const, entry: 50, takeProfit: 45, stopLoss: 52, calledAt: 0 }

  it('closes a SELL at its take profit when the price falls to it', () => {
    const m = measureCall(sell, [bar(0, 51, 48), bar(H, 49, 44.9)], H, 10 * H, 24 * H)
    expect(m).toEqual({ outcome: 'tp', closedAt: 2 * H, exitPrice: 45, returnPct: 10 })
  })

  it('counts a bar that touches both as the stop loss', () => {
    const m = measureCall(sell, [bar(0, 52.5, 44)], H, 10 * H, 24 * H)
    expect(m).toEqual({ outcome: 'sl', closedAt: H, exitPrice: 52, returnPct: -4 })
  })

  it('ignores bars before the call and stays open until the expiry', () => {
    const late = { ...sell, calledAt: H }
    expect(measureCall(late, [bar(0, 60, 40), bar(H, 51, 49)], H, 2 * H, 24 * H).outcome).toBe(
      'open',
    )
  })

  it('expires at the last bar’s close', () => {
    const m = measureCall(sell, [bar(0, 51, 49, 50.5), bar(H, 51, 49, 49)], H, 3 * H, 2 * H)
    expect(m).toEqual({ outcome: 'expired', closedAt: 2 * H, exitPrice: 49, returnPct: 2 })
  })
})

describe('windowStats', () => {
  it('measures the drawdown from the running peak, the start included', () => {
    const closed = [-1, 2, -3, 1].map((r, i) => ({ calledAt: i, closedAt: 10 + i, returnPct: r }))
    // Cumulative −1, 1, −2, −1: peak 1, trough −2.
    expect(windowStats([0, 1, 2, 3, 4], closed, 0)).toEqual({
      calls: 5,
      closed: 4,
      win_rate: 50,
      avg_return: -0.25,
      max_drawdown: 3,
    })
    expect(windowStats([0, 1, 2, 3], closed, 2).calls).toBe(2)
  })

  it('rounds a return to four places', () => {
    expect(callReturn('BUY', 3, 4)).toBe(33.3333)
  })
})
