import { screen } from '@testing-library/react'
import type * as LightweightCharts from 'lightweight-charts'
import { LineSeries, LineStyle } from 'lightweight-charts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { createChartMock } from '../chartMock'

const mock = vi.hoisted(() => ({ current: null as ReturnType<typeof createChartMock> | null }))
vi.mock('lightweight-charts', async (importOriginal) => {
  const actual = await importOriginal<typeof LightweightCharts>()
  return {
    ...actual,
    createChart: (...args: Parameters<ReturnType<typeof createChartMock>['createChart']>) =>
      mock.current!.createChart(...args),
  }
})

const { EquityChart } = await import('./EquityChart')

const points = [
  { time: 1_700_086_400, equity: 1010, hold: 990 },
  { time: 1_700_000_000, equity: 1000, hold: 1000 },
]

describe('EquityChart', () => {
  beforeEach(() => {
    mock.current = createChartMock()
  })

  it('names both lines’ last values in its accessible name', () => {
    render(<EquityChart points={points} />)
    expect(
      screen.getByRole('img', {
        name: 'Equity chart: Bot ends at 1,010.00 USDT, Buy and hold at 990.00 USDT',
      }),
    ).toBeInTheDocument()
  })

  it('draws buy-and-hold dashed and the bot solid, each sorted by time', () => {
    render(<EquityChart points={points} />)
    const { chart, series } = mock.current!
    expect(chart.addSeries).toHaveBeenCalledTimes(2)
    expect(chart.addSeries).toHaveBeenNthCalledWith(
      1,
      LineSeries,
      expect.objectContaining({ lineStyle: LineStyle.Dashed }),
    )
    expect(series.setData).toHaveBeenCalledWith([
      { time: 1_700_000_000, value: 1000 },
      { time: 1_700_086_400, value: 990 },
    ])
    expect(series.setData).toHaveBeenCalledWith([
      { time: 1_700_000_000, value: 1000 },
      { time: 1_700_086_400, value: 1010 },
    ])
  })

  it('unmounts without removing series from a chart already removed (lightweight-charts throws)', () => {
    const { unmount } = render(<EquityChart points={points} />)
    unmount()
    const { chart } = mock.current!
    expect(chart.remove).toHaveBeenCalledTimes(1)
    const removedAt = chart.remove.mock.invocationCallOrder[0]!
    for (const order of chart.removeSeries.mock.invocationCallOrder)
      expect(order).toBeLessThan(removedAt)
  })

  it('says when there is nothing to draw', () => {
    render(<EquityChart points={[]} />)
    expect(screen.getByRole('img', { name: 'Equity chart, no data' })).toBeInTheDocument()
  })
})
