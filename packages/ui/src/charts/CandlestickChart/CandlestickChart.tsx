import { useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CandlestickSeries, LineStyle, type IPriceLine } from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { summarise, toCandleData, type Candle } from '../chartData'
import { useChart, useSeries } from '../useChart'
import type { ChartColors } from '../chartTheme'
import { ChartFrame } from '../ChartFrame'

export type { Candle } from '../chartData'

export interface PriceLevel {
  /** The price the horizontal line sits at. */
  price: number
  /** A short label on the price axis, e.g. "Upper" or "Grid 3". */
  title?: string
  /** Colour: up (green), down (red) or neutral (muted). */
  tone?: 'up' | 'down' | 'neutral'
}

export interface CandlestickChartProps {
  /** OHLC candles; time in unix seconds. Unsorted or repeated times are tolerated. */
  candles: Candle[]
  /** Chart height in px; the width follows the container. */
  height?: number
  /** Horizontal lines, e.g. a grid bot's levels or its upper and lower bounds. */
  priceLines?: PriceLevel[]
  /** Overrides the generated accessible summary. */
  'aria-label'?: string
}

const candleStyle = (colors: ChartColors) => ({
  upColor: colors.up,
  downColor: colors.down,
  wickUpColor: colors.up,
  wickDownColor: colors.down,
})

/** An OHLC price chart on lightweight-charts, themed from the design tokens. */
export function CandlestickChart({
  candles,
  height = 320,
  priceLines,
  'aria-label': ariaLabel,
}: CandlestickChartProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  const handle = useChart(ref, { height, locale: format.dateLocale, priceFormatter: format.price })
  const chart = handle?.chart
  const colors = handle?.colors
  const data = useMemo(() => toCandleData(candles), [candles])
  const seriesRef = useSeries(
    handle,
    CandlestickSeries,
    { borderVisible: false },
    candleStyle,
    data,
  )

  useEffect(() => {
    const series = seriesRef.current
    if (!series || !colors || !priceLines?.length) return
    const lines: IPriceLine[] = priceLines.map(({ price, title, tone = 'neutral' }) =>
      series.createPriceLine({
        price,
        title,
        color: tone === 'up' ? colors.up : tone === 'down' ? colors.down : colors.text,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
      }),
    )
    return () => lines.forEach((line) => series.removePriceLine(line))
  }, [chart, colors, priceLines, seriesRef])

  const { count, last } = summarise(candles)
  const lastClose = last ? format.price(last.close) : '–'
  const candleCount = format.number(count)
  const label = ariaLabel ?? t`Price chart, ${candleCount} candles, last close ${lastClose}`
  return <ChartFrame hostRef={ref} height={height} label={label} />
}
