import type { ChartOptions, DeepPartial } from 'lightweight-charts'

export interface ChartColors {
  up: string
  down: string
  grid: string
  text: string
  border: string
  surface: string
}

const tokens: Record<keyof ChartColors, string> = {
  up: '--color-chart-up',
  down: '--color-chart-down',
  grid: '--color-chart-grid',
  text: '--color-text-muted',
  border: '--color-border',
  surface: '--color-surface',
}

/**
 * Reads the chart colours from the element's custom properties. The tokens are `light-dark()`
 * expressions, which getPropertyValue returns unresolved and the canvas cannot parse, so each
 * one is resolved through a probe's computed `color` (which also honours [data-theme] above el).
 */
export function readChartColors(el: HTMLElement): ChartColors {
  const probe = el.ownerDocument.createElement('span')
  probe.style.display = 'none'
  el.appendChild(probe)
  const style = getComputedStyle(probe)
  const colors = {} as ChartColors
  for (const key of Object.keys(tokens) as (keyof ChartColors)[]) {
    const raw = getComputedStyle(el).getPropertyValue(tokens[key]).trim()
    probe.style.color = `var(${tokens[key]})`
    colors[key] = /^(#|rgba?\()/.test(raw) ? raw : style.color || raw
  }
  probe.remove()
  return colors
}

/** `rgb(r, g, b)` or `#rrggbb` → `rgba(r, g, b, alpha)`; other formats are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color)
  if (hex) {
    const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16))
    return `rgba(${r}, ${g}, ${b}, ${alpha})`
  }
  const match = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(color)
  return match ? `rgba(${match[1]}, ${match[2]}, ${match[3]}, ${alpha})` : color
}

/** Layout, grid and scale options that follow the theme. */
export function themeOptions(colors: ChartColors): DeepPartial<ChartOptions> {
  return {
    layout: {
      background: { color: 'transparent' },
      textColor: colors.text,
      fontFamily: getComputedStyle(document.documentElement).fontFamily,
      fontSize: 12,
      // The licence's TradingView link is rendered by ChartFrame, outside the role="img" host.
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.border },
    timeScale: { borderColor: colors.border, timeVisible: true, secondsVisible: false },
    crosshair: {
      vertLine: { labelBackgroundColor: colors.text },
      horzLine: { labelBackgroundColor: colors.text },
    },
  }
}
