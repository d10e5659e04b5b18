import {
  activationBuySchema,
  type ActivationBuyResponse,
  type ActivationPlansResponse,
  type ActivationPurchasesResponse,
} from '../wallet/activation'
import { paginationSchema } from '../accounts/security'
import {
  transferRecipientSchema,
  transferSchema,
  walletHistorySchema,
  type TransferRecipientResponse,
  type ProfitShareTermsResponse,
  type TransferResponse,
  type WalletBalanceResponse,
  type WalletHistoryResponse,
} from '../wallet/wallet'
import * as yup from 'yup'
import { endpoint } from './endpoint'

/** The USDT wallet (issue 15, decision 059): balance, history and internal transfers. */
export const walletBalance = /* @__PURE__ */ endpoint<WalletBalanceResponse>()({
  method: 'GET',
  path: '/asset/balance',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The wallet’s USDT: available, held by withdrawals, and the account’s user ID',
  tag: 'wallet',
})

export const walletHistory = /* @__PURE__ */ endpoint<WalletHistoryResponse>()({
  method: 'GET',
  path: '/asset/history',
  auth: true,
  request: walletHistorySchema,
  errors: [],
  summary: 'The wallet’s entries, newest first, by type and period',
  tag: 'wallet',
})

export const transferRecipient = /* @__PURE__ */ endpoint<TransferRecipientResponse>()({
  method: 'GET',
  path: '/asset/transfer/recipient',
  auth: true,
  request: transferRecipientSchema,
  errors: ['recipient_not_found', 'transfer_to_self'],
  fields: { recipient_not_found: 'destination_user_id', transfer_to_self: 'destination_user_id' },
  summary: 'The nickname of the account a transfer would go to, shown before it is confirmed',
  tag: 'wallet',
})

export const transfer = /* @__PURE__ */ endpoint<TransferResponse>()({
  method: 'POST',
  path: '/asset/transfer',
  auth: true,
  request: transferSchema,
  movesValue: true,
  errors: [
    'recipient_not_found',
    'transfer_to_self',
    'wallet_insufficient',
    'transaction_password_missing',
    'transaction_password_wrong',
    'request_reused',
    'rate_limited',
  ],
  fields: {
    recipient_not_found: 'destination_user_id',
    transfer_to_self: 'destination_user_id',
    wallet_insufficient: 'amount',
    transaction_password_wrong: 'transaction_password',
  },
  summary:
    'Send USDT to another account at once, with the transaction password (idempotent by request_id)',
  tag: 'wallet',
})

/** Activation codes bought with the wallet (decision 060). */
export const activationPlans = /* @__PURE__ */ endpoint<ActivationPlansResponse>()({
  method: 'GET',
  path: '/activation/plans',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The subscription plans on sale, their days and their USDT prices',
  tag: 'subscription',
})

export const activationBuy = /* @__PURE__ */ endpoint<ActivationBuyResponse>()({
  method: 'POST',
  path: '/activation/buy',
  auth: true,
  request: activationBuySchema,
  movesValue: true,
  errors: [
    'wallet_insufficient',
    'transaction_password_missing',
    'transaction_password_wrong',
    'request_reused',
    'rate_limited',
  ],
  fields: {
    wallet_insufficient: 'quantity',
    transaction_password_wrong: 'transaction_password',
  },
  summary:
    'Buy activation codes with the wallet and the transaction password (idempotent by request_id)',
  tag: 'subscription',
})

export const activationPurchases = /* @__PURE__ */ endpoint<ActivationPurchasesResponse>()({
  method: 'GET',
  path: '/activation/purchases',
  auth: true,
  request: paginationSchema,
  errors: [],
  summary: 'Activation codes bought with the wallet, newest first, and whether each is redeemed',
  tag: 'subscription',
})

export const profitShareTerms = /* @__PURE__ */ endpoint<ProfitShareTermsResponse>()({
  method: 'GET',
  path: '/profit-share/terms',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The profit share’s rate and the wallet minimums for bots on connected exchanges',
  tag: 'wallet',
})
