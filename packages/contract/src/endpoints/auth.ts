import {
  checkEmailExistSchema,
  invitationCheckSchema,
  otpSendSchema,
  otpVerifySchema,
  registerEmailRequestSchema,
} from '../accounts/auth'
import type {
  EmailCheckExistResponse,
  InvitationCheckResponse,
  OtpSendResponse,
  OtpVerifyResponse,
  TokenData,
} from '../accounts/api'
import { endpoint } from './endpoint'

const tag = 'auth'
const otpErrors = ['otp_invalid', 'otp_expired', 'otp_too_many_attempts'] as const

// Signing up by email (signing in and out is in session.ts). Spec section 7 names keep their
// spelling.
// One exported descriptor per endpoint, so an importer keeps only those it uses (decision 004).

export const emailCheckExist = /* @__PURE__ */ endpoint<EmailCheckExistResponse>()({
  method: 'POST',
  path: '/email/check_exist',
  auth: false,
  request: checkEmailExistSchema,
  errors: ['rate_limited'],
  summary: 'Whether an email is registered',
  tag,
})

export const invitationCheck = /* @__PURE__ */ endpoint<InvitationCheckResponse>()({
  method: 'POST',
  path: '/invitation/check',
  auth: false,
  request: invitationCheckSchema,
  errors: ['rate_limited'],
  summary: 'Whether an invitation code belongs to a user (checked before mailing a code)',
  tag,
})

export const otpSent = /* @__PURE__ */ endpoint<OtpSendResponse>()({
  method: 'POST',
  path: '/email/otp/sent',
  auth: false,
  request: otpSendSchema,
  errors: ['rate_limited'],
  summary: 'Mail a 6-digit verification code',
  tag,
})

export const otpVerify = /* @__PURE__ */ endpoint<OtpVerifyResponse>()({
  method: 'POST',
  path: '/email/otp/verify',
  auth: false,
  request: otpVerifySchema,
  errors: [...otpErrors, 'rate_limited'],
  summary: 'Check a verification code before registering',
  tag,
})

export const registerEmail = /* @__PURE__ */ endpoint<TokenData>()({
  method: 'POST',
  path: '/register/email',
  auth: false,
  request: registerEmailRequestSchema,
  errors: [...otpErrors, 'email_taken', 'invitation_invalid', 'rate_limited'],
  fields: { email_taken: 'email', invitation_invalid: 'invitation_code' },
  summary: 'Register with a verified email',
  tag,
})
