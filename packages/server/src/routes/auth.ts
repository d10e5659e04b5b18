import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { login, loginWithGoogle, registerWithEmail, registerWithGoogle } from '../services/auth'
import { checkOtp, sendOtp } from '../services/otp'
import { completeChallenge } from '../services/login-challenge'
import { requireAttempt } from '../services/attempts'
import { authenticate, endSession } from '../services/sessions'
import { findUserByEmail, invitationExists, normalizeEmail } from '../services/users'

export const authHandlers = (deps: Deps) =>
  ({
    login: async ({ input, meta }) => login(deps, input, meta),
    loginTwoFactor: async ({ input, meta }) => ({
      token: await completeChallenge(deps, input, meta),
    }),
    logout: async ({ user, meta }) => {
      await endSession(deps, user, meta)
      return { done: true }
    },
    // The spec needs this answer, so it is limited instead: per address (routeOptions), and per
    // session for a signed-in caller. Known and unknown emails take the same single lookup.
    emailCheckExist: async ({ input, req }) => {
      const session = req.headers.authorization
        ? await authenticate(deps, req).catch(() => null)
        : null
      if (session)
        await requireAttempt(
          deps.db,
          deps.clock,
          `email_check:${session.sessionId}`,
          deps.limits.emailCheckPerSession,
        )
      return { exists: !!(await findUserByEmail(deps.db, input.email)) }
    },
    invitationCheck: async ({ input }) => ({
      exists: await invitationExists(deps.db, input.invitation_code),
    }),
    otpSent: async ({ input }) => sendOtp(deps, normalizeEmail(input.email)),
    otpVerify: async ({ input }) => {
      await checkOtp(deps, normalizeEmail(input.email), input.otp_token, input.otp_pin)
      return { verified: true }
    },
    registerEmail: async ({ input, meta }) => ({
      token: await registerWithEmail(deps, input, meta),
    }),
    loginGoogleConfig: async () =>
      deps.google
        ? { enabled: true, client_id: deps.google.clientId, redirect_uri: deps.google.redirectUri }
        : { enabled: false },
    loginGoogle: async ({ input, meta }) => loginWithGoogle(deps, input.auth_code, meta),
    loginGoogleAddCode: async ({ input, meta }) => ({
      token: await registerWithGoogle(deps, input.auth_code, input.invitation_code, meta),
    }),
  }) satisfies Partial<Handlers<typeof endpoints>>
