import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BacktestResponse } from '@atb/contract'
import { SetupDataContext, type BacktestRequest, type SetupData } from './setupData'
import { BACKTEST_DEBOUNCE_MS, backtestConfig, useBacktest } from './useBacktest'

const result = (symbol: string): BacktestResponse => ({
  kind: 'spot_grid',
  symbol,
  from: 0,
  to: 300_000,
  interval: '5m',
  candles: 1,
  summary: {
    return_pct: 1,
    max_drawdown_pct: 0,
    trades: 1,
    fees: '0',
    grid_profit: null,
    initial: '100',
    final: '101',
  },
  equity_curve: [],
  source: 'replay',
})

interface Call {
  request: BacktestRequest
  signal: AbortSignal
  settle: () => void
  /** What the server's line tells the request about its place. */
  queued: (position: number) => void
}

function setup() {
  const calls: Call[] = []
  const data = {
    backtest: (
      request: BacktestRequest,
      signal: AbortSignal,
      onQueued?: (position: number) => void,
    ) =>
      new Promise<BacktestResponse>((resolve) => {
        calls.push({
          request,
          signal,
          settle: () => resolve(result(request.symbol ?? '')),
          queued: (position) => onQueued?.(position),
        })
      }),
  } as SetupData
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SetupDataContext.Provider value={data}>{children}</SetupDataContext.Provider>
  )
  return { calls, wrapper }
}

type Props = { values: object; valid: boolean; days: number; symbol?: string }
const initial: Props = { values: { upper: 2, agree_risk: true }, valid: true, days: 7 }

describe('useBacktest', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_735_689_600_000)
  })
  afterEach(() => vi.useRealTimers())

  const render = (wrapper: (p: { children: ReactNode }) => ReactNode) =>
    renderHook(
      ({ values, valid, days, symbol = 'BTCUSDT' }: Props) =>
        useBacktest({ kind: 'spot_grid', symbol, values, valid, days }),
      { wrapper, initialProps: initial },
    )

  it('waits for a valid config and sends nothing meanwhile', () => {
    const { calls, wrapper } = setup()
    const { result: hook, rerender } = render(wrapper)
    rerender({ ...initial, valid: false })
    vi.advanceTimersByTime(5_000)
    expect(hook.current[0].status).toBe('waiting')
    expect(calls).toHaveLength(0)
  })

  it('runs once the values are still for the debounce, without the agreements', async () => {
    const { calls, wrapper } = setup()
    const { result: hook, rerender } = render(wrapper)
    expect(hook.current[0].status).toBe('running')
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS - 100)
    rerender({ ...initial, values: { upper: 3, agree_risk: true } })
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS - 100)
    expect(calls).toHaveLength(0)
    vi.advanceTimersByTime(100)
    expect(calls).toHaveLength(1)
    // The period's length only: the server ends it at the market's present.
    expect(calls[0]?.request).toEqual({
      kind: 'spot_grid',
      symbol: 'BTCUSDT',
      config: { upper: 3 },
      days: 7,
    })
    await act(async () => calls[0]?.settle())
    expect(hook.current[0]).toMatchObject({ status: 'shown', result: { symbol: 'BTCUSDT' } })
  })

  it('aborts the running request when the config changes, and keeps the last result on show', async () => {
    const { calls, wrapper } = setup()
    const { result: hook, rerender } = render(wrapper)
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS)
    await act(async () => calls[0]?.settle())
    rerender({ ...initial, days: 30 })
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    rerender({ ...initial, days: 30, values: { upper: 5 } })
    expect(calls[1]?.signal.aborted).toBe(true)
    expect(hook.current[0]).toMatchObject({ status: 'running', previous: { symbol: 'BTCUSDT' } })
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS)
    expect(calls).toHaveLength(3)
    expect(calls[2]?.request.days).toBe(30)
  })

  it('shows the place in line while the request waits, and only the newest request’s', async () => {
    const { calls, wrapper } = setup()
    const { result: hook, rerender } = render(wrapper)
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS)
    act(() => calls[0]?.queued(3))
    expect(hook.current[0]).toEqual({ status: 'running', position: 3 })
    act(() => calls[0]?.queued(1))
    expect(hook.current[0]).toEqual({ status: 'running', position: 1 })
    // A newer config: the old request's place is no longer this one's.
    rerender({ ...initial, values: { upper: 9 } })
    act(() => calls[0]?.queued(1))
    expect(hook.current[0]).toEqual({ status: 'running' })
    vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS)
    await act(async () => calls[1]?.settle())
    expect(hook.current[0]).toMatchObject({ status: 'shown' })
  })

  it('retries the same config after a failure', async () => {
    const failures: BacktestRequest[] = []
    const data = {
      backtest: (request: BacktestRequest) => {
        failures.push(request)
        return Promise.reject(new Error('down'))
      },
    } as Partial<SetupData> as SetupData
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SetupDataContext.Provider value={data}>{children}</SetupDataContext.Provider>
    )
    const { result: hook } = render(wrapper)
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(hook.current[0].status).toBe('failed')
    act(() => hook.current[1]())
    expect(hook.current[0].status).toBe('running')
    await act(async () => vi.advanceTimersByTime(BACKTEST_DEBOUNCE_MS))
    expect(failures).toHaveLength(2)
    expect(failures[1]?.config).toEqual(failures[0]?.config)
    expect(failures[1]?.symbol).toBe('BTCUSDT')
  })

  it('leaves out every agreement field', () => {
    expect(backtestConfig({ a: 1, agree_risk: true, agree_share_profit: true })).toEqual({ a: 1 })
  })
})
