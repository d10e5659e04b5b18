import type { Candle } from '../core/types'

/**
 * Prices (live ticks) or finer candles (a backtest's) into closed bars of `intervalMs`, aligned to
 * the epoch as exchanges align candles. A bar closes when the first price of a later bar arrives,
 * so live ticks and a backtest's candles give the same bars.
 */
export class BarBuilder {
  private current: Candle | null = null

  constructor(readonly intervalMs: number) {}

  /** Adds one price; returns the bar it closed, if any. */
  price(time: number, price: number): Candle | null {
    return this.add(time, price, price, price, price, 0)
  }

  /** Adds one finer candle (open time, OHLCV); returns the bar it closed, if any. */
  candle(c: Candle): Candle | null {
    return this.add(c.time, c.open, c.high, c.low, c.close, c.volume)
  }

  private add(
    time: number,
    open: number,
    high: number,
    low: number,
    close: number,
    volume: number,
  ) {
    const start = Math.floor(time / this.intervalMs) * this.intervalMs
    const bar = this.current
    if (bar && start < bar.time) return null
    if (bar && start === bar.time) {
      if (high > bar.high) bar.high = high
      if (low < bar.low) bar.low = low
      bar.close = close
      bar.volume += volume
      return null
    }
    this.current = { time: start, open, high, low, close, volume }
    return bar
  }
}

/** Finer candles into closed bars of `intervalMs` (the last, still forming, bar is left out). */
export function aggregate(candles: readonly Candle[], intervalMs: number): Candle[] {
  const builder = new BarBuilder(intervalMs)
  const out: Candle[] = []
  for (const c of candles) {
    const closed = builder.candle(c)
    if (closed) out.push(closed)
  }
  return out
}
