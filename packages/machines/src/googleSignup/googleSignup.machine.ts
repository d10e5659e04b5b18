import { assign, emit, fromPromise, setup } from 'xstate'
import {
  isChallenge,
  googleAuthorizeUrl,
  serverMessages,
  type GoogleAddCodeRequest,
  type GoogleAddCodeResponse,
  type GoogleConfigResponse,
  type GoogleLoginRequest,
  type GoogleLoginResponse,
  type TwoFactorChallenge,
  type UserProfile,
} from '@atb/contract'
import { safeRedirect } from '../lib/auth'
import { errorMessageOf, type FormMessage } from '../lib/errors'

/** A sign-in this tab started: the state sent to Google and where to land once back. */
export interface GoogleAttempt {
  state: string
  redirectTo: string
}

export interface GoogleSignupInput {
  /** A fresh random value for the OAuth `state` of a new attempt (the app draws it). */
  nonce: string
  /** Where to land after signing in: the remembered protected page, else '/'. */
  redirectTo?: string | null
  /** Back from Google: `?code=` and `?state=` of /login. */
  authCode?: string | null
  returnedState?: string | null
  /** The attempt this tab remembered before leaving for Google. */
  attempt?: GoogleAttempt | null
  /** The referral code stored from `?aff=`, sent when the account is new. */
  referralCode?: string | null
}

export interface GoogleSignupContext {
  nonce: string
  redirectTo: string
  authCode: string | null
  /** The code came back with the state this tab sent. */
  stateMatches: boolean
  referralCode: string | null
  token: string | null
  error: FormMessage | null
}

export type GoogleSignupEvent = { type: 'google.start' }
export type GoogleSignupEmitted =
  | { type: 'google.redirect'; to: string }
  /** Leave for Google's consent page; it returns to /login with a code. */
  | { type: 'google.authorize'; url: string }
  /** The account has two-factor sign-in: the login screen asks for the code (decision 082). */
  | { type: 'google.challenge'; challenge: TwoFactorChallenge; redirectTo: string }

/**
 * Google sign-in with referral (spec section 4). `google.start` fetches the server's OAuth client
 * and sends the browser to Google with a one-time `state`; back on /login with `?code=`, a known
 * user is logged in and a new one (`is_new_user`) is created by add_code with the stored referral
 * code, then logged in. A code whose state this tab did not send is refused (login CSRF). An
 * account with two-factor sign-in answers a challenge, which is handed on for the code step.
 */
export const googleSignupMachine = setup({
  types: {
    context: {} as GoogleSignupContext,
    events: {} as GoogleSignupEvent,
    input: {} as GoogleSignupInput,
    emitted: {} as GoogleSignupEmitted,
  },
  actors: {
    loadConfig: fromPromise<GoogleConfigResponse>(() => {
      throw new Error("googleSignup: provide 'loadConfig'")
    }),
    googleLogin: fromPromise<GoogleLoginResponse, GoogleLoginRequest>(() => {
      throw new Error("googleSignup: provide 'googleLogin'")
    }),
    googleAddCode: fromPromise<GoogleAddCodeResponse, GoogleAddCodeRequest>(() => {
      throw new Error("googleSignup: provide 'googleAddCode'")
    }),
    loadProfile: fromPromise<UserProfile, { token: string }>(() => {
      throw new Error("googleSignup: provide 'loadProfile'")
    }),
  },
  actions: {
    /** Remember the attempt (state, landing page) for the way back; the app keeps it per tab. */
    rememberAttempt: (_, _params: GoogleAttempt) => undefined,
    /** The attempt is used up once a code came back, whatever the outcome. */
    forgetAttempt: () => undefined,
    storeToken: (_, _params: { token: string }) => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
    /** The referral from `?aff=` is spent once the account exists. */
    spendReferral: () => undefined,
    // Reached only past the `enabled` guard; the check narrows the reply for the compiler.
    authorize: emit(({ context }, config: GoogleConfigResponse) => ({
      type: 'google.authorize' as const,
      url: config.enabled ? googleAuthorizeUrl(config, context.nonce) : '',
    })),
    failed: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
  guards: {
    cameBackWithCode: ({ context }) => context.authCode !== null,
    stateMatches: ({ context }) => context.stateMatches,
    enabled: (_, config: GoogleConfigResponse) => config.enabled,
    isNewUser: (_, reply: GoogleLoginResponse) => reply.is_new_user,
    isChallenge: (_, reply: GoogleLoginResponse) => isChallenge(reply),
  },
}).createMachine({
  id: 'googleSignup',
  context: ({ input }) => ({
    nonce: input.nonce,
    // Back from Google the landing page is the one remembered before leaving.
    redirectTo: safeRedirect(input.authCode ? input.attempt?.redirectTo : input.redirectTo),
    authCode: input.authCode || null,
    stateMatches: Boolean(
      input.attempt && input.returnedState && input.returnedState === input.attempt.state,
    ),
    referralCode: input.referralCode ?? null,
    token: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'stateMatches', target: 'signingIn', actions: 'forgetAttempt' },
        // A code this tab did not ask for (or asked for in another tab): refuse it.
        {
          guard: 'cameBackWithCode',
          target: 'failure',
          actions: ['forgetAttempt', assign({ error: serverMessages.googleFailed })],
        },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'google.start': 'configuring' },
    },
    configuring: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadConfig',
        onDone: [
          {
            guard: { type: 'enabled', params: ({ event }) => event.output },
            target: 'authorizing',
            actions: [
              {
                type: 'rememberAttempt',
                params: ({ context }) => ({ state: context.nonce, redirectTo: context.redirectTo }),
              },
              { type: 'authorize', params: ({ event }) => event.output },
            ],
          },
          { target: 'failure', actions: assign({ error: serverMessages.googleNotConfigured }) },
        ],
        onError: {
          target: 'failure',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The browser is on its way to Google.
    authorizing: {},
    signingIn: {
      invoke: {
        src: 'googleLogin',
        input: ({ context }) => ({ auth_code: context.authCode ?? '' }),
        onDone: [
          {
            guard: { type: 'isNewUser', params: ({ event }) => event.output },
            target: 'addingCode',
          },
          {
            guard: { type: 'isChallenge', params: ({ event }) => event.output },
            target: 'challenged',
            actions: emit(({ context, event }) => ({
              type: 'google.challenge' as const,
              challenge: event.output as TwoFactorChallenge,
              redirectTo: context.redirectTo,
            })),
          },
          {
            target: 'loadingProfile',
            actions: assign({
              token: ({ event }) => ('token' in event.output ? event.output.token : null),
            }),
          },
        ],
        onError: {
          target: 'failure',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    addingCode: {
      invoke: {
        src: 'googleAddCode',
        input: ({ context }) => ({
          auth_code: context.authCode ?? '',
          invitation_code: context.referralCode ?? undefined,
        }),
        onDone: {
          target: 'loadingProfile',
          actions: [assign({ token: ({ event }) => event.output.token }), 'spendReferral'],
        },
        onError: {
          target: 'failure',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingProfile: {
      entry: { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'cacheUser', params: ({ event }) => ({ user: event.output }) },
        },
        // Signed in either way; the startup check loads the profile later.
        onError: 'loggedIn',
      },
    },
    // Handed to the login machine, whose code step finishes the sign-in.
    challenged: { type: 'final' },
    loggedIn: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'google.redirect' as const, to: context.redirectTo })),
    },
    // Google codes are single use, so a failed one cannot be retried: starting over asks Google again.
    failure: {
      entry: assign({ authCode: null }),
      on: { 'google.start': 'configuring' },
    },
  },
})
