import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm'
import {
  WALLET_ASSET,
  type TransferRecipientResponse,
  type TransferResponse,
  type WalletBalanceResponse,
  type WalletEntryType,
  type WalletHistoryResponse,
  type transferSchema,
  type walletHistorySchema,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { InferType } from 'yup'
import type { Db } from '../../db'
import { ledgerEntries, users } from '../../db/schema'
import type { AuthUser, Deps, RequestMeta } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { proveOldSecret } from '../old-secrets'
import { holdUntil } from '../security-hold'
import { getUser } from '../users'
import { available, balanceOf, held, post, system } from './ledger'
import { notify } from '../notifications/notify'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `/asset/balance`: what the wallet holds, and the user ID others send to. */
export async function walletBalance(
  db: Db,
  userId: string,
  at: Date,
): Promise<WalletBalanceResponse> {
  const [free, waiting, until] = await Promise.all([
    balanceOf(db, available(userId)),
    balanceOf(db, held(userId)),
    holdUntil(db, userId, at),
  ])
  return {
    asset: WALLET_ASSET,
    available: str(free),
    held: str(waiting),
    total: str(free.add(waiting)),
    user_id: userId,
    hold_until: until?.toISOString() ?? null,
  }
}

/** `/asset/history`: the available balance's entries, newest first. */
export async function walletHistory(
  db: Db,
  userId: string,
  input: InferType<typeof walletHistorySchema>,
): Promise<WalletHistoryResponse> {
  const where: SQL[] = [eq(ledgerEntries.accountId, available(userId))]
  if (input.type) where.push(eq(ledgerEntries.type, input.type))
  if (input.from !== undefined) where.push(gte(ledgerEntries.createdAt, new Date(input.from)))
  if (input.to !== undefined) where.push(lte(ledgerEntries.createdAt, new Date(input.to)))
  const filter = and(...where)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        type: ledgerEntries.type,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        counterpartyId: ledgerEntries.counterpartyId,
        nickname: users.nickname,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .leftJoin(users, eq(users.id, ledgerEntries.counterpartyId))
      .where(filter)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.seq))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(ledgerEntries).where(filter),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type as WalletEntryType,
      amount: str(new D(r.amount)),
      balance_after: str(new D(r.balanceAfter)),
      counterparty: r.counterpartyId
        ? { user_id: r.counterpartyId, nickname: r.nickname ?? '' }
        : null,
      time: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  }
}

/** The account a transfer would reach: never the sender's own. */
export async function transferRecipient(
  db: Db,
  userId: string,
  destination: string,
): Promise<TransferRecipientResponse> {
  const id = destination.trim().toLowerCase()
  if (!UUID.test(id)) throw new ApiFailure('recipient_not_found')
  if (id === userId) throw new ApiFailure('transfer_to_self')
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, id))
  if (!row) throw new ApiFailure('recipient_not_found')
  return { user_id: row.id, nickname: row.nickname }
}

/**
 * `/asset/transfer`: USDT from the user's wallet to another account's at once, proven by the
 * transaction password, moved once per `request_id` however often it is sent.
 */
export async function transfer(
  deps: Deps,
  user: AuthUser,
  input: InferType<typeof transferSchema>,
  meta: RequestMeta,
): Promise<TransferResponse> {
  const account = await getUser(deps.db, user.userId)
  if (account.transactionPasswordHash === null) throw new ApiFailure('transaction_password_missing')
  const recipient = await transferRecipient(deps.db, user.userId, input.destination_user_id)
  await proveOldSecret(
    deps,
    user,
    meta,
    'transaction_password',
    input.transaction_password,
    account.transactionPasswordHash,
    'transaction_password_wrong',
  )
  const amount = new D(String(input.amount))
  const at = deps.clock.now()
  const posted = await deps.db.transaction(async (tx) => {
    const moved = await post(
      tx,
      {
        key: `transfer:${user.userId}:${input.request_id}`,
        by: 'user',
        type: 'transfer',
        values: { to: recipient.user_id, amount: str(amount) },
        legs: [
          {
            account: available(user.userId),
            amount: amount.neg(),
            type: 'transfer_out',
            counterpartyId: recipient.user_id,
          },
          {
            account: available(recipient.user_id),
            amount,
            type: 'transfer_in',
            counterpartyId: user.userId,
          },
        ],
      },
      at,
    )
    // Both sides hear of it with the movement; a repeated request_id moved nothing and tells no one.
    if (moved.moved) {
      const value = str(amount)
      await notify(deps, tx, user.userId, {
        kind: 'wallet.transfer_sent',
        params: {
          amount: value,
          asset: 'USDT',
          counterparty: recipient.nickname || recipient.user_id,
        },
        link: '/assets',
      })
      await notify(deps, tx, recipient.user_id, {
        kind: 'wallet.transfer_received',
        params: { amount: value, asset: 'USDT', counterparty: account.nickname || user.userId },
        link: '/assets',
      })
    }
    return moved
  })
  return {
    id: posted.id,
    amount: str(amount),
    recipient,
    balance: await walletBalance(deps.db, user.userId, deps.clock.now()),
    time: posted.createdAt.toISOString(),
  }
}

/** Tests and the operator: USDT into a wallet from outside the ledger (`system:adjustments`). */
export async function credit(db: Db, userId: string, amount: string, key: string, at: Date) {
  const value = new D(amount)
  return post(
    db,
    {
      key,
      by: 'platform',
      type: 'adjustment',
      values: { userId, amount: str(value) },
      legs: [
        { account: system('adjustments'), amount: value.neg(), type: 'adjustment' },
        { account: available(userId), amount: value, type: 'adjustment' },
      ],
    },
    at,
  )
}
