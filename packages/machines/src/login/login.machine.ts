import { assign, emit, fromPromise, sendTo, setup } from 'xstate'
import { loginSchema, type LoginResponse, type UserProfile } from '@atb/contract'
import {
  createFormMachine,
  type FormEvent,
  type FormOutput,
  type FormValuesOf,
} from '../form/createFormMachine'
import { safeRedirect } from '../lib/auth'

/** The login form; the app provides its `submit` actor (POST /login) on this machine. */
export const loginFormMachine = createFormMachine({
  id: 'loginForm',
  schema: loginSchema,
  initialValues: { username: '', password: '' },
  types: {} as { result: LoginResponse },
})

export interface LoginInput {
  /** The protected path the visitor was sent away from, query included. */
  redirectTo?: string | null
}

export interface LoginContext {
  redirectTo: string
  token: string | null
  user: UserProfile | null
}

export type LoginEvent = FormEvent<FormValuesOf<typeof loginSchema>> | { type: 'login.retry' }
export type LoginEmitted = { type: 'login.redirect'; to: string }

/**
 * Login (spec section 4): the form submits; on success the token is stored, the profile loaded,
 * and the machine emits a redirect to the remembered path or '/'. Provide it as
 * `loginMachine.provide({actors: {form: loginFormMachine.provide({actors: {submit}}), loadProfile}, actions: {…}})`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
    children: {} as { form: 'form' },
  },
  actors: {
    form: loginFormMachine,
    loadProfile: fromPromise<UserProfile, { token: string }>(() => {
      throw new Error("login: provide the 'loadProfile' actor")
    }),
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
    keepToken: assign((_, { result }: FormOutput<unknown, LoginResponse>) => ({
      token: result?.token ?? null,
    })),
    storeToken: (_, _params: { token: string }) => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ redirectTo: safeRedirect(input.redirectTo), token: null, user: null }),
  initial: 'form',
  states: {
    form: {
      invoke: {
        id: 'form',
        src: 'form',
        input: {},
        onDone: {
          target: 'loadingProfile',
          actions: [
            { type: 'keepToken', params: ({ event }) => event.output },
            { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
          ],
        },
      },
      on: {
        'form.change': { actions: 'forwardToForm' },
        'form.blur': { actions: 'forwardToForm' },
        'form.submit': { actions: 'forwardToForm' },
        'form.reset': { actions: 'forwardToForm' },
      },
    },
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'cacheUser', params: ({ event }) => ({ user: event.output }) },
            emit(({ context }) => ({ type: 'login.redirect' as const, to: context.redirectTo })),
          ],
        },
        onError: 'profileFailed',
      },
    },
    // The token is stored; only the profile is missing, so retry that rather than the login.
    profileFailed: {
      on: { 'login.retry': 'loadingProfile' },
    },
    loggedIn: { type: 'final' },
  },
})
