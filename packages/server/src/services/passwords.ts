import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import {
  RECOVERY_PASSWORD_PATH,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@atb/contract'
import { passwordResets, sessions, users } from '../db/schema'
import { hashSecret, randomToken, sha256, verifySecret } from '../lib/crypto'
import { ApiFailure, descriptions } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { findUserByEmail, getUser } from './users'

export const RESET_TTL_MS = 30 * 60_000

/** Answers the same whether or not the address is known, so it cannot be used to find accounts. */
export async function forgotPassword(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  const token = randomToken(32)
  const now = deps.clock.now()
  await deps.db.insert(passwordResets).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  })
  const link = `${meta.origin}${RECOVERY_PASSWORD_PATH}${token}`
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Auto Trading Bot password',
    text: `Open this link to choose a new password: ${link} . It works once and expires in 30 minutes.`,
  })
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
    if (!reset) throw new ApiFailure(400, descriptions.resetTokenInvalid)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)))
    await recordActivity(tx, deps.clock, reset.userId, 'password_reset', meta)
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
  if (!row.passwordHash) throw new ApiFailure(400, descriptions.noPassword)
  if (!(await verifySecret(input.old_password, row.passwordHash))) {
    throw new ApiFailure(400, descriptions.oldPasswordWrong)
  }
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
    await recordActivity(tx, deps.clock, user.userId, 'password_change', meta)
  })
  await deps.sessions.revokeUser(user.userId)
}
