import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CandlestickSeries, LineStyle, type IPriceLine, type ISeriesApi } from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { summarise, toCandleData, type Candle } from '../chartData'
import { useChart } from '../useChart'
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
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const handle = useChart(ref, { height, locale: format.locale, priceFormatter: format.price })
  const chart = handle?.chart
  const colors = handle?.colors

  useEffect(() => {
    if (!chart) return
    const series = chart.addSeries(CandlestickSeries, { borderVisible: false })
    seriesRef.current = series
    return () => {
      seriesRef.current = null
      chart.removeSeries(series)
    }
  }, [chart])

  useEffect(() => {
    if (!colors) return
    seriesRef.current?.applyOptions({
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
    })
  }, [chart, colors])

  useEffect(() => {
    seriesRef.current?.setData(toCandleData(candles))
    chart?.timeScale().fitContent()
  }, [chart, candles])

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
  }, [chart, colors, priceLines])

  const { count, last } = summarise(candles)
  const lastClose = last ? format.price(last.close) : '–'
  const candleCount = format.number(count)
  const label = ariaLabel ?? t`Price chart, ${candleCount} candles, last close ${lastClose}`
  return <ChartFrame hostRef={ref} height={height} label={label} />
}
