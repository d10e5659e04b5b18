import { and, eq, lt, sql } from 'drizzle-orm'
import { OTP_LENGTH, type OtpSendResponse } from '@atb/contract'
import type { Executor } from '../db'
import { otps } from '../db/schema'
import { hashSecret, randomDigits, randomToken, verifySecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { Deps } from '../lib/deps'
import { requireAttempt } from './attempts'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5

export async function sendOtp(deps: Deps, email: string): Promise<OtpSendResponse> {
  // Per address, whichever client address asks, so no one can flood a mailbox with codes.
  await requireAttempt(deps.db, deps.clock, `otp_mail:${email}`, deps.limits.otpMailsPerAccount)
  const code = randomDigits(OTP_LENGTH)
  const token = randomToken(24)
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS)
  await deps.db
    .insert(otps)
    .values({ token, email, codeHash: await hashSecret(code), expiresAt, createdAt: now })
  await deps.mailer.send({
    to: email,
    subject: 'Your Auto Trading Bot verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes.`,
  })
  return { otp_token: token, expires_at: expiresAt.toISOString() }
}

/**
 * Checks a code against its token. Each check first takes one of the five attempts with a
 * conditional update (committed even when the caller's transaction fails), so parallel guesses
 * cannot check more than five codes; a right code gives its attempt back, since verify and
 * register both check it.
 */
export async function checkOtp(
  deps: Deps,
  email: string,
  token: string,
  pin: string,
): Promise<void> {
  const [row] = await deps.db.select().from(otps).where(eq(otps.token, token))
  if (!row || row.email !== email || row.consumedAt) throw new ApiFailure('otp_invalid')
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new ApiFailure('otp_expired')
  const [taken] = await deps.db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.token, token), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otps.attempts })
  if (!taken) throw new ApiFailure('otp_too_many_attempts')
  if (!(await verifySecret(pin, row.codeHash))) throw new ApiFailure('otp_invalid')
  await deps.db
    .update(otps)
    .set({
      attempts: sql`greatest(${otps.attempts} - 1, 0)`,
      verifiedAt: row.verifiedAt ?? deps.clock.now(),
    })
    .where(eq(otps.token, token))
}

/** Marks the token used inside the registering transaction, so one code makes one account. */
export async function consumeOtp(tx: Executor, deps: Deps, token: string): Promise<void> {
  await tx.update(otps).set({ consumedAt: deps.clock.now() }).where(eq(otps.token, token))
}
