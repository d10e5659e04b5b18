import { and, eq, ne, sql } from 'drizzle-orm'
import { PAPER_BALANCES, type PaperBalancesResponse } from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import type { Db, DbTx } from '../../db'
import { bots, paperBalances } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'

type Q = Db | DbTx

/** Normalises what PostgreSQL returns for `numeric` (trailing zeros) to the engine's decimal text. */
export const money = (value: string | number | null | undefined) => str(new D(value ?? 0))

/** Every account's Paper venue: created lazily on first use, so old and new accounts alike have one. */
export async function ensurePaperWallet(q: Q, userId: string): Promise<void> {
  await q
    .insert(paperBalances)
    .values(Object.entries(PAPER_BALANCES).map(([asset, free]) => ({ userId, asset, free })))
    .onConflictDoNothing()
}

/** Free balance of each asset, locking the rows inside a transaction so a reservation cannot race. */
export async function freeBalances(q: Q, userId: string, lock = false): Promise<Map<string, Dec>> {
  await ensurePaperWallet(q, userId)
  const query = q
    .select({ asset: paperBalances.asset, free: paperBalances.free })
    .from(paperBalances)
    .where(eq(paperBalances.userId, userId))
  const rows = lock ? await query.for('update') : await query
  return new Map(rows.map((r) => [r.asset, new D(r.free)]))
}

/** Bots that still hold an allocation: everything not stopped. */
const holding = (userId: string) =>
  and(eq(bots.userId, userId), eq(bots.exchange, 'paper'), ne(bots.status, 'stopped'))

export async function paperWallet(q: Q, userId: string): Promise<PaperBalancesResponse> {
  const free = await freeBalances(q, userId)
  const live = await q.select({ allocation: bots.allocation }).from(bots).where(holding(userId))
  const inBots = new Map<string, Dec>()
  for (const { allocation } of live)
    for (const [asset, amount] of Object.entries(allocation))
      inBots.set(asset, (inBots.get(asset) ?? new D(0)).add(amount))
  const assets = [...new Set([...free.keys(), ...inBots.keys()])].sort()
  return {
    exchange_name: 'paper',
    balances: assets.map((asset) => ({
      asset,
      free: str(free.get(asset) ?? new D(0)),
      in_bots: str(inBots.get(asset) ?? new D(0)),
    })),
  }
}

/**
 * Restores the demo balances. Refused while any Paper bot is not stopped: running, paused, errored
 * and out-of-balance bots all still hold an allocation that a reset would double (decision 036).
 * Coins kept by earlier stops are cleared with the rest.
 */
export async function resetPaperWallet(db: Db, userId: string): Promise<PaperBalancesResponse> {
  await db.transaction(async (tx) => {
    await freeBalances(tx, userId, true)
    const [active] = await tx.select({ id: bots.id }).from(bots).where(holding(userId)).limit(1)
    if (active) throw new ApiFailure('paper_bots_active')
    await tx.delete(paperBalances).where(eq(paperBalances.userId, userId))
    await ensurePaperWallet(tx, userId)
  })
  return paperWallet(db, userId)
}

/**
 * Takes a new bot's allocation from the free balance, inside the caller's transaction. The
 * conditional update is the guard against two creates racing for the same funds.
 */
export async function reserve(tx: DbTx, userId: string, allocation: Record<string, string>) {
  for (const [asset, amount] of Object.entries(allocation)) {
    const [row] = await tx
      .update(paperBalances)
      .set({ free: sql`${paperBalances.free} - ${amount}::numeric` })
      .where(
        and(
          eq(paperBalances.userId, userId),
          eq(paperBalances.asset, asset),
          sql`${paperBalances.free} >= ${amount}::numeric`,
        ),
      )
      .returning({ asset: paperBalances.asset })
    if (!row) throw new ApiFailure('insufficient_balance')
  }
}

/** Gives a stopped bot's holdings back to the wallet, inside the caller's transaction. */
export async function release(tx: DbTx, userId: string, balances: Record<string, string>) {
  for (const [asset, amount] of Object.entries(balances)) {
    if (new D(amount).isZero()) continue
    await tx
      .insert(paperBalances)
      .values({ userId, asset, free: amount })
      .onConflictDoUpdate({
        target: [paperBalances.userId, paperBalances.asset],
        set: { free: sql`${paperBalances.free} + ${amount}::numeric` },
      })
  }
}
