import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
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
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from '../services/two-factor'

export const securityHandlers = (deps: Deps) =>
  ({
    pinCreate: async ({ user, input, meta }) => {
      await createPin(deps, user, input, meta)
      return { done: true }
    },
    pinUpdate: async ({ user, input, meta }) => {
      await updatePin(deps, user, input, meta)
      return { done: true }
    },
    transactionPasswordSet: async ({ user, input, meta }) => {
      await setTransactionPassword(deps, user, input, meta)
      return { done: true }
    },
    transactionPasswordChange: async ({ user, input, meta }) => {
      await changeTransactionPassword(deps, user, input, meta)
      return { done: true }
    },
    twoFactorSetup: async ({ user }) => setupTwoFactor(deps, user),
    twoFactorEnable: async ({ user, input, meta }) => enableTwoFactor(deps, user, input, meta),
    twoFactorDisable: async ({ user, input, meta }) => {
      await disableTwoFactor(deps, user, input, meta)
      return { done: true }
    },
    activation: async ({ user }) => subscriptionStatus(deps, user),
    activationRedeem: async ({ user, input, meta }) =>
      redeemActivationCode(deps, user, input.code, meta),
    activationHistory: async ({ user, input }) =>
      listActivationHistory(deps, user, input.page, input.page_size),
    activityLogs: async ({ user, input }) =>
      listActivity(deps.db, user.userId, input.page, input.page_size),
    referrals: async ({ user, input }) => listReferrals(deps, user, input.page, input.page_size),
  }) satisfies Partial<Handlers<typeof endpoints>>
