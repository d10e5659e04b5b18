import type { UserProfile } from '@atb/contract'

/**
 * The client half of the auth session (spec section 3): token, cached user, hide-balance flag,
 * stored referral code and exchange list. Kept in localStorage so a reload stays signed in, and
 * exposed as a tiny external store so React reads it with `useSyncExternalStore`.
 *
 * Storage keys (all JSON except the token):
 * - `atb.token`        the bearer access token (JWT, `exp` in seconds)
 * - `atb.user`         the cached GET /profile answer
 * - `atb.hideBalance`  `true` while balances are masked
 * - `atb.referralCode` the `?aff=` code from a signup link, used by email and Google signup
 * - `atb.exchanges`    the connected exchange list
 */
export const sessionKeys = {
  token: 'atb.token',
  user: 'atb.user',
  hideBalance: 'atb.hideBalance',
  referralCode: 'atb.referralCode',
  exchanges: 'atb.exchanges',
} as const

export interface SessionState {
  token: string | null
  user: UserProfile | null
  hideBalance: boolean
  referralCode: string | null
  exchanges: string[]
}

/** A storage that may be missing (private mode, tests): every access is guarded. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function readJson<T>(key: string, fallback: T): T {
  const raw = storage()?.getItem(key)
  if (raw === null || raw === undefined) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

function write(key: string, value: unknown) {
  const store = storage()
  if (!store) return
  // Defaults are not stored, so a cleared session leaves no keys behind.
  if (
    value === null ||
    value === undefined ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  )
    store.removeItem(key)
  else
    store.setItem(
      key,
      typeof value === 'string' && key === sessionKeys.token ? value : JSON.stringify(value),
    )
}

function load(): SessionState {
  return {
    token: storage()?.getItem(sessionKeys.token) ?? null,
    user: readJson<UserProfile | null>(sessionKeys.user, null),
    hideBalance: readJson<boolean>(sessionKeys.hideBalance, false),
    referralCode: readJson<string | null>(sessionKeys.referralCode, null),
    exchanges: readJson<string[]>(sessionKeys.exchanges, []),
  }
}

let state: SessionState = load()
const listeners = new Set<() => void>()

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch }
  for (const [field, key] of Object.entries(sessionKeys) as [keyof SessionState, string][]) {
    if (field in patch) write(key, patch[field])
  }
  for (const listener of listeners) listener()
}

export const session = {
  get: (): SessionState => state,
  isLoggedIn: (): boolean => state.token !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  storeToken: (token: string) => update({ token }),
  cacheUser: (user: UserProfile) => update({ user }),
  setHideBalance: (hideBalance: boolean) => update({ hideBalance }),
  storeReferralCode: (code: string | null) => update({ referralCode: code?.trim() || null }),
  setExchanges: (exchanges: string[]) => update({ exchanges }),
  /** Spec section 4, logout: token, cached user, hide-balance, referral and exchange list go. */
  clear: () =>
    update({ token: null, user: null, hideBalance: false, referralCode: null, exchanges: [] }),
  /** Drops one part of the session; the logout machine clears them one named action at a time. */
  forget: (field: keyof SessionState) =>
    update({ [field]: field === 'exchanges' ? [] : field === 'hideBalance' ? false : null }),
  /** Re-reads storage: another tab logged in or out, or a test seeded it. */
  reload: () => {
    state = load()
    for (const listener of listeners) listener()
  },
}

// Another tab's login or logout must not leave this tab acting on a stale token.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || Object.values<string>(sessionKeys).includes(event.key)) session.reload()
})
