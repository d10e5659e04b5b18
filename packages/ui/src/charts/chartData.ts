import type { CandlestickData, LineData, UTCTimestamp } from 'lightweight-charts'

export interface Candle {
  /** Unix time in seconds. */
  time: number
  open: number
  high: number
  low: number
  close: number
}

export interface ValuePoint {
  /** Unix time in seconds. */
  time: number
  value: number
}

/**
 * lightweight-charts throws on unsorted or repeated times, and feeds can deliver both
 * (e.g. a live candle re-sent). Sort, and let the latest entry for a time win.
 */
function ascendingUnique<T extends { time: number }>(items: readonly T[]): T[] {
  const byTime = new Map<number, T>()
  for (const item of items) {
    if (Number.isFinite(item.time)) byTime.set(item.time, item)
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}

export function toCandleData(candles: readonly Candle[]): CandlestickData<UTCTimestamp>[] {
  return ascendingUnique(candles).map(({ time, open, high, low, close }) => ({
    time: time as UTCTimestamp,
    open,
    high,
    low,
    close,
  }))
}

export function toValueData(points: readonly ValuePoint[]): LineData<UTCTimestamp>[] {
  return ascendingUnique(points).map(({ time, value }) => ({ time: time as UTCTimestamp, value }))
}

/** Count and last value, for the chart's accessible summary. */
export function summarise<T extends { time: number }>(
  items: readonly T[],
): { count: number; last: T | undefined } {
  const data = ascendingUnique(items)
  return { count: data.length, last: data[data.length - 1] }
}
