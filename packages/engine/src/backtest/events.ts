import type { StrategyKind } from '@atb/contract'
import type { Candle } from '../core/types'
import { BarSignal } from '../signals/ma-cross'
import { signalSpecOf } from '../signals/sources'
import type { BotEvent } from '../strategies/types'

/**
 * The non-price events a backtest replays. Recorded candles carry no signals or manual clicks, so:
 * signal bots follow the engine's own signal source (`signalId`), computed from the same candles
 * by the code that feeds running bots (`BarSignal`); manual bots get one "open" on the second
 * candle, as a trader pressing Open at the start of the period.
 */
export function demoEvents(
  kind: StrategyKind,
  candles: readonly Candle[],
  symbol = '',
  signalId?: string,
): Map<number, BotEvent[]> {
  const events = new Map<number, BotEvent[]>()
  if (kind.endsWith('_manual'))
    events.set(1, [{ type: 'command', action: 'open', time: candles[1]?.time ?? 0 }])
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
