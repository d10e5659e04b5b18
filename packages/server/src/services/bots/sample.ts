/**
 * Keeps at most `max` points of a time series: the first, the last, and evenly spaced ones between.
 * Charts need the shape, not every sample, and a reply must stay small whatever the bot's age.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points]
  if (max <= 1) return points.slice(-1)
  const out: T[] = []
  const step = (points.length - 1) / (max - 1)
  for (let i = 0; i < max; i++) out.push(points[Math.round(i * step)]!)
  return out
}
