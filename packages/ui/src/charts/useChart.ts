import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  createChart,
  type IChartApi,
  type ISeriesApi,
  type SeriesDataItemTypeMap,
  type SeriesDefinition,
  type SeriesPartialOptionsMap,
  type SeriesType,
} from 'lightweight-charts'
import { readChartColors, themeOptions, type ChartColors } from './chartTheme'

export interface ChartHandle {
  chart: IChartApi
  colors: ChartColors
}

/**
 * Creates a lightweight-charts chart in `ref`, keeps its width in step with the container and
 * re-reads the theme colours when [data-theme] or the OS colour scheme changes.
 */
export function useChart(
  ref: RefObject<HTMLDivElement | null>,
  options: { height: number; locale: string; priceFormatter: (price: number) => string },
): ChartHandle | null {
  const [handle, setHandle] = useState<ChartHandle | null>(null)
  const { height, locale, priceFormatter } = options

  useEffect(() => {
    const el = ref.current
    if (!el) return
    let teardown: (() => void) | null = null
    let live = true
    // Axis widths are measured once, with the font in use when the chart is created: wait for the
    // web fonts so the labels are not sized for a fallback font and then drawn in Inter.
    const fonts = el.ownerDocument.fonts as FontFaceSet | undefined
    if (!fonts || fonts.status === 'loaded') teardown = mountChart(el, height, setHandle)
    else
      void fonts.ready.then(() => {
        if (live) teardown = mountChart(el, height, setHandle)
      })
    return () => {
      live = false
      teardown?.()
    }
    // The chart is created once; height and formatting are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref])

  useEffect(() => {
    handle?.chart.applyOptions({ height, localization: { locale, priceFormatter } })
  }, [handle, height, locale, priceFormatter])

  return handle
}

/** Charts already torn down: their series went with them, and removing one again throws. */
const removedCharts = new WeakSet<IChartApi>()

/** True once the chart is torn down: its series, price lines and markers are gone with it. */
export const isChartRemoved = (chart: IChartApi) => removedCharts.has(chart)

function mountChart(
  el: HTMLDivElement,
  height: number,
  setHandle: (handle: ChartHandle | null) => void,
) {
  const colors = readChartColors(el)
  const chart = createChart(el, {
    ...themeOptions(colors),
    width: el.clientWidth,
    height,
    handleScroll: { vertTouchDrag: false },
  })
  setHandle({ chart, colors })

  const retheme = () => {
    const next = readChartColors(el)
    chart.applyOptions(themeOptions(next))
    setHandle({ chart, colors: next })
  }
  const themeObserver = new MutationObserver(retheme)
  themeObserver.observe(el.ownerDocument.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  })
  const scheme = window.matchMedia('(prefers-color-scheme: dark)')
  scheme.addEventListener('change', retheme)
  const resizeObserver = new ResizeObserver(([entry]) => {
    if (entry) chart.applyOptions({ width: Math.floor(entry.contentRect.width) })
  })
  resizeObserver.observe(el)

  return () => {
    themeObserver.disconnect()
    scheme.removeEventListener('change', retheme)
    resizeObserver.disconnect()
    removedCharts.add(chart)
    chart.remove()
    setHandle(null)
  }
}

/**
 * One series on a chart made by useChart: added once, styled from the theme colours (again when
 * they change), fed `data` and fitted to it. The ref holds the series for extras such as price lines.
 */
export function useSeries<T extends SeriesType>(
  handle: ChartHandle | null,
  definition: SeriesDefinition<T>,
  options: SeriesPartialOptionsMap[T],
  style: (colors: ChartColors) => SeriesPartialOptionsMap[T],
  data: SeriesDataItemTypeMap[T][],
): RefObject<ISeriesApi<T> | null> {
  const chart = handle?.chart
  const colors = handle?.colors
  const seriesRef = useRef<ISeriesApi<T> | null>(null)

  useEffect(() => {
    if (!chart) return
    const series = chart.addSeries(definition, options)
    seriesRef.current = series
    return () => {
      seriesRef.current = null
      // On unmount the chart's own teardown may have run first (effects clean up in order).
      if (!removedCharts.has(chart)) chart.removeSeries(series)
    }
    // The series is added once per chart; its look follows `style`, its content `data`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart])

  const styled = colors ? style(colors) : null
  const styleKey = JSON.stringify(styled)
  useEffect(() => {
    if (styled) seriesRef.current?.applyOptions(styled)
    // styleKey stands for `styled`: a new object each render with the same content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, styleKey])

  useEffect(() => {
    seriesRef.current?.setData(data)
    chart?.timeScale().fitContent()
  }, [chart, data])

  return seriesRef
}
