import type { Candle } from '../../core/types'
import type { QuantRule } from '../types'

const HOUR = 3_600_000

/** Hourly bars from closes, each 1 above and below its close (a hand-made series for a rule's test). */
export const barsOf = (closes: readonly number[]): Candle[] =>
  closes.map((close, i) => ({
    time: i * HOUR,
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume: 1,
  }))

/** A rule's decisions over the bars, as `[bar index, side]`. */
export function decisionsOf(rule: QuantRule, bars: readonly Candle[]): [number, string][] {
  const out: [number, string][] = []
  bars.forEach((bar, i) => {
    const d = rule.bar(bar)
    if (d) out.push([i, d.side])
  })
  return out
}
