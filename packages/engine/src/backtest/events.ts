import type { StrategyKind } from '@atb/contract'
import type { Candle } from '../core/types'
import type { SignalOut } from '../signals/ma-cross'
import { signalSourceFor } from '../signals/sources'
import type { BotEvent } from '../strategies/types'

/**
 * The non-price events a backtest replays. Recorded candles carry no signals, so signal bots
 * follow the engine's own signal source (their config's `signal_id`) and quant bots their rule,
 * computed from the same candles by the code that feeds running bots (`BarSource`). Manual bots
 * need none: they open their ticket's position as they start. `warmup` is the closed bars of the
 * source's interval before the first candle, as a running bot is warmed up with the feed's
 * history, so the backtest can decide from its first bar (`warmupOf` says how many).
 */
export function demoEvents(
  kind: StrategyKind,
  candles: readonly Candle[],
  symbol = '',
  config: unknown = {},
  warmup: readonly Candle[] = [],
  /** A provider's stored calls, for a bot following one (`CallSignal`). */
  calls: readonly SignalOut[] = [],
): Map<number, BotEvent[]> {
  const events = new Map<number, BotEvent[]>()
  const source = signalSourceFor(kind, config, calls)?.create()
  if (!source) return events
  source.seed(warmup)
  candles.forEach((c, i) => {
    const signal = source.candle(c)
    // Known when candle i opens, so it arrives before that candle is replayed.
    if (signal) events.set(i, [{ type: 'signal', symbol, ...signal }])
  })
  return events
}

/** The closed bars (and their interval) a kind's signal source reads before its first decision. */
export function warmupOf(
  kind: StrategyKind,
  config: unknown,
): { bars: number; intervalMs: number } | null {
  const source = signalSourceFor(kind, config)?.create()
  return source ? { bars: source.warmup, intervalMs: source.intervalMs } : null
}
