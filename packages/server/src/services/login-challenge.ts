import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import {
  LOGIN_CHALLENGE_SECONDS,
  type TwoFactorChallenge,
  type TwoFactorLoginRequest,
} from '@atb/contract'
import type { Executor } from '../db'
import { loginChallenges } from '../db/schema'
import { randomToken, sha256 } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { Deps, RequestMeta } from '../lib/deps'
import { startSession } from './sessions'
import { proveSecondFactor } from './two-factor'
import { getUser } from './users'

/** Long enough to open the app and type a code, short enough that a stolen one soon dies. */
export const CHALLENGE_TTL_MS = LOGIN_CHALLENGE_SECONDS * 1000

type SignInKind = 'login' | 'login_google'

/**
 * The password (or Google) step of an account with two-factor sign-in answers this instead of a
 * session: a random token, stored only as its hash. It is not a JWT, so no endpoint that wants a
 * session takes it; only /login/two_factor does, once.
 */
export async function issueChallenge(
  db: Executor,
  deps: Deps,
  userId: string,
  kind: SignInKind,
): Promise<TwoFactorChallenge> {
  const token = randomToken(32)
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS)
  await db.insert(loginChallenges).values({
    tokenHash: sha256(token),
    userId,
    kind,
    expiresAt,
    createdAt: now,
  })
  return { two_factor_required: true, challenge_token: token, expires_at: expiresAt.toISOString() }
}

/** The code step: a TOTP or a recovery code turns a live challenge into the session, once. */
export async function completeChallenge(
  deps: Deps,
  input: TwoFactorLoginRequest,
  meta: RequestMeta,
): Promise<string> {
  const tokenHash = sha256(input.challenge_token)
  const live = and(
    eq(loginChallenges.tokenHash, tokenHash),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, deps.clock.now()),
  )
  const [challenge] = await deps.db.select().from(loginChallenges).where(live)
  if (!challenge) throw new ApiFailure('two_factor_challenge_invalid')
  const user = await getUser(deps.db, challenge.userId)
  // Turned off since the password step: that step alone would have signed in, so start again.
  if (!user.totpSecret) throw new ApiFailure('two_factor_challenge_invalid')
  await proveSecondFactor(deps, user, input.totp_code, meta, { recovery: true })
  const token = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(loginChallenges)
      .set({ usedAt: deps.clock.now() })
      .where(live)
      .returning({ userId: loginChallenges.userId })
    if (!used) throw new ApiFailure('two_factor_challenge_invalid')
    return startSession(tx, deps, user.id, challenge.kind as SignInKind, meta)
  })
  await deps.sessions.revokeUser(user.id)
  return token
}

/** Challenges a day past their end carry nothing. */
export async function purgeChallenges(db: Executor, before: Date): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, before))
}
