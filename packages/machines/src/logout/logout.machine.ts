import { emit, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../lib/errors'

export interface LogoutInput {
  /** False when the server already ended the session (dual login): there is nothing to revoke. */
  callServer?: boolean
}

export type LogoutEmitted = { type: 'logout.redirect'; to: '/login' }

/**
 * Logout (spec section 4): after GET /logout succeeds, token, cached user, hide-balance, referral
 * and exchange list are cleared and the user goes to /login.
 */
export const logoutMachine = setup({
  types: {
    context: {} as { callServer: boolean; error: unknown },
    input: {} as LogoutInput,
    events: {} as { type: 'logout.retry' },
    emitted: {} as LogoutEmitted,
  },
  actors: {
    logout: fromPromise<unknown>(() => {
      throw new Error("logout: provide the 'logout' actor")
    }),
  },
  actions: {
    clearToken: () => undefined,
    clearUser: () => undefined,
    clearHideBalance: () => undefined,
    clearReferral: () => undefined,
    clearExchangeList: () => undefined,
  },
  guards: {
    skipsServer: ({ context }) => !context.callServer,
    // A session the server already ended cannot be ended again; clearing locally is all that is left.
    sessionAlreadyGone: ({ event }) =>
      errorCodeOf((event as { error?: unknown }).error) === 'invalid_session',
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ callServer: input.callServer ?? true, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'skipsServer', target: 'clearing' }, { target: 'callingServer' }],
    },
    callingServer: {
      invoke: {
        src: 'logout',
        onDone: 'clearing',
        onError: [{ guard: 'sessionAlreadyGone', target: 'clearing' }, { target: 'failure' }],
      },
    },
    failure: {
      on: { 'logout.retry': 'callingServer' },
    },
    clearing: {
      entry: [
        'clearToken',
        'clearUser',
        'clearHideBalance',
        'clearReferral',
        'clearExchangeList',
        emit({ type: 'logout.redirect', to: '/login' } as const),
      ],
      always: 'loggedOut',
    },
    loggedOut: { type: 'final' },
  },
})
