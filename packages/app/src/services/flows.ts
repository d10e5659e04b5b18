import { createActor, fromPromise } from 'xstate'
import {
  endpoints as E,
  type AnyEndpoint,
  type RequestOf,
  type ResponseOf,
  type UserProfile,
} from '@atb/contract'
import {
  activationMachine,
  changePasswordMachine,
  emailSignupMachine,
  forgotPasswordMachine,
  googleSignupMachine,
  hideBalanceMachine,
  loginFormMachine,
  loginMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  transactionPasswordChangeMachine,
  transactionPasswordSetMachine,
  type GoogleAttempt,
} from '@atb/machines'
import { fetchProfile, loadProfile, sessionFlow } from './sessionCheck'
import { api, goToLogin, logoutFlow } from './api'
import { heldActor } from './heldActor'
import { session } from './session'
import { showToast } from './toast'

/**
 * A call actor: the endpoint called with the actor's input. A form's submit is one too: its values
 * are typed and validated by the same request schema the endpoint declares.
 */
const call = <T extends AnyEndpoint>(endpoint: T) =>
  fromPromise<ResponseOf<T>, RequestOf<T>>(({ input, signal }) =>
    api.call(endpoint, ...([input, { signal, inline: true }] as const)),
  )

/** A submit that changes what the profile says (has_transaction_password): the cache is refreshed. */
const callThenRefresh = <T extends AnyEndpoint>(endpoint: T) =>
  fromPromise<ResponseOf<T>, RequestOf<T>>(async ({ input, signal }) => {
    const result = await api.call(endpoint, ...([input, { signal, inline: true }] as const))
    session.cacheUser(await fetchProfile(signal))
    return result
  })

const sessionActions = {
  storeToken: (_: unknown, params: { token: string }) => session.storeToken(params.token),
  cacheUser: (_: unknown, params: { user: UserProfile }) => session.cacheUser(params.user),
  spendReferral: () => session.storeReferralCode(null),
}

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

/** The Google attempt this tab started, kept for the round trip to Google and back (per tab). */
const GOOGLE_ATTEMPT_KEY = 'atb.googleAttempt'
const googleAttempt = {
  get(): GoogleAttempt | null {
    try {
      const raw = sessionStorage.getItem(GOOGLE_ATTEMPT_KEY)
      const value = raw ? (JSON.parse(raw) as Partial<GoogleAttempt>) : null
      return value && typeof value.state === 'string' && typeof value.redirectTo === 'string'
        ? { state: value.state, redirectTo: value.redirectTo }
        : null
    } catch {
      return null
    }
  },
  set(attempt: GoogleAttempt | null) {
    try {
      if (attempt) sessionStorage.setItem(GOOGLE_ATTEMPT_KEY, JSON.stringify(attempt))
      else sessionStorage.removeItem(GOOGLE_ATTEMPT_KEY)
    } catch {
      // Storage can be unavailable (private mode); the way back then fails its state check.
    }
  },
}

/** Google sign-in (spec section 4) with its calls and the per-tab attempt. */
const google = googleSignupMachine.provide({
  actors: {
    loadConfig: fromPromise<ResponseOf<typeof E.loginGoogleConfig>>(({ signal }) =>
      api.call(E.loginGoogleConfig, {}, { signal, inline: true }),
    ),
    googleLogin: call(E.loginGoogle),
    googleAddCode: call(E.loginGoogleAddCode),
    loadProfile,
  },
  actions: {
    ...sessionActions,
    rememberAttempt: (_, attempt) => googleAttempt.set(attempt),
    forgetAttempt: () => googleAttempt.set(null),
  },
})

/** Logout (spec section 4) through the logout machine; rejects when the server call failed. */
function logout(): Promise<void> {
  return new Promise((resolve, reject) => {
    const actor = createActor(logoutFlow, { input: {} })
    actor.on('logout.redirect', () => goToLogin())
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') resolve()
      else if (snapshot.matches('failure')) {
        actor.stop()
        reject(new Error('logout failed'))
      }
    })
    actor.start()
  })
}

/** Every flow with its I/O provided: screens take these from FlowsContext, stories pass fakes. */
export const flows = {
  session: sessionFlow,
  login: loginMachine.provide({
    actors: {
      form: loginFormMachine.provide({ actors: { submit: call(E.login) } }),
      loadProfile,
    },
    actions: sessionActions,
  }),
  /** The running email signup, shared by /signup and /signup/verify. */
  emailSignup: heldActor(emailSignup),
  google,
  googleAttempt,
  /** A fresh value for Google's `state`: unguessable, so another site cannot finish a sign-in here. */
  nonce: (): string => crypto.randomUUID(),
  /** Leaves the app for another site (Google's consent page). */
  leaveFor: (url: string) => window.location.assign(url),
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
  loadProfile: fromPromise<UserProfile>(async ({ signal }) => {
    const user = await fetchProfile(signal)
    session.cacheUser(user)
    return user
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
  logout,
  /** Says an action worked, in the global toast. */
  notify: (message: string) => showToast(message, 'success'),
  /** The referral code from a signup link, kept until an account is created with it. */
  referral: {
    get: () => session.get().referralCode,
    set: (code: string | null) => session.storeReferralCode(code),
  },
  /** The session as screens read it (cached user, hide-balance), with useSyncExternalStore. */
  store: { subscribe: session.subscribe, get: session.get },
  hideBalance: hideBalanceMachine.provide({
    actions: { persistHideBalance: (_, { hidden }) => session.setHideBalance(hidden) },
  }),
  copy: (text: string) => navigator.clipboard.writeText(text),
}

export type Flows = typeof flows
