import { createActor, fromPromise } from 'xstate'
import {
  accountPaths as P,
  type ActivationHistoryResponse,
  type ActivationStatusResponse,
  type ActivityLogResponse,
  type EmailCheckExistResponse,
  type GoogleAddCodeRequest,
  type GoogleAddCodeResponse,
  type GoogleConfigResponse,
  type GoogleLoginRequest,
  type GoogleLoginResponse,
  type InvitationCheckRequest,
  type InvitationCheckResponse,
  type OtpSendResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
  type RegisterEmailRequest,
  type RegisterEmailResponse,
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
  type FormValues,
  type GoogleAttempt,
} from '@atb/machines'
import { fetchProfile, loadProfile, sessionFlow } from './sessionCheck'
import { api, goToLogin, logoutFlow } from './api'
import { heldActor } from './heldActor'
import { session } from './session'
import { showToast } from './toast'

/** A call actor: POST `path` with the actor's input (a form's validated values, a flow's request). */
const call = <T, I extends object>(path: string) =>
  fromPromise<T, I>(({ input, signal }) => api.post<T>(path, input, { signal, inline: true }))

/** A form's submit actor posting its validated values to one endpoint; types come from the form. */
const post = <T, I extends FormValues>(path: string) => call<T, I>(path)

/** A submit that changes what the profile says (has_transaction_password): the cache is refreshed. */
const postThenRefresh = <T, I extends FormValues>(path: string) =>
  fromPromise<T, I>(async ({ input, signal }) => {
    const result = await api.post<T>(path, input, { signal, inline: true })
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
    checkEmailExists: call<EmailCheckExistResponse, { email: string }>(P.emailCheckExist),
    checkInvitation: call<InvitationCheckResponse, InvitationCheckRequest>(P.invitationCheck),
    sendOtp: call<OtpSendResponse, { email: string }>(P.otpSent),
    verifyOtp: call<OtpVerifyResponse, OtpVerifyRequest>(P.otpVerify),
    register: call<RegisterEmailResponse, RegisterEmailRequest>(P.registerEmail),
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
    loadConfig: fromPromise<GoogleConfigResponse>(({ signal }) =>
      api.get<GoogleConfigResponse>(P.loginGoogleConfig, { signal, inline: true }),
    ),
    googleLogin: call<GoogleLoginResponse, GoogleLoginRequest>(P.loginGoogle),
    googleAddCode: call<GoogleAddCodeResponse, GoogleAddCodeRequest>(P.loginGoogleAddCode),
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
      form: loginFormMachine.provide({ actors: { submit: post(P.login) } }),
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
  forgotPassword: forgotPasswordMachine.provide({ actors: { submit: post(P.forgotPassword) } }),
  resetPassword: resetPasswordMachine.provide({ actors: { submit: post(P.resetPassword) } }),
  changePassword: changePasswordMachine.provide({ actors: { submit: post(P.changePassword) } }),
  profileEdit: profileEditMachine.provide({
    actors: {
      submit: fromPromise(async ({ input, signal }) => {
        const user = await api.post<UserProfile>(P.profileEdit, input, { signal, inline: true })
        session.cacheUser(user)
        return user
      }),
    },
  }),
  pinCreate: pinCreateMachine.provide({ actors: { submit: post(P.pinCreate) } }),
  pinUpdate: pinUpdateMachine.provide({ actors: { submit: post(P.pinUpdate) } }),
  activation: activationMachine.provide({ actors: { submit: post(P.activationRedeem) } }),
  transactionPasswordSet: transactionPasswordSetMachine.provide({
    actors: { submit: postThenRefresh(P.transactionPasswordSet) },
  }),
  transactionPasswordChange: transactionPasswordChangeMachine.provide({
    actors: { submit: post(P.transactionPasswordChange) },
  }),
  loadProfile: fromPromise<UserProfile>(async ({ signal }) => {
    const user = await fetchProfile(signal)
    session.cacheUser(user)
    return user
  }),
  loadActivity: fromPromise<ActivityLogResponse, { page: number }>(({ input, signal }) =>
    api.get<ActivityLogResponse>(P.activityLogs, {
      searchParams: { page: input.page, page_size: 20 },
      signal,
    }),
  ),
  loadActivationHistory: fromPromise<ActivationHistoryResponse, { page: number }>(
    ({ input, signal }) =>
      api.get<ActivationHistoryResponse>(P.activationHistory, {
        searchParams: { page: input.page, page_size: 20 },
        signal,
      }),
  ),
  loadSubscription: fromPromise<ActivationStatusResponse>(({ signal }) =>
    api.get<ActivationStatusResponse>(P.activation, { signal }),
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
