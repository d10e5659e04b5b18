import { createActor, fromPromise } from 'xstate'
import {
  accountPaths as P,
  type ActivationStatusResponse,
  type ActivityLogResponse,
  type GoogleAddCodeResponse,
  type GoogleLoginResponse,
  type LoginResponse,
  type OtpSendResponse,
  type RegisterEmailResponse,
  type UserProfile,
} from '@atb/contract'
import {
  activationMachine,
  changePasswordMachine,
  forgotPasswordMachine,
  hideBalanceMachine,
  loginFormMachine,
  loginMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  type FormValues,
} from '@atb/machines'
import { fetchProfile, loadProfile, sessionFlow } from './sessionCheck'
import { api, goToLogin, logoutFlow } from './api'
import { session } from './session'
import { showToast } from './toast'
import { signupFormMachine, verifyOtpFormMachine } from './forms'


/** A submit actor posting the validated values to one endpoint. */
const post = <T>(path: string) =>
  fromPromise<T, FormValues>(({ input, signal }) => api.post<T>(path, input, { signal }))

// Thrown as messages: the form machine shows a thrown message as the form error.
const signupMessages = {
  emailTaken: /*i18n*/ { id: 'signup.emailTaken', message: 'This email is already registered. Log in instead.' },
  expired: /*i18n*/ { id: 'signup.expired', message: 'Your signup expired. Please start again.' },
}

/** The signup step before the code: remembered in memory only, since it holds the password. */
export interface PendingSignup {
  email: string
  password: string
  confirm_password: string
  invitation_code?: string
  otp_token: string
}
let pending: PendingSignup | null = null
export const pendingSignup = {
  get: () => pending,
  set: (value: PendingSignup | null) => void (pending = value),
}

/** Email signup, step 1: refuse a known address, then mail the code. */
async function startSignup(values: FormValues, signal: AbortSignal): Promise<OtpSendResponse> {
  const email = String(values.email)
  const { exists } = await api.post<{ exists: boolean }>(P.emailCheckExist, { email }, { signal })
  if (exists) throw signupMessages.emailTaken
  const sent = await api.post<OtpSendResponse>(P.otpSent, { email }, { signal })
  pending = {
    email,
    password: String(values.password),
    confirm_password: String(values.confirm_password),
    ...(values.invitation_code ? { invitation_code: String(values.invitation_code) } : {}),
    otp_token: sent.otp_token,
  }
  return sent
}

/** Email signup, step 2: register with the code, then sign in as the new user. */
async function finishSignup(values: FormValues, signal: AbortSignal): Promise<UserProfile> {
  if (!pending) throw signupMessages.expired
  const { token } = await api.post<RegisterEmailResponse>(
    P.registerEmail,
    { ...pending, otp_pin: values.otp_pin, otp_token: values.otp_token ?? pending.otp_token },
    { signal },
  )
  session.storeToken(token)
  const user = await fetchProfile(signal)
  session.cacheUser(user)
  // The referral is spent once the account exists.
  session.storeReferralCode(null)
  pending = null
  return user
}

/** Google (spec section 4): a new user is created with the stored referral code, then signed in. */
async function googleSignIn(authCode: string): Promise<UserProfile> {
  const reply = await api.post<GoogleLoginResponse>(P.loginGoogle, { auth_code: authCode })
  const token = reply.is_new_user
    ? (
        await api.post<GoogleAddCodeResponse>(P.loginGoogleAddCode, {
          auth_code: authCode,
          invitation_code: session.get().referralCode ?? undefined,
        })
      ).token
    : reply.token
  session.storeToken(token)
  const user = await fetchProfile()
  session.cacheUser(user)
  return user
}

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
      form: loginFormMachine.provide({ actors: { submit: post<LoginResponse>(P.login) } }),
      loadProfile,
    },
    actions: {
      storeToken: (_, params: { token: string }) => session.storeToken(params.token),
      cacheUser: (_, params: { user: UserProfile }) => session.cacheUser(params.user),
    },
  }),
  signup: signupFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => startSignup(input, signal)) },
  }),
  verifyOtp: verifyOtpFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => finishSignup(input, signal)) },
  }),
  resendOtp: (email: string) =>
    api.post<OtpSendResponse>(P.otpSent, { email }).then((sent) => {
      if (pending) pending = { ...pending, otp_token: sent.otp_token }
      return sent
    }),
  forgotPassword: forgotPasswordMachine.provide({ actors: { submit: post(P.forgotPassword) } }),
  resetPassword: resetPasswordMachine.provide({ actors: { submit: post(P.resetPassword) } }),
  changePassword: changePasswordMachine.provide({ actors: { submit: post(P.changePassword) } }),
  profileEdit: profileEditMachine.provide({
    actors: {
      submit: fromPromise<UserProfile, FormValues>(async ({ input, signal }) => {
        const user = await api.post<UserProfile>(P.profileEdit, input, { signal })
        session.cacheUser(user)
        return user
      }),
    },
  }),
  pinCreate: pinCreateMachine.provide({ actors: { submit: post(P.pinCreate) } }),
  pinUpdate: pinUpdateMachine.provide({ actors: { submit: post(P.pinUpdate) } }),
  activation: activationMachine.provide({ actors: { submit: post(P.activationRedeem) } }),
  loadProfile: fromPromise<UserProfile>(async ({ signal }) => {
    const user = await fetchProfile(signal)
    session.cacheUser(user)
    return user
  }),
  loadActivity: fromPromise<ActivityLogResponse, { page: number }>(({ input, signal }) =>
    api.get<ActivityLogResponse>(P.activityLogs, { searchParams: { page: input.page, page_size: 20 }, signal }),
  ),
  loadSubscription: fromPromise<ActivationStatusResponse>(({ signal }) =>
    api.get<ActivationStatusResponse>(P.activation, { signal }),
  ),
  googleSignIn,
  logout,
  pendingSignup,
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
