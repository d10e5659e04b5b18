import type { Condition, ConditionLogic } from '@atb/contract'
import { ConditionSet } from './conditions'
import type { QuantRule } from './types'

/** A side of a condition rule: its conditions and how they combine. */
export interface ConditionGroup {
  conditions: readonly Condition[]
  logic: ConditionLogic
}

const opWords: Record<Condition['op'], string> = {
  crosses_above: 'crosses above',
  crosses_below: 'crosses below',
  above: 'above',
  below: 'below',
}

const lineName = (indicator: string, length: number | undefined) =>
  indicator === 'price'
    ? 'close'
    : `${indicator === 'bb_percent' ? '%B' : indicator.toUpperCase()} ${length}`

/** A condition in a few words, for the chart's markers: "RSI 14 crosses above 30". */
export function describeCondition(c: Condition): string {
  const target =
    c.target === 'indicator' && c.target_indicator
      ? lineName(c.target_indicator, c.target_length)
      : String(c.value)
  return `${lineName(c.indicator, c.length)} ${opWords[c.op]} ${target}`
}

/**
 * The `indicators` and `advanced` rules (decisions 053, 054): BUY when the entry group turns true
 * at a bar's close, SELL when the exit group does. Only the turn counts, so a condition that keeps
 * holding (an "above") does not re-enter every bar after a stop loss: it must lapse first.
 */
export function conditionRule(entry: ConditionGroup, exit: ConditionGroup): QuantRule {
  const set = new ConditionSet([...entry.conditions, ...exit.conditions])
  let entered = false
  let exited = false
  const said = (g: ConditionGroup) =>
    g.conditions
      .filter((c) => set.holds(c))
      .map(describeCondition)
      .join(g.logic === 'and' ? ' and ' : ' or ')
  return {
    warmup: set.warmup,
    bar(candle) {
      set.bar(candle)
      const entryNow = set.all(entry.conditions, entry.logic)
      const exitNow = set.all(exit.conditions, exit.logic)
      const turnedIn = entryNow && !entered
      const turnedOut = exitNow && !exited
      entered = entryNow
      exited = exitNow
      // Both at once: staying out is the safer reading.
      if (turnedOut) return { side: 'SELL', reason: said(exit) }
      if (turnedIn) return { side: 'BUY', reason: said(entry) }
      return null
    },
    plot: () => ({ lines: set.lines(), shapes: [] }),
  }
}
