import type { Candle } from '../core/types'
import type { SignalSide, Strategy } from '../strategies/types'

/** One line the bot page draws over the candles (an average, a band, a trailing stop). */
export interface PlotLine {
  /** A short, universal name shown as the legend: "SMA 50", "BB upper", "ATR stop". */
  name: string
  /** Which price axis: `price` lines share the candles' scale; `pane` lines get their own (RSI, ADX). */
  axis: 'price' | 'pane'
  points: { time: number; value: number }[]
}

/** A shape the rule saw: a pattern's neckline, a breakout level, a triangle's sides. */
export interface PlotShape {
  name: string
  from: { time: number; price: number }
  to: { time: number; price: number }
}

/** What a quant bot trades on, for the bot page's chart (decision 046). */
export interface QuantPlot {
  lines: PlotLine[]
  shapes: PlotShape[]
  /** Each bar-close decision, with the rule's reason in a few words (for the chart's markers). */
  marks: { time: number; side: SignalSide; price: number; reason: string }[]
}

/**
 * A quant kind's trading rule: it reads closed bars of one interval, oldest first, keeps its
 * indicators incrementally (one update per bar, never a recomputation of history), and says at a
 * bar's close whether to go long (`BUY`) or to leave the long (`SELL`). The position, the order
 * sizes, take profit and stop loss are the follower's (`quantStrategy`), the same for every kind.
 */
export interface QuantRule {
  /** Closed bars it needs before its first decision. */
  readonly warmup: number
  /** Adds one closed bar; returns the decision at its close, if any. */
  bar(candle: Candle): { side: SignalSide; reason: string } | null
  /**
   * The lines and shapes to draw for the bars seen so far. Rules keep at most `PLOT_BARS` points
   * per line (the chart's window), so a long-running bot's memory stays bounded.
   */
  plot(): Omit<QuantPlot, 'marks'>
}

/** The most recent bars a rule keeps for its plot. */
export const PLOT_BARS = 300

/** Builds a kind's rule from its validated config. */
export type RuleFactory<C = unknown> = (config: C) => QuantRule

/**
 * One quant kind in the engine: its rule and, where the shared long-only follower does not fit
 * (market neutral's two legs), its own strategy. A kind without a rule is not runnable yet.
 */
export interface QuantModule<C = unknown> {
  rule?: RuleFactory<C>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind's own state type
  strategy?: Strategy<C, any>
}
