import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { ExchangeName } from '@atb/contract'
import { LiveContext } from '../../../../services/useTicker'
import type { LiveSource } from '../../../../services/live'
import { SetupDataContext, type SetupData } from './setupData'
import { failing, fakeLive, fakeSetupData, storyTickers } from './stories/fakes'
import { useSetupEnv } from './useSetupEnv'

function counted(overrides: Partial<SetupData> = {}) {
  const calls: string[] = []
  const base = fakeSetupData(overrides)
  const data: SetupData = {
    exchanges: () => (calls.push('exchanges'), base.exchanges()),
    subscription: () => base.subscription(),
    symbols: (m) => (calls.push(`symbols:${m}`), base.symbols(m)),
    tickers: (m) => (calls.push(`tickers:${m}`), base.tickers(m)),
    candles: (s, i, d) => (calls.push(`candles:${s}:${i}:${d}`), base.candles(s, i, d)),
    paperBalances: () => (calls.push('balances'), base.paperBalances()),
    exchangeBalances: (e) => (calls.push(`balances:${e}`), base.exchangeBalances(e)),
    backtest: (r, signal) => base.backtest(r, signal),
    plotPreview: (r, signal) => base.plotPreview(r, signal),
    profitShareTerms: () => base.profitShareTerms(),
  }
  return { calls, data }
}

type Props = { exchange: ExchangeName; symbol: string | undefined }

function render(data: SetupData, live: LiveSource, initialProps: Props) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SetupDataContext.Provider value={data}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </SetupDataContext.Provider>
  )
  return renderHook(
    ({ exchange, symbol }: Props) =>
      useSetupEnv({ kind: 'spot_grid', market: 'crypto', exchange, symbol }),
    { wrapper, initialProps },
  )
}

describe('useSetupEnv', () => {
  it('fills the pair, live price, Paper balances and 30 days of hourly closes', async () => {
    const { data } = counted()
    const { result } = render(data, fakeLive('live'), { exchange: 'paper', symbol: 'BTCUSDT' })
    await waitFor(() => expect(result.current.history).toBeDefined())
    expect(result.current.symbol?.base).toBe('BTC')
    expect(result.current.lastPrice).toBe(97_250.5)
    expect(result.current.balances).toEqual({ USDT: 10_000, USD: 10_000 })
    expect(result.current.history).toHaveLength(720)
  })

  it('falls back to the ticker list while the socket has no price', async () => {
    const { data } = counted()
    const { result } = render(data, fakeLive('offline'), { exchange: 'paper', symbol: 'ETHUSDT' })
    await waitFor(() => expect(result.current.lastPrice).toBeDefined())
    expect(result.current.lastPrice).toBe(storyTickers[1]?.last)
  })

  it('asks nothing for text that is not one of the market’s symbols, and each answer once', async () => {
    const { calls, data } = counted()
    const { result, rerender } = render(data, fakeLive(), { exchange: 'paper', symbol: 'B' })
    await waitFor(() => expect(calls).toContain('tickers:crypto'))
    for (const typed of ['BT', 'BTC', 'BTCU']) rerender({ exchange: 'paper', symbol: typed })
    rerender({ exchange: 'paper', symbol: 'BTCUSDT' })
    await waitFor(() => expect(result.current.history).toBeDefined())
    rerender({ exchange: 'paper', symbol: 'ETHUSDT' })
    rerender({ exchange: 'paper', symbol: 'BTCUSDT' })
    expect(calls.filter((c) => c.startsWith('candles'))).toEqual([
      'candles:BTCUSDT:1h:30',
      'candles:ETHUSDT:1h:30',
    ])
    expect(calls.filter((c) => c === 'symbols:crypto')).toHaveLength(1)
    expect(calls.filter((c) => c === 'balances')).toHaveLength(1)
  })

  it('reads a connected exchange’s balances with its saved key', async () => {
    const { calls, data } = counted()
    const { result } = render(data, fakeLive(), { exchange: 'binance', symbol: 'BTCUSDT' })
    await waitFor(() => expect(result.current.balances).toBeDefined())
    expect(result.current.balances).toEqual({ USDT: 2500 })
    expect(calls).toContain('balances:binance')
    expect(calls).not.toContain('balances')
  })

  it('says why when the exchange refuses the key, and leaves the balance check to the server', async () => {
    const { data } = counted({ exchangeBalances: () => failing('exchange_key_invalid') })
    const { result } = render(data, fakeLive(), { exchange: 'okx', symbol: 'BTCUSDT' })
    await waitFor(() => expect(result.current.balancesError).toBeDefined())
    expect(result.current.balances).toBeUndefined()
    expect(result.current.balancesError).toMatchObject({ body: { code: 'exchange_key_invalid' } })
  })
})
