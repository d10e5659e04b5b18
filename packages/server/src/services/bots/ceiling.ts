import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { MAX_ACTIVE_BOTS_PER_ACCOUNT } from '@atb/contract'
import type { Executor } from '../../db'
import { bots } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { HOSTED_STATUSES } from '../../trading/lease'

/**
 * The ceiling on the bots one account holds (issue 26, decision 080): running, paused or out of
 * balance, since each one is hosted, leased and fed the market. Call it last in the transaction
 * that inserts a bot, after the new row: the count includes it. One account's creates take turns
 * on a transaction-scoped advisory lock, so the count sees every bot committed before it and
 * parallel creates cannot pass it together. Taken last (decision 078's lock order ends with it),
 * it holds creates in line only for their commit, and no lock is waited for after it.
 */
export async function holdBotCeiling(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bot-ceiling:${userId}`}))`)
  const [held] = await tx
    .select({ n: count() })
    .from(bots)
    .where(and(eq(bots.userId, userId), inArray(bots.status, [...HOSTED_STATUSES])))
  if ((held?.n ?? 0) > MAX_ACTIVE_BOTS_PER_ACCOUNT) throw new ApiFailure('bot_limit_reached')
}
