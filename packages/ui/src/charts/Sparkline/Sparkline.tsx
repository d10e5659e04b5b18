import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '../../format/useFormatter'
import { sparkPath, sparkSummary } from './sparklineData'
import styles from './Sparkline.module.css'

export interface SparklineProps {
  /** The values, oldest first (e.g. hourly closes). */
  values: readonly number[]
  /** What the line covers, said first in its description, e.g. "Last 24 hours". */
  period?: string
  /** How the first and last values are written; the formatter's `price` by default. */
  format?: (value: number) => string
  /** Width in CSS pixels. */
  width?: number
  /** Height in CSS pixels. */
  height?: number
}

/**
 * A tiny line of values with no axes, coloured by direction (last against first). Colour is not
 * the only cue: the image's label says the start, the end and the change in words.
 */
export function Sparkline({ values, period, format, width = 96, height = 28 }: SparklineProps) {
  const { t } = useLingui()
  const fmt = useFormatter()
  const summary = sparkSummary(values)
  const write = format ?? fmt.price
  const when = period ?? t`Recent prices`
  let label = t`${when}: no prices yet`
  if (summary) {
    const from = write(summary.first)
    const to = write(summary.last)
    const pct = fmt.percent(Math.abs(summary.change))
    label =
      summary.direction === 'up'
        ? t`${when}: from ${from} to ${to}, up ${pct}`
        : summary.direction === 'down'
          ? t`${when}: from ${from} to ${to}, down ${pct}`
          : t`${when}: unchanged at ${to}`
  }
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.spark}
      data-direction={summary?.direction ?? 'none'}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      {summary ? (
        <path d={sparkPath(values, width, height)} className={styles.line} />
      ) : (
        // No data: a dashed baseline keeps the row's rhythm instead of a hole.
        <line x1={0} x2={width} y1={height / 2} y2={height / 2} className={styles.empty} />
      )}
    </svg>
  )
}
