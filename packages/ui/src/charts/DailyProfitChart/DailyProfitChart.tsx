import { useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  HistogramSeries,
  LineSeries,
  type HistogramData,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { withAlpha } from '../chartTheme'
import { toValueData, type ValuePoint } from '../chartData'
import { useChart, useSeries } from '../useChart'
import { ChartFrame } from '../ChartFrame'

/** Each day's running total, rounded to 8 places so float dust never shows on the axis. */
function runningTotal<T extends { time: UTCTimestamp; value: number }>(bars: readonly T[]) {
  return bars.reduce<{ time: UTCTimestamp; value: number }[]>((line, { time, value }) => {
    const before = line[line.length - 1]?.value ?? 0
    line.push({ time, value: Math.round((before + value) * 1e8) / 1e8 })
    return line
  }, [])
}

export interface DailyProfitChartProps {
  /** One point per day (unix seconds at the day's start), gaps already filled with 0. */
  days: ValuePoint[]
  /** Chart height in px; the width follows the container. */
  height?: number
  /** Currency of the values, for the summary. */
  currency?: string
  /** Overrides the generated accessible summary. */
  'aria-label'?: string
}

/**
 * Daily profit as bars (up colour for a gain, down colour for a loss) with the running total as a
 * line on the left scale, so a day's result and where it leaves the total read at one glance.
 */
export function DailyProfitChart({
  days,
  height = 240,
  currency = 'USDT',
  'aria-label': ariaLabel,
}: DailyProfitChartProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  const handle = useChart(ref, { height, locale: format.dateLocale, priceFormatter: format.number })
  const bars = useMemo(() => toValueData(days), [days])
  const cumulative = useMemo(() => runningTotal(bars), [bars])
  const colors = handle?.colors
  const coloured = useMemo<HistogramData<UTCTimestamp>[]>(
    () =>
      bars.map(({ time, value }) => ({
        time,
        value,
        color: colors ? withAlpha(value < 0 ? colors.down : colors.up, 0.75) : undefined,
      })),
    [bars, colors],
  )
  useSeries(
    handle,
    HistogramSeries,
    { priceLineVisible: false, lastValueVisible: false, base: 0 },
    (c) => ({ color: c.up }),
    coloured,
  )
  useSeries(
    handle,
    LineSeries,
    { lineWidth: 2, priceLineVisible: false, priceScaleId: 'left' },
    (c) => ({ color: c.text }),
    cumulative,
  )
  useEffect(() => {
    handle?.chart.applyOptions({
      leftPriceScale: { visible: true, borderColor: handle.colors.border },
    })
  }, [handle])

  const total = cumulative[cumulative.length - 1]?.value ?? 0
  const dayCount = format.number(bars.length)
  const totalText = format.pnl(total, currency)
  const label = ariaLabel ?? t`Daily profit chart, ${dayCount} days, total ${totalText}`
  return <ChartFrame hostRef={ref} height={height} label={label} />
}
