import {
  depositAddressSchema,
  depositHistorySchema,
  type DepositAddressResponse,
  type DepositHistoryResponse,
} from '../wallet/deposit'
import { endpoint } from './endpoint'

/** USDT deposits on BNB Smart Chain (issue 15, decision 063). */
export const depositAddress = /* @__PURE__ */ endpoint<DepositAddressResponse>()({
  method: 'GET',
  path: '/asset/address',
  auth: true,
  request: depositAddressSchema,
  errors: ['record_not_found'],
  summary:
    'The account’s USDT deposit address (BEP20), with the network, token contract, minimum and confirmations required',
  tag: 'wallet',
})

export const depositHistory = /* @__PURE__ */ endpoint<DepositHistoryResponse>()({
  method: 'GET',
  path: '/asset/deposits',
  auth: true,
  request: depositHistorySchema,
  errors: [],
  summary: 'The account’s deposits, newest first: pending with their confirmations, then credited',
  tag: 'wallet',
})
