import { assign, fromPromise, setup } from 'xstate'
import type { UserProfile } from '@atb/contract'
import { isTokenExpired } from '../lib/auth'

/** What the app found in storage when it started. */
export interface SessionInput {
  token: string | null
  loggedIn: boolean
  user: UserProfile | null
}

export interface SessionStart extends SessionInput {
  /** The time of the check (ms), to compare with the token's `exp`: `Date.now()` in the app. */
  now: number
}

export interface SessionContext extends SessionInput {
  /** When the check ran, on the actor's clock, to compare with the token's `exp`. */
  checkedAt: number
}

export interface SessionOutput {
  loggedIn: boolean
  user: UserProfile | null
}

/**
 * The startup session check (spec section 4): a logged-in flag without a cached user, or a token
 * whose `exp` has passed, logs out; otherwise the profile is loaded.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionStart,
    output: {} as SessionOutput,
  },
  actors: {
    loadProfile: fromPromise<UserProfile, { token: string }>(() => {
      throw new Error("session: provide the 'loadProfile' actor")
    }),
  },
  actions: {
    clearSession: () => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
    keepUser: assign((_, { user }: { user: UserProfile }) => ({ user })),
  },
  guards: {
    hasNoToken: ({ context }) => !context.token || !context.loggedIn,
    hasNoCachedUser: ({ context }) => context.user === null,
    isExpired: ({ context }) =>
      context.token !== null && isTokenExpired(context.token, context.checkedAt),
  },
}).createMachine({
  id: 'session',
  context: ({ input: { now, ...stored } }) => ({ ...stored, checkedAt: now }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoToken', target: 'loggedOut' },
        { guard: 'hasNoCachedUser', target: 'loggingOut' },
        { guard: 'isExpired', target: 'loggingOut' },
        { target: 'loadingProfile' },
      ],
    },
    // No server call: the token is missing, stale or expired, so only local state is cleared.
    loggingOut: {
      entry: ['clearSession', assign({ token: null, loggedIn: false, user: null })],
      always: 'loggedOut',
    },
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'cacheUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // Keep the cached user: a 401 is the session-invalid flow's job, and being offline
        // must not sign anyone out.
        onError: 'loggedIn',
      },
    },
    loggedIn: { type: 'final' },
    loggedOut: { type: 'final' },
  },
  output: ({ context }) => ({
    loggedIn: context.loggedIn && context.token !== null,
    user: context.user,
  }),
})
