import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BacktestPanel } from './BacktestPanel'
import { SetupDataContext, type BacktestRequest } from './setupData'
import { fakeSetupData, storyBacktest } from './stories/fakes'
import { BACKTEST_DEBOUNCE_MS, type BacktestRun } from './useBacktest'

vi.mock('@atb/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // jsdom has no canvas; the chart's own tests cover it.
  EquityChart: () => <div role="img" aria-label="equity" />,
}))

describe('BacktestPanel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the result, then runs the 30-day backtest when that tab is chosen', async () => {
    const requests: BacktestRequest[] = []
    const runs: BacktestRun[] = []
    const data = fakeSetupData({
      backtest: async (request) => {
        requests.push(request)
        return storyBacktest()
      },
    })
    render(
      <I18nProvider i18n={i18n}>
        <SetupDataContext.Provider value={data}>
          <BacktestPanel
            kind="spot_grid"
            symbol="BTCUSDT"
            values={{ a: 1, agree_risk: true }}
            valid
            onResult={(run) => runs.push(run)}
          />
        </SetupDataContext.Provider>
      </I18nProvider>,
    )
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(screen.getByText('+3.42%')).toBeInTheDocument()
    expect(screen.getByText('+38.20 USDT')).toBeInTheDocument()
    expect(screen.getByText('Recorded replay data')).toBeInTheDocument()
    // The span it covered, in the user's time zone, and the candles it replayed.
    expect(screen.getByText(/^Covered .+ · 168 candles of 1 hour$/)).toBeInTheDocument()
    expect(runs).toEqual([{ config: { a: 1 }, days: 7, result: storyBacktest() }])
    fireEvent.mouseDown(screen.getByRole('tab', { name: '30 days' }))
    fireEvent.click(screen.getByRole('tab', { name: '30 days' }))
    expect(screen.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true')
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(requests).toHaveLength(2)
    // The server ends the period at the market's present; the panel asks only for its length.
    expect(requests[1]).toMatchObject({ days: 30 })
    expect(requests[1]).not.toHaveProperty('to')
    expect(runs.map((r) => r.days)).toEqual([7, 30])
  })
})
