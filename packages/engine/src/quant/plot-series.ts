import { PLOT_BARS, type PlotLine } from './types'

/** One plotted line's most recent `PLOT_BARS` points, appended one closed bar at a time. */
export class PlotSeries {
  private readonly points: PlotLine['points'] = []

  constructor(
    readonly name: string,
    readonly axis: PlotLine['axis'],
  ) {}

  push(time: number, value: number): void {
    this.points.push({ time, value })
    if (this.points.length > PLOT_BARS) this.points.shift()
  }

  line(): PlotLine {
    return { name: this.name, axis: this.axis, points: [...this.points] }
  }
}
