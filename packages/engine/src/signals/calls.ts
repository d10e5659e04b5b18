import type { Candle } from '../core/types'
import type { BarSource, SignalOut } from './ma-cross'

/**
 * A provider's signal: calls the provider posted, not computed from bars. Live, the host hands
 * each new call to the bots following it as it arrives (`push` keeps it for this source too); in
 * a backtest the stored calls are given up front, and each is followed at the first candle that
 * opens at or after its time, the first moment a bot could have acted on it.
 */
export class CallSignal implements BarSource {
  /** Calls not yet followed, oldest first. */
  private readonly pending: SignalOut[]
  readonly intervalMs = 60_000
  readonly warmup = 0

  constructor(calls: readonly SignalOut[] = []) {
    this.pending = [...calls].sort((a, b) => a.time - b.time)
  }

  /** A new call, which follows those already known. */
  push(call: SignalOut): void {
    this.pending.push(call)
  }

  candle(c: Candle): SignalOut | null {
    return this.due(c.time, c.open)
  }

  price(time: number, price: number): SignalOut | null {
    return this.due(time, price)
  }

  /** Nothing to warm up: a call stands on its own. */
  seed(): void {}

  /** The oldest call known by `time`, followed at `price`; a later one waits for the next bar. */
  private due(time: number, price: number): SignalOut | null {
    const next = this.pending[0]
    if (!next || next.time > time) return null
    this.pending.shift()
    return { side: next.side, time, price }
  }
}
