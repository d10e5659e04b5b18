import { emit, setup } from 'xstate'
import {
  SESSION_INVALID_LOGOUT_DELAY_MS,
  errorMessages,
  type MessageDescriptor,
} from '@atb/contract'
import { logoutMachine } from '../logout/logout.machine'

export type SessionInvalidEmitted = { type: 'session.redirect'; to: '/login' }

/**
 * Dual login (spec section 8): on invalid_session the translated dual-login toast shows,
 * and 2000 ms later the session is cleared and the user goes to /login. Further 401s while
 * waiting are the same event and change nothing.
 */
export const sessionInvalidMachine = setup({
  types: {
    events: {} as { type: 'session.invalid' },
    emitted: {} as SessionInvalidEmitted,
  },
  actors: { logout: logoutMachine },
  actions: {
    showToast: (_, _params: { message: MessageDescriptor }) => undefined,
  },
  delays: { logoutDelay: SESSION_INVALID_LOGOUT_DELAY_MS },
}).createMachine({
  id: 'sessionInvalid',
  initial: 'watching',
  states: {
    watching: {
      on: { 'session.invalid': 'notifying' },
    },
    notifying: {
      entry: { type: 'showToast', params: { message: errorMessages.dualLogin } },
      after: { logoutDelay: 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // The server already ended this session; calling /logout would only answer 401 again.
        input: { callServer: false },
        onDone: {
          target: 'watching',
          actions: emit({ type: 'session.redirect', to: '/login' } as const),
        },
      },
    },
  },
})
