import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { SetupValues } from '../../setup/types'
import { storyCoinFields, storyPairEnv } from '../storyPair'
import { setups } from './market_neutral'

const env = storyPairEnv('market_neutral')
const setup = setups.market_neutral
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

const values: SetupValues<'market_neutral'> = {
  ...storyCoinFields,
  agree_risk: true,
  total_amount: 900,
  leverage: 2,
  min_funding_apr: 8,
  exit_funding_apr: -5,
  rebalance_percent: 25,
}

describe('market neutral setup', () => {
  it('starts from a 1× hedge entering at 8 % a year, on the chosen venue', () => {
    expect(setup.initialValues(env)).toEqual({
      exchange_name: 'paper',
      total_amount: 1000,
      leverage: 1,
      min_funding_apr: 8,
      exit_funding_apr: 0,
      rebalance_percent: 30,
    })
  })

  it('commits the total amount in the quote asset', () => {
    expect(setup.capital(values, env)).toEqual({ USDT: 900 })
    expect(setup.capital({ leverage: 2 }, env)).toBeUndefined()
  })

  it('says the config in words', () => {
    const { result } = renderHook(() => setup.useReview(values, env), { wrapper })
    expect(result.current).toEqual([
      { label: 'Total amount', value: '900.00 USDT' },
      {
        label: 'Capital split',
        value: '598.80 USDT on spot, 299.40 USDT as the short’s margin, 1.80 USDT kept for fees',
      },
      { label: 'Hedge', value: 'Long BTC on spot, short BTCUSDT.P' },
      { label: 'Leverage', value: '2× on the short' },
      { label: 'Yearly funding rate to enter', value: 'Enters at 8.00% a year or more' },
      { label: 'Yearly funding rate to exit', value: 'Exits below −5.00% a year' },
      { label: 'Rebalance move', value: 'Re-hedges after a 25.00% move since the last hedge' },
    ])
  })
})
