import { screen } from '@testing-library/react'
import type * as LightweightCharts from 'lightweight-charts'
import { BaselineSeries } from 'lightweight-charts'
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

const { PnlChart } = await import('./PnlChart')

const points = [
  { time: 1_700_086_400, value: -4.5 },
  { time: 1_700_000_000, value: 12.3 },
]

describe('PnlChart', () => {
  beforeEach(() => {
    mock.current = createChartMock()
  })

  it('summarises the latest profit in its accessible name', () => {
    render(<PnlChart points={points} />)
    expect(
      screen.getByRole('img', { name: 'Profit chart, 2 points, latest −4.50 USDT' }),
    ).toBeInTheDocument()
  })

  it('uses a baseline series split at zero with up and down colours', () => {
    render(<PnlChart points={points} />)
    const { chart, series } = mock.current!
    expect(chart.addSeries).toHaveBeenCalledWith(BaselineSeries, expect.anything())
    expect(series.applyOptions).toHaveBeenCalledWith(
      expect.objectContaining({ baseValue: { type: 'price', price: 0 } }),
    )
    expect(series.setData).toHaveBeenLastCalledWith([
      { time: 1_700_000_000, value: 12.3 },
      { time: 1_700_086_400, value: -4.5 },
    ])
  })
})
