import * as yup from 'yup'
import type { Page } from '../accounts/api'
import { ACTIVATION_BUY_QUANTITY, TRANSACTION_PASSWORD_LENGTH } from '../constants'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { exactLength, requiredString } from '../schemas/fields'
import { integerBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { walletLabels, type WalletBalanceResponse } from './wallet'

/**
 * Activation codes bought with the wallet (issue 15, decision 060). The plans and their lengths
 * are fixed here; their USDT prices are the operator's configuration, answered by
 * `/activation/plans`.
 */
export const activationPlanIds = ['30d', '90d', '365d'] as const
export type ActivationPlanId = (typeof activationPlanIds)[number]

/** The subscription days one code of each plan adds. */
export const ACTIVATION_PLAN_DAYS = {
  '30d': 30,
  '90d': 90,
  '365d': 365,
} as const satisfies Record<ActivationPlanId, number>

export const activationBuyLabels = {
  plan: /*i18n*/ { id: 'field.plan', message: 'plan' },
  quantity: /*i18n*/ { id: 'field.quantity', message: 'quantity' },
} satisfies Record<string, MessageDescriptor>

/** Spec §3's quantity form `{quantity, transaction_password}`, plus the plan and the browser's idempotency key. */
export const activationBuySchema = yup.object({
  plan: oneOf(activationBuyLabels.plan, activationPlanIds),
  quantity: integerBetween(
    activationBuyLabels.quantity,
    ACTIVATION_BUY_QUANTITY.min,
    ACTIVATION_BUY_QUANTITY.max,
  ),
  transaction_password: exactLength(walletLabels.transaction_password, TRANSACTION_PASSWORD_LENGTH),
  /** Made once per filled form: a retried submit pays once. */
  request_id: requiredString(walletLabels.request_id).max(64, () =>
    message(validation.maxLength, { label: walletLabels.request_id, n: 64 }),
  ),
})

export interface ActivationPlan {
  id: ActivationPlanId
  days: number
  /** USDT for one code, a decimal string. */
  price: string
}

export interface ActivationPlansResponse {
  asset: 'USDT'
  plans: ActivationPlan[]
  quantity: { min: number; max: number }
}

export interface ActivationBuyResponse {
  /** The ledger movement's id: the same for a retried request. */
  id: string
  plan: ActivationPlanId
  quantity: number
  /** USDT charged: price × quantity. */
  amount: string
  codes: string[]
  /** The wallet right after the purchase. */
  balance: WalletBalanceResponse
  time: string
}

/** One purchase with its codes, for the list under the buy form. */
export interface ActivationPurchase {
  id: string
  days: number
  amount: string
  time: string
  codes: { code: string; redeemed: boolean }[]
}
export type ActivationPurchasesResponse = Page<ActivationPurchase>

const MICRO = 10 ** 6

/** USDT for `quantity` codes at `price` (a decimal string), exact to the wallet's six decimals. */
export function activationTotal(price: string, quantity: number): string {
  const micro = Math.round(Number(price) * MICRO) * Math.max(0, Math.trunc(quantity))
  return String(micro / MICRO)
}

/** Whether `available` USDT (a decimal string) is less than `total`. */
export function isShortOf(available: string, total: string): boolean {
  return Math.round(Number(available) * MICRO) < Math.round(Number(total) * MICRO)
}
