import { useEffect, useState, type RefObject } from 'react'
import { createChart, type IChartApi } from 'lightweight-charts'
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

function mountChart(el: HTMLDivElement, height: number, setHandle: (handle: ChartHandle | null) => void) {
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
  themeObserver.observe(el.ownerDocument.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
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
    chart.remove()
    setHandle(null)
  }
}
