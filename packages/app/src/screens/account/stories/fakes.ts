import { fromPromise, type AnyActorLogic } from 'xstate'
import type {
  ActivationHistoryResponse,
  ActivationRedeemResponse,
  ActivityEntry,
  ActivityLogResponse,
  ErrorCode,
  FieldError,
  UserProfile,
} from '@atb/contract'
import { apiErrors } from '@atb/contract'
import {
  emailSignupMachine,
  googleSignupMachine,
  hideBalanceMachine,
  loginFormMachine,
  loginMachine,
  type FormValues,
} from '@atb/machines'
import { ApiRequestError } from '../../../api/errors'
import { accountFlows } from '../../../services/accountFlows'
import { flows as shellFlows, type Flows } from '../../../services/flows'
import { heldActor } from '../../../services/heldActor'
import type { SessionState } from '../../../services/session'
import { fakeBotWizard, type FakeWizard } from './botFakes'

/** A signed-in user as GET /profile answers it. */
export const storyUser: UserProfile = {
  id: 'u1',
  email: 'trader@example.com',
  own_invitation_code: 'ABCD2345',
  assets: [{ symbol: 'USDT', amount: 1250.5 }],
  nickname: 'Trader',
  signature: 'Grid all day',
  profile_image: '',
  banner_image: '',
  has_pin: true,
  has_transaction_password: false,
  subscription: { active: true, expires_at: '2030-01-31T00:00:00.000Z' },
}

/** The details a story's signup was started with, when it opens on the code step. */
export const storySignup = {
  email: 'trader@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
  invitation_code: '',
  policy: true,
}

const signupFields = ['email', 'password', 'confirm_password', 'invitation_code', 'policy'] as const

const kinds: ActivityEntry['kind'][] = [
  'login',
  'activation',
  'profile_update',
  'pin_create',
  'password_change',
  'register',
]
const agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0'
export const storyActivity = (count: number, page = 1, total = count): ActivityLogResponse => ({
  items: Array.from({ length: count }, (_, i) => ({
    id: `a${page}-${i}`,
    kind: kinds[i % kinds.length] ?? 'login',
    ip: `203.0.113.${10 + i}`,
    user_agent: agent,
    created_at: new Date(Date.UTC(2025, 0, 20 - i, 9, 30)).toISOString(),
  })),
  total,
  page,
  page_size: 20,
})

/** Codes redeemed a month apart, newest first; each added 30 days. */
export const storyActivationHistory = (count: number): ActivationHistoryResponse => ({
  items: Array.from({ length: count }, (_, i) => ({
    code_tail: ['K7QZ', 'M4TX', 'P9WD', 'R2HN'][i % 4] ?? 'K7QZ',
    days: 30,
    redeemed_at: new Date(Date.UTC(2029, 11 - i, 1, 9, 30)).toISOString(),
    expires_after: new Date(Date.UTC(2030, 0 - i, 28)).toISOString(),
  })),
  total: count,
  page: 1,
  page_size: 20,
})

export const storyRedeemed: ActivationRedeemResponse = {
  active: true,
  expires_at: '2030-03-01T00:00:00.000Z',
  days_added: 30,
}

/** A promise actor answering with `value`; its type comes from where it is used (a loader, a submit). */
export const resolves = <T, I = FormValues>(value: NoInfer<T>) =>
  fromPromise<T, I>(async () => value)
/** A promise actor that never settles: the screen stays pending. */
export const pends = <T = never, I = FormValues>() =>
  fromPromise<T, I>(() => new Promise<T>(() => undefined))
/** A promise actor failing the way the ky client does: an ApiRequestError with the error envelope. */
export const rejects = <T = never, I = FormValues>(code: ErrorCode, errors?: FieldError[]) =>
  fromPromise<T, I>(async () => {
    const { status, description } = apiErrors[code]
    const body = { status: 'error' as const, description, code, ...(errors ? { errors } : {}) }
    throw new ApiRequestError(status, body, '/story')
  })

// Any logic: each form machine checks its own output type, fakes only pass canned data on.
type Logic = AnyActorLogic
type FormKey =
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'profileEdit'
  | 'pinCreate'
  | 'pinUpdate'
  | 'activation'
  | 'transactionPasswordSet'
  | 'transactionPasswordChange'

type SignupCall = 'checkEmailExists' | 'checkInvitation' | 'sendOtp' | 'verifyOtp' | 'register'
type GoogleCall = 'loadConfig' | 'googleLogin' | 'googleAddCode'

export interface FakeOptions extends Partial<
  Omit<Flows, FormKey | 'store' | 'emailSignup' | 'google' | 'botWizard'>
> {
  /** The bot wizard: what this tab had stored, and the create call (by default it creates). */
  wizard?: FakeWizard
  /** Submit actors per form; the rest answer with canned success data. */
  submit?: Partial<Record<FormKey, Logic>>
  /** The email signup machine's calls; the rest succeed (a new address, a code sent, …). */
  signup?: Partial<Record<SignupCall, Logic>>
  /** Open the email signup on its code step, as after /signup (null: no signup in this tab). */
  signupAt?: 'details' | 'code' | null
  /** The Google machine's calls; by default Google is configured and the user is known. */
  google?: Partial<Record<GoogleCall, Logic>>
  /** The cached user in the session store (null: signed out or not cached yet). */
  user?: UserProfile | null
}

/** A tiny session store for the screens that read it with useSyncExternalStore. */
function fakeStore(user: UserProfile | null) {
  let state: SessionState = {
    token: 'story-token',
    user,
    hideBalance: false,
    referralCode: null,
    exchanges: [],
  }
  const listeners = new Set<() => void>()
  return {
    store: {
      get: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    setHideBalance: (hideBalance: boolean) => {
      state = { ...state, hideBalance }
      for (const listener of listeners) listener()
    },
  }
}

/** The email signup with canned calls, started and driven to the step a story opens on. */
function fakeEmailSignup(calls: Partial<Record<SignupCall, Logic>>, at: FakeOptions['signupAt']) {
  const held = heldActor(
    emailSignupMachine.provide({
      actors: {
        checkEmailExists: (calls.checkEmailExists ?? resolves({ exists: false })) as never,
        checkInvitation: (calls.checkInvitation ?? resolves({ exists: true })) as never,
        sendOtp: (calls.sendOtp ??
          resolves({ otp_token: 'otp-token-1', expires_at: '2030-01-01T00:10:00.000Z' })) as never,
        verifyOtp: (calls.verifyOtp ?? resolves({ verified: true })) as never,
        register: (calls.register ?? resolves({ token: 'story-token' })) as never,
        loadProfile: resolves(storyUser),
      },
      // No ticking countdown: stories open with a new code available, so screenshots hold still.
      delays: { resendCooldown: 0 },
    }),
  )
  if (at === 'code') {
    const actor = held.start({ referralCode: null })
    for (const field of signupFields)
      actor.send({ type: 'form.change', field, value: storySignup[field] })
    actor.send({ type: 'form.submit' })
  }
  return held
}

/** The real machines with every I/O actor replaced: nothing reaches the network or localStorage. */
export function fakeFlows({
  submit = {},
  user = storyUser,
  signup = {},
  signupAt = null,
  google = {},
  wizard = {},
  ...overrides
}: FakeOptions = {}): Flows {
  const done = resolves({ done: true })
  // The app's own form flows with only their submit replaced.
  const realFlows: Flows = { ...shellFlows, ...accountFlows }
  const form = (key: FormKey, fallback: Logic) => ({
    actors: { submit: (submit[key] ?? fallback) as never },
  })
  const { store, setHideBalance } = fakeStore(user)
  return {
    ...realFlows,
    session: realFlows.session.provide({
      actors: { loadProfile: resolves(storyUser) },
      actions: { clearSession: () => undefined, cacheUser: () => undefined },
    }),
    login: loginMachine.provide({
      actors: {
        form: loginFormMachine.provide(form('login', resolves({ token: 'story-token' }))),
        loadProfile: resolves(storyUser),
      },
      actions: { storeToken: () => undefined, cacheUser: () => undefined },
    }),
    emailSignup: fakeEmailSignup(signup, signupAt),
    google: googleSignupMachine.provide({
      actors: {
        loadConfig: (google.loadConfig ??
          resolves({
            enabled: true,
            client_id: 'story.apps.googleusercontent.com',
            redirect_uri: 'https://bot.example/login',
          })) as never,
        googleLogin: (google.googleLogin ??
          resolves({ is_new_user: false, token: 'story-token' })) as never,
        googleAddCode: (google.googleAddCode ?? resolves({ token: 'story-token' })) as never,
        loadProfile: resolves(storyUser),
      },
    }),
    googleAttempt: { get: () => null, set: () => undefined },
    nonce: () => 'story-nonce',
    leaveFor: () => undefined,
    forgotPassword: realFlows.forgotPassword.provide(
      form('forgotPassword', resolves({ sent: true })),
    ),
    resetPassword: realFlows.resetPassword.provide(form('resetPassword', done)),
    changePassword: realFlows.changePassword.provide(form('changePassword', done)),
    profileEdit: realFlows.profileEdit.provide(form('profileEdit', resolves(storyUser))),
    pinCreate: realFlows.pinCreate.provide(form('pinCreate', done)),
    pinUpdate: realFlows.pinUpdate.provide(form('pinUpdate', done)),
    activation: realFlows.activation.provide(form('activation', resolves(storyRedeemed))),
    transactionPasswordSet: realFlows.transactionPasswordSet.provide(
      form('transactionPasswordSet', done),
    ),
    transactionPasswordChange: realFlows.transactionPasswordChange.provide(
      form('transactionPasswordChange', done),
    ),
    loadProfile: resolves(storyUser),
    loadActivity: resolves(storyActivity(6)),
    loadSubscription: resolves(storyUser.subscription),
    loadActivationHistory: resolves(storyActivationHistory(3)),
    logout: () => new Promise(() => undefined),
    notify: () => undefined,
    referral: { get: () => null, set: () => undefined },
    store,
    hideBalance: hideBalanceMachine.provide({
      actions: { persistHideBalance: (_, { hidden }) => setHideBalance(hidden) },
    }),
    copy: async () => undefined,
    botWizard: fakeBotWizard(wizard),
    loadKindSetup: pends(),
    // Issue 12's screens: each story passes the answers it shows; unasked calls stay pending.
    loadBots: pends(),
    loadBot: pends(),
    loadBotEvents: pends(),
    loadBotOrders: pends(),
    loadCandles: pends(),
    pauseBot: pends(),
    resumeBot: pends(),
    stopBot: pends(),
    sellBot: pends(),
    updateBot: pends(),
    loadOrders: pends(),
    loadExchanges: pends(),
    connectExchange: pends(),
    updateExchange: pends(),
    disableExchange: pends(),
    okxOAuthStart: pends(),
    okxOAuthCallback: pends(),
    loadPaperBalances: pends(),
    resetPaper: pends(),
    loadProfit: pends(),
    loadProfitHistory: pends(),
    ...overrides,
  }
}
