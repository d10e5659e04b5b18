import { fromPromise, type AnyActorLogic } from 'xstate'
import type {
  ActivationBuyResponse,
  ActivationHistoryResponse,
  ActivationPlansResponse,
  ActivationPurchasesResponse,
  WalletBalanceResponse,
  AffiliateOverviewResponse,
  AffiliateRankOrder,
  AffiliateRankResponse,
  CommissionHistoryResponse,
  ActivationRedeemResponse,
  ActivityEntry,
  ActivityLogResponse,
  ErrorCode,
  FieldError,
  InvitationCodesResponse,
  UserProfile,
} from '@atb/contract'
import { apiErrors } from '@atb/contract'
import {
  emailSignupMachine,
  googleSignupMachine,
  hideBalanceMachine,
  loginFormMachine,
  loginMachine,
  signalReviewMachine,
  twoFactorLoginFormMachine,
  type FormValues,
} from '@atb/machines'
import { storySignalReview } from '../../signals/stories/signalSamples'
import { ApiRequestError } from '../../../api/errors'
import { accountFlows } from '../../../services/accountFlows'
import { flows as shellFlows, type Flows } from '../../../services/flows'
import { heldActor } from '../../../services/heldActor'
import type { SessionState } from '../../../services/session'
import { fakeBotWizard, type FakeWizard } from './botFakes'
import { fakeTransfer, fakeWithdraw, type FakeTransfer, type FakeWithdraw } from './walletFakes'
import { STORY_NOW } from './communityFakes'
import { fakeTwoFactor, type FakeTwoFactor } from './twoFactorFakes'

/** The affiliate's codes as GET /affiliate/codes answers them: the own code and `n - 1` labelled. */
export function storyInvitationCodes(n: number): InvitationCodesResponse {
  const labels = ['LINE group', 'YouTube channel', 'Facebook page', 'Friends at work']
  return {
    items: Array.from({ length: n }, (_, i) => ({
      code: i === 0 ? 'K7M2QX9P' : `R${i}ZT4WN${i + 2}`.slice(0, 8),
      label: i === 0 ? '' : (labels[(i - 1) % labels.length] ?? ''),
      primary: i === 0,
      signups: i === 0 ? 12 : Math.max(0, 8 - 3 * i),
      created_at: new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString(),
    })),
    limit: 10,
  }
}

/** GET /affiliate/overview: a referrer with a few friends and some commission. */
export function storyAffiliateOverview(days: 30 | 90, invited = 14): AffiliateOverviewResponse {
  return {
    code: 'K7M2QX9P',
    invited,
    active: Math.round(invited * 0.6),
    commission_month: invited ? '12.5' : '0',
    commission_total: invited ? '86.25' : '0',
    rank: invited ? 7 : null,
    codes: 2,
    days,
    series: Array.from({ length: days }, (_, i) => ({
      day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      invited: invited && i % 5 === 0 ? 1 : 0,
      commission: invited && i % 3 === 0 ? '1.25' : '0',
    })),
  }
}

/**
 * GET /affiliate/rank: `n` affiliates by nickname, the user at `mine` (1-based; outside the list
 * when past `n`, null with no referee).
 */
export function storyAffiliateRank(
  n: number,
  mine: number | null = 3,
  by: AffiliateRankOrder = 'referees',
): AffiliateRankResponse {
  const names = ['Somchai', 'Linh Tran', 'Trader', 'Min-jun', 'Wei Chen', 'Nok', 'Ploy', 'Duc']
  const row = (i: number) => ({
    // Places 4 and 5 tie, as SQL rank() answers them.
    rank: i === 4 ? 4 : i + 1,
    nickname: i + 1 === mine ? 'Trader' : `${names[i % names.length] ?? 'Friend'} ${i + 1}`,
    referees: Math.max(1, 60 - i * 2 + (i === 4 ? 2 : 0)),
    commission: String(Math.max(0.5, 420 - i * 7.25 + (i === 4 ? 7.25 : 0))),
    me: i + 1 === mine,
  })
  const items = Array.from({ length: n }, (_, i) => row(i))
  const me = mine === null ? null : (items[mine - 1] ?? { ...row(mine - 1), referees: 1 })
  return { by, items, me }
}

/** GET /affiliate/commissions: `n` entries on the page of `total`. */
export function storyCommissions(n: number, total: number): CommissionHistoryResponse {
  const names = ['Referee Ann', 'Somchai', 'Linh Tran']
  return {
    items: Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      amount: i % 2 ? '0.5' : '1.25',
      referee: { user_id: `r${i % 3}`, nickname: names[i % 3] ?? '' },
      time: new Date(Date.UTC(2026, 0, 20 - (i % 19), 9, 30)).toISOString(),
    })),
    page: 1,
    page_size: 20,
    total,
  }
}

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
  has_password: true,
  two_factor_enabled: false,
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

/** The plans at the default prices (decision 060). */
export const storyPlans: ActivationPlansResponse = {
  asset: 'USDT',
  plans: [
    { id: '30d', days: 30, price: '15' },
    { id: '90d', days: 90, price: '40' },
    { id: '365d', days: 365, price: '150' },
  ],
  quantity: { min: 1, max: 20 },
}

export const storyWallet = (available: string): WalletBalanceResponse => ({
  asset: 'USDT',
  available,
  held: '0',
  total: available,
  user_id: '5b1f6a52-3c0e-4c7e-9a51-0d2f1e8b7c44',
  hold_until: null,
})

/** One purchase per month, newest first, of two 30-day codes; the older ones are redeemed. */
export const storyPurchases = (count: number): ActivationPurchasesResponse => ({
  items: Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    days: 30,
    amount: '30',
    time: new Date(Date.UTC(2029, 11 - i, 3, 9, 30)).toISOString(),
    codes: [
      { code: ['K7QZ4M2P', 'T8WD3N6R'][i % 2] ?? 'K7QZ4M2P', redeemed: i > 0 },
      { code: ['H5XC9B7V', 'Y2JG8F4S'][i % 2] ?? 'H5XC9B7V', redeemed: false },
    ],
  })),
  total: count,
  page: 1,
  page_size: 20,
})

export const storyBought: ActivationBuyResponse = {
  id: 'p-new',
  plan: '30d',
  quantity: 2,
  amount: '30',
  codes: ['N3RT7KQ2', 'V6HM9WX4'],
  balance: storyWallet('470'),
  time: '2030-01-05T10:00:00.000Z',
}

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
  | 'signalReview'
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'profileEdit'
  | 'pinCreate'
  | 'pinUpdate'
  | 'activation'
  | 'activationBuy'
  | 'invitationCode'
  | 'transactionPasswordSet'
  | 'transactionPasswordChange'
  | 'loginCode'

type SignupCall = 'checkEmailExists' | 'checkInvitation' | 'sendOtp' | 'verifyOtp' | 'register'
type GoogleCall = 'loadConfig' | 'googleLogin' | 'googleAddCode'

export interface FakeOptions extends Partial<
  Omit<
    Flows,
    | FormKey
    | 'store'
    | 'emailSignup'
    | 'google'
    | 'botWizard'
    | 'transfer'
    | 'withdraw'
    | 'twoFactorSetup'
    | 'twoFactorDisable'
  >
> {
  /** The two-factor setup and turning it off (issue 26); by default every call succeeds. */
  twoFactor?: FakeTwoFactor
  /** The login's challenge lifetime, shortened so a story can show it expired. */
  challengeLifetimeMs?: number
  /** The transfer machine's calls (balance, recipient, transfer); by default none answers. */
  transfer?: FakeTransfer
  /** The withdraw machine's calls (balance and limits, request); by default none answers. */
  withdraw?: FakeWithdraw
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
  transfer = {},
  withdraw = {},
  twoFactor = {},
  challengeLifetimeMs,
  ...overrides
}: FakeOptions = {}): Flows {
  const done = resolves({ done: true })
  // The app's own form flows with only their submit replaced.
  const realFlows: Flows = { ...shellFlows, ...accountFlows }
  const form = (key: FormKey, fallback: Logic) => ({
    actors: { submit: (submit[key] ?? fallback) as never },
  })
  const { store, setHideBalance } = fakeStore(user)
  const googleConfig =
    google.loadConfig ??
    resolves({
      enabled: true,
      client_id: 'story.apps.googleusercontent.com',
      redirect_uri: 'https://bot.example/login',
    })
  return {
    ...realFlows,
    session: realFlows.session.provide({
      actors: { loadProfile: resolves(storyUser) },
      actions: { clearSession: () => undefined, cacheUser: () => undefined },
    }),
    login: loginMachine.provide({
      actors: {
        form: loginFormMachine.provide(form('login', resolves({ token: 'story-token' }))),
        codeForm: twoFactorLoginFormMachine.provide(
          form('loginCode', resolves({ token: 'story-token' })),
        ),
        loadProfile: resolves(storyUser),
      },
      actions: { storeToken: () => undefined, cacheUser: () => undefined },
      ...(challengeLifetimeMs === undefined
        ? {}
        : { delays: { challengeLifetime: challengeLifetimeMs } }),
    }),
    emailSignup: fakeEmailSignup(signup, signupAt),
    loadGoogleConfig: googleConfig as Flows['loadGoogleConfig'],
    google: googleSignupMachine.provide({
      actors: {
        loadConfig: googleConfig as never,
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
    activationBuy: realFlows.activationBuy.provide(form('activationBuy', resolves(storyBought))),
    loadActivationPlans: resolves(storyPlans),
    loadActivationPurchases: resolves(storyPurchases(2)),
    loadWalletBalance: resolves(storyWallet('500')),
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
    loadInvitationCodes: resolves(storyInvitationCodes(3)),
    loadAffiliateOverview: resolves(storyAffiliateOverview(30)),
    loadCommissions: resolves(storyCommissions(4, 4)),
    loadAffiliateRank: resolves(storyAffiliateRank(12)),
    invitationCode: realFlows.invitationCode.provide(
      form('invitationCode', resolves(storyInvitationCodes(2).items[1]!)),
    ),
    siteOrigin: () => 'https://bot.example',
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
    loadMarketClock: async () => ({ source: 'live' as const, speed: 1, now: () => STORY_NOW }),
    pauseBot: pends(),
    resumeBot: pends(),
    stopBot: pends(),
    sellBot: pends(),
    setBotPublic: pends(),
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
    // Issue 16's ranking.
    loadRanking: pends(),
    loadRankingBot: pends(),
    // Issue 13's screens.
    loadMarketOverview: pends(),
    loadMarketSymbols: pends(),
    loadTickers: pends(),
    loadMarketCandles: pends(),
    loadFavorites: pends(),
    setFavorite: pends(),
    loadHeatmap: pends(),
    loadHomeSummary: pends(),
    // Issue 15's wallet screens (the balance is the activation page's, above).
    loadWalletHistory: pends(),
    loadDepositAddress: pends(),
    loadDepositHistory: pends(),
    transfer: fakeTransfer(transfer),
    withdraw: fakeWithdraw(withdraw),
    loadWithdrawals: pends(),
    cancelWithdrawal: pends(),
    // Issue 16's events and tournaments: stories pass the answers; the clock holds still.
    loadEvents: pends(),
    loadEvent: pends(),
    joinEvent: pends(),
    loadTournaments: pends(),
    loadTournamentBoard: pends(),
    joinTournament: pends(),
    communityNow: () => STORY_NOW,
    // Issue 16's signal screens.
    loadSignals: pends(),
    loadSignal: pends(),
    loadSignalCalls: pends(),
    loadSignalReviews: pends(),
    signalReview: signalReviewMachine.provide(form('signalReview', resolves(storySignalReview))),
    ...fakeTwoFactor(twoFactor),
    ...overrides,
  }
}
