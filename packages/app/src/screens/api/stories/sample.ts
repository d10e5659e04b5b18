import type {
  ExchangeConnectionView,
  ExchangeListResponse,
  FieldError,
  PaperBalancesResponse,
} from '@atb/contract'
import { apiErrors } from '@atb/contract'

const paper: ExchangeConnectionView = {
  exchange_name: 'paper',
  status: 'connected',
  masked_key: null,
  permissions: ['read', 'trade'],
  checked_at: null,
  reason: null,
  source: null,
}

const never = (name: 'binance' | 'okx' | 'oanda'): ExchangeConnectionView => ({
  exchange_name: name,
  status: null,
  masked_key: null,
  permissions: [],
  checked_at: null,
  reason: null,
  source: null,
})

export const storyBinanceConnected: ExchangeConnectionView = {
  exchange_name: 'binance',
  status: 'connected',
  masked_key: '••••7Q2x',
  permissions: ['read', 'trade'],
  checked_at: '2030-01-14T08:30:00.000Z',
  reason: null,
  source: 'key',
}

/** Every status at once: Binance connected, OKX refused for withdrawals, OANDA invalid. */
export const storyExchanges = (over: Partial<ExchangeListResponse> = {}): ExchangeListResponse => ({
  exchanges: [
    paper,
    storyBinanceConnected,
    {
      exchange_name: 'okx',
      status: 'withdrawal_enabled',
      masked_key: '••••9f3a',
      permissions: ['read', 'trade', 'withdraw'],
      checked_at: '2030-01-13T21:05:00.000Z',
      reason: 'This API key allows withdrawals.',
      source: 'oauth',
    },
    {
      exchange_name: 'oanda',
      status: 'invalid',
      masked_key: '••••-001',
      permissions: ['read', 'trade'],
      checked_at: '2030-01-12T06:00:00.000Z',
      reason: 'The exchange rejected this API key.',
      source: 'key',
    },
  ],
  okxOAuth: true,
  ...over,
})

/** A new account: nothing connected but Paper. */
export const storyNothingConnected: ExchangeListResponse = {
  exchanges: [paper, never('binance'), never('okx'), never('oanda')],
  okxOAuth: true,
}

/** Binance disabled by the user, OKX connected by signing in at OKX. */
export const storyDisabled: ExchangeListResponse = {
  exchanges: [
    paper,
    { ...storyBinanceConnected, status: 'disabled' },
    {
      ...storyBinanceConnected,
      exchange_name: 'okx',
      masked_key: '••••c0de',
      source: 'oauth',
    },
    never('oanda'),
  ],
  okxOAuth: false,
}

export const storyPaperBalances: PaperBalancesResponse = {
  exchange_name: 'paper',
  balances: [
    { asset: 'USDT', free: '7450.25', in_bots: '2549.75' },
    { asset: 'USD', free: '10000', in_bots: '0' },
  ],
}

/** How the server reports a refused key: on the api_key field (the endpoint's `fields`). */
export const keyInvalidOnField: FieldError[] = [
  {
    path: 'api_key',
    message: apiErrors.exchange_key_invalid.message,
    text: apiErrors.exchange_key_invalid.description,
  },
]
