import { assign, fromPromise, setup } from 'xstate'
import type { ErrorCode, ExchangeConnectionView, OkxOAuthCallbackRequest } from '@atb/contract'
import { errorCodeOf } from '../lib/errors'

export interface OkxCallbackInput {
  /** `code` and `state` from the address OKX sent the browser back to; null when absent. */
  code: string | null
  state: string | null
}

export interface OkxCallbackContext {
  params: OkxCallbackInput
  connection: ExchangeConnectionView | null
  error: unknown
  /** The API code of the failure; null when OKX sent no code or state (or the call never answered). */
  errorCode: ErrorCode | null
  /** OKX came back without a code or state (the user cancelled, or the address was cut). */
  missing: boolean
}

const present = (value: string | null) => typeof value === 'string' && value.trim() !== ''

/**
 * /oauth/okx/callback: OKX sends the browser back with `code` and `state`; the server trades them
 * for an API key, checks it and saves it. connecting → connected | failed. The state is single-use,
 * so a failure is not retried here: the user starts again from /api/connect/okx.
 */
export const okxCallbackMachine = setup({
  types: {
    context: {} as OkxCallbackContext,
    input: {} as OkxCallbackInput,
  },
  actors: {
    callback: fromPromise<ExchangeConnectionView, OkxOAuthCallbackRequest>(() => {
      throw new Error("okxCallback: provide the 'callback' actor with machine.provide()")
    }),
  },
  guards: {
    hasParams: ({ context }) => present(context.params.code) && present(context.params.state),
  },
  actions: {
    keepConnection: assign((_, { connection }: { connection: ExchangeConnectionView }) => ({
      connection,
    })),
    keepError: assign((_, { error }: { error: unknown }) => ({
      error,
      errorCode: errorCodeOf(error),
    })),
  },
}).createMachine({
  id: 'okxCallback',
  context: ({ input }) => ({
    params: { code: input.code, state: input.state },
    connection: null,
    error: null,
    errorCode: null,
    missing: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasParams', target: 'connecting' },
        { target: 'failed', actions: assign({ missing: true }) },
      ],
    },
    connecting: {
      invoke: {
        src: 'callback',
        input: ({ context }) => ({
          code: context.params.code ?? '',
          state: context.params.state ?? '',
        }),
        onDone: {
          target: 'connected',
          actions: {
            type: 'keepConnection',
            params: ({ event }) => ({ connection: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    connected: { type: 'final' },
    failed: { type: 'final' },
  },
})
