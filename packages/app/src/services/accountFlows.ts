import { fromPromise } from 'xstate'
import { endpoints as E, type RequestOf, type ResponseOf, type UserProfile } from '@atb/contract'
import {
  activationMachine,
  changePasswordMachine,
  emailSignupMachine,
  forgotPasswordMachine,
  hideBalanceMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  transactionPasswordChangeMachine,
  transactionPasswordSetMachine,
} from '@atb/machines'
import { api } from './api'
import { call, callThenRefresh, sessionActions } from './calls'
import { heldActor } from './heldActor'
import { loadProfile } from './sessionCheck'
import { session } from './session'

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
  transactionPasswordSet: transactionPasswordSetMachine.provide({
    actors: { submit: callThenRefresh(E.transactionPasswordSet) },
  }),
  transactionPasswordChange: transactionPasswordChangeMachine.provide({
    actors: { submit: call(E.transactionPasswordChange) },
  }),
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
  hideBalance: hideBalanceMachine.provide({
    actions: { persistHideBalance: (_, { hidden }) => session.setHideBalance(hidden) },
  }),
}

export type AccountFlows = typeof accountFlows
