import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { ActivityKind } from '@atb/contract'
import type { Executor } from '../db'
import { sessions } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import { signJwt, verifyJwt } from '../lib/jwt'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'

/**
 * Opens the user's only live session: every older one is revoked in the same transaction, so the
 * other device's next call answers 'Invalid session' (the app's dual-login toast). The caller runs
 * `deps.sessions.revokeUser` once that transaction has committed.
 */
export async function startSession(
  tx: Executor,
  deps: Deps,
  userId: string,
  kind: ActivityKind,
  meta: RequestMeta,
): Promise<string> {
  const now = deps.clock.now()
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  const [session] = await tx
    .insert(sessions)
    .values({ userId, createdAt: now })
    .returning({ id: sessions.id })
  if (!session) throw new Error('session insert returned nothing')
  await recordActivity(tx, deps.clock, userId, kind, meta, deps)
  const iat = Math.floor(now.getTime() / 1000)
  return signJwt(
    { sub: userId, sid: session.id, iat, exp: iat + deps.tokenTtlSeconds },
    deps.jwtSecret,
  )
}

export async function authenticate(deps: Deps, req: FastifyRequest): Promise<AuthUser> {
  const header = req.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  if (!match?.[1]) throw new ApiFailure('auth_required')
  return (await authenticateToken(deps, match[1])).user
}

/** Checks an access token against the user's live session; the live socket gets its token in a message. */
export async function authenticateToken(
  deps: Deps,
  token: string,
): Promise<{ user: AuthUser; expiresAt: number }> {
  const claims = verifyJwt(token, deps.jwtSecret, Math.floor(deps.clock.now().getTime() / 1000))
  if (!claims) throw new ApiFailure('invalid_session')
  const user = { userId: claims.sub, sessionId: claims.sid }
  const expiresAt = claims.exp * 1000
  if (deps.sessions.isLive(user.userId, user.sessionId)) return { user, expiresAt }
  const begun = deps.sessions.begin()
  const [session] = await deps.db
    .select({ userId: sessions.userId, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, claims.sid))
  if (!session || session.revokedAt || session.userId !== claims.sub) {
    throw new ApiFailure('invalid_session')
  }
  deps.sessions.remember(user.userId, user.sessionId, begun)
  return { user, expiresAt }
}

/** Of these session ids, the ones not revoked; the live socket re-checks with it after a revocation. */
export async function liveSessionIds(deps: Deps, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)))
  return new Set(rows.map((row) => row.id))
}

export async function endSession(deps: Deps, user: AuthUser, meta: RequestMeta): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(eq(sessions.id, user.sessionId))
    await recordActivity(tx, deps.clock, user.userId, 'logout', meta)
  })
  await deps.sessions.revokeUser(user.userId)
}
