import { signalSources, type StrategyKind } from '@atb/contract'
import type { Candle } from '../core/types'
import type { BotEvent } from '../strategies/types'

/**
 * Recorded candles carry no signals or manual clicks, so backtests of signal and manual bots use a
 * deterministic stand-in: the contract's built-in signal source (a fast/slow moving-average
 * crossing) as the signal provider, and one "open" command on the first candle for manual bots.
 */
export function demoEvents(
  kind: StrategyKind,
  candles: readonly Candle[],
  symbol = '',
): Map<number, BotEvent[]> {
  const events = new Map<number, BotEvent[]>()
  if (kind.endsWith('_manual'))
    events.set(1, [{ type: 'command', action: 'open', time: candles[1]?.time ?? 0 }])
  if (kind.endsWith('_signal')) {
    const { fast, slow } = signalSources[0]
    let fastSum = 0
    let slowSum = 0
    let previous = 0
    candles.forEach((c, i) => {
      fastSum += c.close - (candles[i - fast]?.close ?? 0)
      slowSum += c.close - (candles[i - slow]?.close ?? 0)
      if (i < slow) return
      const sign = Math.sign(fastSum / fast - slowSum / slow)
      if (sign !== 0 && sign !== previous && previous !== 0) {
        events.set(i + 1, [
          {
            type: 'signal',
            symbol,
            side: sign > 0 ? 'BUY' : 'SELL',
            time: candles[i + 1]?.time ?? c.time,
            price: c.close,
          },
        ])
      }
      if (sign !== 0) previous = sign
    })
  }
  return events
}
