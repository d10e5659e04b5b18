export type SparkDirection = 'up' | 'down' | 'flat'

/** What a line of values says in words: where it started, where it ended, and which way. */
export interface SparkSummary {
  first: number
  last: number
  /** Percent from the first value to the last; 0 when the first is 0 (no ratio to give). */
  change: number
  direction: SparkDirection
}

/** The summary of `values`, or null when there is nothing to summarise. */
export function sparkSummary(values: readonly number[]): SparkSummary | null {
  const finite = values.filter(Number.isFinite)
  const first = finite[0]
  const last = finite.at(-1)
  if (first === undefined || last === undefined) return null
  const change = first === 0 ? 0 : ((last - first) / Math.abs(first)) * 100
  const direction = last > first ? 'up' : last < first ? 'down' : 'flat'
  return { first, last, change, direction }
}

/**
 * The SVG path of `values` across a `width` × `height` box with `pad` kept free at the top and
 * bottom (so the stroke is not cut). One value or a flat line is drawn across the middle.
 */
export function sparkPath(values: readonly number[], width: number, height: number, pad = 2) {
  const finite = values.filter(Number.isFinite)
  if (finite.length === 0) return ''
  const min = Math.min(...finite)
  const max = Math.max(...finite)
  const span = max - min
  const inner = height - 2 * pad
  const y = (v: number) => (span === 0 ? height / 2 : pad + inner - ((v - min) / span) * inner)
  const points = finite.length === 1 ? [finite[0]!, finite[0]!] : finite
  const step = width / (points.length - 1)
  const round = (n: number) => Math.round(n * 100) / 100
  return points.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(i * step)} ${round(y(v))}`).join(' ')
}
