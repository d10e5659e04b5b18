import { fromPromise } from 'xstate'
import type { AnyEndpoint, RequestOf, ResponseOf, UserProfile } from '@atb/contract'
import { api } from './api'
import { fetchProfile } from './sessionCheck'
import { session } from './session'

/**
 * A call actor: the endpoint called with the actor's input. A form's submit is one too: its values
 * are typed and validated by the same request schema the endpoint declares.
 */
export const call = <T extends AnyEndpoint>(endpoint: T) =>
  fromPromise<ResponseOf<T>, RequestOf<T>>(({ input, signal }) =>
    api.call(endpoint, ...([input, { signal, inline: true }] as const)),
  )

/** A submit that changes what the profile says (has_transaction_password): the cache is refreshed. */
export const callThenRefresh = <T extends AnyEndpoint>(endpoint: T) =>
  fromPromise<ResponseOf<T>, RequestOf<T>>(async ({ input, signal }) => {
    const result = await api.call(endpoint, ...([input, { signal, inline: true }] as const))
    session.cacheUser(await fetchProfile(signal))
    return result
  })

export const sessionActions = {
  storeToken: (_: unknown, params: { token: string }) => session.storeToken(params.token),
  cacheUser: (_: unknown, params: { user: UserProfile }) => session.cacheUser(params.user),
  spendReferral: () => session.storeReferralCode(null),
}
