import { screen } from '@testing-library/react'
import type * as LightweightCharts from 'lightweight-charts'
import { HistogramSeries, LineSeries } from 'lightweight-charts'
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

const { DailyProfitChart } = await import('./DailyProfitChart')

const days = [
  { time: 1_700_086_400, value: -4.5 },
  { time: 1_700_000_000, value: 12.3 },
  { time: 1_700_172_800, value: 0 },
]

describe('DailyProfitChart', () => {
  beforeEach(() => {
    mock.current = createChartMock()
  })

  it('names the day count and the total in its accessible name', () => {
    render(<DailyProfitChart days={days} />)
    expect(
      screen.getByRole('img', { name: 'Daily profit chart, 3 days, total +7.80 USDT' }),
    ).toBeInTheDocument()
  })

  it('draws daily bars and the running total, sorted by day', () => {
    render(<DailyProfitChart days={days} />)
    const { chart, series } = mock.current!
    expect(chart.addSeries).toHaveBeenCalledWith(HistogramSeries, expect.anything())
    expect(chart.addSeries).toHaveBeenCalledWith(
      LineSeries,
      expect.objectContaining({ priceScaleId: 'left' }),
    )
    const calls = series.setData.mock.calls.map(([data]) => data as { value: number }[])
    expect(calls.some((data) => data.map((d) => d.value).join() === '12.3,-4.5,0')).toBe(true)
    expect(calls.some((data) => data.map((d) => d.value).join() === '12.3,7.8,7.8')).toBe(true)
  })
})
