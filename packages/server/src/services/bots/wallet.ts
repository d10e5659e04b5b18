import { randomUUID } from 'node:crypto'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { PAPER_BALANCES, type PaperBalancesResponse } from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import type { Db, DbTx } from '../../db'
import { bots, paperBalances, paperEntries } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'

type Q = Db | DbTx

/** Normalises what PostgreSQL returns for `numeric` (trailing zeros) to the engine's decimal text. */
export const money = (value: string | number | null | undefined) => str(new D(value ?? 0))

/** One leg of a balanced movement; see `paperEntries` in the schema. */
interface Leg {
  account: string
  asset: string
  amount: Dec
}

/**
 * Applies a balanced movement once: its legs go to the journal under its idempotency key, and the
 * wallet legs to the running balance. A replayed key moves nothing and answers false. A wallet leg
 * that would go below zero (or take `floor`'s asset from under its floor) fails with
 * 'insufficient_balance', and the transaction with it.
 *
 * The whole wallet is locked first (db/locks.ts, level 3), unless `rowsOnly`: then each wallet row
 * is taken by its own guarded update, in asset order, and held only from there to the commit. A
 * create needs no more, and creates from one account queue on the row for that short stretch only.
 */
async function move(
  tx: DbTx,
  userId: string,
  movement: string,
  legs: Leg[],
  at: Date,
  { rowsOnly = false, floor }: { rowsOnly?: boolean; floor?: { asset: string; free: string } } = {},
) {
  const real = legs.filter((l) => !l.amount.isZero())
  const sums = new Map<string, Dec>()
  for (const l of real) sums.set(l.asset, (sums.get(l.asset) ?? new D(0)).add(l.amount))
  if ([...sums.values()].some((v) => !v.isZero()))
    throw new Error(`Unbalanced movement ${movement}`)
  if (real.length === 0) return true
  const wallet = real
    .filter((leg) => leg.account === WALLET)
    .sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0))
  if (wallet.length > 0 && !rowsOnly) await lockPaperWallet(tx, userId)
  const rows = real.map((l) => ({
    userId,
    movement,
    account: l.account,
    asset: l.asset,
    amount: str(l.amount),
    createdAt: at,
  }))
  const written = await tx
    .insert(paperEntries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: paperEntries.id })
  if (written.length === 0) return false
  if (written.length !== rows.length) throw new Error(`Movement ${movement} was half applied`)
  for (const l of wallet) {
    const amount = str(l.amount)
    const least =
      l.asset === floor?.asset ? sql` and ${paperBalances.free} >= ${floor.free}::numeric` : sql``
    const [row] = await tx
      .insert(paperBalances)
      .values({ userId, asset: l.asset, free: amount })
      .onConflictDoUpdate({
        target: [paperBalances.userId, paperBalances.asset],
        set: { free: sql`${paperBalances.free} + ${amount}::numeric` },
        setWhere: sql`${paperBalances.free} + ${amount}::numeric >= 0${least}`,
      })
      .returning({ free: paperBalances.free })
    if (!row || new D(row.free).isNegative()) throw new ApiFailure('insufficient_balance')
  }
  return true
}

const WALLET = 'wallet'
const DEMO = 'demo'
const botAccount = (botId: string) => `bot:${botId}`

/**
 * Every account's Paper venue: granted lazily on first use, so old and new accounts alike have
 * one. Both statements are idempotent, so a crash between them converges on the next call.
 */
export async function ensurePaperWallet(q: Q, userId: string, at = new Date()): Promise<void> {
  const grant = Object.entries(PAPER_BALANCES)
  await q
    .insert(paperEntries)
    .values(
      grant.flatMap(([asset, amount]) => [
        { userId, movement: `grant:${userId}`, account: WALLET, asset, amount, createdAt: at },
        {
          userId,
          movement: `grant:${userId}`,
          account: DEMO,
          asset,
          amount: `-${amount}`,
          createdAt: at,
        },
      ]),
    )
    .onConflictDoNothing()
  await q
    .insert(paperBalances)
    .values(grant.map(([asset, free]) => ({ userId, asset, free })))
    .onConflictDoNothing()
}

/**
 * Free balance of each asset; with `lock`, inside a transaction, the whole wallet is locked first
 * (`lockPaperWallet`) so a reset cannot race.
 */
export async function freeBalances(q: Q, userId: string, lock = false): Promise<Map<string, Dec>> {
  const read = () =>
    lock
      ? lockPaperWallet(q, userId)
      : q
          .select({ asset: paperBalances.asset, free: paperBalances.free })
          .from(paperBalances)
          .where(eq(paperBalances.userId, userId))
          .then((rows) => new Map(rows.map((r) => [r.asset, new D(r.free)])))
  const held = await read()
  // The grant once, on first use: its insert would wait on every reservation in flight.
  if (held.size > 0) return held
  await ensurePaperWallet(q, userId)
  return read()
}

/**
 * Locks every row of the user's Paper wallet in asset order and answers the free balances (db/
 * locks.ts, level 3). Without the order, rows came back in the order they lie on disk, which each
 * update changes, so two creates (or a create and a stop giving coins back) took the same two rows
 * in opposite orders and PostgreSQL killed one of them as a deadlock (issue 26).
 */
export async function lockPaperWallet(q: Q, userId: string): Promise<Map<string, Dec>> {
  const rows = await q
    .select({ asset: paperBalances.asset, free: paperBalances.free })
    .from(paperBalances)
    .where(eq(paperBalances.userId, userId))
    .orderBy(asc(paperBalances.asset))
    .for('update')
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
  const zero = new D(0)
  // The demo assets always show; a coin shows while the user holds some.
  const assets = [...new Set([...free.keys(), ...inBots.keys()])]
    .filter((a) => a in PAPER_BALANCES || !(free.get(a) ?? zero).isZero() || inBots.has(a))
    .sort()
  return {
    exchange_name: 'paper',
    balances: assets.map((asset) => ({
      asset,
      free: str(free.get(asset) ?? zero),
      in_bots: str(inBots.get(asset) ?? zero),
    })),
  }
}

/**
 * Restores the demo balances. Refused while any Paper bot is not stopped: running, paused, errored
 * and out-of-balance bots all still hold an allocation that a reset would double (decision 036).
 * Coins kept by earlier stops go back to the demo account with the rest.
 */
export async function resetPaperWallet(
  db: Db,
  userId: string,
  at: Date,
): Promise<PaperBalancesResponse> {
  await db.transaction(async (tx) => {
    const current = await freeBalances(tx, userId, true)
    const [active] = await tx.select({ id: bots.id }).from(bots).where(holding(userId)).limit(1)
    if (active) throw new ApiFailure('paper_bots_active')
    const targets = new Map<string, Dec>(
      Object.entries(PAPER_BALANCES).map(([a, v]) => [a, new D(v)]),
    )
    const legs: Leg[] = []
    for (const asset of new Set([...current.keys(), ...targets.keys()])) {
      const delta = (targets.get(asset) ?? new D(0)).sub(current.get(asset) ?? 0)
      legs.push(
        { account: WALLET, asset, amount: delta },
        { account: DEMO, asset, amount: delta.neg() },
      )
    }
    await move(tx, userId, `reset:${userId}:${randomUUID()}`, legs, at)
  })
  return paperWallet(db, userId)
}

/**
 * Takes a new bot's allocation from the free balance, inside the caller's transaction: each asset
 * by one guarded update (`move`'s `rowsOnly`), the `floor` asset only while it holds at least that.
 */
export async function reserve(
  tx: DbTx,
  userId: string,
  botId: string,
  allocation: Record<string, string>,
  at: Date,
  floor?: { asset: string; free: string },
) {
  const legs = Object.entries(allocation).flatMap(([asset, amount]) => [
    { account: WALLET, asset, amount: new D(amount).neg() },
    { account: botAccount(botId), asset, amount: new D(amount) },
  ])
  await move(tx, userId, `reserve:${botId}`, legs, at, {
    rowsOnly: true,
    ...(floor ? { floor } : {}),
  })
}

/**
 * Gives a stopped bot's holdings back to the wallet, inside the caller's transaction; once per bot
 * (false when it was already released). What the bot account keeps or lacks after this is its
 * trading result against the market.
 */
export async function release(
  tx: DbTx,
  userId: string,
  botId: string,
  balances: Record<string, string>,
  at: Date,
) {
  const legs = Object.entries(balances).flatMap(([asset, amount]) => [
    { account: WALLET, asset, amount: new D(amount) },
    { account: botAccount(botId), asset, amount: new D(amount).neg() },
  ])
  return move(tx, userId, `release:${botId}`, legs, at)
}
