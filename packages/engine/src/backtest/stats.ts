/** Statistics over an equity curve sampled once per candle. Floats: these describe money, they do not hold it. */
export function maxDrawdown(curve: ArrayLike<number>): number {
  let peak = -Infinity
  let worst = 0
  for (let i = 0; i < curve.length; i++) {
    const v = curve[i]!
    if (v > peak) peak = v
    if (peak > 0) worst = Math.max(worst, (peak - v) / peak)
  }
  return worst
}

/** Annualised Sharpe ratio of per-candle returns with a zero risk-free rate. */
export function sharpe(curve: ArrayLike<number>, intervalMs: number): number {
  const n = curve.length - 1
  if (n < 2) return 0
  let mean = 0
  for (let i = 1; i <= n; i++) mean += curve[i]! / curve[i - 1]! - 1
  mean /= n
  let variance = 0
  for (let i = 1; i <= n; i++) variance += (curve[i]! / curve[i - 1]! - 1 - mean) ** 2
  const sd = Math.sqrt(variance / (n - 1))
  if (sd === 0) return 0
  const periodsPerYear = (365 * 24 * 3600_000) / intervalMs
  return (mean / sd) * Math.sqrt(periodsPerYear)
}
