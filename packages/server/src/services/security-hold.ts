import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { SECURITY_HOLD_HOURS, type ActivityKind } from '@atb/contract'
import type { Db, Executor } from '../db'
import { activityLogs } from '../db/schema'
import { ApiFailure } from '../lib/errors'

/**
 * The 24-hour hold on money leaving an account after a security change (issue 26, decision 081).
 * An account taken over through a reset link, a phished password or a lost phone cannot be
 * emptied before its owner reads the security mail. Every way out passes through here: the route
 * layer checks it first for each endpoint marked `movesValue`, and the ledger checks it again
 * inside the transaction of every movement a user starts that takes from their account.
 */

const HOUR = 3600_000

/** Activity that starts the hold. A first transaction password is not a change of one. */
export const SECURITY_CHANGES = [
  'password_change',
  'password_reset',
  'transaction_password_change',
  // Decision 082: a second factor taken away or spent may be a thief's first step.
  'two_factor_disable',
  'recovery_code_used',
] as const satisfies readonly ActivityKind[]

/** When the hold started by a security change at `change` ends. */
export const holdEndsAfter = (change: Date) =>
  new Date(change.getTime() + SECURITY_HOLD_HOURS * HOUR)

/** Until when money cannot leave this account, or null. */
export async function holdUntil(db: Executor, userId: string, at: Date): Promise<Date | null> {
  const since = new Date(at.getTime() - SECURITY_HOLD_HOURS * HOUR)
  const [last] = await db
    .select({ at: activityLogs.createdAt })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        inArray(activityLogs.kind, [...SECURITY_CHANGES]),
        gt(activityLogs.createdAt, since),
      ),
    )
    .orderBy(desc(activityLogs.createdAt))
    .limit(1)
  return last ? holdEndsAfter(last.at) : null
}

/** Refuses with `security_hold`, saying when it ends, while the account is held. */
export async function requireNoHold(db: Executor, userId: string, at: Date): Promise<void> {
  const until = await holdUntil(db, userId, at)
  if (until) throw new ApiFailure('security_hold', { values: { until: until.toISOString() } })
}

/**
 * Tests only (the end-to-end run's clock is the wall's): the user's security changes as if they
 * had happened `hours` earlier, so the hold can be seen to end. Answers how many moved.
 */
export async function ageSecurityChanges(db: Db, userId: string, hours: number): Promise<number> {
  const moved = await db
    .update(activityLogs)
    .set({ createdAt: sql`${activityLogs.createdAt} - make_interval(hours => ${hours})` })
    .where(and(eq(activityLogs.userId, userId), inArray(activityLogs.kind, [...SECURITY_CHANGES])))
    .returning({ id: activityLogs.id })
  return moved.length
}
