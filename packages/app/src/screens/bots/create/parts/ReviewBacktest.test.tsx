import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReviewBacktest as Review } from '@atb/machines'
import { ReviewBacktest } from './ReviewBacktest'
import { SetupDataContext, type BacktestRequest } from './setupData'
import { fakeSetupData, storyBacktest } from './stories/fakes'
import { BACKTEST_DEBOUNCE_MS, type BacktestRun } from './useBacktest'

vi.mock('@atb/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // jsdom has no canvas; the chart's own tests cover it.
  EquityChart: () => <div role="img" aria-label="equity" />,
}))

const values = { lower_price: 90_000, upper_price: 105_000, agree_risk: true }

function show(review: Review) {
  const requests: BacktestRequest[] = []
  const runs: BacktestRun[] = []
  const data = fakeSetupData({
    backtest: async (request) => {
      requests.push(request)
      return storyBacktest(Number(request.days))
    },
  })
  render(
    <I18nProvider i18n={i18n}>
      <SetupDataContext.Provider value={data}>
        <ReviewBacktest
          kind="spot_grid"
          symbol="BTCUSDT"
          values={values}
          review={review}
          onResult={(run) => runs.push(run)}
        />
      </SetupDataContext.Provider>
    </I18nProvider>,
  )
  return { requests, runs }
}

describe('ReviewBacktest', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the result last run for this config, with the span it covered, running nothing', () => {
    const result = storyBacktest(30)
    const backtest = { kind: 'spot_grid' as const, symbol: 'BTCUSDT', config: {}, days: 30, result }
    const { requests } = show({ status: 'current', backtest })
    expect(screen.getByRole('heading', { name: 'Backtest' })).toBeInTheDocument()
    expect(screen.getByText('+3.42%')).toBeInTheDocument()
    expect(screen.getByText(/^Covered .+ · 720 candles of 1 hour$/)).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('says none was run, and runs it here on request', async () => {
    const { requests, runs } = show({ status: 'none' })
    expect(screen.getByText('No backtest was run for these settings.')).toBeInTheDocument()
    expect(requests).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Run the backtest' }))
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(requests).toEqual([
      {
        kind: 'spot_grid',
        symbol: 'BTCUSDT',
        config: { lower_price: 90_000, upper_price: 105_000 },
        days: 7,
      },
    ])
    expect(runs).toEqual([
      { config: { lower_price: 90_000, upper_price: 105_000 }, days: 7, result: storyBacktest(7) },
    ])
  })

  it('says the settings changed, and runs the new ones over the last run’s period', async () => {
    const { requests } = show({ status: 'changed', days: 30 })
    expect(screen.getByText('The settings changed since the last backtest.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Run the backtest' }))
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(requests[0]).toMatchObject({ days: 30 })
  })
})
