import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { TRANSACTION_PASSWORD_LENGTH, TRANSFER_AMOUNT } from '../constants'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { exactLength, requiredString } from '../schemas/fields'
import { decimalsAtMost, integerBetween, numberBetween } from '../schemas/numbers'
import { instant, oneOf } from '../schemas/choices'
import { marketLabels } from '../trading/market'

/**
 * The account's platform wallet (issue 15, decision 059): one asset, USDT, on a double-entry
 * ledger. Amounts are decimal strings with at most `WALLET_DECIMALS` places, never floats.
 */
export const WALLET_ASSET = 'USDT'
/** USDT's own precision on TRC20 and ERC20. */
export const WALLET_DECIMALS = 6

/** What one line of the wallet's history records. */
export const walletEntryTypes = [
  'deposit',
  'transfer_in',
  'transfer_out',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_refund',
  'profit_share',
  'commission',
  'activation_purchase',
  'adjustment',
  'tournament_prize',
] as const
export type WalletEntryType = (typeof walletEntryTypes)[number]

export const walletLabels = {
  destination_user_id: /*i18n*/ { id: 'field.destination_user_id', message: 'recipient’s user ID' },
  amount: /*i18n*/ { id: 'field.amount', message: 'amount' },
  transaction_password: accountLabels.transaction_password,
  request_id: /*i18n*/ { id: 'field.request_id', message: 'request' },
  entry_type: /*i18n*/ { id: 'field.entry_type', message: 'type' },
} satisfies Record<string, MessageDescriptor>
const L = walletLabels

export { walletErrorMessages } from './walletMessages'

/**
 * A positive amount with at most six decimals, between `min` and `max`. The decimals are counted
 * exactly (1.0000000000001 has thirteen), so no fraction of a micro-USDT is ever stored.
 */
export const walletAmount = (min: number, max: number) =>
  numberBetween(L.amount, min, max).test(decimalsAtMost(L.amount, WALLET_DECIMALS))

const userId = () =>
  requiredString(L.destination_user_id).max(64, () =>
    message(validation.maxLength, { label: L.destination_user_id, n: 64 }),
  )

/** The recipient named before a transfer is confirmed. */
export const transferRecipientSchema = yup.object({ destination_user_id: userId() })

/** Spec §3's internal transfer form, plus the browser's idempotency key. */
export const transferSchema = yup.object({
  destination_user_id: userId(),
  amount: walletAmount(TRANSFER_AMOUNT.min, TRANSFER_AMOUNT.max),
  transaction_password: exactLength(L.transaction_password, TRANSACTION_PASSWORD_LENGTH),
  /** Made once per filled form: a retried submit moves the money once. */
  request_id: requiredString(L.request_id).max(64, () =>
    message(validation.maxLength, { label: L.request_id, n: 64 }),
  ),
})

/** The wallet's history, newest first, by type and period. */
export const walletHistorySchema = yup.object({
  type: oneOf(L.entry_type, walletEntryTypes).optional() as unknown as yup.Schema<
    WalletEntryType | undefined
  >,
  from: instant(marketLabels.from),
  to: instant(marketLabels.to),
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 500).default(20),
})

export interface WalletBalanceResponse {
  asset: typeof WALLET_ASSET
  /** Free to spend, transfer or withdraw. */
  available: string
  /** Set aside by withdrawals waiting for approval or the chain. */
  held: string
  /** available + held. */
  total: string
  /** The account's own user ID, which others enter to send it USDT. */
  user_id: string
  /**
   * Until when money cannot leave the account (transfers, withdrawals, purchases) after a security
   * change, or null (decision 081).
   */
  hold_until: string | null
}

export interface WalletEntryView {
  id: string
  type: WalletEntryType
  /** Signed: what this line added to (or took from) the available balance. */
  amount: string
  /** The available balance right after it. */
  balance_after: string
  /** The other account of a transfer, by its nickname only. */
  counterparty: { user_id: string; nickname: string } | null
  time: string
}

export interface WalletHistoryResponse {
  items: WalletEntryView[]
  total: number
  page: number
  page_size: number
}

export interface TransferRecipientResponse {
  user_id: string
  nickname: string
}

export interface TransferResponse {
  /** The movement's id: the same for a retried request. */
  id: string
  amount: string
  recipient: TransferRecipientResponse
  balance: WalletBalanceResponse
  time: string
}

/**
 * The profit share's terms (decision 067): the operator's rate of each realised profit on a
 * connected exchange, and spec §9's wallet minimums for live bots. Paper bots pay nothing.
 */
export interface ProfitShareTermsResponse {
  /** A fraction: `0.1` is 10 %. */
  rate: string
  /** USDT the wallet needs to create a live bot. */
  min_create: number
  /** USDT under which live bots pause as out of balance. */
  min_running: number
}
