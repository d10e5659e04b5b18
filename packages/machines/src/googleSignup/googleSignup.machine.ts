import { assign, emit, fromPromise, setup } from 'xstate'
import type {
  GoogleAddCodeRequest,
  GoogleAddCodeResponse,
  GoogleLoginRequest,
  GoogleLoginResponse,
  UserProfile,
} from '@atb/contract'
import { describeError, type FormMessage } from '../lib/errors'

export interface GoogleSignupInput {
  /** The code Google's consent screen returned. */
  authCode: string
  /** The referral code stored from `?aff=`, sent when the account is new. */
  referralCode?: string | null
}

export interface GoogleSignupContext {
  authCode: string
  referralCode: string | null
  token: string | null
  error: FormMessage | null
}

export type GoogleSignupEmitted = { type: 'google.redirect'; to: string }

/**
 * Google sign-in with referral (spec section 4): a known user is logged in; a new one
 * (`is_new_user`) is created by add_code with the stored referral code, then logged in.
 */
export const googleSignupMachine = setup({
  types: {
    context: {} as GoogleSignupContext,
    input: {} as GoogleSignupInput,
    emitted: {} as GoogleSignupEmitted,
  },
  actors: {
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
    storeToken: (_, _params: { token: string }) => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
    failed: assign({ error: ({ event }) => describeError((event as unknown as { error: unknown }).error) }),
  },
  guards: {
    isNewUser: ({ event }) => (event as unknown as { output: GoogleLoginResponse }).output.is_new_user,
  },
}).createMachine({
  id: 'googleSignup',
  context: ({ input }) => ({
    authCode: input.authCode,
    referralCode: input.referralCode ?? null,
    token: null,
    error: null,
  }),
  initial: 'signingIn',
  states: {
    signingIn: {
      invoke: {
        src: 'googleLogin',
        input: ({ context }) => ({ auth_code: context.authCode }),
        onDone: [
          { guard: 'isNewUser', target: 'addingCode' },
          {
            target: 'loadingProfile',
            actions: assign({ token: ({ event }) => ('token' in event.output ? event.output.token : null) }),
          },
        ],
        onError: { target: 'failure', actions: 'failed' },
      },
    },
    addingCode: {
      invoke: {
        src: 'googleAddCode',
        input: ({ context }) => ({ auth_code: context.authCode, invitation_code: context.referralCode ?? undefined }),
        onDone: { target: 'loadingProfile', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: { target: 'failure', actions: 'failed' },
      },
    },
    loadingProfile: {
      entry: { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'loggedIn', actions: { type: 'cacheUser', params: ({ event }) => ({ user: event.output }) } },
        // Signed in either way; the startup check loads the profile later.
        onError: 'loggedIn',
      },
    },
    loggedIn: { type: 'final', entry: emit({ type: 'google.redirect', to: '/' } as const) },
    // Google codes are single use, so there is nothing to retry: the screen offers to start over.
    failure: { type: 'final' },
  },
})
