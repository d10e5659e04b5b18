import type { Candle } from '../core/types'

/** mulberry32: small, fast and seedable, so demos and tests replay identically. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SyntheticOptions {
  seed: number
  count: number
  start?: number
  startTime?: number
  intervalMs?: number
  /** Per-candle volatility as a fraction (0.01 = 1 %). */
  volatility?: number
  drift?: number
  /** Decimal places prices are rounded to. */
  decimals?: number
}

/** A geometric random walk rendered as candles. */
export function syntheticCandles(o: SyntheticOptions): Candle[] {
  const rnd = seededRandom(o.seed)
  const vol = o.volatility ?? 0.01
  const drift = o.drift ?? 0
  const scale = 10 ** (o.decimals ?? 4)
  const round = (x: number) => Math.max(1 / scale, Math.round(x * scale) / scale)
  const interval = o.intervalMs ?? 60_000
  let price = o.start ?? 100
  const candles: Candle[] = []
  for (let i = 0; i < o.count; i++) {
    const open = round(price)
    const close = round(open * Math.exp(drift + vol * (rnd() * 2 - 1)))
    const high = round(Math.max(open, close) * (1 + rnd() * vol * 0.5))
    const low = round(Math.min(open, close) * (1 - rnd() * vol * 0.5))
    candles.push({
      time: (o.startTime ?? 0) + i * interval,
      open,
      high,
      low,
      close,
      volume: Math.round(rnd() * 1000),
    })
    price = close
  }
  return candles
}
