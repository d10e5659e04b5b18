import { createActor, fromPromise } from 'xstate'
import { endpoints as E, type ResponseOf, type UserProfile } from '@atb/contract'
import {
  googleSignupMachine,
  loginFormMachine,
  loginMachine,
  twoFactorLoginFormMachine,
  type GoogleAttempt,
} from '@atb/machines'
import { fetchProfile, loadProfile, sessionFlow } from './sessionCheck'
import { api, goToLogin, logoutFlow } from './api'
import type { AccountFlows } from './accountFlows'
import type { BotFlows } from './botFlows'
import type { WalletFlows } from './walletFlows'
import { call, sessionActions } from './calls'
import { session } from './session'
import { showToast } from './toast'

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

/** Whether the server has Google credentials, and its OAuth client when it has. */
const loadGoogleConfig = fromPromise<ResponseOf<typeof E.loginGoogleConfig>>(({ signal }) =>
  api.call(E.loginGoogleConfig, {}, { signal, inline: true }),
)

/** Google sign-in (spec section 4) with its calls and the per-tab attempt. */
const google = googleSignupMachine.provide({
  actors: {
    loadConfig: loadGoogleConfig,
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

/** The flows the first page and the shell use, with their I/O provided. */
const shellFlows = {
  session: sessionFlow,
  login: loginMachine.provide({
    actors: {
      form: loginFormMachine.provide({ actors: { submit: call(E.login) } }),
      codeForm: twoFactorLoginFormMachine.provide({ actors: { submit: call(E.loginTwoFactor) } }),
      loadProfile,
    },
    actions: sessionActions,
  }),
  google,
  /** The sign-in pages show "Continue with Google" only when the server has it configured. */
  loadGoogleConfig,
  googleAttempt,
  /** A fresh value for Google's `state`: unguessable, so another site cannot finish a sign-in here. */
  nonce: (): string => crypto.randomUUID(),
  /** Leaves the app for another site (Google's consent page). */
  leaveFor: (url: string) => window.location.assign(url),
  loadProfile: fromPromise<UserProfile>(async ({ signal }) => {
    const user = await fetchProfile(signal)
    session.cacheUser(user)
    return user
  }),
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
  copy: (text: string) => navigator.clipboard.writeText(text),
}

/** Every flow with its I/O provided: screens take these from FlowsContext, stories pass fakes. */
export type Flows = typeof shellFlows & AccountFlows & BotFlows & WalletFlows

/**
 * The app's flows. Only the shell's are here at first; `installAccountFlows` adds the rest (and
 * `installBotFlows` the bot screens', `installWalletFlows` the wallet's), and every route but the first page's waits for them
 * before it renders (routes.tsx).
 */
export const flows = { ...shellFlows } as Flows

/** Completes `flows` with the account screens' flows, once their module has loaded. */
export function installAccountFlows(account: AccountFlows): void {
  Object.assign(flows, account)
}

/** Completes `flows` with the bot screens' flows, once their module has loaded. */
export function installBotFlows(bot: BotFlows): void {
  Object.assign(flows, bot)
}

/** Completes `flows` with the wallet screens' flows, once their module has loaded. */
export function installWalletFlows(wallet: WalletFlows): void {
  Object.assign(flows, wallet)
}
