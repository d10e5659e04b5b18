import * as yup from 'yup'
import {
  googleAddCodeSchema,
  googleLoginSchema,
  loginSchema,
  twoFactorLoginSchema,
} from '../accounts/auth'
import type {
  DoneResponse,
  GoogleConfigResponse,
  GoogleLoginResponse,
  LoginResponse,
  TokenData,
  UserProfile,
} from '../accounts/api'
import { endpoint } from './endpoint'
import { TEXT_MAX } from '../constants'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'

// Signing in and out, and the signed-in user: what the shell and the first page call. Apart from
// the other areas' descriptors so the first page's bundle holds only these (decision 004).

export const login = /* @__PURE__ */ endpoint<LoginResponse>()({
  method: 'POST',
  path: '/login',
  auth: false,
  request: loginSchema,
  errors: ['invalid_credentials', 'rate_limited'],
  summary:
    'Log in with email and password; an account with two-factor sign-in gets a challenge instead of a token',
  tag: 'auth',
})

export const loginTwoFactor = /* @__PURE__ */ endpoint<TokenData>()({
  method: 'POST',
  path: '/login/two_factor',
  auth: false,
  request: twoFactorLoginSchema,
  errors: ['two_factor_challenge_invalid', 'two_factor_code_wrong', 'rate_limited'],
  fields: { two_factor_code_wrong: 'totp_code' },
  summary: 'Finish a sign-in with two-factor: the challenge and a TOTP or recovery code',
  tag: 'auth',
})

export const logout = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'GET',
  path: '/logout',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'Revoke the current session',
  tag: 'auth',
})

export const profile = /* @__PURE__ */ endpoint<UserProfile>()({
  method: 'GET',
  path: '/profile',
  auth: true,
  // The app's cache buster; accepted and ignored.
  request: yup.object({
    timestamp: yup
      .string()
      .optional()
      .max(TEXT_MAX.id, () => message(validation.invalid, { field: 'timestamp' })),
  }),
  errors: [],
  summary: 'The signed-in user',
  tag: 'account',
})

export const loginGoogleConfig = /* @__PURE__ */ endpoint<GoogleConfigResponse>()({
  method: 'GET',
  path: '/login/google/config',
  auth: false,
  request: yup.object({}),
  errors: [],
  summary: 'How the browser starts Google sign-in, or that it is not configured',
  tag: 'auth',
})

export const loginGoogle = /* @__PURE__ */ endpoint<GoogleLoginResponse>()({
  method: 'POST',
  path: '/login/google',
  auth: false,
  request: googleLoginSchema,
  errors: ['google_not_configured', 'google_failed', 'rate_limited'],
  summary: 'Log in with a Google auth code',
  tag: 'auth',
})

export const loginGoogleAddCode = /* @__PURE__ */ endpoint<TokenData>()({
  method: 'POST',
  path: '/login/google/add_code',
  auth: false,
  request: googleAddCodeSchema,
  errors: [
    'google_not_configured',
    'google_failed',
    'email_taken',
    'invitation_invalid',
    'rate_limited',
  ],
  fields: { invitation_invalid: 'invitation_code' },
  summary: 'Create a Google account with a referral code',
  tag: 'auth',
})
