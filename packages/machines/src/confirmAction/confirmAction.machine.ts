import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate'
import { errorCodeOf } from '../lib/errors'
import type { ErrorCode } from '@atb/contract'

export interface ConfirmActionInput {
  /** What the `act` actor is called with (the exchange to disable, an empty body for a reset). */
  request: unknown
}

export interface ConfirmActionContext {
  request: unknown
  /** What `act` resolved with last. */
  result: unknown
  /** Why the last attempt failed; null after a success or a cancel. */
  error: unknown
  /** The API code of that failure, which screens branch on (exchange_in_use, paper_bots_active). */
  errorCode: ErrorCode | null
}

export type ConfirmActionEvent =
  { type: 'confirm.open' } | { type: 'confirm.cancel' } | { type: 'confirm.accept' }

/**
 * An action that asks first and then calls the server: disabling an exchange, resetting the
 * Paper balance. idle → asking → working → done | failed. A refusal keeps its code so the screen
 * can say why (bots still running) and what to do; the action can be tried again or dropped.
 * `done` is not final: a reset can be asked for again later on the same page.
 */
export const confirmActionMachine = setup({
  types: {
    context: {} as ConfirmActionContext,
    input: {} as ConfirmActionInput,
    events: {} as ConfirmActionEvent,
  },
  actors: {
    act: fromPromise<unknown, unknown>(() => {
      throw new Error("confirmAction: provide the 'act' actor with machine.provide()")
    }),
  },
  actions: {
    clearError: assign({ error: null, errorCode: null }),
    keepResult: assign((_, { result }: { result: unknown }) => ({ result })),
    keepError: assign((_, { error }: { error: unknown }) => ({
      error,
      errorCode: errorCodeOf(error),
    })),
  },
}).createMachine({
  id: 'confirmAction',
  context: ({ input }) => ({ request: input.request, result: null, error: null, errorCode: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'confirm.open': 'asking',
        // A page that is itself the question (/api/disable) confirms without opening a dialog.
        'confirm.accept': 'working',
      },
    },
    asking: {
      on: { 'confirm.accept': 'working', 'confirm.cancel': 'idle' },
    },
    working: {
      entry: 'clearError',
      invoke: {
        src: 'act',
        input: ({ context }: { context: ConfirmActionContext }) => context.request,
        onDone: {
          target: 'done',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { 'confirm.open': 'asking' },
    },
    failed: {
      on: {
        'confirm.accept': 'working',
        'confirm.open': 'asking',
        'confirm.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
  },
})

/**
 * The machine with its action provided. Any call fits: the machine only passes the request it
 * was started with on to the call and keeps what comes back, so their types stay the caller's.
 */
export function confirmActionWith<O, I>(act: PromiseActorLogic<O, I>) {
  return confirmActionMachine.provide({
    actors: { act: act as unknown as PromiseActorLogic<unknown, unknown> },
  })
}
