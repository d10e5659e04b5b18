import { assign, fromPromise, not, sendTo, setup } from 'xstate'
import {
  okxOAuthCallbackSchema,
  type ErrorCode,
  type ExchangeConnectionView,
  type OkxOAuthCallbackRequest,
} from '@atb/contract'
import {
  createFormMachine,
  type FieldErrors,
  type FormEvent,
  type FormValuesOf,
} from '../form/createFormMachine'
import { errorCodeOf, fieldErrorsOf } from '../lib/errors'

/** The code step with two-factor sign-in on: only checks the code; the flow then posts it all. */
export const okxCodeForm = createFormMachine({
  id: 'okxCodeForm',
  schema: okxOAuthCallbackSchema,
  initialValues: { code: '', state: '', totp_code: '' },
  types: {} as { result: OkxOAuthCallbackRequest },
}).provide({
  actors: {
    submit: fromPromise<OkxOAuthCallbackRequest, OkxOAuthCallbackRequest>(
      async ({ input }) => input,
    ),
  },
})

export interface OkxCallbackInput {
  /** `code` and `state` from the address OKX sent the browser back to; null when absent. */
  code: string | null
  state: string | null
  /** Two-factor sign-in is on: a code from the authenticator app goes with them (decision 082). */
  twoFactor?: boolean
}

export interface OkxCallbackContext {
  params: OkxCallbackInput
  /** The authenticator code typed on the code step, sent with the code and state. */
  totpCode: string | null
  /** A refused code, shown on the code step's field when it comes back. */
  codeErrors: FieldErrors
  connection: ExchangeConnectionView | null
  error: unknown
  /** The API code of the failure; null when OKX sent no code or state (or the call never answered). */
  errorCode: ErrorCode | null
  /** OKX came back without a code or state (the user cancelled, or the address was cut). */
  missing: boolean
}

const present = (value: string | null) => typeof value === 'string' && value.trim() !== ''

export type OkxCallbackEvent = FormEvent<FormValuesOf<typeof okxOAuthCallbackSchema>>

const codeRefused = (error: unknown) => {
  const code = errorCodeOf(error)
  return code === 'two_factor_code_wrong' || code === 'two_factor_required'
}

/**
 * /oauth/okx/callback: OKX sends the browser back with `code` and `state`; the server trades them
 * for an API key, checks it and saves it. connecting → connected | failed. The state is single-use,
 * so a failure is not retried here: the user starts again from /api/connect/okx. With two-factor
 * sign-in on, a code step comes first; the server checks the code before it spends the state, so
 * a wrong code goes back to that step.
 */
export const okxCallbackMachine = setup({
  types: {
    context: {} as OkxCallbackContext,
    input: {} as OkxCallbackInput,
    events: {} as OkxCallbackEvent,
    children: {} as { form: 'codeForm' },
  },
  actors: {
    callback: fromPromise<ExchangeConnectionView, OkxOAuthCallbackRequest>(() => {
      throw new Error("okxCallback: provide the 'callback' actor with machine.provide()")
    }),
    codeForm: okxCodeForm,
  },
  guards: {
    hasParams: ({ context }) => present(context.params.code) && present(context.params.state),
    asksForCode: ({ context }) => context.params.twoFactor === true,
    codeRefused: (_, { error }: { error: unknown }) => codeRefused(error),
  },
  actions: {
    keepConnection: assign((_, { connection }: { connection: ExchangeConnectionView }) => ({
      connection,
    })),
    forwardToForm: sendTo('form', ({ event }) => event),
    keepError: assign((_, { error }: { error: unknown }) => ({
      error,
      errorCode: errorCodeOf(error),
    })),
  },
}).createMachine({
  id: 'okxCallback',
  context: ({ input }) => ({
    params: { code: input.code, state: input.state, twoFactor: input.twoFactor ?? false },
    totpCode: null,
    codeErrors: {},
    connection: null,
    error: null,
    errorCode: null,
    missing: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: not('hasParams'), target: 'failed', actions: assign({ missing: true }) },
        { guard: 'asksForCode', target: 'askingCode' },
        { target: 'connecting' },
      ],
    },
    askingCode: {
      invoke: {
        id: 'form',
        src: 'codeForm',
        input: ({ context }) => ({
          values: { code: context.params.code ?? '', state: context.params.state ?? '' },
          errors: context.codeErrors,
          context: { two_factor: true },
        }),
        onDone: {
          target: 'connecting',
          actions: assign({
            totpCode: ({ event }) => event.output.values.totp_code ?? null,
            codeErrors: {},
          }),
        },
      },
      on: {
        'form.change': { actions: 'forwardToForm' },
        'form.blur': { actions: 'forwardToForm' },
        'form.submit': { actions: 'forwardToForm' },
        'form.reset': { actions: 'forwardToForm' },
      },
    },
    connecting: {
      invoke: {
        src: 'callback',
        input: ({ context }) => ({
          code: context.params.code ?? '',
          state: context.params.state ?? '',
          ...(context.totpCode ? { totp_code: context.totpCode } : {}),
        }),
        onDone: {
          target: 'connected',
          actions: {
            type: 'keepConnection',
            params: ({ event }) => ({ connection: event.output }),
          },
        },
        onError: [
          {
            guard: { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'askingCode',
            actions: assign({ codeErrors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          {
            target: 'failed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    connected: { type: 'final' },
    failed: { type: 'final' },
  },
})
