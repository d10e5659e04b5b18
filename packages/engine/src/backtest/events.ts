import type { StrategyKind } from '@atb/contract'
import type { Candle } from '../core/types'
import { BarSignal } from '../signals/ma-cross'
import { signalSpecOf } from '../signals/sources'
import type { BotEvent } from '../strategies/types'

/**
 * The non-price events a backtest replays. Recorded candles carry no signals, so
 * signal bots follow the engine's own signal source (`signalId`), computed from the same candles
 * by the code that feeds running bots (`BarSignal`). Manual bots need none: they open their
 * ticket's position as they start.
 */
export function demoEvents(
  kind: StrategyKind,
  candles: readonly Candle[],
  symbol = '',
  signalId?: string,
): Map<number, BotEvent[]> {
  const events = new Map<number, BotEvent[]>()
  if (kind.endsWith('_signal')) {
    const source = new BarSignal(signalSpecOf(signalId))
    candles.forEach((c, i) => {
      const signal = source.price(c.time, c.close)
      // Known when candle i opens, so it arrives before that candle is replayed.
      if (signal) events.set(i, [{ type: 'signal', symbol, ...signal }])
    })
  }
  return events
}
