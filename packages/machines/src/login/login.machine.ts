import { assign, emit, fromPromise, sendTo, setup } from 'xstate'
import {
  isChallenge,
  LOGIN_CHALLENGE_SECONDS,
  loginSchema,
  twoFactorLoginSchema,
  type LoginResponse,
  type TokenData,
  type TwoFactorChallenge,
  type UserProfile,
} from '@atb/contract'
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

/** The second step of an account with two-factor sign-in (POST /login/two_factor). */
export const twoFactorLoginFormMachine = createFormMachine({
  id: 'twoFactorLoginForm',
  schema: twoFactorLoginSchema,
  initialValues: { challenge_token: '', totp_code: '' },
  types: {} as { result: TokenData },
})

export interface LoginInput {
  /** The protected path the visitor was sent away from, query included. */
  redirectTo?: string | null
}

export interface LoginContext {
  redirectTo: string
  token: string | null
  user: UserProfile | null
  /** The password (or Google) step's answer for an account with two-factor sign-in. */
  challenge: TwoFactorChallenge | null
}

type FormEvents = FormEvent<FormValuesOf<typeof loginSchema>>
type CodeEvents = FormEvent<FormValuesOf<typeof twoFactorLoginSchema>>

export type LoginEvent =
  | FormEvents
  | CodeEvents
  | { type: 'login.retry' }
  /** Google sign-in of an account with two-factor answered a challenge: ask for the code here. */
  | { type: 'login.challenge'; challenge: TwoFactorChallenge; redirectTo?: string | null }
  /** Back to the email and password (from the code step, or once it has expired). */
  | { type: 'login.back' }
export type LoginEmitted = { type: 'login.redirect'; to: string }

const forwardTo = <A extends 'forwardToForm' | 'forwardToCode'>(action: A) =>
  ({
    'form.change': { actions: action },
    'form.blur': { actions: action },
    'form.submit': { actions: action },
    'form.reset': { actions: action },
  }) as const

/**
 * Login (spec section 4): the form submits; on success the token is stored, the profile loaded,
 * and the machine emits a redirect to the remembered path or '/'. An account with two-factor
 * sign-in answers a challenge instead of a token: the code step turns it into the session, and
 * after the challenge's lifetime the step says so and leads back (decision 082). Provide it as
 * `loginMachine.provide({actors: {form, codeForm, loadProfile}, actions: {…}})`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
    children: {} as { form: 'form'; code: 'codeForm' },
  },
  actors: {
    form: loginFormMachine,
    codeForm: twoFactorLoginFormMachine,
    loadProfile: fromPromise<UserProfile, { token: string }>(() => {
      throw new Error("login: provide the 'loadProfile' actor")
    }),
  },
  delays: {
    // Counted from the answer, with the server's lifetime: no clock of the browser is compared.
    challengeLifetime: LOGIN_CHALLENGE_SECONDS * 1000,
  },
  guards: {
    answeredChallenge: (_, { result }: FormOutput<unknown, LoginResponse>) =>
      result !== null && isChallenge(result),
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
    forwardToCode: sendTo('code', ({ event }) => event),
    keepToken: assign((_, { result }: FormOutput<unknown, LoginResponse>) => ({
      token: result && 'token' in result ? result.token : null,
    })),
    keepChallenge: assign((_, { challenge }: { challenge: TwoFactorChallenge | null }) => ({
      challenge,
    })),
    storeToken: (_, _params: { token: string }) => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    redirectTo: safeRedirect(input.redirectTo),
    token: null,
    user: null,
    challenge: null,
  }),
  initial: 'form',
  on: {
    'login.challenge': {
      target: '.twoFactor',
      actions: [
        { type: 'keepChallenge', params: ({ event }) => ({ challenge: event.challenge }) },
        assign({
          redirectTo: ({ context, event }) =>
            event.redirectTo ? safeRedirect(event.redirectTo) : context.redirectTo,
        }),
      ],
    },
  },
  states: {
    form: {
      invoke: {
        id: 'form',
        src: 'form',
        input: {},
        onDone: [
          {
            guard: { type: 'answeredChallenge', params: ({ event }) => event.output },
            target: 'twoFactor',
            actions: {
              type: 'keepChallenge',
              params: ({ event }) => ({
                challenge: event.output.result as TwoFactorChallenge,
              }),
            },
          },
          {
            target: 'loadingProfile',
            actions: [
              { type: 'keepToken', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
            ],
          },
        ],
      },
      on: forwardTo('forwardToForm'),
    },
    twoFactor: {
      invoke: {
        id: 'code',
        src: 'codeForm',
        input: ({ context }) => ({
          values: { challenge_token: context.challenge?.challenge_token ?? '' },
        }),
        onDone: {
          target: 'loadingProfile',
          actions: [
            assign({ token: ({ event }) => event.output.result?.token ?? null }),
            { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
          ],
        },
      },
      after: { challengeLifetime: 'challengeExpired' },
      on: {
        ...forwardTo('forwardToCode'),
        'login.back': { target: 'form', actions: assign({ challenge: null }) },
      },
    },
    // The code came too late for this challenge: the password step must be done again.
    challengeExpired: {
      entry: assign({ challenge: null }),
      on: { 'login.back': 'form' },
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
