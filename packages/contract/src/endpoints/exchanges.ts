import * as yup from 'yup'
import type { DoneResponse } from '../accounts/api'
import {
  exchangeDisableSchema,
  exchangeKeySchema,
  exchangeNameSchema,
  okxOAuthCallbackSchema,
  type ExchangeBalancesResponse,
  type ExchangeConnectionView,
  type ExchangeListResponse,
  type OkxOAuthStartResponse,
} from '../trading/exchanges'
import { endpoint } from './endpoint'

/** Errors of every call that checks a key with the exchange before saving it. */
const keyCheckErrors = [
  'exchange_key_invalid',
  'exchange_key_withdrawal',
  'exchange_key_cannot_trade',
  'exchange_unreachable',
  'exchange_check_failed',
] as const

/** A key change with two-factor sign-in on carries a TOTP (decision 082). */
const secondFactorErrors = ['two_factor_required', 'two_factor_code_wrong'] as const
const secondFactorFields = {
  two_factor_required: 'totp_code',
  two_factor_code_wrong: 'totp_code',
} as const

/** The API-key page (spec routes /api, /api/connect, /api/update, /api/disable) and OKX fast API. */
export const exchangeList = /* @__PURE__ */ endpoint<ExchangeListResponse>()({
  method: 'GET',
  path: '/exchange/list',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'Every venue with its connection status, masked key and permissions',
  tag: 'exchanges',
})

export const exchangeConnect = /* @__PURE__ */ endpoint<ExchangeConnectionView>()({
  method: 'POST',
  path: '/exchange/connect',
  auth: true,
  request: exchangeKeySchema,
  errors: [...keyCheckErrors, ...secondFactorErrors, 'rate_limited'],
  fields: { exchange_key_invalid: 'api_key', ...secondFactorFields },
  summary:
    'Check an API key with the exchange, then save it encrypted (re-enables a disabled venue)',
  tag: 'exchanges',
})

export const exchangeUpdate = /* @__PURE__ */ endpoint<ExchangeConnectionView>()({
  method: 'POST',
  path: '/exchange/update',
  auth: true,
  request: exchangeKeySchema,
  errors: [...keyCheckErrors, 'exchange_not_connected', ...secondFactorErrors, 'rate_limited'],
  fields: { exchange_key_invalid: 'api_key', ...secondFactorFields },
  summary: 'Replace a connected API key, after the same checks',
  tag: 'exchanges',
})

export const exchangeDisable = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/exchange/disable',
  auth: true,
  request: exchangeDisableSchema,
  errors: ['exchange_not_connected', 'exchange_in_use', ...secondFactorErrors, 'rate_limited'],
  fields: secondFactorFields,
  summary: 'Disable a connection; refused while bots run on it',
  tag: 'exchanges',
})

export const exchangeBalances = /* @__PURE__ */ endpoint<ExchangeBalancesResponse>()({
  method: 'GET',
  path: '/exchange/balances',
  auth: true,
  request: exchangeNameSchema,
  errors: [
    'exchange_not_connected',
    'exchange_disabled',
    'exchange_key_invalid',
    'exchange_unreachable',
  ],
  summary: 'Free balances at a connected exchange, read with the saved key',
  tag: 'exchanges',
})

export const okxOAuthStart = /* @__PURE__ */ endpoint<OkxOAuthStartResponse>()({
  method: 'POST',
  path: '/exchange/okx/oauth/start',
  auth: true,
  request: yup.object({}),
  errors: ['okx_oauth_unavailable'],
  summary: 'The OKX authorize address, with a single-use state bound to this user',
  tag: 'exchanges',
})

export const okxOAuthCallback = /* @__PURE__ */ endpoint<ExchangeConnectionView>()({
  method: 'POST',
  path: '/exchange/okx/oauth/callback',
  auth: true,
  request: okxOAuthCallbackSchema,
  errors: [
    ...keyCheckErrors,
    'okx_oauth_unavailable',
    'okx_oauth_state_invalid',
    'okx_oauth_failed',
    ...secondFactorErrors,
    'rate_limited',
  ],
  fields: secondFactorFields,
  summary: 'Exchange the OKX code for an API key, check it and save it',
  tag: 'exchanges',
})
