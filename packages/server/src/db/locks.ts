import { asc, inArray, type SQL } from 'drizzle-orm'
import type { DbTx, Executor } from '.'
import { bots, users } from './schema'

/**
 * Row locks, always taken in this one order (issue 26; decision 078). Two transactions that lock
 * the same rows in opposite orders deadlock on PostgreSQL, and one of them fails.
 *
 *   1. users rows, by id (`lockUsers`): the account's serial point for the USDT wallet
 *      (withdrawal requests, invitation codes, a profit-share charge);
 *   2. bots rows, by id: one row `FOR UPDATE` (closing a bot), or many through `lockBots` (the
 *      trading host's flush, lease claims, renewals and releases);
 *   3. one user's Paper wallet, by asset: every row at once (`lockPaperWallet` in
 *      services/bots/wallet.ts) before a reset or a stop's release reads or writes any, or, for a
 *      create's reservation, only the rows it debits, each by one guarded update;
 *   4. USDT ledger accounts, by id (`post` in services/wallet/ledger.ts; `lockAccounts` first when
 *      one transaction posts several movements).
 *
 * A transaction may skip a level but never goes back up one. Rows a transaction inserts (a new bot,
 * its events) are not locks anyone else can wait on, so they may come at any point.
 *
 * Users are locked `FOR NO KEY UPDATE`, not `FOR UPDATE`: the stronger lock would also block every
 * insert whose foreign key names the user (a bot, a fill, a notification) for as long as it is held.
 */
export async function lockUsers(q: Executor, ids: (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))]
  if (wanted.length === 0) return
  await q
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, wanted))
    .orderBy(asc(users.id))
    .for('no key update')
}

/**
 * Locks the bots `where` picks in id order and answers their ids (at most `limit`). A statement
 * that changes several bot rows runs after this in the same transaction, so two of them, or one
 * and a single-row lock, never take the same rows in opposite orders. (Not a locking subquery of
 * the UPDATE itself: PostgreSQL may run that again per row, and with a LIMIT it then picks more.)
 */
export async function lockBots(
  tx: DbTx,
  where: SQL | undefined,
  limit?: number,
): Promise<string[]> {
  const query = tx.select({ id: bots.id }).from(bots).where(where).orderBy(asc(bots.id))
  const rows = await (limit === undefined ? query : query.limit(limit)).for('no key update')
  return rows.map((r) => r.id)
}
