import type { Candle } from '../core/types'
import type { BarSource, SignalOut } from '../signals/ma-cross'
import { BarBuilder } from './bars'
import { PLOT_BARS, type QuantPlot, type QuantRule } from './types'

/**
 * A stretch of time the bot acted on its rule's decisions (it was running): a decision known at
 * `time` (when the bar after the deciding one opens) is the bot's when `from < time <= to`. No `to`:
 * it still runs. Epoch milliseconds, on the feed's clock.
 */
export interface MarkSpan {
  from: number
  to?: number
}

const within = (spans: readonly MarkSpan[], time: number) =>
  spans.some((s) => s.from < time && (s.to === undefined || time <= s.to))

/**
 * A quant bot's rule as a signal source: prices or a backtest's candles are built into closed bars
 * of the bot's interval, each closed bar goes to the rule once (its indicators update
 * incrementally), and its decision becomes a `signal` the follower acts on when the next bar opens.
 */
export class RuleSignal implements BarSource {
  private readonly bars: BarBuilder
  private readonly marks: QuantPlot['marks'] = []
  /**
   * Whether a live decision is marked: the host clears it while the bot does not act on signals
   * (paused, in error), so the chart shows only the decisions the bot followed.
   */
  marking = true

  constructor(
    readonly rule: QuantRule,
    readonly intervalMs: number,
  ) {
    this.bars = new BarBuilder(intervalMs)
  }

  get warmup() {
    return this.rule.warmup
  }

  price(time: number, price: number): SignalOut | null {
    const bar = this.bars.price(time, price)
    return bar ? this.decide(bar, this.marking) : null
  }

  candle(c: Candle): SignalOut | null {
    const bar = this.bars.candle(c)
    return bar ? this.decide(bar, this.marking) : null
  }

  /**
   * Closed bars the bot did not act on live: the rule's indicators warm up and nothing is signalled.
   * A decision known inside one of `marks` (the bot was running then, before a restart or for a
   * bot this process does not drive) is marked as it was when the bot followed it: the rule is a
   * pure function of the closed bars, so it is the same decision.
   */
  seed(candles: readonly Candle[], marks: readonly MarkSpan[] = []): void {
    for (const c of candles) this.decide(c, within(marks, c.time + this.intervalMs))
  }

  /** What the bot page draws: the rule's lines and shapes, and the decisions since it started. */
  plot(): QuantPlot {
    return { ...this.rule.plot(), marks: [...this.marks] }
  }

  private decide(bar: Candle, mark: boolean): SignalOut | null {
    const decision = this.rule.bar(bar)
    if (!decision) return null
    // Known when the next bar opens, at the closing price of the bar that decided.
    const out = { side: decision.side, time: bar.time + this.intervalMs, price: bar.close }
    if (mark) {
      this.marks.push({ ...out, reason: decision.reason })
      if (this.marks.length > PLOT_BARS) this.marks.shift()
    }
    return out
  }
}
