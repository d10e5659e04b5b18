import type { ConfigurableKind } from '@atb/contract'
import type { SetupEnv } from '../setup/types'

/** The config's venue and coin fields for the pair the form stories trade. */
export const storyCoinFields = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
}

/** The pair and venue of the form stories: BTCUSDT on Paper at 65,000 with 10,000 USDT free. */
export const storyPairEnv = (kind: ConfigurableKind): SetupEnv => ({
  kind,
  market: 'crypto',
  exchange: 'paper',
  symbol: {
    symbol: 'BTCUSDT',
    market: 'crypto',
    base: 'BTC',
    quote: 'USDT',
    tick_size: '0.01',
    step_size: '0.00001',
    min_notional: '5',
    intervals: ['1m', '5m', '15m', '1h', '4h', '1d'],
  },
  lastPrice: 65000,
  balances: { USDT: 10000 },
})
