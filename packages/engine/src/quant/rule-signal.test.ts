import { describe, expect, it } from 'vitest'
import type { Candle } from '../core/types'
import { RuleSignal } from './rule-signal'
import { PLOT_BARS, type QuantRule } from './types'

const HOUR = 3_600_000
const bar = (i: number, close: number): Candle => ({
  time: i * HOUR,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
})
const bars = (closes: number[]) => closes.map((c, i) => bar(i, c))

/** BUY after a rising close, SELL after a falling one. */
function toyRule(): QuantRule {
  let previous = NaN
  return {
    warmup: 1,
    bar(c) {
      const side = c.close > previous ? 'BUY' : c.close < previous ? 'SELL' : null
      previous = c.close
      return side ? { side, reason: side === 'BUY' ? 'rose' : 'fell' } : null
    },
    plot: () => ({ lines: [], shapes: [] }),
  }
}

// Decisions, known when the next bar opens: 2h BUY, 3h BUY, 4h SELL, 5h BUY, 6h BUY, 7h SELL.
const history = bars([100, 101, 102, 101, 103, 104, 102])

describe('RuleSignal.seed with the bot’s running spans', () => {
  it('marks the decisions known while the bot ran (after its start, up to its stop) and no others', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed(history, [{ from: 3 * HOUR, to: 6 * HOUR }])
    expect(s.plot().marks).toEqual([
      { side: 'SELL', time: 4 * HOUR, price: 101, reason: 'fell' },
      { side: 'BUY', time: 5 * HOUR, price: 103, reason: 'rose' },
      { side: 'BUY', time: 6 * HOUR, price: 104, reason: 'rose' },
    ])
  })

  it('leaves out a pause between two spans, and an open span runs to the last bar', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed(history, [{ from: HOUR, to: 3 * HOUR }, { from: 5 * HOUR }])
    expect(s.plot().marks.map((m) => [m.time / HOUR, m.side])).toEqual([
      [2, 'BUY'],
      [3, 'BUY'],
      [6, 'BUY'],
      [7, 'SELL'],
    ])
  })

  it('marks nothing without spans: a warm-up only', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed(history)
    expect(s.plot().marks).toEqual([])
  })

  it('signals nothing it seeded: the first signal is the first live bar’s decision', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed(history, [{ from: 0 }])
    const marked = s.plot().marks.length
    expect(marked).toBe(6)
    // The bar at 7h is the first live one; prices inside it close nothing.
    expect(s.price(7 * HOUR, 105)).toBeNull()
    expect(s.price(7 * HOUR + 60_000, 106)).toBeNull()
    // It closes when the 8h bar opens: a rise over the last seeded close (102).
    expect(s.price(8 * HOUR, 90)).toEqual({ side: 'BUY', time: 8 * HOUR, price: 106 })
    expect(s.plot().marks).toHaveLength(marked + 1)
  })

  it('keeps the decisions the rule signals while not marking (a paused bot) off the chart', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed(history.slice(0, 1))
    s.marking = false
    expect(s.price(HOUR, 101)).toBeNull()
    expect(s.price(2 * HOUR, 99)).toEqual({ side: 'BUY', time: 2 * HOUR, price: 101 })
    s.marking = true
    expect(s.price(3 * HOUR, 99)).toEqual({ side: 'SELL', time: 3 * HOUR, price: 99 })
    expect(s.plot().marks.map((m) => m.time)).toEqual([3 * HOUR])
  })

  it('keeps at most the chart’s PLOT_BARS marks, the latest', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    const zigzag = bars(Array.from({ length: PLOT_BARS + 50 }, (_, i) => 100 + (i % 2)))
    s.seed(zigzag, [{ from: 0 }])
    const marks = s.plot().marks
    expect(marks).toHaveLength(PLOT_BARS)
    expect(marks.at(-1)!.time).toBe(zigzag.at(-1)!.time + HOUR)
  })
})
