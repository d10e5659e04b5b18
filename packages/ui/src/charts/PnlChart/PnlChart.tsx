import { useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BaselineSeries } from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { withAlpha } from '../chartTheme'
import { summarise, toValueData, type ValuePoint } from '../chartData'
import { useChart, useSeries } from '../useChart'
import { ChartFrame } from '../ChartFrame'

export type { ValuePoint } from '../chartData'

export interface PnlChartProps {
  /** Profit or equity over time; time in unix seconds. */
  points: ValuePoint[]
  /** Chart height in px; the width follows the container. */
  height?: number
  /** Currency of the values, for the axis and the summary. */
  currency?: string
  /** The value that splits green from red; 0 for profit and loss. */
  baseValue?: number
  /** Overrides the generated accessible summary. */
  'aria-label'?: string
}

/** Profit and loss over time: green above the base value, red below. */
export function PnlChart({
  points,
  height = 240,
  currency = 'USDT',
  baseValue = 0,
  'aria-label': ariaLabel,
}: PnlChartProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  const handle = useChart(ref, { height, locale: format.dateLocale, priceFormatter: format.number })
  const data = useMemo(() => toValueData(points), [points])
  useSeries(
    handle,
    BaselineSeries,
    { lineWidth: 2, priceLineVisible: false },
    (colors) => ({
      baseValue: { type: 'price', price: baseValue },
      topLineColor: colors.up,
      topFillColor1: withAlpha(colors.up, 0.28),
      topFillColor2: withAlpha(colors.up, 0.04),
      bottomLineColor: colors.down,
      bottomFillColor1: withAlpha(colors.down, 0.04),
      bottomFillColor2: withAlpha(colors.down, 0.28),
    }),
    data,
  )

  const { count, last } = summarise(points)
  const latest = last ? format.pnl(last.value, currency) : '–'
  const pointCount = format.number(count)
  const label = ariaLabel ?? t`Profit chart, ${pointCount} points, latest ${latest}`
  return <ChartFrame hostRef={ref} height={height} label={label} />
}
