import {
  assign,
  emit,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
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
  type FormValuesOf,
  type ValidValuesOf,
} from '../form/createFormMachine'
import { errorMessageOf, type FormMessage } from '../lib/errors'

/** Ours (the spec does not give one): how long before another code may be requested. */
export const OTP_RESEND_COOLDOWN_MS = 60_000

const signupCodeSchema = yup.object({ otp_pin: otpPinField() })
type SignupDetails = ValidValuesOf<typeof registrationFormSchema>
type SignupCode = ValidValuesOf<typeof signupCodeSchema>

// Both forms only validate; the flow makes the calls, so their submit hands the values back.
const handBack = <T>() => fromPromise<T, T>(async ({ input }) => input)
export const signupDetailsForm = createFormMachine({
  id: 'signupDetails',
  schema: registrationFormSchema,
  initialValues: {
    email: '',
    password: '',
    confirm_password: '',
    invitation_code: '',
    policy: false,
  },
  types: {} as { result: SignupDetails },
}).provide({ actors: { submit: handBack<SignupDetails>() } })
export const signupCodeForm = createFormMachine({
  id: 'signupCode',
  schema: signupCodeSchema,
  initialValues: { otp_pin: '' },
  types: {} as { result: SignupCode },
}).provide({ actors: { submit: handBack<SignupCode>() } })

export interface EmailSignupContext {
  /** The referral code stored from `?aff=`, used when the form's invitation code is empty. */
  referralCode: string | null
  details: SignupDetails | null
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

export type EmailSignupEvent =
  | FormEvent<FormValuesOf<typeof registrationFormSchema>>
  | FormEvent<FormValuesOf<typeof signupCodeSchema>>
  | { type: 'signup.resendOtp' }
  | { type: 'signup.back' }
export type EmailSignupEmitted = { type: 'signup.redirect'; to: string }

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
    children: {} as { form: 'detailsForm' | 'codeForm' },
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
    keepDetails: assign((_, { values }: FormOutput<SignupDetails, unknown>) => ({
      details: values,
      error: null,
      emailTaken: false,
      fieldErrors: {},
    })),
    keepCode: assign((_, { values }: FormOutput<SignupCode, unknown>) => ({
      otpPin: values.otp_pin,
      error: null,
    })),
    failed: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
  guards: {
    emailExists: (_, reply: EmailCheckExistResponse) => reply.exists,
    hasInvitation: ({ context }) => invitationOf(context) !== undefined,
    invitationExists: (_, reply: InvitationCheckResponse) => reply.exists,
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
          actions: { type: 'keepDetails', params: ({ event }) => event.output },
        },
      },
    },
    checkingEmail: {
      invoke: {
        src: 'checkEmailExists',
        input: ({ context }) => ({ email: String(context.details?.email) }),
        onDone: [
          {
            guard: { type: 'emailExists', params: ({ event }) => event.output },
            target: 'details',
            actions: assign({ emailTaken: true }),
          },
          { guard: 'hasInvitation', target: 'checkingInvitation' },
          { target: 'sendingOtp' },
        ],
        onError: {
          target: 'details',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // A stale referral link should be caught here, not after the user has typed the mailed code.
    checkingInvitation: {
      invoke: {
        src: 'checkInvitation',
        input: ({ context }) => ({ invitation_code: invitationOf(context) ?? '' }),
        onDone: [
          {
            guard: { type: 'invitationExists', params: ({ event }) => event.output },
            target: 'sendingOtp',
          },
          {
            target: 'details',
            actions: assign({ fieldErrors: { invitation_code: serverMessages.invitationInvalid } }),
          },
        ],
        onError: {
          target: 'details',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
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
        onError: {
          target: 'details',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
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
                  actions: { type: 'keepCode', params: ({ event }) => event.output },
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
        onError: {
          target: 'verifying',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
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
        onError: {
          target: 'verifying',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
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

export type SignupDetailsFormRef = ActorRefFrom<typeof signupDetailsForm>
export type SignupCodeFormRef = ActorRefFrom<typeof signupCodeForm>
type SignupFormChild = SnapshotFrom<typeof emailSignupMachine>['children']['form']

/*
 * Both steps run their form as the child `form`, which XState types as one ref over the union of
 * the two machines; these tell them apart by machine id so each screen binds its own fields.
 */

/** The details form, while the flow is on the details step. */
export function signupDetailsFormOf(child: SignupFormChild): SignupDetailsFormRef | undefined {
  return child?.getSnapshot().machine.id === signupDetailsForm.id
    ? (child as unknown as SignupDetailsFormRef)
    : undefined
}

/** The code form, while the flow waits for the mailed code. */
export function signupCodeFormOf(child: SignupFormChild): SignupCodeFormRef | undefined {
  return child?.getSnapshot().machine.id === signupCodeForm.id
    ? (child as unknown as SignupCodeFormRef)
    : undefined
}
