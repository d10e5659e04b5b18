import { vi } from 'vitest'

/** A pane as lightweight-charts keeps it: a stretch factor (1 when made) sets its share of the height. */
function createPane() {
  let stretch = 1
  return {
    getStretchFactor: vi.fn(() => stretch),
    setStretchFactor: vi.fn((factor: number) => {
      stretch = factor
    }),
  }
}

/** A stand-in for lightweight-charts in jsdom, which has no canvas; records what the components ask for. */
export function createChartMock() {
  const series = {
    setData: vi.fn(),
    applyOptions: vi.fn(),
    createPriceLine: vi.fn((options: unknown) => ({ options })),
    removePriceLine: vi.fn(),
  }
  const panes = [createPane()]
  // Each added series is its own handle (sharing `series`' recorders), so removing one can empty its pane.
  const paneOf = new Map<object, ReturnType<typeof createPane>>()
  const chart = {
    addSeries: vi.fn((_definition: unknown, _options?: unknown, pane = 0) => {
      // A series on a pane past the last makes that pane, as lightweight-charts does.
      while (panes.length <= pane) panes.push(createPane())
      const handle = { ...series }
      paneOf.set(handle, panes[pane]!)
      return handle
    }),
    panes: vi.fn(() => panes),
    removeSeries: vi.fn((handle: object) => {
      const pane = paneOf.get(handle)
      paneOf.delete(handle)
      // Its last series gone, a pane is dropped (unless it is the only one), as lightweight-charts does.
      const emptied = pane && ![...paneOf.values()].includes(pane)
      if (emptied && panes.length > 1) panes.splice(panes.indexOf(pane), 1)
    }),
    applyOptions: vi.fn(),
    remove: vi.fn(),
    timeScale: vi.fn(() => ({ fitContent: vi.fn() })),
  }
  const createChart = vi.fn((_el: HTMLElement, _options?: unknown) => chart)
  return { createChart, chart, series, panes }
}
