import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { optionalTotpCode } from '../accounts/fields'
import { TRANSACTION_PASSWORD_LENGTH, WITHDRAWAL_AMOUNT } from '../constants'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { exactLength, requiredString } from '../schemas/fields'
import { integerBetween } from '../schemas/numbers'
import { isChecksumValid } from './address'
import { walletAmount, walletLabels, type WalletBalanceResponse } from './wallet'

/**
 * USDT withdrawals to a BEP20 address (issue 15, decision 064). A request holds the amount and
 * the fee at once; the operator approves it (or rejects it, and the hold goes back); the hot
 * wallet sends it on BNB Smart Chain and it is tracked to confirmation.
 */

/** The flat fee per withdrawal (USDT), taken on top of the amount, shown before confirming. */
export const WITHDRAWAL_FEE = '1'
/** USDT one account may withdraw in any 24 hours (requested, approved, sent or confirmed). */
export const WITHDRAWAL_DAILY_LIMIT = 20_000
export const WITHDRAWAL_NETWORK = 'BEP20'

export const withdrawalLabels = {
  amount: walletLabels.amount,
  to_address: /*i18n*/ { id: 'field.to_address', message: 'withdrawal address' },
  transaction_password: accountLabels.transaction_password,
  request_id: walletLabels.request_id,
  id: /*i18n*/ { id: 'field.withdrawal_id', message: 'withdrawal' },
} satisfies Record<string, MessageDescriptor>
const L = withdrawalLabels

export const withdrawalValidation = {
  bep20Address: /*i18n*/ {
    id: 'validation.bep20Address',
    message: 'The {label} must be a BEP20 address: 0x followed by 40 letters a–f and digits',
  },
  addressChecksum: /*i18n*/ {
    id: 'validation.addressChecksum',
    message:
      'The {label} has a letter in the wrong case (its checksum fails). Copy it again from where you got it',
  },
} satisfies Record<string, MessageDescriptor>

export { withdrawalErrorMessages } from './withdrawalMessages'

/** A BEP20 (EVM) address; mixed case must carry a valid EIP-55 checksum. */
export const bep20Address = (label: MessageDescriptor) =>
  requiredString(label)
    .matches(/^0x[0-9a-fA-F]{40}$/, {
      message: () => message(withdrawalValidation.bep20Address, { label }),
    })
    .test('checksum', function (value) {
      if (!value || !/^0x[0-9a-fA-F]{40}$/.test(value) || isChecksumValid(value)) return true
      return this.createError({
        message: () => message(withdrawalValidation.addressChecksum, { label }),
      })
    })

/** Spec §3's withdrawal form `{amount, to_address, transaction_password}`, plus the browser's idempotency key. */
export const withdrawalSchema = yup.object({
  amount: walletAmount(WITHDRAWAL_AMOUNT.min, WITHDRAWAL_AMOUNT.max),
  to_address: bep20Address(L.to_address),
  transaction_password: exactLength(L.transaction_password, TRANSACTION_PASSWORD_LENGTH),
  totp_code: optionalTotpCode(accountLabels.totp_code),
  /** Made once per filled form: a retried submit holds the money once. */
  request_id: requiredString(L.request_id).max(64, () =>
    message(validation.maxLength, { label: L.request_id, n: 64 }),
  ),
})

export const withdrawalIdSchema = yup.object({
  id: requiredString(L.id).max(64, () => message(validation.maxLength, { label: L.id, n: 64 })),
})

export const withdrawalHistorySchema = yup.object({
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 100).default(20),
})

export const withdrawalStatuses = [
  'requested',
  'approved',
  'sent',
  'confirmed',
  'rejected',
  'failed',
  'cancelled',
] as const
export type WithdrawalStatus = (typeof withdrawalStatuses)[number]

/** Whether the money has come back (or never will leave): the hold was released. */
export const isWithdrawalReleased = (status: WithdrawalStatus) =>
  status === 'rejected' || status === 'failed' || status === 'cancelled'

export interface WithdrawalView {
  id: string
  /** What the address receives (USDT). */
  amount: string
  fee: string
  /** amount + fee: what left the available balance. */
  total: string
  to_address: string
  network: typeof WITHDRAWAL_NETWORK
  status: WithdrawalStatus
  /** Why the operator rejected it, or why the chain refused it. */
  reason: string | null
  tx_hash: string | null
  /** Blocks on top of the transaction's own (itself included) so far, and how many are needed. */
  confirmations: number
  required: number
  created_at: string
  updated_at: string
}

export interface WithdrawalHistoryResponse {
  items: WithdrawalView[]
  total: number
  page: number
  page_size: number
}

/** What the form needs before the user types: the fee, the limits and any pause. */
export interface WithdrawalInfoResponse {
  network: typeof WITHDRAWAL_NETWORK
  network_name: string
  chain_id: number
  fee: string
  min: number
  max: number
  daily_limit: number
  /** Withdrawn (or waiting) in the last 24 hours, and what is left of the limit. */
  used_today: string
  remaining_today: string
  /** Until when money cannot leave the account after a security change (decision 081), or null. */
  suspended_until: string | null
}

export interface WithdrawalResponse {
  withdrawal: WithdrawalView
  /** The wallet right after the hold. */
  balance: WalletBalanceResponse
}

export interface WithdrawalCancelResponse {
  withdrawal: WithdrawalView
  balance: WalletBalanceResponse
}
