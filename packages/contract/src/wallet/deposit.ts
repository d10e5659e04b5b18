import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { integerBetween } from '../schemas/numbers'

/**
 * USDT deposits on BNB Smart Chain (BEP20), issue 15, decision 063. Each account has one
 * address derived from the operator's extended public key; a chain watcher credits a deposit
 * once it has the required confirmations.
 */
export const DEPOSIT_NETWORKS = ['BEP20'] as const
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number]
export const DEPOSIT_ASSETS = ['USDT'] as const

export const depositLabels = {
  asset: /*i18n*/ { id: 'field.asset', message: 'asset' },
  network: /*i18n*/ { id: 'field.network', message: 'network' },
} satisfies Record<string, MessageDescriptor>

const code = (label: MessageDescriptor, fallback: string) =>
  yup
    .string()
    .trim()
    .max(20, () => message(validation.maxLength, { label, n: 20 }))
    .default(fallback)

/**
 * The spec's /asset/address call: the asset and network default to USDT on BEP20. Any other
 * pair is answered 'record not found' (the app's invalid-asset-address toast, spec §8).
 */
export const depositAddressSchema = yup.object({
  asset: code(depositLabels.asset, 'USDT'),
  network: code(depositLabels.network, 'BEP20'),
})

export const depositHistorySchema = yup.object({
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 100).default(20),
})

export interface DepositAddressResponse {
  asset: 'USDT'
  network: DepositNetwork
  /** The network's name as people know it. */
  network_name: string
  chain_id: number
  /** Checksummed 0x… address. */
  address: string
  /** The USDT contract deposits must come from. */
  token_contract: string
  /** Deposits below this (USDT) are recorded and shown, never credited. */
  minimum: string
  /** Blocks, the deposit's own included, before it is credited. */
  confirmations: number
  /** False when no chain is watched on this server: deposits would not be seen until it is. */
  watching: boolean
}

export const depositStatuses = ['pending', 'credited', 'below_minimum', 'dropped'] as const
export type DepositStatus = (typeof depositStatuses)[number]

export interface DepositView {
  id: string
  /** Exactly what arrived (USDT). */
  amount: string
  /** What the wallet received (six decimals at most); null until credited. */
  credited: string | null
  tx_hash: string
  network: DepositNetwork
  status: DepositStatus
  /** Blocks so far, the deposit's own included, capped at `required`. */
  confirmations: number
  required: number
  seen_at: string
  credited_at: string | null
}

export interface DepositHistoryResponse {
  items: DepositView[]
  total: number
  page: number
  page_size: number
}
