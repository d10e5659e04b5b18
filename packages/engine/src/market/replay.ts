import type { Candle, Tick } from '../core/types'

/**
 * The four prices of a candle in the order it most likely traded: an up candle (close >= open)
 * dips first (open→low→high→close), a down candle spikes first (open→high→low→close). Fills then
 * happen inside the bar in a believable order instead of all at the close.
 */
export function candlePath(c: Candle): [number, number, number, number] {
  return c.close >= c.open ? [c.open, c.low, c.high, c.close] : [c.open, c.high, c.low, c.close]
}

/** Ticks are spread over the bar so time-based rules (DCA, rebalance periods) see increasing times. */
export function* candleTicks(
  symbol: string,
  candles: Iterable<Candle>,
  intervalMs = 0,
): Generator<Tick> {
  const quarter = intervalMs / 4
  for (const c of candles) {
    const p = candlePath(c)
    for (let i = 0; i < 4; i++) yield { symbol, time: c.time + i * quarter, price: p[i]! }
  }
}

/** Guesses a candle series' interval from its first two timestamps. */
export const intervalOf = (candles: readonly Candle[]) =>
  candles.length > 1 ? candles[1]!.time - candles[0]!.time : 60_000
