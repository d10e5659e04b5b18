import type { BotPlotResponse } from '@atb/contract'
import type { OverlayLine, PriceMarker } from '@atb/ui'

const seconds = (ms: number) => Math.floor(ms / 1000)

/**
 * A quant bot's plot (`/robot/plot`) as the candlestick chart's overlays: its lines (price ones on
 * the candles, pane ones under them), then its shapes as dashed two-point segments. Each gets its
 * own colour index, which the legend shows beside its name.
 */
export function plotOverlays(plot: BotPlotResponse): OverlayLine[] {
  const lines = plot.lines.map((line, i): OverlayLine => ({
    name: line.name,
    axis: line.axis,
    color: i,
    points: line.points.map((p) => ({ time: seconds(p.time), value: p.value })),
  }))
  const shapes = plot.shapes.map((shape, i): OverlayLine => ({
    name: shape.name,
    axis: 'price',
    color: plot.lines.length + i,
    dashed: true,
    points: [
      { time: seconds(shape.from.time), value: shape.from.price },
      { time: seconds(shape.to.time), value: shape.to.price },
    ],
  }))
  return [...lines, ...shapes]
}

/**
 * The rule's decisions as markers. A mark's time is when it is known (the next bar's open); the
 * arrow goes on the bar that decided, whose close is the mark's price.
 */
export function plotMarkers(
  plot: BotPlotResponse,
  stepMs: number,
  text: { buy: string; sell: string },
): PriceMarker[] {
  return plot.marks.map((mark) => ({
    time: seconds(mark.time - stepMs),
    side: mark.side === 'BUY' ? 'buy' : 'sell',
    text: mark.side === 'BUY' ? text.buy : text.sell,
  }))
}
