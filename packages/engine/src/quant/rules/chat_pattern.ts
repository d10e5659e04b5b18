import type { ChatPatternConfig } from '@atb/contract'
import type { Candle } from '../../core/types'
import type { SignalSide } from '../../strategies/types'
import { type PlotShape, type QuantModule, type QuantRule } from '../types'

/** A confirmed swing point: a bar whose high (low) tops (bottoms) `pivot_bars` bars on each side. */
export interface Pivot {
  index: number
  time: number
  price: number
}

/** A pattern completed at a bar's close: what to do, why, and what to draw. */
export interface PatternHit {
  side: SignalSide
  reason: string
  /** The pivots that make it; a pattern is traded once. */
  key: string
  shapes: PlotShape[]
}

/** Keeps the last `2k + 1` bars and confirms the middle one as a pivot high or low, incrementally. */
export class PivotFinder {
  private readonly window: Candle[] = []
  private index = -1
  readonly highs: Pivot[] = []
  readonly lows: Pivot[] = []

  constructor(
    private readonly k: number,
    private readonly lookback: number,
  ) {}

  /** The index of the bar just added. */
  get current() {
    return this.index
  }

  add(c: Candle): void {
    this.index++
    this.window.push(c)
    if (this.window.length > 2 * this.k + 1) this.window.shift()
    if (this.window.length === 2 * this.k + 1) {
      const mid = this.window[this.k]!
      const at = this.index - this.k
      const left = this.window.slice(0, this.k)
      const right = this.window.slice(this.k + 1)
      // Strictly above the bars before it, at least as high as those after: a flat top counts once.
      if (left.every((b) => b.high < mid.high) && right.every((b) => b.high <= mid.high))
        this.highs.push({ index: at, time: mid.time, price: mid.high })
      if (left.every((b) => b.low > mid.low) && right.every((b) => b.low >= mid.low))
        this.lows.push({ index: at, time: mid.time, price: mid.low })
    }
    const oldest = this.index - this.lookback
    while (this.highs.length > 0 && this.highs[0]!.index < oldest) this.highs.shift()
    while (this.lows.length > 0 && this.lows[0]!.index < oldest) this.lows.shift()
  }
}

const within = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= (tolerance / 100) * Math.min(a, b)
const clearlyAbove = (a: number, b: number, tolerance: number) => a > b * (1 + tolerance / 100)
const between = (ps: Pivot[], from: Pivot, to: Pivot) =>
  ps.filter((p) => p.index > from.index && p.index < to.index)
const segment = (name: string, a: Pivot, b: { time: number; price: number }): PlotShape => ({
  name,
  from: { time: a.time, price: a.price },
  to: { time: b.time, price: b.price },
})
/** A neckline through two pivots, read at `time` (extended past the second). */
const lineAt = (a: Pivot, b: Pivot, time: number) =>
  a.time === b.time
    ? a.price
    : a.price + ((b.price - a.price) * (time - a.time)) / (b.time - a.time)

type Side = 'bottom' | 'top'

/**
 * Double bottom (top): the last two pivot lows (highs) level within the tolerance, with a pivot
 * high (low) between them clearly beyond both: the neckline. A close through it completes it.
 */
export function doubleAt(
  f: PivotFinder,
  bar: Candle,
  tolerance: number,
  side: Side,
): PatternHit | null {
  const [extremes, others] = side === 'bottom' ? [f.lows, f.highs] : [f.highs, f.lows]
  const a = extremes.at(-2)
  const b = extremes.at(-1)
  if (!a || !b || !within(a.price, b.price, tolerance)) return null
  const middle = between(others, a, b)
  if (middle.length === 0) return null
  const neck = middle.reduce((m, p) =>
    side === 'bottom' ? (p.price > m.price ? p : m) : p.price < m.price ? p : m,
  )
  const beyond =
    side === 'bottom'
      ? clearlyAbove(neck.price, Math.max(a.price, b.price), tolerance)
      : clearlyAbove(Math.min(a.price, b.price), neck.price, tolerance)
  if (!beyond) return null
  const broken = side === 'bottom' ? bar.close > neck.price : bar.close < neck.price
  if (!broken) return null
  const name = side === 'bottom' ? 'Double bottom' : 'Double top'
  return {
    side: side === 'bottom' ? 'BUY' : 'SELL',
    reason: side === 'bottom' ? 'double bottom breakout' : 'double top breakdown',
    key: `double-${side}:${a.index}:${b.index}`,
    shapes: [segment(name, a, b), segment('Neckline', neck, { time: bar.time, price: neck.price })],
  }
}

/**
 * Head and shoulders (top) or its inverse (bottom): three pivots, the middle clearly beyond the
 * shoulders, the shoulders level within the tolerance; the neckline joins the two pivots between
 * them. A close through the neckline, read at the bar's time, completes it.
 */
export function headShouldersAt(
  f: PivotFinder,
  bar: Candle,
  tolerance: number,
  side: Side,
): PatternHit | null {
  const [extremes, others] = side === 'top' ? [f.highs, f.lows] : [f.lows, f.highs]
  const [l, h, r] = extremes.slice(-3)
  if (!l || !h || !r || !within(l.price, r.price, tolerance)) return null
  const headOut =
    side === 'top'
      ? clearlyAbove(h.price, Math.max(l.price, r.price), tolerance)
      : clearlyAbove(Math.min(l.price, r.price), h.price, tolerance)
  if (!headOut) return null
  const pick = (ps: Pivot[]) =>
    ps.length === 0
      ? undefined
      : ps.reduce((m, p) =>
          side === 'top' ? (p.price < m.price ? p : m) : p.price > m.price ? p : m,
        )
  const n1 = pick(between(others, l, h))
  const n2 = pick(between(others, h, r))
  if (!n1 || !n2) return null
  const neck = lineAt(n1, n2, bar.time)
  const broken = side === 'top' ? bar.close < neck : bar.close > neck
  if (!broken) return null
  return {
    side: side === 'top' ? 'SELL' : 'BUY',
    reason: side === 'top' ? 'head and shoulders breakdown' : 'inverse head and shoulders breakout',
    key: `hs-${side}:${l.index}:${h.index}:${r.index}`,
    shapes: [
      segment(side === 'top' ? 'Head and shoulders' : 'Inverse head and shoulders', l, h),
      segment(side === 'top' ? 'Head and shoulders' : 'Inverse head and shoulders', h, r),
      segment('Neckline', n1, { time: bar.time, price: neck }),
    ],
  }
}

/**
 * Ascending (descending) triangle: the last two pivot highs (lows) level within the tolerance, a
 * flat resistance (support), while the two pivot lows (highs) formed since the first of them
 * rise (fall). A close beyond the flat side completes it.
 */
export function triangleAt(
  f: PivotFinder,
  bar: Candle,
  tolerance: number,
  side: 'ascending' | 'descending',
): PatternHit | null {
  const [flat, sloped] = side === 'ascending' ? [f.highs, f.lows] : [f.lows, f.highs]
  const a = flat.at(-2)
  const b = flat.at(-1)
  if (!a || !b || !within(a.price, b.price, tolerance)) return null
  const since = sloped.filter((p) => p.index > a.index)
  const s1 = since.at(-2)
  const s2 = since.at(-1)
  if (!s1 || !s2) return null
  const converging =
    side === 'ascending'
      ? clearlyAbove(s2.price, s1.price, tolerance / 2)
      : clearlyAbove(s1.price, s2.price, tolerance / 2)
  if (!converging) return null
  const level = side === 'ascending' ? Math.max(a.price, b.price) : Math.min(a.price, b.price)
  const broken = side === 'ascending' ? bar.close > level : bar.close < level
  if (!broken) return null
  return {
    side: side === 'ascending' ? 'BUY' : 'SELL',
    reason: side === 'ascending' ? 'ascending triangle breakout' : 'descending triangle breakdown',
    key: `triangle-${side}:${a.index}:${b.index}:${s1.index}:${s2.index}`,
    shapes: [
      segment(side === 'ascending' ? 'Resistance' : 'Support', a, {
        time: bar.time,
        price: level,
      }),
      segment(side === 'ascending' ? 'Rising lows' : 'Falling highs', s1, s2),
    ],
  }
}

/** The most recent shapes a chart draws: a few patterns' worth. */
const SHAPES_KEPT = 24

/**
 * `chat_pattern` (decision 055): classic chart patterns on confirmed pivots. Bullish completions
 * (double bottom, inverse head and shoulders, ascending triangle) enter; bearish ones (double top,
 * head and shoulders, descending triangle) leave. Each pattern is traded once.
 */
export function chartPatternRule(config: ChatPatternConfig): QuantRule {
  const finder = new PivotFinder(config.pivot_bars, config.lookback)
  const tol = config.tolerance
  const used = new Map<string, number>()
  const shapes: PlotShape[] = []
  const checks: ((bar: Candle) => PatternHit | null)[] = []
  if (config.pattern_double)
    checks.push(
      (b) => doubleAt(finder, b, tol, 'bottom'),
      (b) => doubleAt(finder, b, tol, 'top'),
    )
  if (config.pattern_head_shoulders)
    checks.push(
      (b) => headShouldersAt(finder, b, tol, 'bottom'),
      (b) => headShouldersAt(finder, b, tol, 'top'),
    )
  if (config.pattern_triangle)
    checks.push(
      (b) => triangleAt(finder, b, tol, 'ascending'),
      (b) => triangleAt(finder, b, tol, 'descending'),
    )

  return {
    warmup: 2 * config.pivot_bars + 1,
    bar(candle) {
      finder.add(candle)
      // Keys of patterns whose pivots have left the window can go: they can never match again.
      for (const [key, index] of used)
        if (index < finder.current - config.lookback) used.delete(key)
      for (const check of checks) {
        const hit = check(candle)
        if (!hit || used.has(hit.key)) continue
        used.set(hit.key, finder.current)
        shapes.push(...hit.shapes)
        if (shapes.length > SHAPES_KEPT) shapes.splice(0, shapes.length - SHAPES_KEPT)
        return { side: hit.side, reason: hit.reason }
      }
      return null
    },
    plot() {
      return { lines: [], shapes: [...shapes] }
    },
  }
}

export const chatPattern: QuantModule<ChatPatternConfig> = { rule: chartPatternRule }
