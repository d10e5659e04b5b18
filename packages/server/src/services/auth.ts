import {
  toPlainText,
  type GoogleLoginResponse,
  type LoginRequest,
  type LoginResponse,
  type RegisterEmailRequest,
} from '@atb/contract'
import { hashSecret, sha256, verifySecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { Deps, RequestMeta } from '../lib/deps'
import { requireAttempt, returnAttempt } from './attempts'
import type { GoogleIdentity } from './google'
import { checkOtp, consumeOtp } from './otp'
import { startSession } from './sessions'
import { createUser, findUserByEmail, normalizeEmail, referrerOf } from './users'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { DbTx } from '../db'
import { notify } from './notifications/notify'
import { issueChallenge } from './login-challenge'

// A real hash to compare against when the email is unknown, so both failures take the same time.
const decoy = hashSecret('decoy-password')

/**
 * Failed logins are also counted per account, whatever the address, known or not (so the count
 * tells nothing either); a success gives its attempt back.
 */
/** The referrer hears of a signup with their code, by the newcomer's nickname only (decision 068). */
async function notifyReferral(
  deps: Deps,
  tx: DbTx,
  referrerId: string,
  user: { id: string; nickname: string },
) {
  await notify(deps, tx, referrerId, {
    kind: 'affiliate.referral',
    params: { nickname: user.nickname },
    link: '/affiliate/overview',
  })
}

export async function login(
  deps: Deps,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const key = `login:${normalizeEmail(input.username)}`
  await requireAttempt(deps.db, deps.clock, key, deps.limits.loginPerAccount)
  const user = await findUserByEmail(deps.db, input.username)
  const ok = await verifySecret(input.password, user?.passwordHash ?? (await decoy))
  if (!user || !user.passwordHash || !ok) throw new ApiFailure('invalid_credentials')
  await returnAttempt(deps.db, key)
  // No session yet, and no other device signed out: that waits for the code (decision 082).
  if (user.totpSecret) return issueChallenge(deps.db, deps, user.id, 'login')
  const token = await deps.db.transaction((tx) => startSession(tx, deps, user.id, 'login', meta))
  await deps.sessions.revokeUser(user.id)
  return { token }
}

export async function registerWithEmail(
  deps: Deps,
  input: RegisterEmailRequest,
  meta: RequestMeta,
): Promise<string> {
  const email = normalizeEmail(input.email)
  await checkOtp(deps, email, input.otp_token, input.otp_pin)
  const passwordHash = await hashSecret(input.password)
  return deps.db.transaction(async (tx) => {
    const invitation = await referrerOf(tx, input.invitation_code)
    const user = await createUser(tx, deps, {
      email,
      passwordHash,
      referredBy: invitation?.referrerId ?? null,
      invitedWithCode: invitation?.code ?? null,
    })
    if (invitation) await notifyReferral(deps, tx, invitation.referrerId, user)
    await consumeOtp(tx, deps, input.otp_token)
    return startSession(tx, deps, user.id, 'register', meta)
  })
}

/**
 * Google auth codes are single use, yet the spec's flow sends the same code twice (login, then
 * add_code for a new user). The first verification is kept briefly, keyed by the code's hash.
 */
const PENDING_TTL_MS = 10 * 60_000
const pending = new Map<string, { identity: GoogleIdentity; until: number }>()

async function verifyGoogle(deps: Deps, authCode: string): Promise<GoogleIdentity> {
  if (!deps.google) throw new ApiFailure('google_not_configured')
  const key = sha256(authCode)
  const now = deps.clock.now().getTime()
  const cached = pending.get(key)
  if (cached && cached.until > now) return cached.identity
  let identity: GoogleIdentity | null = null
  try {
    identity = await deps.google.verify(authCode)
  } catch (error) {
    deps.log.warn({ err: error }, 'Google verification failed')
  }
  if (!identity) throw new ApiFailure('google_failed')
  for (const [k, v] of pending) if (v.until <= now) pending.delete(k)
  pending.set(key, { identity, until: now + PENDING_TTL_MS })
  return identity
}

export async function loginWithGoogle(
  deps: Deps,
  authCode: string,
  meta: RequestMeta,
): Promise<GoogleLoginResponse> {
  const identity = await verifyGoogle(deps, authCode)
  let signedIn: string | undefined
  const result = await deps.db.transaction(async (tx) => {
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, identity.sub))
    const user = bySub ?? (await findUserByEmail(tx, identity.email))
    if (!user) return { is_new_user: true as const }
    // Google verified the address, so an email account with it is the same person.
    if (!user.googleSub)
      await tx.update(users).set({ googleSub: identity.sub }).where(eq(users.id, user.id))
    if (user.totpSecret)
      return {
        is_new_user: false as const,
        ...(await issueChallenge(tx, deps, user.id, 'login_google')),
      }
    const token = await startSession(tx, deps, user.id, 'login_google', meta)
    signedIn = user.id
    return { is_new_user: false as const, token }
  })
  if (signedIn) await deps.sessions.revokeUser(signedIn)
  return result
}

export async function registerWithGoogle(
  deps: Deps,
  authCode: string,
  invitationCode: string | undefined,
  meta: RequestMeta,
): Promise<string> {
  const identity = await verifyGoogle(deps, authCode)
  return deps.db.transaction(async (tx) => {
    const invitation = await referrerOf(tx, invitationCode)
    const user = await createUser(tx, deps, {
      email: identity.email,
      passwordHash: null,
      googleSub: identity.sub,
      ...(identity.name && toPlainText(identity.name)
        ? { nickname: toPlainText(identity.name) }
        : {}),
      referredBy: invitation?.referrerId ?? null,
      invitedWithCode: invitation?.code ?? null,
    })
    if (invitation) await notifyReferral(deps, tx, invitation.referrerId, user)
    return startSession(tx, deps, user.id, 'register', meta)
  })
}
