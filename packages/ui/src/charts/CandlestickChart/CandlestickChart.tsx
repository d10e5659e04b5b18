import { useEffect, useMemo, useRef, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  CandlestickSeries,
  type AutoscaleInfo,
  type IChartApi,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
  type ISeriesApi,
  type IPriceLine,
  type SeriesMarkerBar,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { summarise, toCandleData, toValueData, type Candle } from '../chartData'
import { isChartRemoved, useChart, useSeries } from '../useChart'
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

export interface PriceMarker {
  /** Unix time in seconds; the marker sits on the candle that contains it. */
  time: number
  /** buy: an up arrow below the candle; sell: a down arrow above it. */
  side: 'buy' | 'sell'
  /** A short text beside the arrow, e.g. "B" or "S". */
  text?: string
}

/**
 * Colours of the overlay lines, in order: a legend shows a line's swatch with
 * `var(overlayColors[line.color])`, the chart draws it in the same token's colour.
 */
export const overlayColors = [
  '--color-info-text',
  '--color-warning-text',
  '--color-text-muted',
  '--color-positive',
  '--color-negative',
] as const

export interface OverlayLine {
  /** The legend's name, e.g. "SMA 50". */
  name: string
  /** Points in unix seconds; a segment (a pattern's neckline) is a line of two points. */
  points: { time: number; value: number }[]
  /** `price` shares the candles' scale; `pane` gets its own pane under them (RSI, ADX). */
  axis?: 'price' | 'pane'
  /** Index into `overlayColors`. */
  color?: number
  /** Dashed, e.g. for shapes rather than indicators. */
  dashed?: boolean
}

export interface CandlestickChartProps {
  /** OHLC candles; time in unix seconds. Unsorted or repeated times are tolerated. */
  candles: Candle[]
  /** Chart height in px; the width follows the container. */
  height?: number
  /** Horizontal lines, e.g. a grid bot's levels or its upper and lower bounds. */
  priceLines?: PriceLevel[]
  /** Widens the price scale so every price line is in view (a stop loss below the candles). */
  fitPriceLines?: boolean
  /** Arrows on candles, e.g. a bot's fills. */
  markers?: PriceMarker[]
  /** Indicator lines and segments: on the candles, or in a pane under them. */
  overlays?: OverlayLine[]
  /** Share of the height the lower pane takes when a line is on it (0 to 1). */
  paneShare?: number
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
  fitPriceLines = false,
  markers,
  overlays,
  paneShare = 0.3,
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
    if (!series || !chart || !colors || !priceLines?.length) return
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
    // On unmount the chart may be gone first, and touching its series then throws.
    return () => {
      if (!isChartRemoved(chart)) lines.forEach((line) => series.removePriceLine(line))
    }
  }, [chart, colors, priceLines, seriesRef])

  const linePrices = useMemo(
    () => (fitPriceLines ? (priceLines ?? []).map((line) => line.price) : []),
    [fitPriceLines, priceLines],
  )
  useEffect(() => {
    const series = seriesRef.current
    if (!series) return
    const low = Math.min(...linePrices)
    const high = Math.max(...linePrices)
    series.applyOptions({
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original()
        if (!info?.priceRange || !linePrices.length) return info
        const { minValue, maxValue } = info.priceRange
        return {
          ...info,
          priceRange: { minValue: Math.min(minValue, low), maxValue: Math.max(maxValue, high) },
        }
      },
    })
  }, [chart, linePrices, seriesRef])

  const seriesMarkers = useMemo(() => toSeriesMarkers(markers ?? [], data), [markers, data])
  useEffect(() => {
    const series = seriesRef.current
    if (!series || !chart || !colors || !seriesMarkers.length) return
    const plugin = createSeriesMarkers(
      series,
      seriesMarkers.map((marker) => ({
        ...marker,
        color: marker.shape === 'arrowUp' ? colors.up : colors.down,
      })),
    )
    return () => {
      if (!isChartRemoved(chart)) plugin.detach()
    }
  }, [chart, colors, seriesMarkers, seriesRef])

  useOverlays(ref, chart, colors, overlays, paneShare)

  const { count, last } = summarise(candles)
  const lastClose = last ? format.price(last.close) : '–'
  const candleCount = format.number(count)
  const label = ariaLabel ?? t`Price chart, ${candleCount} candles, last close ${lastClose}`
  return <ChartFrame hostRef={ref} height={height} label={label} />
}

/**
 * lightweight-charts wants markers sorted by time and on a bar's time; a fill happens inside a
 * candle, so each is moved to the open time of the candle that contains it. Fills outside the
 * candles shown are dropped rather than piled on the first or last bar.
 */
function toSeriesMarkers(
  markers: readonly PriceMarker[],
  bars: readonly { time: UTCTimestamp }[],
): Omit<SeriesMarkerBar<UTCTimestamp>, 'color'>[] {
  const first = bars[0]
  const lastBar = bars[bars.length - 1]
  if (!first || !lastBar) return []
  const step = bars.length > 1 ? (bars[1]?.time ?? first.time) - first.time : 0
  const placed: Omit<SeriesMarkerBar<UTCTimestamp>, 'color'>[] = []
  for (const { time, side, text } of markers) {
    if (time < first.time || time >= lastBar.time + Math.max(step, 1)) continue
    let bar = first
    for (const candidate of bars) {
      if (candidate.time > time) break
      bar = candidate
    }
    placed.push({
      time: bar.time,
      position: side === 'buy' ? 'belowBar' : 'aboveBar',
      shape: side === 'buy' ? 'arrowUp' : 'arrowDown',
      ...(text ? { text } : {}),
    })
  }
  return placed.sort((a, b) => a.time - b.time)
}

/** A colour token resolved like the theme's (light-dark() tokens need a probe element). */
function readToken(el: HTMLElement, token: string): string {
  const probe = el.ownerDocument.createElement('span')
  probe.style.display = 'none'
  probe.style.color = `var(${token})`
  el.appendChild(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}

/**
 * The overlay lines as line series: `price` ones on the candles' pane and scale, `pane` ones in a
 * second pane taking `share` of the panes' height. Re-made when the lines or the theme change.
 */
function useOverlays(
  host: RefObject<HTMLDivElement | null>,
  chart: IChartApi | undefined,
  colors: ChartColors | undefined,
  overlays: readonly OverlayLine[] | undefined,
  share: number,
) {
  useEffect(() => {
    const el = host.current
    if (!chart || !colors || !el || !overlays?.length) return
    const made: ISeriesApi<'Line'>[] = overlays.map((line, i) => {
      const series = chart.addSeries(
        LineSeries,
        {
          color: readToken(el, overlayColors[(line.color ?? i) % overlayColors.length]!),
          lineWidth: line.dashed ? 1 : 2,
          lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid,
          lastValueVisible: false,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
          title: '',
        },
        line.axis === 'pane' ? 1 : 0,
      )
      series.setData(toValueData(line.points))
      return series
    })
    // Not setHeight: it turns pixels into stretch factors with the panes' last laid-out heights, and
    // a re-made lower pane (a theme change) is 0 px beside the candles' stale height, so it grew
    // with each re-make that followed a frame. Factors are ratios, the same whenever they are set.
    const [candlesPane, lowerPane] = chart.panes()
    if (candlesPane && lowerPane) {
      candlesPane.setStretchFactor(1 - share)
      lowerPane.setStretchFactor(share)
    }
    return () => {
      if (!isChartRemoved(chart)) made.forEach((series) => chart.removeSeries(series))
    }
  }, [host, chart, colors, overlays, share])
}
