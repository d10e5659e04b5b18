import { createHash } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { WALLET_ASSET, type WalletEntryType } from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import type { Db, DbTx } from '../../db'
import { ledgerAccounts, ledgerEntries, ledgerMovements } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { requireNoHold } from '../security-hold'

/**
 * The USDT wallet's double-entry ledger (issue 15, decision 059). A movement is a set of legs
 * that sum to zero, written once under its idempotency key in one transaction: the movement row,
 * each account's guarded balance update, and one entry per leg with the balance after it.
 */

/** A user's spendable USDT. */
export const available = (userId: string) => `user:${userId}:available`
/** A user's USDT set aside by withdrawals waiting for approval or the chain. */
export const held = (userId: string) => `user:${userId}:held`
/** The platform's side of money entering or leaving the ledger; may go below zero. */
export const system = (name: 'chain' | 'fees' | 'sales' | 'adjustments' | 'prizes') =>
  `system:${name}`

export interface Leg {
  account: string
  /** Signed: what the account gains. */
  amount: Dec
  /** How the account holder's history names it. */
  type: WalletEntryType
  counterpartyId?: string | null
}

export interface Movement {
  /** Idempotency key: the same key moves money once. */
  key: string
  type: string
  /**
   * Who starts it. A movement a user starts that takes from their own account is money leaving
   * it, refused during a security hold (decision 081); the platform's (a deposit, a fee, a prize)
   * never is.
   */
  by: 'user' | 'platform'
  /** The values that define it: a replayed key with other values is refused. */
  values: unknown
  legs: Leg[]
}

export interface Posted {
  id: string
  createdAt: Date
  /** False when the key had already been posted and nothing moved now. */
  moved: boolean
}

const fingerprint = (values: unknown) =>
  createHash('sha256').update(JSON.stringify(values)).digest('hex')

const ownerOf = (account: string) => /^user:([0-9a-f-]{36}):/.exec(account)?.[1] ?? null

/** Posts a movement in its own transaction, or inside the caller's. */
export async function post(db: Db | DbTx, movement: Movement, at: Date): Promise<Posted> {
  const sum = movement.legs.reduce((total, leg) => total.add(leg.amount), new D(0))
  if (!sum.isZero()) throw new Error(`Unbalanced movement ${movement.key}`)
  if (movement.legs.some((leg) => leg.amount.isZero()))
    throw new Error(`Empty leg in movement ${movement.key}`)
  if (new Set(movement.legs.map((leg) => leg.account)).size !== movement.legs.length)
    throw new Error(`Two legs on one account in movement ${movement.key}`)
  const print = fingerprint(movement.values)
  const payers =
    movement.by === 'user'
      ? [...new Set(movement.legs.filter((l) => l.amount.isNeg()).map((l) => ownerOf(l.account)))]
      : []
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerMovements)
      .values({ key: movement.key, type: movement.type, fingerprint: print, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: ledgerMovements.id, createdAt: ledgerMovements.createdAt })
    if (!created) {
      // Posted before (or by a parallel request that committed first): nothing moves again.
      const [found] = await tx
        .select()
        .from(ledgerMovements)
        .where(eq(ledgerMovements.key, movement.key))
      if (!found) throw new Error(`Movement ${movement.key} vanished`)
      if (found.fingerprint !== print) throw new ApiFailure('request_reused')
      return { id: found.id, createdAt: found.createdAt, moved: false }
    }
    // After the key, so a retry of a movement made before the change still answers it.
    for (const payer of payers) if (payer) await requireNoHold(tx, payer, at)
    // Accounts are made on first use; updates go in one order, so two movements never deadlock.
    const accounts = await openAccounts(
      tx,
      movement.legs.map((leg) => leg.account),
      at,
    )
    const after = new Map<string, string>()
    for (const id of accounts) {
      const change = str(movement.legs.find((l) => l.account === id)!.amount)
      // The guard re-reads the row after any lock wait (READ COMMITTED), so parallel debits of
      // one account can never take it below zero together.
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${change}::numeric` })
        .where(
          sql`${ledgerAccounts.id} = ${id} AND (${ledgerAccounts.mayGoNegative} OR ${ledgerAccounts.balance} + ${change}::numeric >= 0)`,
        )
        .returning({ balance: ledgerAccounts.balance })
      if (!row) throw new ApiFailure('wallet_insufficient')
      after.set(id, str(new D(row.balance)))
    }
    await tx.insert(ledgerEntries).values(
      movement.legs.map((leg) => ({
        movementId: created.id,
        accountId: leg.account,
        type: leg.type,
        amount: str(leg.amount),
        balanceAfter: after.get(leg.account)!,
        counterpartyId: leg.counterpartyId ?? null,
        createdAt: at,
      })),
    )
    return { id: created.id, createdAt: created.createdAt, moved: true }
  })
}

/** An account's balance, zero before its first movement. */
export async function balanceOf(db: Db | DbTx, account: string): Promise<Dec> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account))
  return new D(row?.balance ?? 0)
}

/** Makes the accounts that do not exist yet; answers the ids in lock order. */
async function openAccounts(tx: Db | DbTx, ids: string[], at: Date): Promise<string[]> {
  const accounts = [...new Set(ids)].sort()
  await tx
    .insert(ledgerAccounts)
    .values(
      accounts.map((id) => ({
        id,
        userId: ownerOf(id),
        asset: WALLET_ASSET,
        balance: '0',
        mayGoNegative: id.startsWith('system:'),
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
  return accounts
}

/**
 * Locks, in id order, every account a transaction of several movements will touch, before its
 * first movement (db/locks.ts, level 4). Each movement alone goes in id order, but two of them in
 * one transaction (a profit share's charge, then the referrer's commission) could otherwise take
 * one account before another that a single movement (a transfer between the same two users) takes
 * first.
 */
export async function lockAccounts(tx: DbTx, ids: string[], at: Date): Promise<void> {
  const accounts = await openAccounts(tx, ids, at)
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accounts))
    // Byte order, as `openAccounts` sorts them and `post` updates them, whatever the collation.
    .orderBy(sql`${ledgerAccounts.id} collate "C"`)
    .for('no key update')
}
