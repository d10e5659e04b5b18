import { eq } from 'drizzle-orm'
import { OTP_LENGTH, type OtpSendResponse } from '@atb/contract'
import type { Executor } from '../db'
import { otps } from '../db/schema'
import { hashSecret, randomDigits, randomToken, verifySecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { Deps } from '../lib/deps'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5

export async function sendOtp(deps: Deps, email: string): Promise<OtpSendResponse> {
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
 * Checks a code against its token. Each wrong guess is counted (committed even when the caller's
 * transaction fails), and after five the token is dead, so six digits cannot be brute-forced.
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
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new ApiFailure('otp_too_many_attempts')
  if (!(await verifySecret(pin, row.codeHash))) {
    await deps.db
      .update(otps)
      .set({ attempts: row.attempts + 1 })
      .where(eq(otps.token, token))
    throw new ApiFailure('otp_invalid')
  }
  if (!row.verifiedAt)
    await deps.db.update(otps).set({ verifiedAt: deps.clock.now() }).where(eq(otps.token, token))
}

/** Marks the token used inside the registering transaction, so one code makes one account. */
export async function consumeOtp(tx: Executor, deps: Deps, token: string): Promise<void> {
  await tx.update(otps).set({ consumedAt: deps.clock.now() }).where(eq(otps.token, token))
}
