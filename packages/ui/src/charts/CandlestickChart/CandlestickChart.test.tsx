import { screen } from '@testing-library/react'
import type * as LightweightCharts from 'lightweight-charts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { createChartMock } from '../chartMock'

const mock = vi.hoisted(() => ({ current: null as ReturnType<typeof createChartMock> | null }))
const markers = vi.hoisted(() => ({ create: null as null | ((...args: unknown[]) => unknown) }))
vi.mock('lightweight-charts', async (importOriginal) => {
  const actual = await importOriginal<typeof LightweightCharts>()
  return {
    ...actual,
    createChart: (...args: Parameters<ReturnType<typeof createChartMock>['createChart']>) =>
      mock.current!.createChart(...args),
    createSeriesMarkers: (...args: unknown[]) => markers.create!(...args),
  }
})

const { CandlestickChart } = await import('./CandlestickChart')

const candles = [
  { time: 1_700_000_060, open: 1.2, high: 1.3, low: 1.1, close: 1.2345 },
  { time: 1_700_000_000, open: 1.1, high: 1.25, low: 1.05, close: 1.2 },
]

describe('CandlestickChart', () => {
  beforeEach(() => {
    mock.current = createChartMock()
  })

  it('mounts a labelled image container summarising the data', () => {
    render(<CandlestickChart candles={candles} height={200} />)
    const chart = screen.getByRole('img', { name: 'Price chart, 2 candles, last close 1.2345' })
    expect(chart).toHaveStyle({ height: '200px' })
    expect(mock.current!.createChart).toHaveBeenCalledWith(
      chart,
      expect.objectContaining({ height: 200 }),
    )
  })

  it('draws overlay lines on the candles, pane lines in a pane under them, and removes them', () => {
    const lines = () => [
      { name: 'SMA 2', points: [{ time: 1_700_000_060, value: 1.21 }] },
      { name: 'RSI 14', axis: 'pane' as const, points: [{ time: 1_700_000_060, value: 55 }] },
      {
        name: 'Neckline',
        dashed: true,
        points: [
          { time: 1_700_000_060, value: 1.3 },
          { time: 1_700_000_000, value: 1.1 },
        ],
      },
    ]
    const { rerender } = render(
      <CandlestickChart candles={candles} height={300} paneShare={0.25} overlays={lines()} />,
    )
    const { chart, series, panes } = mock.current!
    // The candles, then the three lines: price, pane 1, price (dashed).
    const calls = chart.addSeries.mock.calls
    expect(calls).toHaveLength(4)
    expect(calls.slice(1).map((c) => c[2])).toEqual([0, 1, 0])
    expect(calls[3]![1]).toEqual(expect.objectContaining({ lineStyle: 2, lineWidth: 1 }))
    const lowerShare = () => {
      const [top, lower] = panes.map((pane) => pane.getStretchFactor())
      return lower! / (top! + lower!)
    }
    expect(panes).toHaveLength(2)
    expect(lowerShare()).toBeCloseTo(0.25)
    // A segment's points are sorted, as the chart needs.
    expect(series.setData).toHaveBeenCalledWith([
      { time: 1_700_000_000, value: 1.1 },
      { time: 1_700_000_060, value: 1.3 },
    ])
    // Re-made lines (as on a theme change) drop the lower pane and make a new one: same share.
    const lowerBefore = panes[1]
    rerender(
      <CandlestickChart candles={candles} height={300} paneShare={0.25} overlays={lines()} />,
    )
    expect(chart.removeSeries).toHaveBeenCalledTimes(3)
    expect(panes[1]).not.toBe(lowerBefore)
    expect(lowerShare()).toBeCloseTo(0.25)
    rerender(<CandlestickChart candles={candles} height={300} overlays={[]} />)
    expect(chart.removeSeries).toHaveBeenCalledTimes(6)
    expect(panes).toHaveLength(1)
  })

  it('feeds the series sorted candles and draws the price lines', () => {
    render(
      <CandlestickChart
        candles={candles}
        priceLines={[{ price: 1.3, title: 'Upper', tone: 'up' }]}
      />,
    )
    const { series } = mock.current!
    expect(series.setData).toHaveBeenLastCalledWith([
      expect.objectContaining({ time: 1_700_000_000 }),
      expect.objectContaining({ time: 1_700_000_060, close: 1.2345 }),
    ])
    expect(series.createPriceLine).toHaveBeenCalledWith(
      expect.objectContaining({ price: 1.3, title: 'Upper' }),
    )
  })

  it('puts fills on the candle that holds them and drops those outside the chart', () => {
    const detach = vi.fn()
    const create = vi.fn((..._args: unknown[]) => ({ detach }))
    markers.create = create
    const { unmount } = render(
      <CandlestickChart
        candles={candles}
        markers={[
          { time: 1_700_000_090, side: 'sell', text: 'S' },
          { time: 1_700_000_030, side: 'buy', text: 'B' },
          { time: 1_600_000_000, side: 'buy' },
        ]}
      />,
    )
    expect(create).toHaveBeenLastCalledWith(mock.current!.series, [
      expect.objectContaining({ time: 1_700_000_000, shape: 'arrowUp', position: 'belowBar' }),
      expect.objectContaining({ time: 1_700_000_060, shape: 'arrowDown', text: 'S' }),
    ])
    unmount()
    // The chart went first and took its markers with it: detaching then would throw.
    expect(mock.current!.chart.remove).toHaveBeenCalled()
    expect(detach).not.toHaveBeenCalled()
  })

  it('takes markers off when they change while the chart stays', () => {
    const detach = vi.fn()
    markers.create = vi.fn(() => ({ detach }))
    const fill = { time: 1_700_000_030, side: 'buy' as const }
    const { rerender } = render(<CandlestickChart candles={candles} markers={[fill]} />)
    rerender(<CandlestickChart candles={candles} markers={[]} />)
    expect(detach).toHaveBeenCalledTimes(1)
  })

  it('widens the price scale to the price lines when asked', () => {
    render(
      <CandlestickChart
        candles={candles}
        fitPriceLines
        priceLines={[{ price: 0.9 }, { price: 1.5 }]}
      />,
    )
    const { series } = mock.current!
    const options = series.applyOptions.mock.calls
      .map(([o]) => o as { autoscaleInfoProvider?: (f: () => unknown) => unknown })
      .findLast((o) => o.autoscaleInfoProvider)
    const widened = options!.autoscaleInfoProvider!(() => ({
      priceRange: { minValue: 1.05, maxValue: 1.3 },
    }))
    expect(widened).toEqual({ priceRange: { minValue: 0.9, maxValue: 1.5 } })
  })

  it('re-themes when the document theme changes and cleans up on unmount', async () => {
    const { unmount } = render(<CandlestickChart candles={candles} />)
    const before = mock.current!.chart.applyOptions.mock.calls.length
    document.documentElement.dataset.theme = 'dark'
    await vi.waitFor(() =>
      expect(mock.current!.chart.applyOptions.mock.calls.length).toBeGreaterThan(before),
    )
    unmount()
    expect(mock.current!.chart.remove).toHaveBeenCalled()
    delete document.documentElement.dataset.theme
  })

  it('credits TradingView with a link outside the image', () => {
    render(<CandlestickChart candles={candles} />)
    const link = screen.getByRole('link', { name: 'Charting by TradingView' })
    expect(link).toHaveAttribute('href', 'https://www.tradingview.com/')
    expect(screen.getByRole('img')).not.toContainElement(link)
  })

  it('says when there is no data', () => {
    render(<CandlestickChart candles={[]} />)
    expect(
      screen.getByRole('img', { name: 'Price chart, 0 candles, last close –' }),
    ).toBeInTheDocument()
  })
})
