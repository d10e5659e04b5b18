import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { MAX_ACTIVE_BOTS_PER_ACCOUNT } from '@atb/contract'
import type { Executor } from '../../db'
import { bots } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { HOSTED_STATUSES } from '../../trading/lease'

/**
 * The ceiling on the bots one account holds (issue 26, decision 080): running, paused or out of
 * balance, since each one is hosted, leased and fed the market. Call it first in the transaction
 * that inserts a bot. One account's creates take turns on a transaction-scoped advisory lock, so
 * the count sees every bot committed before it and parallel creates cannot pass it together; no
 * other code takes this lock, so it cannot deadlock with the wallet's row locks taken after it.
 */
export async function holdBotCeiling(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bot-ceiling:${userId}`}))`)
  const [held] = await tx
    .select({ n: count() })
    .from(bots)
    .where(and(eq(bots.userId, userId), inArray(bots.status, [...HOSTED_STATUSES])))
  if ((held?.n ?? 0) >= MAX_ACTIVE_BOTS_PER_ACCOUNT) throw new ApiFailure('bot_limit_reached')
}
