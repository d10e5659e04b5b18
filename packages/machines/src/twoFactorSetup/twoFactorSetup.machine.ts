import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  twoFactorEnableSchema,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
} from '@atb/contract'
import { createFormMachine, type FormEvent, type FormValuesOf } from '../form/createFormMachine'
import { errorMessageOf, type FormMessage } from '../lib/errors'

/** The first code from the app, and the login password where the account has one. */
export const twoFactorEnableFormMachine = createFormMachine({
  id: 'twoFactorEnableForm',
  schema: twoFactorEnableSchema,
  initialValues: { totp_code: '', password: '' },
  types: {} as { result: TwoFactorEnableResponse },
})

export interface TwoFactorSetupInput {
  /** The account has a login password, so turning it on asks for it. */
  hasPassword: boolean
}

export interface TwoFactorSetupContext {
  hasPassword: boolean
  /** The secret to scan (its otpauth address) and to type by hand; null before it is made. */
  setup: TwoFactorSetupResponse | null
  /** Shown once, after the first code: the server keeps only their hashes. */
  recoveryCodes: string[]
  error: FormMessage | null
}

export type TwoFactorSetupEvent =
  | FormEvent<FormValuesOf<typeof twoFactorEnableSchema>>
  | { type: 'twoFactor.start' }
  /** The codes are saved: leave the screen that shows them. */
  | { type: 'twoFactor.finish' }

/**
 * Turning two-factor sign-in on (decision 082): intro → creating (a new secret) → confirming (the
 * QR code and the secret, and the first code) → recoveryCodes (shown once) → done. A secret that
 * could not be made can be asked for again; a new one replaces any earlier one not confirmed.
 * The app provides `createSecret` and the form's `submit`.
 */
export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    input: {} as TwoFactorSetupInput,
    children: {} as { form: 'enableForm' },
  },
  actors: {
    createSecret: fromPromise<TwoFactorSetupResponse>(() => {
      throw new Error("twoFactorSetup: provide the 'createSecret' actor")
    }),
    enableForm: twoFactorEnableFormMachine,
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: ({ input }) => ({
    hasPassword: input.hasPassword,
    setup: null,
    recoveryCodes: [],
    error: null,
  }),
  initial: 'intro',
  states: {
    intro: { on: { 'twoFactor.start': 'creating' } },
    creating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'createSecret',
        onDone: { target: 'confirming', actions: assign({ setup: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
        },
      },
    },
    confirming: {
      invoke: {
        id: 'form',
        src: 'enableForm',
        input: ({ context }) => ({ context: { has_password: context.hasPassword } }),
        onDone: {
          target: 'recoveryCodes',
          actions: assign({
            recoveryCodes: ({ event }) => event.output.result?.recovery_codes ?? [],
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
    recoveryCodes: {
      on: { 'twoFactor.finish': { target: 'done', actions: assign({ recoveryCodes: [] }) } },
    },
    failure: { on: { 'twoFactor.start': 'creating' } },
    done: { type: 'final' },
  },
})
