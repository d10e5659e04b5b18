import * as yup from 'yup'
import {
  withdrawalHistorySchema,
  withdrawalIdSchema,
  withdrawalSchema,
  type WithdrawalCancelResponse,
  type WithdrawalHistoryResponse,
  type WithdrawalInfoResponse,
  type WithdrawalResponse,
} from '../wallet/withdrawal'
import { endpoint } from './endpoint'

/** USDT withdrawals to a BEP20 address (issue 15, decision 064). */
export const withdrawalInfo = /* @__PURE__ */ endpoint<WithdrawalInfoResponse>()({
  method: 'GET',
  path: '/asset/withdraw/info',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The withdrawal fee, limits, what is left of today’s limit, and any pause',
  tag: 'wallet',
})

export const withdraw = /* @__PURE__ */ endpoint<WithdrawalResponse>()({
  method: 'POST',
  path: '/asset/withdraw',
  auth: true,
  request: withdrawalSchema,
  movesValue: true,
  errors: [
    'withdrawal_insufficient',
    'withdrawal_daily_limit',
    'withdrawal_address_invalid',
    'transaction_password_missing',
    'transaction_password_wrong',
    'request_reused',
    'two_factor_required',
    'two_factor_code_wrong',
    'rate_limited',
  ],
  fields: {
    two_factor_required: 'totp_code',
    two_factor_code_wrong: 'totp_code',
    withdrawal_insufficient: 'amount',
    withdrawal_daily_limit: 'amount',
    withdrawal_address_invalid: 'to_address',
    transaction_password_wrong: 'transaction_password',
  },
  summary:
    'Request a USDT withdrawal: the amount and fee are held until the operator approves and the chain confirms (idempotent by request_id)',
  tag: 'wallet',
})

export const withdrawalHistory = /* @__PURE__ */ endpoint<WithdrawalHistoryResponse>()({
  method: 'GET',
  path: '/asset/withdrawals',
  auth: true,
  request: withdrawalHistorySchema,
  errors: [],
  summary: 'The account’s withdrawals, newest first, with status and transaction hash',
  tag: 'wallet',
})

export const withdrawalCancel = /* @__PURE__ */ endpoint<WithdrawalCancelResponse>()({
  method: 'POST',
  path: '/asset/withdraw/cancel',
  auth: true,
  request: withdrawalIdSchema,
  errors: ['record_not_found', 'withdrawal_not_pending'],
  summary: 'Cancel a withdrawal still waiting for approval; the held USDT comes back',
  tag: 'wallet',
})
