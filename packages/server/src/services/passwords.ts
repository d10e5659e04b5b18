import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import {
  RECOVERY_PASSWORD_PATH,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@atb/contract'
import type { Executor } from '../db'
import { passwordResets, sessions, users } from '../db/schema'
import { hashSecret, randomToken, sha256 } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { requireAttempt } from './attempts'
import { proveOldSecret } from './old-secrets'
import { findUserByEmail, getUser, normalizeEmail } from './users'

export const RESET_TTL_MS = 30 * 60_000

/**
 * Answers the same, after the same work, whether or not the address is known, so neither the
 * reply nor its timing tells who has an account: the lookup and the mail run after the reply.
 * The per-address ceiling counts unknown addresses too, for the same reason.
 */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const address = normalizeEmail(email)
  await requireAttempt(
    deps.db,
    deps.clock,
    `reset_mail:${address}`,
    deps.limits.resetMailsPerAccount,
  )
  deps.background.run('password reset mail', () => mailResetLink(deps, address))
}

async function mailResetLink(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  const token = randomToken(32)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await supersedeResets(tx, user.id, now)
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    })
  })
  // Configuration alone names the origin: a request's Host header could point the link elsewhere.
  const link = `${deps.publicUrl}${RECOVERY_PASSWORD_PATH}${token}`
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Auto Trading Bot password',
    text: `Open this link to choose a new password: ${link} . It works once and expires in 30 minutes.`,
  })
}

/** Only the newest link works: older unused ones are marked used, as if spent. */
async function supersedeResets(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}

/** Uses the token once, sets the password and signs out every session (the link proves mail access only). */
export async function resetPassword(
  deps: Deps,
  input: ResetPasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const passwordHash = await hashSecret(input.password)
  const now = deps.clock.now()
  const userId = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId })
    if (!reset) throw new ApiFailure('reset_token_invalid')
    await supersedeResets(tx, reset.userId, now)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)))
    await recordActivity(tx, deps.clock, reset.userId, 'password_reset', meta, deps)
    return reset.userId
  })
  await deps.sessions.revokeUser(userId)
}

/** Keeps the caller's session and revokes any other (there should be none under the one-session rule). */
export async function changePassword(
  deps: Deps,
  user: AuthUser,
  input: ChangePasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const row = await getUser(deps.db, user.userId)
  if (!row.passwordHash) throw new ApiFailure('no_password')
  await proveOldSecret(
    deps,
    user,
    meta,
    'password',
    input.old_password,
    row.passwordHash,
    'old_password_wrong',
  )
  const passwordHash = await hashSecret(input.new_password)
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.userId))
    await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(
        and(
          eq(sessions.userId, user.userId),
          isNull(sessions.revokedAt),
          ne(sessions.id, user.sessionId),
        ),
      )
    await recordActivity(tx, deps.clock, user.userId, 'password_change', meta, deps)
  })
  await deps.sessions.revokeUser(user.userId)
}
