import { fromPromise } from 'xstate'
import { endpoints, type UserProfile } from '@atb/contract'
import { sessionMachine } from '@atb/machines'
import { api } from './api'
import { session } from './session'

/** GET /profile; the timestamp defeats caches between a change and the next read. */
export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return api.call(endpoints.profile, { timestamp: String(Date.now()) }, { signal })
}

export const loadProfile = fromPromise<UserProfile, { token: string }>(({ signal }) =>
  fetchProfile(signal),
)

/**
 * The startup session check (spec section 4). It lives apart from the other flows because the
 * root loader runs it on the first page, and the form flows belong in the screens' lazy chunks.
 */
export const sessionFlow = sessionMachine.provide({
  actors: { loadProfile },
  actions: {
    clearSession: () => session.clear(),
    cacheUser: (_, params: { user: UserProfile }) => session.cacheUser(params.user),
  },
})
