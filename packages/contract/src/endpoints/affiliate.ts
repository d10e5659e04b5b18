import {
  affiliateOverviewSchema,
  affiliateRankSchema,
  commissionHistorySchema,
  invitationCodeCreateSchema,
  type AffiliateOverviewResponse,
  type AffiliateRankResponse,
  type CommissionHistoryResponse,
  type InvitationCodeView,
  type InvitationCodesResponse,
} from '../affiliate/affiliate'
import * as yup from 'yup'
import { endpoint } from './endpoint'

/** The affiliate area (issue 15, decision 061). `/affiliate/referrals` lives with the account. */
export const affiliateOverview = /* @__PURE__ */ endpoint<AffiliateOverviewResponse>()({
  method: 'GET',
  path: '/affiliate/overview',
  auth: true,
  request: affiliateOverviewSchema,
  errors: [],
  summary: 'Invited and active referees, commission this month and in total, and a daily series',
  tag: 'affiliate',
})

export const invitationCodes = /* @__PURE__ */ endpoint<InvitationCodesResponse>()({
  method: 'GET',
  path: '/affiliate/codes',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The account’s invitation codes, its own first, with the signups each brought',
  tag: 'affiliate',
})

export const invitationCodeCreate = /* @__PURE__ */ endpoint<InvitationCodeView>()({
  method: 'POST',
  path: '/affiliate/codes/create',
  auth: true,
  request: invitationCodeCreateSchema,
  errors: ['invitation_code_limit'],
  fields: { invitation_code_limit: 'label' },
  summary: 'Make a labelled invitation code (the server picks the code)',
  tag: 'affiliate',
})

export const commissionHistory = /* @__PURE__ */ endpoint<CommissionHistoryResponse>()({
  method: 'GET',
  path: '/affiliate/commissions',
  auth: true,
  request: commissionHistorySchema,
  errors: [],
  summary: 'Commission credited to the wallet, newest first, with each referee’s nickname',
  tag: 'affiliate',
})

export const affiliateRank = /* @__PURE__ */ endpoint<AffiliateRankResponse>()({
  method: 'GET',
  path: '/affiliate/rank',
  auth: true,
  request: affiliateRankSchema,
  errors: [],
  summary: 'The top affiliates by referees or commission, by nickname only, and the user’s place',
  tag: 'affiliate',
})
