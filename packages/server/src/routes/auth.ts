import * as yup from 'yup'
import {
  accountPaths as P,
  checkEmailExistSchema,
  googleAddCodeSchema,
  googleLoginSchema,
  invitationCheckSchema,
  loginSchema,
  otpSendSchema,
  otpVerifySchema,
  registerEmailRequestSchema,
  type EmailCheckExistResponse,
  type GoogleConfigResponse,
  type GoogleLoginResponse,
  type InvitationCheckResponse,
  type OtpVerifyResponse,
  type TokenData,
} from '@atb/contract'
import type { Deps, RateLimits } from '../lib/deps'
import { keyOf, type Api } from '../lib/route'
import { login, loginWithGoogle, registerWithEmail, registerWithGoogle } from '../services/auth'
import { checkOtp, sendOtp } from '../services/otp'
import { requireAttempt } from '../services/attempts'
import { authenticate, endSession } from '../services/sessions'
import { findUserByEmail, invitationExists, normalizeEmail } from '../services/users'

const tag = 'auth'

export function authRoutes(api: Api, deps: Deps, limits: RateLimits) {
  api.public(
    {
      method: 'POST',
      url: P.login,
      tag,
      summary: 'Log in with email and password',
      schema: loginSchema,
      rateLimit: { ...limits.login, key: keyOf('username') },
    },
    async ({ input, meta }): Promise<TokenData> => ({ token: await login(deps, input, meta) }),
  )

  api.authed(
    {
      method: 'GET',
      url: P.logout,
      tag,
      summary: 'Revoke the current session',
      schema: yup.object({}),
    },
    async ({ user, meta }) => {
      await endSession(deps, user, meta)
      return { done: true as const }
    },
  )

  // The spec needs this answer, so it is limited instead: per address, and per session for a
  // signed-in caller. Known and unknown emails take the same single lookup.
  api.public(
    {
      method: 'POST',
      url: P.emailCheckExist,
      tag,
      summary: 'Whether an email is registered',
      schema: checkEmailExistSchema,
      rateLimit: limits.emailCheck,
    },
    async ({ input, req }): Promise<EmailCheckExistResponse> => {
      const session = req.headers.authorization
        ? await authenticate(deps, req).catch(() => null)
        : null
      if (session)
        await requireAttempt(
          deps.db,
          deps.clock,
          `email_check:${session.sessionId}`,
          limits.emailCheckPerSession,
        )
      return { exists: !!(await findUserByEmail(deps.db, input.email)) }
    },
  )

  api.public(
    {
      method: 'POST',
      url: P.invitationCheck,
      tag,
      summary: 'Whether an invitation code belongs to a user (checked before mailing a code)',
      schema: invitationCheckSchema,
      rateLimit: limits.otpVerify,
    },
    async ({ input }): Promise<InvitationCheckResponse> => ({
      exists: await invitationExists(deps.db, input.invitation_code),
    }),
  )

  api.public(
    {
      method: 'POST',
      url: P.otpSent,
      tag,
      summary: 'Mail a 6-digit verification code',
      schema: otpSendSchema,
      rateLimit: { ...limits.otpSend, key: keyOf('email') },
    },
    async ({ input }) => sendOtp(deps, normalizeEmail(input.email)),
  )

  api.public(
    {
      method: 'POST',
      url: P.otpVerify,
      tag,
      summary: 'Check a verification code before registering',
      schema: otpVerifySchema,
      rateLimit: { ...limits.otpVerify, key: keyOf('email') },
    },
    async ({ input }): Promise<OtpVerifyResponse> => {
      await checkOtp(deps, normalizeEmail(input.email), input.otp_token, input.otp_pin)
      return { verified: true }
    },
  )

  api.public(
    {
      method: 'POST',
      url: P.registerEmail,
      tag,
      summary: 'Register with a verified email',
      schema: registerEmailRequestSchema,
      rateLimit: { ...limits.otpVerify, key: keyOf('email') },
    },
    async ({ input, meta }): Promise<TokenData> => ({
      token: await registerWithEmail(deps, input, meta),
    }),
  )

  api.public(
    {
      method: 'GET',
      url: P.loginGoogleConfig,
      tag,
      summary: 'How the browser starts Google sign-in, or that it is not configured',
      schema: yup.object({}),
    },
    async (): Promise<GoogleConfigResponse> =>
      deps.google
        ? { enabled: true, client_id: deps.google.clientId, redirect_uri: deps.google.redirectUri }
        : { enabled: false },
  )

  api.public(
    {
      method: 'POST',
      url: P.loginGoogle,
      tag,
      summary: 'Log in with a Google auth code',
      schema: googleLoginSchema,
      rateLimit: limits.login,
    },
    async ({ input, meta }): Promise<GoogleLoginResponse> =>
      loginWithGoogle(deps, input.auth_code, meta),
  )

  api.public(
    {
      method: 'POST',
      url: P.loginGoogleAddCode,
      tag,
      summary: 'Create a Google account with a referral code',
      schema: googleAddCodeSchema,
      rateLimit: limits.login,
    },
    async ({ input, meta }): Promise<TokenData> => ({
      token: await registerWithGoogle(deps, input.auth_code, input.invitation_code, meta),
    }),
  )
}
