import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import type { Page } from '../accounts/api'
import type { MessageDescriptor } from '../i18n/message'
import { plainText } from '../schemas/fields'
import { integerBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'

/** The affiliate area (issue 15, decision 061). */

/** Labelled invitation codes a user may create beside their own. */
export const AFFILIATE_CODE_LIMIT = 10
/** A referee counts as active with a running bot or a login within this many days. */
export const AFFILIATE_ACTIVE_DAYS = 30
/** The leaderboard's length. */
export const AFFILIATE_RANK_SIZE = 50
/** The periods the overview's chart offers, in days. */
export const affiliatePeriods = [30, 90] as const
export type AffiliatePeriod = (typeof affiliatePeriods)[number]
/** What the leaderboard orders by. */
export const affiliateRankOrders = ['referees', 'commission'] as const
export type AffiliateRankOrder = (typeof affiliateRankOrders)[number]

export const affiliateLabels = {
  label: /*i18n*/ { id: 'field.code_label', message: 'label' },
  days: /*i18n*/ { id: 'field.period_days', message: 'period' },
  by: /*i18n*/ { id: 'field.rank_order', message: 'order' },
} satisfies Record<string, MessageDescriptor>
const L = affiliateLabels

export { affiliateErrorMessages } from './affiliateMessages'

/** A new labelled invitation code: the server makes the code itself. */
export const invitationCodeCreateSchema = yup.object({ label: plainText(L.label, 40) })

export const affiliateOverviewSchema = yup.object({
  days: (oneOf(L.days, affiliatePeriods) as unknown as yup.NumberSchema).default(
    30,
  ) as unknown as yup.Schema<AffiliatePeriod>,
})

export const commissionHistorySchema = yup.object({
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 100).default(20),
})

export const affiliateRankSchema = yup.object({
  by: (oneOf(L.by, affiliateRankOrders) as unknown as yup.StringSchema).default(
    'referees',
  ) as unknown as yup.Schema<AffiliateRankOrder>,
})

/** One day of the overview's chart (UTC). */
export interface AffiliateDay {
  /** YYYY-MM-DD. */
  day: string
  invited: number
  /** Decimal USDT. */
  commission: string
}

export interface AffiliateOverviewResponse {
  /** The user's own code, the one the plain invite link carries. */
  code: string
  invited: number
  /** Referees with a running bot or a login within AFFILIATE_ACTIVE_DAYS. */
  active: number
  /** Decimal USDT credited this calendar month (UTC). */
  commission_month: string
  commission_total: string
  /** The user's place on the leaderboard by referees, null with none. */
  rank: number | null
  /** The extra codes made, of AFFILIATE_CODE_LIMIT. */
  codes: number
  days: AffiliatePeriod
  /** Oldest first, one per day of the period, today last. */
  series: AffiliateDay[]
}

export interface InvitationCodeView {
  code: string
  /** Empty for the account's own code. */
  label: string
  /** The account's own code, made at signup. */
  primary: boolean
  /** Accounts that signed up with it. */
  signups: number
  created_at: string
}

export interface InvitationCodesResponse {
  /** The own code first, then the labelled ones newest first. */
  items: InvitationCodeView[]
  limit: number
}

export interface CommissionEntry {
  id: string
  /** Decimal USDT. */
  amount: string
  /** The referee whose fee paid it, by nickname only. */
  referee: { user_id: string; nickname: string } | null
  time: string
}
export type CommissionHistoryResponse = Page<CommissionEntry>

/** One affiliate on the leaderboard: a nickname, never an email or user ID. */
export interface AffiliateRankRow {
  rank: number
  nickname: string
  referees: number
  commission: string
  me: boolean
}

export interface AffiliateRankResponse {
  by: AffiliateRankOrder
  items: AffiliateRankRow[]
  /** The user's own row, also when outside the top AFFILIATE_RANK_SIZE; null with no referee. */
  me: AffiliateRankRow | null
}
