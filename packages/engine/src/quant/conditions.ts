import { EMA, PercentB, ROC, RSI, SMA } from 'trading-signals'
import {
  isPriceScale,
  type Condition,
  type ConditionIndicator,
  type ConditionLogic,
} from '@atb/contract'
import type { Candle } from '../core/types'
import { PLOT_BARS, type PlotLine } from './types'

/** One indicator over closed bars: its value after each bar (null until it has enough bars). */
interface Series {
  readonly name: string
  readonly axis: PlotLine['axis']
  /** Bars it needs before its first value. */
  readonly warmup: number
  update(c: Candle): number | null
}

/** Oscillators given as ratios by the library, shown and compared in percent. */
const percent = (v: number | null) => (v === null ? null : v * 100)

/** An indicator from trading-signals (decision 047), one update per closed bar. */
function series(indicator: ConditionIndicator, length: number | undefined): Series {
  const n = length ?? 0
  const axis = isPriceScale(indicator) ? 'price' : 'pane'
  const named = (name: string, warmup: number, update: (c: Candle) => number | null): Series => ({
    name,
    axis,
    warmup,
    update,
  })
  switch (indicator) {
    case 'price':
      return named('Close', 1, (c) => c.close)
    case 'sma': {
      const sma = new SMA(n)
      return named(`SMA ${n}`, n, (c) => sma.add(c.close))
    }
    case 'ema': {
      const ema = new EMA(n)
      return named(`EMA ${n}`, n, (c) => ema.add(c.close))
    }
    case 'rsi': {
      const rsi = new RSI(n)
      return named(`RSI ${n}`, n + 1, (c) => rsi.add(c.close))
    }
    case 'roc': {
      const roc = new ROC(n)
      return named(`ROC ${n}`, n + 1, (c) => percent(roc.add(c.close)))
    }
    case 'bb_percent': {
      const pb = new PercentB({ interval: n, deviationMultiplier: 2 })
      return named(`%B ${n}`, n, (c) => percent(pb.add(c.close)))
    }
  }
}

const keyOf = (indicator: ConditionIndicator, length: number | undefined) =>
  indicator === 'price' ? 'price' : `${indicator}:${length}`

/** A series' last two values and its recent points for the chart. */
interface Tracked {
  series: Series
  now: number | null
  before: number | null
  points: PlotLine['points']
}

/**
 * The conditions of a rule over the same bars: each distinct indicator is built once and
 * updated once per closed bar, however many conditions read it (decision 053).
 */
export class ConditionSet {
  private readonly tracked = new Map<string, Tracked>()

  constructor(conditions: readonly Condition[]) {
    for (const c of conditions) {
      this.track(c.indicator, c.length)
      if (c.target === 'indicator' && c.target_indicator)
        this.track(c.target_indicator, c.target_length)
    }
  }

  private track(indicator: ConditionIndicator, length: number | undefined) {
    const key = keyOf(indicator, length)
    if (!this.tracked.has(key))
      this.tracked.set(key, {
        series: series(indicator, length),
        now: null,
        before: null,
        points: [],
      })
  }

  /** Bars needed before every condition can be read, including the previous bar for crossings. */
  get warmup(): number {
    return Math.max(1, ...[...this.tracked.values()].map((t) => t.series.warmup)) + 1
  }

  bar(c: Candle): void {
    for (const t of this.tracked.values()) {
      t.before = t.now
      t.now = t.series.update(c)
      if (t.now !== null && t.series.name !== 'Close') {
        t.points.push({ time: c.time, value: t.now })
        if (t.points.length > PLOT_BARS) t.points.shift()
      }
    }
  }

  /** Whether one condition holds at the last bar's close; false while a value is missing. */
  holds(c: Condition): boolean {
    const left = this.tracked.get(keyOf(c.indicator, c.length))!
    const right =
      c.target === 'indicator' && c.target_indicator
        ? this.tracked.get(keyOf(c.target_indicator, c.target_length))!
        : null
    const l = left.now
    const lp = left.before
    const r = right ? right.now : (c.value ?? null)
    const rp = right ? right.before : (c.value ?? null)
    if (l === null || r === null) return false
    switch (c.op) {
      case 'above':
        return l > r
      case 'below':
        return l < r
      case 'crosses_above':
        return lp !== null && rp !== null && lp <= rp && l > r
      case 'crosses_below':
        return lp !== null && rp !== null && lp >= rp && l < r
    }
  }

  /** AND: every condition holds; OR: at least one does. */
  all(conditions: readonly Condition[], logic: ConditionLogic): boolean {
    return logic === 'and'
      ? conditions.every((c) => this.holds(c))
      : conditions.some((c) => this.holds(c))
  }

  /** The indicators it reads, as the chart's lines (the close itself is the candles). */
  lines(): PlotLine[] {
    return [...this.tracked.values()]
      .filter((t) => t.series.name !== 'Close')
      .map((t) => ({ name: t.series.name, axis: t.series.axis, points: [...t.points] }))
  }
}
