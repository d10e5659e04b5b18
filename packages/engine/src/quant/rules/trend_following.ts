import { ATR, DonchianChannels, EMA } from 'trading-signals'
import { trendFollowingDefaults as D, type TrendFollowingConfig } from '@atb/contract'
import type { Candle } from '../../core/types'
import { PLOT_BARS, type PlotLine, type QuantModule, type QuantRule } from '../types'

type Decision = ReturnType<QuantRule['bar']>

/** A plot line that keeps only the chart's window of points. */
function line(name: string): PlotLine & { add(time: number, value: number): void } {
  const points: PlotLine['points'] = []
  return {
    name,
    axis: 'price',
    points,
    add(time, value) {
      points.push({ time, value })
      if (points.length > PLOT_BARS) points.shift()
    },
  }
}

/** What an entry signal keeps per bar: its indicators, its decision and its plot lines. */
interface Entry {
  readonly warmup: number
  /** Adds one bar; says whether it enters (`BUY`) or gives the opposite signal (`SELL`). */
  bar(c: Candle): { side: 'BUY' | 'SELL'; reason: string } | null
  readonly lines: PlotLine[]
}

/**
 * Donchian breakout (Donchian, 1960s; the Turtles' System 1): enter when the close is above the
 * highest high of the previous `n` bars, leave when it is below the lowest low of the previous
 * `n / 2` bars. Both channels are read before the bar joins them.
 */
function donchian(n: number): Entry {
  const exitN = Math.max(2, Math.floor(n / 2))
  const upperChannel = new DonchianChannels(n)
  const lowerChannel = new DonchianChannels(exitN)
  const upper = line(`DC ${n} high`)
  const lower = line(`DC ${exitN} low`)
  return {
    warmup: n + 1,
    lines: [upper, lower],
    bar(c) {
      const high = upperChannel.getResult()?.upper
      const low = lowerChannel.getResult()?.lower
      upperChannel.update(c, false)
      lowerChannel.update(c, false)
      if (high === undefined || low === undefined) return null
      upper.add(c.time, high)
      lower.add(c.time, low)
      if (c.close > high) return { side: 'BUY', reason: `close above ${n}-bar high` }
      if (c.close < low) return { side: 'SELL', reason: `close below ${exitN}-bar low` }
      return null
    },
  }
}

/** EMA cross: enter when the fast EMA crosses above the slow one, leave when it crosses below. */
function maCross(fastN: number, slowN: number): Entry {
  const fast = new EMA(fastN)
  const slow = new EMA(slowN)
  const fastLine = line(`EMA ${fastN}`)
  const slowLine = line(`EMA ${slowN}`)
  let previous: number | null = null
  return {
    warmup: slowN + 1,
    lines: [fastLine, slowLine],
    bar(c) {
      fast.update(c.close, false)
      slow.update(c.close, false)
      if (!fast.isStable || !slow.isStable) return null
      const f = fast.getResultOrThrow()
      const s = slow.getResultOrThrow()
      fastLine.add(c.time, f)
      slowLine.add(c.time, s)
      const before = previous
      previous = f - s
      if (before === null) return null
      if (before <= 0 && previous > 0)
        return { side: 'BUY', reason: `EMA ${fastN} crossed above EMA ${slowN}` }
      if (before >= 0 && previous < 0)
        return { side: 'SELL', reason: `EMA ${fastN} crossed below EMA ${slowN}` }
      return null
    },
  }
}

/**
 * `trend_following` (decision 048): long only. It enters on its entry signal while flat and leaves
 * on the chandelier stop (the highest close since entry − `atr_multiplier` × ATR(`atr_length`),
 * Wilder's smoothing) or on the entry's opposite signal, whichever comes first. The stop is
 * checked against a bar's close with the level set at the previous close.
 */
export function trendFollowingRule(config: TrendFollowingConfig): QuantRule {
  const entry =
    config.entry === 'ma_cross'
      ? maCross(config.fast_length ?? D.fast_length, config.slow_length ?? D.slow_length)
      : donchian(config.channel_length ?? D.channel_length)
  const atrLength = config.atr_length ?? D.atr_length
  const multiplier = config.atr_multiplier ?? D.atr_multiplier
  const atr = new ATR(atrLength)
  const stopLine = line(`ATR stop ${multiplier}×${atrLength}`)
  let long = false
  let highest = 0
  let stop = NaN

  return {
    warmup: Math.max(entry.warmup, atrLength),
    bar(c): Decision {
      const signal = entry.bar(c)
      const range = atr.update(c, false)
      if (long) {
        if (c.close < stop) {
          long = false
          return { side: 'SELL', reason: 'ATR trailing stop' }
        }
        if (signal?.side === 'SELL') {
          long = false
          return signal
        }
        highest = Math.max(highest, c.close)
        stop = highest - multiplier * (range ?? 0)
        stopLine.add(c.time, stop)
        return null
      }
      // No entry before the ATR can place the stop.
      if (signal?.side !== 'BUY' || range === null) return null
      long = true
      highest = c.close
      stop = c.close - multiplier * range
      stopLine.add(c.time, stop)
      return signal
    },
    plot: () => ({
      lines: [...entry.lines, stopLine].map((l) => ({
        name: l.name,
        axis: l.axis,
        points: [...l.points],
      })),
      shapes: [],
    }),
  }
}

export const trendFollowing: QuantModule<TrendFollowingConfig> = { rule: trendFollowingRule }
