import { fromPromise } from 'xstate'
import { endpoints as E, type RequestOf, type ResponseOf, type UserProfile } from '@atb/contract'
import {
  activationBuyMachine,
  activationMachine,
  changePasswordMachine,
  emailSignupMachine,
  forgotPasswordMachine,
  hideBalanceMachine,
  invitationCodeMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  transactionPasswordChangeMachine,
  transactionPasswordSetMachine,
  twoFactorDisableMachine,
  twoFactorEnableFormMachine,
  twoFactorSetupMachine,
} from '@atb/machines'
import { downloadText } from './csv'
import { api } from './api'
import { call, callThenRefresh, sessionActions } from './calls'
import { heldActor } from './heldActor'
import { loadProfile } from './sessionCheck'
import { session } from './session'
import { communityFlows } from './communityFlows'

/** Email signup (issue 3) with its calls; one flow spans /signup and /signup/verify. */
const emailSignup = emailSignupMachine.provide({
  actors: {
    checkEmailExists: call(E.emailCheckExist),
    checkInvitation: call(E.invitationCheck),
    sendOtp: call(E.otpSent),
    verifyOtp: call(E.otpVerify),
    register: call(E.registerEmail),
    loadProfile,
  },
  actions: sessionActions,
})

/**
 * The flows of every screen but the first page's, with their I/O provided. They load with those
 * screens' routes (routes.tsx), not with the first page (decision 004); `flows` gains them then.
 */
export const accountFlows = {
  /** The running email signup, shared by /signup and /signup/verify. */
  emailSignup: heldActor(emailSignup),
  forgotPassword: forgotPasswordMachine.provide({ actors: { submit: call(E.forgotPassword) } }),
  resetPassword: resetPasswordMachine.provide({ actors: { submit: call(E.resetPassword) } }),
  changePassword: changePasswordMachine.provide({ actors: { submit: call(E.changePassword) } }),
  profileEdit: profileEditMachine.provide({
    actors: {
      submit: fromPromise<UserProfile, RequestOf<typeof E.profileEdit>>(
        async ({ input, signal }) => {
          const user = await api.call(E.profileEdit, input, { signal, inline: true })
          session.cacheUser(user)
          return user
        },
      ),
    },
  }),
  pinCreate: pinCreateMachine.provide({ actors: { submit: call(E.pinCreate) } }),
  pinUpdate: pinUpdateMachine.provide({ actors: { submit: call(E.pinUpdate) } }),
  activation: activationMachine.provide({ actors: { submit: call(E.activationRedeem) } }),
  activationBuy: activationBuyMachine.provide({ actors: { submit: call(E.activationBuy) } }),
  loadActivationPlans: fromPromise<ResponseOf<typeof E.activationPlans>>(({ signal }) =>
    api.call(E.activationPlans, {}, { signal }),
  ),
  loadActivationPurchases: fromPromise<
    ResponseOf<typeof E.activationPurchases>,
    { page: number; attempt?: number }
  >(({ input, signal }) =>
    api.call(E.activationPurchases, { page: input.page, page_size: 20 }, { signal }),
  ),
  /** The wallet's balance beside the plans (the same call as the wallet screens' flows). */
  loadWalletBalance: call(E.walletBalance),
  transactionPasswordSet: transactionPasswordSetMachine.provide({
    actors: { submit: callThenRefresh(E.transactionPasswordSet) },
  }),
  transactionPasswordChange: transactionPasswordChangeMachine.provide({
    actors: { submit: call(E.transactionPasswordChange) },
  }),
  /** Two-factor sign-in (issue 26, decision 082). */
  twoFactorSetup: twoFactorSetupMachine.provide({
    actors: {
      createSecret: fromPromise<ResponseOf<typeof E.twoFactorSetup>>(({ signal }) =>
        api.call(E.twoFactorSetup, {}, { signal, inline: true }),
      ),
      enableForm: twoFactorEnableFormMachine.provide({
        actors: { submit: callThenRefresh(E.twoFactorEnable) },
      }),
    },
  }),
  twoFactorDisable: twoFactorDisableMachine.provide({
    actors: { submit: callThenRefresh(E.twoFactorDisable) },
  }),
  /** Saves text the screen made (the recovery codes) as a file. */
  saveTextFile: (filename: string, text: string) => downloadText(filename, text),
  loadActivity: fromPromise<ResponseOf<typeof E.activityLogs>, { page: number }>(
    ({ input, signal }) =>
      api.call(E.activityLogs, { page: input.page, page_size: 20 }, { signal }),
  ),
  loadActivationHistory: fromPromise<ResponseOf<typeof E.activationHistory>, { page: number }>(
    ({ input, signal }) =>
      api.call(E.activationHistory, { page: input.page, page_size: 20 }, { signal }),
  ),
  loadSubscription: fromPromise<ResponseOf<typeof E.activation>>(({ signal }) =>
    api.call(E.activation, {}, { signal }),
  ),
  /** The affiliate area (issue 15, decision 061). */
  loadInvitationCodes: fromPromise<ResponseOf<typeof E.invitationCodes>>(({ signal }) =>
    api.call(E.invitationCodes, {}, { signal }),
  ),
  loadAffiliateOverview: fromPromise<
    ResponseOf<typeof E.affiliateOverview>,
    RequestOf<typeof E.affiliateOverview>
  >(({ input, signal }) => api.call(E.affiliateOverview, input, { signal })),
  loadCommissions: fromPromise<ResponseOf<typeof E.commissionHistory>, { page: number }>(
    ({ input, signal }) =>
      api.call(E.commissionHistory, { page: input.page, page_size: 20 }, { signal }),
  ),
  loadAffiliateRank: fromPromise<
    ResponseOf<typeof E.affiliateRank>,
    RequestOf<typeof E.affiliateRank>
  >(({ input, signal }) => api.call(E.affiliateRank, input, { signal })),
  invitationCode: invitationCodeMachine.provide({
    actors: { submit: call(E.invitationCodeCreate) },
  }),
  ...communityFlows,
  /** Notifications (issue 16, decision 068). */
  loadNotifications: fromPromise<
    ResponseOf<typeof E.notificationList>,
    RequestOf<typeof E.notificationList>
  >(({ input, signal }) => api.call(E.notificationList, input, { signal })),
  loadNotification: fromPromise<ResponseOf<typeof E.notificationGet>, { id: string }>(
    ({ input, signal }) => api.call(E.notificationGet, input, { signal, inline: true }),
  ),
  readNotification: (id: string) => api.call(E.notificationRead, { id }, { inline: true }),
  readAllNotifications: () => api.call(E.notificationReadAll, {}, { inline: true }),
  loadNotificationPreferences: fromPromise<ResponseOf<typeof E.notificationPreferences>>(
    ({ signal }) => api.call(E.notificationPreferences, {}, { signal }),
  ),
  saveNotificationPreferences: (input: RequestOf<typeof E.notificationPreferencesSave>) =>
    api.call(E.notificationPreferencesSave, input, { inline: true }),
  /** Where invite links point: this site's own address. */
  siteOrigin: (): string => window.location.origin,
  hideBalance: hideBalanceMachine.provide({
    actions: { persistHideBalance: (_, { hidden }) => session.setHideBalance(hidden) },
  }),
}

export type AccountFlows = typeof accountFlows
