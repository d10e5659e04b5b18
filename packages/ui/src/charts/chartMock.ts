import { vi } from 'vitest'

/** A stand-in for lightweight-charts in jsdom, which has no canvas; records what the components ask for. */
export function createChartMock() {
  const series = {
    setData: vi.fn(),
    applyOptions: vi.fn(),
    createPriceLine: vi.fn((options: unknown) => ({ options })),
    removePriceLine: vi.fn(),
  }
  const chart = {
    addSeries: vi.fn((_definition: unknown, _options?: unknown) => series),
    removeSeries: vi.fn(),
    applyOptions: vi.fn(),
    remove: vi.fn(),
    timeScale: vi.fn(() => ({ fitContent: vi.fn() })),
  }
  const createChart = vi.fn((_el: HTMLElement, _options?: unknown) => chart)
  return { createChart, chart, series }
}
