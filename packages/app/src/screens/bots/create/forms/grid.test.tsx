import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import type { SetupEnv, SetupValues } from '../setup/types'
import { setups } from './grid'

const env = (kind: 'spot_grid' | 'futures_grid', history?: number[]): SetupEnv => ({
  kind,
  market: 'crypto',
  exchange: 'paper',
  lastPrice: 65000,
  balances: { USDT: 10000 },
  ...(history ? { history } : {}),
})

const grid = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 10,
  grid_mode: 'geometric' as const,
  coin_per_grid: 100,
  space_of_grid: 1.55,
  is_recurring: true,
  is_covering: false,
  enable_option_profit_times: false,
  enable_option_earning: false,
  enable_option_stop_loss: true,
  option_stop_loss: 58000,
  enable_option_stop_loss_percent: false,
  agree_risk: true,
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

describe('grid setups', () => {
  it('commits what the engine reserves: every grid plus 1 %, in the quote asset', () => {
    expect(setups.spot_grid.capital(grid as never, env('spot_grid'))).toEqual({ USDT: 1010 })
    // Futures: the same figure is the margin; the leverage does not shrink it.
    expect(
      setups.futures_grid.capital({ ...grid, leverage: 5 } as never, env('futures_grid')),
    ).toEqual({ USDT: 1010 })
    expect(setups.spot_grid.capital({ coin_per_grid: 100 } as never, env('spot_grid'))).toBe(
      undefined,
    )
  })

  it('starts from the suggested range when there is history', () => {
    const history = Array.from({ length: 168 }, (_, i) => 1000 + i)
    // The market trades inside the week's range (the suggestion always contains its price).
    const inRange = { ...env('spot_grid', history), lastPrice: 1080 }
    expect(setups.spot_grid.initialValues(inRange)).toMatchObject({
      lower_price: 1017,
      upper_price: 1150,
      number_of_grid: 16,
      // 1,000 over 16 grids less the 1 % reserve: 61.881… rounded down to the cent.
      total_investment: 1000,
      coin_per_grid: 61.88,
    })
    // Without a range there is no amount per grid yet; the total waits for the grids.
    expect(setups.spot_grid.initialValues(env('spot_grid'))).toEqual({
      grid_mode: 'arithmetic',
      total_investment: 1000,
    })
    // A pair whose lot needs more than the default: one 1-unit lot at 1,150 is 1,150 a grid.
    const coarse = {
      ...inRange,
      symbol: {
        symbol: 'XUSDT',
        market: 'crypto' as const,
        base: 'X',
        quote: 'USDT',
        tick_size: '1',
        step_size: '1',
        min_notional: '5',
        intervals: [],
      },
    }
    expect(setups.spot_grid.initialValues(coarse)).toMatchObject({
      total_investment: 18584,
      coin_per_grid: 1150,
    })
    expect(setups.futures_grid.initialValues(env('futures_grid'))).toMatchObject({
      margin_type: 'isolated',
      direction: 'neutral',
    })
  })

  it('says the config in words for the review', () => {
    const { result } = renderHook(
      () =>
        setups.spot_grid.useReview(grid as unknown as SetupValues<'spot_grid'>, env('spot_grid')),
      { wrapper },
    )
    expect(result.current).toEqual([
      { label: 'Price range', value: '60,000.00 – 70,000.00 USDT' },
      { label: 'Grids', value: '10, geometric' },
      { label: 'Amount per grid', value: '100.00 USDT' },
      { label: 'Grid spacing', value: '1.55%' },
      { label: 'Options', value: 'stop loss at 58,000.00, recurring' },
      { label: 'Total investment', value: '1,010.00 USDT' },
    ])
  })

  it('adds the futures account to the review', () => {
    const values = { ...grid, leverage: 5, margin_type: 'crossed', direction: 'long' }
    const { result } = renderHook(
      () =>
        setups.futures_grid.useReview(
          values as unknown as SetupValues<'futures_grid'>,
          env('futures_grid'),
        ),
      { wrapper },
    )
    expect(result.current.slice(-4)).toEqual([
      { label: 'Direction', value: 'Long' },
      { label: 'Leverage', value: '5×, crossed margin' },
      { label: 'Total margin', value: '1,010.00 USDT' },
      { label: 'Position size', value: '5,050.00 USDT' },
    ])
  })
})
