import { assign, emit, fromPromise, sendTo, setup } from 'xstate'
import * as yup from 'yup'
import {
  otpPinField,
  registrationFormSchema,
  serverMessages,
  type EmailCheckExistResponse,
  type InvitationCheckRequest,
  type InvitationCheckResponse,
  type Message,
  type OtpSendResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
  type RegisterEmailRequest,
  type RegisterEmailResponse,
  type UserProfile,
} from '@atb/contract'
import {
  createFormMachine,
  type FormEvent,
  type FormOutput,
  type FormValues,
} from '../form/createFormMachine'
import { errorMessageOf, type FormMessage } from '../lib/errors'

/** Ours (the spec does not give one): how long before another code may be requested. */
export const OTP_RESEND_COOLDOWN_MS = 60_000

// Both forms only validate; the flow makes the calls, so their submit hands the values back.
const handBack = fromPromise<FormValues, FormValues>(async ({ input }) => input)
export const signupDetailsForm = createFormMachine<FormValues>({
  id: 'signupDetails',
  schema: registrationFormSchema,
  initialValues: {
    email: '',
    password: '',
    confirm_password: '',
    invitation_code: '',
    policy: false,
  },
}).provide({ actors: { submit: handBack } })
export const signupCodeForm = createFormMachine<FormValues>({
  id: 'signupCode',
  schema: yup.object({ otp_pin: otpPinField() }),
  initialValues: { otp_pin: '' },
}).provide({ actors: { submit: handBack } })

export interface EmailSignupContext {
  /** The referral code stored from `?aff=`, used when the form's invitation code is empty. */
  referralCode: string | null
  details: FormValues | null
  otpToken: string | null
  otpPin: string | null
  token: string | null
  error: FormMessage | null
  /** The address is already registered; the screen says so and offers login. */
  emailTaken: boolean
  /** Field errors the flow found (an unknown invitation code), shown by the details form. */
  fieldErrors: Partial<Record<string, Message>>
  /** How many new codes were sent after the first; the screen confirms each. */
  resends: number
  /** Why the last new code could not be sent; cleared by the next attempt. */
  resendError: FormMessage | null
}

export type EmailSignupEvent = FormEvent | { type: 'signup.resendOtp' } | { type: 'signup.back' }
export type EmailSignupEmitted = { type: 'signup.redirect'; to: string }

const formValues = (event: unknown) => (event as { output: FormOutput }).output.values

/** The invitation code the user left in the form (prefilled from the referral link), if any. */
const invitationOf = (context: EmailSignupContext): string | undefined =>
  String(context.details?.invitation_code ?? '').trim() || undefined

/** Email signup (issue 3): check exists → send OTP → verify → register → logged in. */
export const emailSignupMachine = setup({
  types: {
    context: {} as EmailSignupContext,
    events: {} as EmailSignupEvent,
    input: {} as { referralCode?: string | null },
    emitted: {} as EmailSignupEmitted,
  },
  actors: {
    detailsForm: signupDetailsForm,
    codeForm: signupCodeForm,
    checkEmailExists: fromPromise<EmailCheckExistResponse, { email: string }>(() => {
      throw new Error("emailSignup: provide 'checkEmailExists'")
    }),
    checkInvitation: fromPromise<InvitationCheckResponse, InvitationCheckRequest>(() => {
      throw new Error("emailSignup: provide 'checkInvitation'")
    }),
    sendOtp: fromPromise<OtpSendResponse, { email: string }>(() => {
      throw new Error("emailSignup: provide 'sendOtp'")
    }),
    verifyOtp: fromPromise<OtpVerifyResponse, OtpVerifyRequest>(() => {
      throw new Error("emailSignup: provide 'verifyOtp'")
    }),
    register: fromPromise<RegisterEmailResponse, RegisterEmailRequest>(() => {
      throw new Error("emailSignup: provide 'register'")
    }),
    loadProfile: fromPromise<UserProfile, { token: string }>(() => {
      throw new Error("emailSignup: provide 'loadProfile'")
    }),
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
    storeToken: (_, _params: { token: string }) => undefined,
    cacheUser: (_, _params: { user: UserProfile }) => undefined,
    /** The referral from `?aff=` is spent once the account exists. */
    spendReferral: () => undefined,
    failed: assign({
      error: ({ event }) => errorMessageOf((event as unknown as { error: unknown }).error),
    }),
  },
  guards: {
    emailExists: ({ event }) =>
      (event as unknown as { output: EmailCheckExistResponse }).output.exists,
    hasInvitation: ({ context }) => invitationOf(context) !== undefined,
    invitationExists: ({ event }) =>
      (event as unknown as { output: InvitationCheckResponse }).output.exists,
  },
  delays: { resendCooldown: OTP_RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'emailSignup',
  context: ({ input }) => ({
    referralCode: input.referralCode ?? null,
    details: null,
    otpToken: null,
    otpPin: null,
    token: null,
    error: null,
    emailTaken: false,
    fieldErrors: {},
    resends: 0,
    resendError: null,
  }),
  on: {
    'form.change': { actions: 'forwardToForm' },
    'form.blur': { actions: 'forwardToForm' },
    'form.submit': { actions: 'forwardToForm' },
    'form.reset': { actions: 'forwardToForm' },
  },
  initial: 'details',
  states: {
    details: {
      invoke: {
        id: 'form',
        src: 'detailsForm',
        // Back from the code step the details are kept; a first visit starts with the referral.
        input: ({ context }) => ({
          values: context.details ?? { invitation_code: context.referralCode ?? '' },
          formError: context.error,
          errors: context.fieldErrors,
        }),
        onDone: {
          target: 'checkingEmail',
          actions: assign({
            details: ({ event }) => formValues(event),
            error: null,
            emailTaken: false,
            fieldErrors: {},
          }),
        },
      },
    },
    checkingEmail: {
      invoke: {
        src: 'checkEmailExists',
        input: ({ context }) => ({ email: String(context.details?.email) }),
        onDone: [
          { guard: 'emailExists', target: 'details', actions: assign({ emailTaken: true }) },
          { guard: 'hasInvitation', target: 'checkingInvitation' },
          { target: 'sendingOtp' },
        ],
        onError: { target: 'details', actions: 'failed' },
      },
    },
    // A stale referral link should be caught here, not after the user has typed the mailed code.
    checkingInvitation: {
      invoke: {
        src: 'checkInvitation',
        input: ({ context }) => ({ invitation_code: invitationOf(context) ?? '' }),
        onDone: [
          { guard: 'invitationExists', target: 'sendingOtp' },
          {
            target: 'details',
            actions: assign({ fieldErrors: { invitation_code: serverMessages.invitationInvalid } }),
          },
        ],
        onError: { target: 'details', actions: 'failed' },
      },
    },
    sendingOtp: {
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: String(context.details?.email) }),
        onDone: {
          target: 'verifying',
          actions: assign({ otpToken: ({ event }) => event.output.otp_token }),
        },
        onError: { target: 'details', actions: 'failed' },
      },
    },
    verifying: {
      type: 'parallel',
      on: { 'signup.back': { target: 'details', actions: assign({ error: null }) } },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              invoke: {
                id: 'form',
                src: 'codeForm',
                input: ({ context }) => ({ formError: context.error }),
                onDone: {
                  target: '#emailSignup.checkingCode',
                  actions: assign({
                    otpPin: ({ event }) => String(formValues(event).otp_pin),
                    error: null,
                  }),
                },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: { after: { resendCooldown: 'ready' } },
            ready: { on: { 'signup.resendOtp': 'sending' } },
            sending: {
              entry: assign({ resendError: null }),
              invoke: {
                src: 'sendOtp',
                input: ({ context }) => ({ email: String(context.details?.email) }),
                onDone: {
                  target: 'coolingDown',
                  actions: assign({
                    otpToken: ({ event }) => event.output.otp_token,
                    resends: ({ context }) => context.resends + 1,
                  }),
                },
                onError: {
                  target: 'ready',
                  actions: assign({ resendError: ({ event }) => errorMessageOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    checkingCode: {
      invoke: {
        src: 'verifyOtp',
        input: ({ context }) => ({
          email: String(context.details?.email),
          otp_token: context.otpToken ?? '',
          otp_pin: context.otpPin ?? '',
        }),
        onDone: 'registering',
        onError: { target: 'verifying', actions: 'failed' },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({
          email: String(context.details?.email),
          password: String(context.details?.password),
          confirm_password: String(context.details?.confirm_password),
          invitation_code: invitationOf(context),
          otp_pin: context.otpPin ?? '',
          otp_token: context.otpToken ?? '',
        }),
        onDone: {
          target: 'loadingProfile',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            'spendReferral',
          ],
        },
        onError: { target: 'verifying', actions: 'failed' },
      },
    },
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'cacheUser', params: ({ event }) => ({ user: event.output }) },
        },
        // The account exists and the token is stored; the startup check loads the profile later.
        onError: 'loggedIn',
      },
    },
    loggedIn: {
      type: 'final',
      entry: emit({ type: 'signup.redirect', to: '/' } as const),
    },
  },
})
