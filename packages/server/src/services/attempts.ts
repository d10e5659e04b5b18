import { eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db'
import { attemptCounters } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { Clock, RateLimitRule } from '../lib/deps'

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * Takes one attempt under `key`, or answers false when `rule.max` were already taken in the
 * current window. One upsert whose update only happens below the limit: it is atomic, so N
 * parallel callers can never take more than the limit between them.
 */
export async function takeAttempt(
  db: Executor,
  clock: Clock,
  key: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const now = clock.now()
  const expired = sql`${attemptCounters.windowStartedAt} <= ${at(new Date(now.getTime() - rule.timeWindow))}`
  const taken = await db
    .insert(attemptCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${attemptCounters.windowStartedAt} end`,
      },
      setWhere: sql`${attemptCounters.count} < ${rule.max} or ${expired}`,
    })
    .returning({ count: attemptCounters.count })
  return taken.length > 0
}

/** Like `takeAttempt`, answering 429 when the limit is reached. */
export async function requireAttempt(
  db: Executor,
  clock: Clock,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  if (!(await takeAttempt(db, clock, key, rule))) throw new ApiFailure('rate_limited')
}

/** Gives back an attempt that succeeded: the limits count failures, not honest use. */
export async function returnAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key))
}

/** Counters whose window ended long ago carry nothing. */
export async function purgeAttempts(db: Executor, before: Date): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowStartedAt, before))
}
