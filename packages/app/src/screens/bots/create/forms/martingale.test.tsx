import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { SetupEnv, SetupValues } from '../setup/types'
import { setups } from './martingale'

const env: SetupEnv = {
  kind: 'spot_martingale',
  market: 'crypto',
  exchange: 'paper',
  lastPrice: 65000,
  balances: { USDT: 10000 },
}
const pair = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  agree_risk: true,
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

const martingale: SetupValues<'spot_martingale'> = {
  ...pair,
  coin_initial_opening: 100,
  take_profit_ratio: 1.5,
  drop_pullback: 0.3,
  enable_option_tsl: true,
  option_tsl: { start: 3, gap: 1, ceiling_gap: 2 },
  enable_option_entry_price: false,
  coverage: [
    { price_unit: 'DYNAMIC', price_drop: 2, multiply_unit: 'DYNAMIC', multiply: 2 },
    { price_unit: 'STATIC', price_drop: 500, multiply_unit: 'STATIC', multiply: 150 },
  ],
}

describe('spot martingale setup', () => {
  it('commits the first order and every step, plus 1 % for fees', () => {
    // 100 + 200 + 150 = 450, plus 1 %.
    expect(setups.spot_martingale.capital(martingale, env)).toEqual({ USDT: 454.5 })
    expect(setups.spot_martingale.capital({ coverage: [] }, env)).toBeUndefined()
  })

  it('says the config in words, one line per step', () => {
    const { result } = renderHook(() => setups.spot_martingale.useReview(martingale, env), {
      wrapper,
    })
    expect(result.current).toEqual([
      { label: 'Initial order amount', value: '100.00 USDT' },
      { label: 'Take profit ratio', value: '1.50%' },
      { label: 'Drop pullback', value: '0.30%' },
      { label: 'Trailing take profit', value: 'starts at 3.00%, gap 1.00%, ceiling gap 2.00%' },
      { label: 'Step 1', value: '2.00% below the last buy, buys 2 × the previous order' },
      { label: 'Step 2', value: '500.00 USDT below the last buy, buys 150.00 USDT' },
      { label: 'Capital needed at worst', value: '454.50 USDT' },
    ])
  })
})

describe('DCA setup', () => {
  const dca: SetupValues<'dca'> = {
    ...pair,
    amount: 20,
    interval_minutes: 60,
    order_count: 10,
    enable_option_take_profit: true,
    option_take_profit: 5,
  }

  it('commits every order plus 1 % for fees', () => {
    expect(setups.dca.capital(dca, { ...env, kind: 'dca' })).toEqual({ USDT: 202 })
    expect(setups.dca.capital({ amount: 20 }, { ...env, kind: 'dca' })).toBeUndefined()
  })

  it('says the schedule in words', () => {
    const { result } = renderHook(() => setups.dca.useReview(dca, { ...env, kind: 'dca' }), {
      wrapper,
    })
    expect(result.current).toEqual([
      { label: 'Amount', value: '20.00 USDT' },
      { label: 'Schedule', value: '10 orders, one every 60 minutes' },
      { label: 'Take profit', value: '5.00%' },
      { label: 'Total committed', value: '202.00 USDT' },
    ])
  })
})
