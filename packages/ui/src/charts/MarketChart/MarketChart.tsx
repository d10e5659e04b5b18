import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useFormatter } from '../../format/useFormatter'
import { toCandleData, toValueData } from '../chartData'
import { withAlpha, type ChartColors } from '../chartTheme'
import { isChartRemoved, useChart } from '../useChart'
import { ChartFrame } from '../ChartFrame'
import {
  bollingerBands,
  legendAt,
  movingAverage,
  type MarketCandle,
  type MarketOverlays,
} from './marketData'
import styles from './MarketChart.module.css'

export type { MarketCandle, MarketOverlays } from './marketData'

export interface MarketChartProps {
  /** Candles with volume, time in unix seconds, oldest first; the last may still be forming. */
  candles: MarketCandle[]
  /** Height of the drawing in px (the legend sits above it); the width follows the container. */
  height?: number
  /** Moving averages and Bollinger bands laid over the candles. */
  overlays?: MarketOverlays
  /** How prices are written (axis, legend); e.g. to the symbol's tick size. */
  priceFormat?: (price: number) => string
  /** Overrides the generated accessible summary. */
  'aria-label'?: string
}

/** Candles in view at first: enough to read a trend, at most one per 7 px so a phone draws candles, not hairlines. */
const VISIBLE_BARS = 120
const MIN_VISIBLE_BARS = 30
const BAR_SPACING_PX = 7

const overlayTokens = {
  ma20: '--color-info-text',
  ma50: '--color-warning-text',
  bollinger: '--color-text-muted',
} as const
type OverlayKey = keyof typeof overlayTokens

/** An overlay line's colour, resolved like the theme's (light-dark() tokens need a probe). */
function readOverlayColor(el: HTMLElement, key: OverlayKey): string {
  const probe = el.ownerDocument.createElement('span')
  probe.style.display = 'none'
  probe.style.color = `var(${overlayTokens[key]})`
  el.appendChild(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}

/** Shows the newest candles, leaving a small gap on the right for the forming one to grow into. */
function showRecent(chart: IChartApi, count: number) {
  const width = chart.timeScale().width()
  const bars = width
    ? Math.max(MIN_VISIBLE_BARS, Math.min(VISIBLE_BARS, Math.floor(width / BAR_SPACING_PX)))
    : VISIBLE_BARS
  if (count <= bars) chart.timeScale().fitContent()
  else chart.timeScale().setVisibleLogicalRange({ from: count - bars, to: count + 2 })
}

/**
 * The market's price chart: candles, volume bars on their own scale at the bottom, optional
 * moving averages and Bollinger bands, and a legend with the hovered candle's open, high, low,
 * close and volume (the newest candle when nothing is hovered). A live update of the last candle
 * is applied in place, so the trader's zoom and scroll stay where they are.
 */
export function MarketChart({
  candles,
  height = 420,
  overlays = {},
  priceFormat,
  'aria-label': ariaLabel,
}: MarketChartProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const price = priceFormat ?? format.price
  const ref = useRef<HTMLDivElement>(null)
  const handle = useChart(ref, { height, locale: format.dateLocale, priceFormatter: price })
  const chart = handle?.chart
  const colors = handle?.colors
  const sorted = useMemo(() => {
    const volumes = new Map(candles.map((c) => [c.time, c.volume]))
    return toCandleData(candles).map((bar) => ({
      ...bar,
      time: bar.time as number,
      volume: volumes.get(bar.time) ?? 0,
    }))
  }, [candles])

  // Candles and volume: added once per chart (the effects below run after this one).
  const seriesRef = useRef<{
    candles: ISeriesApi<'Candlestick'>
    volume: ISeriesApi<'Histogram'>
  } | null>(null)
  const drawn = useRef<{
    first: number
    last: number
    count: number
    colors: ChartColors
  } | null>(null)
  useEffect(() => {
    if (!chart) return
    const candleSeries = chart.addSeries(CandlestickSeries, { borderVisible: false })
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } })
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    })
    // The bottom fifth of the pane, with no axis of its own: the legend gives the number.
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 }, visible: false })
    seriesRef.current = { candles: candleSeries, volume }
    drawn.current = null
    return () => {
      seriesRef.current = null
      if (!isChartRemoved(chart)) {
        chart.removeSeries(candleSeries)
        chart.removeSeries(volume)
      }
    }
  }, [chart])

  useEffect(() => {
    if (colors) seriesRef.current?.candles.applyOptions(candleStyle(colors))
  }, [chart, colors])

  // A new set of candles (symbol, interval, reload) is drawn afresh and framed; the same set with
  // only its last candle changed (a live tick) updates that bar and leaves the view alone.
  useEffect(() => {
    const series = seriesRef.current
    if (!series || !chart || !colors) return
    const volumeBar = (bar: (typeof sorted)[number]) => ({
      time: bar.time as UTCTimestamp,
      value: bar.volume,
      color: withAlpha(bar.close >= bar.open ? colors.up : colors.down, 0.45),
    })
    const first = sorted[0]
    const last = sorted[sorted.length - 1]
    const before = drawn.current
    const sameSet =
      before && first && last && before.first === first.time && before.count === sorted.length
    if (sameSet && last && before.last === last.time && before.colors === colors) {
      series.candles.update({ ...last, time: last.time as UTCTimestamp })
      series.volume.update(volumeBar(last))
    } else {
      series.candles.setData(sorted.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })))
      series.volume.setData(sorted.map(volumeBar))
      if (!sameSet) showRecent(chart, sorted.length)
    }
    drawn.current =
      first && last ? { first: first.time, last: last.time, count: sorted.length, colors } : null
  }, [chart, colors, sorted])

  // Overlays: computed from the candles by the indicator library, a line series each while on.
  const { ma20: showMa20 = false, ma50: showMa50 = false, bollinger: showBands = false } = overlays
  const lines = useMemo(
    () => ({
      ma20: showMa20 ? movingAverage(sorted, 20) : undefined,
      ma50: showMa50 ? movingAverage(sorted, 50) : undefined,
      bollinger: showBands ? bollingerBands(sorted, 20, 2) : undefined,
    }),
    [sorted, showMa20, showMa50, showBands],
  )
  const line = { chart, colors, host: ref }
  useOverlayLine(line, showMa20, lines.ma20, 'ma20', LineStyle.Solid)
  useOverlayLine(line, showMa50, lines.ma50, 'ma50', LineStyle.Solid)
  useOverlayLine(line, showBands, lines.bollinger?.upper, 'bollinger', LineStyle.Dashed)
  useOverlayLine(line, showBands, lines.bollinger?.middle, 'bollinger', LineStyle.Dotted)
  useOverlayLine(line, showBands, lines.bollinger?.lower, 'bollinger', LineStyle.Dashed)

  // The crosshair's candle, for the legend.
  const [hovered, setHovered] = useState<number | null>(null)
  useEffect(() => {
    if (!chart) return
    const move = (param: MouseEventParams) =>
      setHovered(typeof param.time === 'number' ? param.time : null)
    chart.subscribeCrosshairMove(move)
    return () => {
      if (!isChartRemoved(chart)) chart.unsubscribeCrosshairMove(move)
    }
  }, [chart])

  const legend = legendAt(sorted, hovered, lines)
  const last = sorted[sorted.length - 1]
  const count = format.number(sorted.length)
  const label =
    ariaLabel ??
    (last
      ? t`Price chart, ${count} candles, last close ${price(last.close)}, volume ${format.compact(last.volume)}`
      : t`Price chart, no candles`)
  return (
    <div className={styles.chart}>
      {legend ? (
        <dl
          className={styles.legend}
          aria-label={legend.latest ? t`Latest candle` : t`Candle under the pointer`}
          data-latest={legend.latest || undefined}
        >
          <div>
            <dt>{t`Open`}</dt>
            <dd>{price(legend.candle.open)}</dd>
          </div>
          <div>
            <dt>{t`High`}</dt>
            <dd>{price(legend.candle.high)}</dd>
          </div>
          <div>
            <dt>{t`Low`}</dt>
            <dd>{price(legend.candle.low)}</dd>
          </div>
          <div>
            <dt>{t`Close`}</dt>
            <dd data-tone={legend.change > 0 ? 'up' : legend.change < 0 ? 'down' : undefined}>
              {price(legend.candle.close)} ({format.percent(legend.change, { signed: true })})
            </dd>
          </div>
          <div>
            <dt>{t`Volume`}</dt>
            <dd>{format.compact(legend.candle.volume)}</dd>
          </div>
          {legend.ma20 !== undefined ? (
            <div data-series="ma20">
              <dt>{t`MA 20`}</dt>
              <dd>{price(legend.ma20)}</dd>
            </div>
          ) : null}
          {legend.ma50 !== undefined ? (
            <div data-series="ma50">
              <dt>{t`MA 50`}</dt>
              <dd>{price(legend.ma50)}</dd>
            </div>
          ) : null}
          {legend.bollinger ? (
            <div data-series="bollinger">
              <dt>{t`BB 20, 2`}</dt>
              <dd>
                {price(legend.bollinger.upper)} / {price(legend.bollinger.lower)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ChartFrame hostRef={ref} height={height} label={label} />
    </div>
  )
}

const candleStyle = (colors: ChartColors) => ({
  upColor: colors.up,
  downColor: colors.down,
  wickUpColor: colors.up,
  wickDownColor: colors.down,
})

/** One overlay line: on the chart while `on`, fed `points`, drawn in its token's colour. */
function useOverlayLine(
  {
    chart,
    colors,
    host,
  }: {
    chart: IChartApi | undefined
    colors: ChartColors | undefined
    host: RefObject<HTMLDivElement | null>
  },
  on: boolean,
  points: { time: number; value: number }[] | undefined,
  token: OverlayKey,
  lineStyle: LineStyle,
) {
  const lineRef = useRef<ISeriesApi<'Line'> | null>(null)
  useEffect(() => {
    if (!chart || !on) return
    const series = chart.addSeries(LineSeries, {
      lineWidth: 1,
      lineStyle,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
    })
    lineRef.current = series
    return () => {
      lineRef.current = null
      if (!isChartRemoved(chart)) chart.removeSeries(series)
    }
  }, [chart, on, lineStyle])
  // `colors` is a new object on every theme change: the line's token is read again then.
  useEffect(() => {
    const el = host.current
    if (lineRef.current && el && colors)
      lineRef.current.applyOptions({ color: readOverlayColor(el, token) })
  }, [chart, on, colors, host, token])
  useEffect(() => {
    if (lineRef.current && points) lineRef.current.setData(toValueData(points))
  }, [chart, on, points])
}
