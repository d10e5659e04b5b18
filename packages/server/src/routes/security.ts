import * as yup from 'yup'
import {
  accountPaths as P,
  activationSchema,
  paginationSchema,
  pinChangeSchema,
  pinCreateSchema,
  transactionPasswordChangeSchema,
  transactionPasswordSetSchema,
  type DoneResponse,
} from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Api } from '../lib/route'
import { listActivity } from '../services/activity'
import {
  listActivationHistory,
  listReferrals,
  redeemActivationCode,
  subscriptionStatus,
} from '../services/activation'
import {
  changeTransactionPassword,
  createPin,
  setTransactionPassword,
  updatePin,
} from '../services/security'

const tag = 'security'
const done = { done: true } as const satisfies DoneResponse

export function securityRoutes(api: Api, deps: Deps) {
  api.authed(
    {
      method: 'POST',
      url: P.pinCreate,
      tag,
      summary: 'Create the 6-digit PIN',
      schema: pinCreateSchema,
    },
    async ({ user, input, meta }) => {
      await createPin(deps, user, input, meta)
      return done
    },
  )
  api.authed(
    { method: 'POST', url: P.pinUpdate, tag, summary: 'Change the PIN', schema: pinChangeSchema },
    async ({ user, input, meta }) => {
      await updatePin(deps, user, input, meta)
      return done
    },
  )
  api.authed(
    {
      method: 'POST',
      url: P.transactionPasswordSet,
      tag,
      summary: 'Set the transaction password',
      schema: transactionPasswordSetSchema,
    },
    async ({ user, input, meta }) => {
      await setTransactionPassword(deps, user, input, meta)
      return done
    },
  )
  api.authed(
    {
      method: 'POST',
      url: P.transactionPasswordChange,
      tag,
      summary: 'Change the transaction password',
      schema: transactionPasswordChangeSchema,
    },
    async ({ user, input, meta }) => {
      await changeTransactionPassword(deps, user, input, meta)
      return done
    },
  )
  api.authed(
    {
      method: 'GET',
      url: P.activation,
      tag: 'subscription',
      summary: 'Subscription status',
      schema: yup.object({}),
    },
    async ({ user }) => subscriptionStatus(deps, user),
  )
  api.authed(
    {
      method: 'POST',
      url: P.activationRedeem,
      tag: 'subscription',
      summary: 'Redeem an activation code',
      schema: activationSchema,
    },
    async ({ user, input, meta }) => redeemActivationCode(deps, user, input.code, meta),
  )
  api.authed(
    {
      method: 'GET',
      url: P.activationHistory,
      tag: 'subscription',
      summary: 'Redeemed activation codes, newest first',
      schema: paginationSchema,
    },
    async ({ user, input }) => listActivationHistory(deps, user, input.page, input.page_size),
  )
  api.authed(
    {
      method: 'GET',
      url: P.activityLogs,
      tag,
      summary: 'Security activity, newest first',
      schema: paginationSchema,
    },
    async ({ user, input }) => listActivity(deps.db, user.userId, input.page, input.page_size),
  )
  api.authed(
    {
      method: 'GET',
      url: P.referrals,
      tag: 'affiliate',
      summary: 'Users I referred',
      schema: paginationSchema,
    },
    async ({ user, input }) => listReferrals(deps, user, input.page, input.page_size),
  )
}
