import type { Candle } from '../core/types'
import type { SignalSide } from '../strategies/types'

/** A moving-average crossing on bar closes: `fast` and `slow` bars of `intervalMs` each. */
export interface MaCrossSpec {
  fast: number
  slow: number
  intervalMs: number
}

export interface SignalOut {
  side: SignalSide
  /** When the signal is known: the start of the bar after the one that closed the crossing. */
  time: number
  /** The closing price of the bar that crossed. */
  price: number
}

/**
 * The fast/slow simple-moving-average crossing on closes. A signal fires when the sign of
 * fast − slow changes from one non-zero sign to the other (the first sign after warm-up only
 * arms it), so the same closes give the same signals wherever they come from.
 */
export class MaCross {
  private readonly closes: number[] = []
  private fastSum = 0
  private slowSum = 0
  private previous = 0

  constructor(
    private readonly fast: number,
    private readonly slow: number,
  ) {
    if (!(fast >= 1 && slow > fast))
      throw new Error(`MaCross: need 1 ≤ fast < slow, got ${fast}/${slow}`)
  }

  /** Adds one bar's close; returns the side when this close makes the averages cross. */
  push(close: number): SignalSide | null {
    const c = this.closes
    c.push(close)
    this.fastSum += close - (c.length > this.fast ? c[c.length - 1 - this.fast]! : 0)
    this.slowSum += close - (c.length > this.slow ? c[c.length - 1 - this.slow]! : 0)
    if (c.length > this.slow) c.shift()
    if (c.length < this.slow) return null
    const sign = Math.sign(this.fastSum / this.fast - this.slowSum / this.slow)
    const crossed = sign !== 0 && this.previous !== 0 && sign !== this.previous
    if (sign !== 0) this.previous = sign
    return crossed ? (sign > 0 ? 'BUY' : 'SELL') : null
  }
}

/**
 * A signal computed from one symbol's bars: the built-in moving-average cross (`BarSignal`) or a
 * quant bot's rule (`RuleSignal`). Live ticks go in through `price`, a backtest's candles through
 * `candle`, and the feed's closed bars warm it up through `seed`; all three bucket into the same
 * epoch-aligned bars, so a backtest shows the signals a running bot would have followed.
 */
export interface BarSource {
  readonly intervalMs: number
  /** Closed bars it needs before its first signal (what `seed` should be given). */
  readonly warmup: number
  price(time: number, price: number): SignalOut | null
  candle(c: Candle): SignalOut | null
  /** Warms up from closed bars of `intervalMs` (oldest first), e.g. the feed's history. */
  seed(candles: readonly Candle[]): void
}

/**
 * One symbol's signal from a price stream: prices are bucketed into bars of `intervalMs` (aligned
 * to the epoch, as exchanges align candles); a bar closes at the last price seen inside it, when
 * the first price of a later bar arrives. Live ticks and a backtest's candles go through the same
 * code, so a backtest shows the signals a running bot would have followed.
 */
export class BarSignal implements BarSource {
  private readonly cross: MaCross
  private bar = -1
  private last = NaN

  constructor(private readonly spec: MaCrossSpec) {
    this.cross = new MaCross(spec.fast, spec.slow)
  }

  get intervalMs() {
    return this.spec.intervalMs
  }

  get warmup() {
    return this.spec.slow
  }

  /** A backtest's candle: the built-in signal reads closes only. */
  candle(c: Candle): SignalOut | null {
    return this.price(c.time, c.close)
  }

  /** Feeds one price at `time`; returns a signal when a bar just closed with a crossing. */
  price(time: number, price: number): SignalOut | null {
    const bar = Math.floor(time / this.spec.intervalMs)
    if (this.bar === -1 || bar === this.bar) {
      this.bar = bar
      this.last = price
      return null
    }
    if (bar < this.bar) return null
    const close = this.last
    this.bar = bar
    this.last = price
    const side = this.cross.push(close)
    return side ? { side, time: bar * this.spec.intervalMs, price: close } : null
  }

  /** Warms up from closed bars (oldest first), e.g. the feed's history when a bot starts. */
  seed(candles: readonly Candle[]): void {
    for (const c of candles) this.cross.push(c.close)
  }
}
