import { createActor, fromPromise } from 'xstate'
import { endpoints } from '@atb/contract'
import { logoutMachine, sessionInvalidMachine } from '@atb/machines'
import { createApiClient, type ApiClient } from '../api/client'
import type { ErrorOutcome } from '../api/errors'
import { splitLocale, withLocale } from '../router/locale'
import { showToast } from './toast'
import { session } from './session'

type Navigate = (to: string, options?: { replace?: boolean }) => void

// The router registers itself here (SessionGate), so flows outside React can still move pages.
let navigateTo: Navigate = (to) => globalThis.location?.assign(to)

export function registerNavigate(navigate: Navigate) {
  navigateTo = navigate
}

/** Sends the visitor to /login in the language of the page they are on. */
export function goToLogin() {
  const { locale } = splitLocale(globalThis.location?.pathname ?? '/')
  navigateTo(withLocale('/login', locale), { replace: true })
}

/** Logout with its I/O: GET /logout, then each part of the session is forgotten. */
export const logoutFlow = logoutMachine.provide({
  actors: { logout: fromPromise(({ signal }) => api.call(endpoints.logout, {}, { signal })) },
  actions: {
    clearToken: () => session.forget('token'),
    clearUser: () => session.forget('user'),
    clearHideBalance: () => session.forget('hideBalance'),
    clearReferral: () => session.forget('referralCode'),
    clearExchangeList: () => session.forget('exchanges'),
  },
})

/**
 * Spec section 8: invalid_session (a newer login elsewhere) shows the dual-login toast,
 * then the session-invalid machine clears the session after 2000 ms and sends the user to /login.
 */
const sessionInvalid = createActor(
  sessionInvalidMachine.provide({
    actors: { logout: logoutFlow },
    actions: { showToast: (_, params) => showToast(params.message, 'error') },
  }),
)
sessionInvalid.on('session.redirect', () => goToLogin())
sessionInvalid.start()

export function handleApiError(outcome: ErrorOutcome) {
  if (outcome.kind === 'toast') showToast(outcome.message, 'error')
  else if (outcome.kind === 'sessionInvalid') {
    // Without a token there is nothing to sign out of (a stale call finishing after logout).
    if (session.isLoggedIn()) sessionInvalid.send({ type: 'session.invalid' })
  }
}

/** The app's one API client: bearer token from the session, failures per the error catalogue. */
export const api: ApiClient = createApiClient({
  getToken: () => session.get().token,
  onError: (outcome) => handleApiError(outcome),
})
