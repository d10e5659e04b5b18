import type { Candle, Tick } from '../core/types'

/** One minute, the width of the candles a gap is filled from. */
export const GAP_CANDLE_MS = 60_000

/** At most this many 1-minute candles are read per symbol to fill one gap (one hour). */
export const GAP_CANDLES = 60

/** What a live feed reports after filling the hole a dropped stream left (the server logs it). */
export interface FeedGap {
  /** The oldest last tick (ms) among the symbols. */
  from: number
  /** When the stream came back and the gap was filled (ms). */
  to: number
  symbols: string[]
}

/** A candle's prices in the order they most likely came: low before high when it closed up. */
function candlePath(c: Candle, withOpen: boolean): number[] {
  const extremes = c.close >= c.open ? [c.low, c.high] : [c.high, c.low]
  return [...(withOpen ? [c.open] : []), ...extremes, c.close]
}

/**
 * The ticks a run of candles stands for, oldest first: per candle its open, its low and high in the
 * order the candle suggests, then its close. Each candle's ticks are spread over its own span,
 * cut to strictly after `after` (the symbol's last tick) and no later than `until`. A candle that
 * opened at or before `after` leaves its open out, since that tick already superseded it; a
 * candle wholly outside the window gives nothing.
 */
export function candleTicks(
  symbol: string,
  candles: readonly Candle[],
  after: number,
  until: number,
  candleMs = GAP_CANDLE_MS,
): Tick[] {
  const ticks: Tick[] = []
  for (const c of [...candles].sort((a, b) => a.time - b.time)) {
    const start = Math.max(c.time, after + 1)
    const end = Math.min(c.time + candleMs - 1, until)
    if (start > end) continue
    const path = candlePath(c, c.time > after)
    const last = path.length - 1
    path.forEach((price, i) =>
      ticks.push({ symbol, time: start + Math.floor(((end - start) * i) / last), price }),
    )
  }
  return ticks
}

/** The earliest of the symbols' last ticks, or `to` when none has one. */
export function gapStart(lastTimes: readonly (number | undefined)[], to: number): number {
  const known = lastTimes.filter((t): t is number => t !== undefined)
  return known.length > 0 ? Math.min(...known) : to
}
