import { SMA } from 'trading-signals'
import type { PositionTradingConfig } from '@atb/contract'
import type { Candle } from '../../core/types'
import { PLOT_BARS, type PlotLine, type QuantModule, type QuantRule } from '../types'

/** Appends a point to a plot line, keeping the chart's window of `PLOT_BARS` points. */
function push(line: PlotLine, time: number, value: number) {
  line.points.push({ time, value })
  if (line.points.length > PLOT_BARS) line.points.shift()
}

/**
 * `position_trading` (decision 049): long while a long-term moving-average regime holds, flat
 * while it is broken. `close_above`: the close above SMA(slow_length); `golden_cross`:
 * SMA(fast_length) above SMA(slow_length). The regime must hold `confirm_bars` closed bars in a
 * row before the rule says BUY, and be broken as many bars in a row before it says SELL; it says
 * each once, on the bar that confirms the change. One SMA update per closed bar.
 */
export function positionTradingRule(config: PositionTradingConfig): QuantRule {
  const { regime, fast_length: fastLength, slow_length: slowLength, confirm_bars: confirm } = config
  const cross = regime === 'golden_cross'
  const slow = new SMA(slowLength)
  const fast = cross ? new SMA(fastLength) : null
  const slowLine: PlotLine = { name: `SMA ${slowLength}`, axis: 'price', points: [] }
  const fastLine: PlotLine | null = cross
    ? { name: `SMA ${fastLength}`, axis: 'price', points: [] }
    : null
  /** Closed bars in a row the regime has held (positive) or been broken (negative). */
  let streak = 0

  const explain = (held: boolean) => {
    const bars = `${confirm} bar${confirm === 1 ? '' : 's'}`
    if (cross) return `SMA ${fastLength} ${held ? 'above' : 'below'} SMA ${slowLength} for ${bars}`
    return `close ${held ? 'above' : 'below'} SMA ${slowLength} for ${bars}`
  }

  return {
    // The slow average needs `slow_length` closes, then the regime `confirm_bars` of them.
    warmup: slowLength + confirm - 1,
    bar(c: Candle) {
      const slowValue = slow.add(c.close)
      const fastValue = fast ? fast.add(c.close) : null
      if (fastLine && fastValue !== null) push(fastLine, c.time, fastValue)
      if (slowValue === null) return null
      push(slowLine, c.time, slowValue)
      const level = cross ? fastValue! : c.close
      // Equal to the average is not above it: the regime holds only strictly above.
      const held = level > slowValue
      streak = held ? Math.max(streak, 0) + 1 : Math.min(streak, 0) - 1
      if (streak === confirm) return { side: 'BUY', reason: explain(true) }
      if (streak === -confirm) return { side: 'SELL', reason: explain(false) }
      return null
    },
    plot: () => ({
      lines: fastLine
        ? [
            { ...fastLine, points: [...fastLine.points] },
            { ...slowLine, points: [...slowLine.points] },
          ]
        : [{ ...slowLine, points: [...slowLine.points] }],
      shapes: [],
    }),
  }
}

export const positionTrading: QuantModule<PositionTradingConfig> = { rule: positionTradingRule }
