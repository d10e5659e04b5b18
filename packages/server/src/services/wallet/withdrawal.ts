import { and, count, desc, eq, gt, inArray, notInArray, sql, sum } from 'drizzle-orm'
import {
  WITHDRAWAL_AMOUNT,
  WITHDRAWAL_DAILY_LIMIT,
  WITHDRAWAL_FEE,
  WITHDRAWAL_NETWORK,
  toChecksumAddress,
  type WithdrawalHistoryResponse,
  type WithdrawalInfoResponse,
  type WithdrawalResponse,
  type WithdrawalStatus,
  type WithdrawalView,
  type withdrawalSchema,
} from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import type { InferType } from 'yup'
import type { Db, Executor } from '../../db'
import { depositAddresses, withdrawals } from '../../db/schema'
import { lockUsers } from '../../db/locks'
import type { AuthUser, Deps, RequestMeta } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { record, type NoticeKind, type RecordDeps } from '../notifications/notify'
import { requireSecondFactor } from '../two-factor'
import { proveOldSecret } from '../old-secrets'
import { holdUntil } from '../security-hold'
import { getUser } from '../users'
import { available, held, post, system } from './ledger'
import { walletBalance } from './wallet'

/**
 * USDT withdrawals (issue 15, decision 064): the request holds amount + fee in one transaction
 * with its row; approval, rejection and cancellation move the status; the sender
 * (withdrawal-sender.ts) signs, broadcasts and confirms on the chain.
 */
type Row = typeof withdrawals.$inferSelect

const HOUR = 3600_000
/** Statuses whose hold went back: they no longer count towards the daily limit. */
const RELEASED: WithdrawalStatus[] = ['rejected', 'cancelled', 'failed']
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export const totalOf = (row: Pick<Row, 'amount' | 'fee'>): Dec =>
  new D(row.amount).add(new D(row.fee))

export function toView(row: Row, required: number, head: number | null): WithdrawalView {
  const status = row.status as WithdrawalStatus
  const confirmations =
    status === 'confirmed'
      ? required
      : row.blockNumber !== null && head !== null
        ? Math.max(0, Math.min(required, head - row.blockNumber + 1))
        : 0
  return {
    id: row.id,
    amount: str(new D(row.amount)),
    fee: str(new D(row.fee)),
    total: str(totalOf(row)),
    to_address: row.toAddress,
    network: WITHDRAWAL_NETWORK,
    status,
    reason: row.reason,
    tx_hash: row.txHash,
    confirmations,
    required,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** USDT requested in the 24 hours before `at` and not given back. */
export async function usedToday(db: Executor, userId: string, at: Date): Promise<Dec> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gt(withdrawals.createdAt, new Date(at.getTime() - 24 * HOUR)),
        notInArray(withdrawals.status, RELEASED),
      ),
    )
  return new D(row?.total ?? 0)
}

export async function withdrawalInfo(deps: Deps, userId: string): Promise<WithdrawalInfoResponse> {
  const at = deps.clock.now()
  const [used, until] = await Promise.all([
    usedToday(deps.db, userId, at),
    holdUntil(deps.db, userId, at),
  ])
  const left = D.max(new D(0), new D(WITHDRAWAL_DAILY_LIMIT).sub(used))
  return {
    network: WITHDRAWAL_NETWORK,
    network_name: 'BNB Smart Chain',
    chain_id: deps.deposits.settings.chainId,
    fee: WITHDRAWAL_FEE,
    min: WITHDRAWAL_AMOUNT.min,
    max: WITHDRAWAL_AMOUNT.max,
    daily_limit: WITHDRAWAL_DAILY_LIMIT,
    used_today: str(used),
    remaining_today: str(left),
    suspended_until: until?.toISOString() ?? null,
  }
}

/** Addresses the schema accepts that must never receive a withdrawal. */
async function refuseAddress(deps: Deps, address: string): Promise<void> {
  const lower = address.toLowerCase()
  const token = deps.deposits.settings.tokenAddress?.toLowerCase()
  if (lower === ZERO_ADDRESS || lower === token) throw new ApiFailure('withdrawal_address_invalid')
  // One of the platform's own deposit addresses: a Transfer does it at once and for free.
  const [ours] = await deps.db
    .select({ userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(eq(depositAddresses.address, lower))
  if (ours) throw new ApiFailure('withdrawal_address_invalid')
}

const required = (deps: Deps) => deps.deposits.settings.confirmations

/** `/asset/withdraw`: checks everything again, then holds amount + fee with the request row. */
export async function requestWithdrawal(
  deps: Deps,
  user: AuthUser,
  input: InferType<typeof withdrawalSchema>,
  meta: RequestMeta,
): Promise<WithdrawalResponse> {
  const account = await getUser(deps.db, user.userId)
  if (account.transactionPasswordHash === null) throw new ApiFailure('transaction_password_missing')
  const to = toChecksumAddress(input.to_address)
  await refuseAddress(deps, to)
  await proveOldSecret(
    deps,
    user,
    meta,
    'transaction_password',
    input.transaction_password,
    account.transactionPasswordHash,
    'transaction_password_wrong',
  )
  // A retry of a request already held answers it as it was: its code was spent the first time.
  if (!(await heldRequest(deps.db, user.userId, input.request_id)))
    await requireSecondFactor(deps, user.userId, input.totp_code, meta)
  const row = await holdWithdrawal(
    deps.db,
    user.userId,
    { requestId: input.request_id, amount: String(input.amount), to },
    deps.deposits.settings.chainId,
    deps.clock.now(),
  )
  return {
    withdrawal: toView(row, required(deps), null),
    balance: await walletBalance(deps.db, user.userId, deps.clock.now()),
  }
}

async function heldRequest(db: Executor, userId: string, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
  return row !== undefined
}

/**
 * The request's one transaction: under the account's row lock, a replayed request id answers its
 * withdrawal, the pause and the daily limit are read, and the row and its hold are written together
 * (so a crash leaves both or neither). `to` is already checksummed and checked.
 */
export async function holdWithdrawal(
  db: Db,
  userId: string,
  request: { requestId: string; amount: string; to: string },
  chainId: number,
  at: Date,
): Promise<Row> {
  const amount = new D(request.amount)
  const fee = new D(WITHDRAWAL_FEE)
  return db.transaction(async (tx) => {
    // One account's requests queue here, so the limit and the pause are read with nothing racing.
    await lockUsers(tx, [userId])
    const [replay] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, request.requestId)))
    if (replay) {
      if (new D(replay.amount).eq(amount) && replay.toAddress === request.to) return replay
      throw new ApiFailure('request_reused')
    }
    const used = await usedToday(tx, userId, at)
    if (used.add(amount).gt(WITHDRAWAL_DAILY_LIMIT)) throw new ApiFailure('withdrawal_daily_limit')
    const [created] = await tx
      .insert(withdrawals)
      .values({
        userId,
        requestId: request.requestId,
        amount: str(amount),
        fee: str(fee),
        toAddress: request.to,
        chainId,
        status: 'requested',
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    const w = created!
    try {
      await hold(tx, w, at)
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'wallet_insufficient')
        throw new ApiFailure('withdrawal_insufficient')
      throw error
    }
    return w
  })
}

/** Amount and fee leave the available balance for the held one, as two lines of the history. */
async function hold(db: Executor, w: Row, at: Date) {
  const parts = [
    { suffix: 'hold', type: 'withdrawal' as const, value: new D(w.amount) },
    { suffix: 'fee', type: 'withdrawal_fee' as const, value: new D(w.fee) },
  ]
  for (const part of parts) {
    if (part.value.isZero()) continue
    await post(
      db,
      {
        key: `withdrawal:${w.id}:${part.suffix}`,
        by: 'user',
        type: part.type,
        values: { withdrawal: w.id, amount: str(part.value) },
        legs: [
          { account: available(w.userId), amount: part.value.neg(), type: part.type },
          { account: held(w.userId), amount: part.value, type: part.type },
        ],
      },
      at,
    )
  }
}

/** The hold goes back to the available balance (rejected, cancelled, failed). */
export async function release(db: Executor, w: Row, at: Date) {
  const total = totalOf(w)
  await post(
    db,
    {
      key: `withdrawal:${w.id}:release`,
      by: 'platform',
      type: 'withdrawal_refund',
      values: { withdrawal: w.id, amount: str(total) },
      legs: [
        { account: held(w.userId), amount: total.neg(), type: 'withdrawal_refund' },
        { account: available(w.userId), amount: total, type: 'withdrawal_refund' },
      ],
    },
    at,
  )
}

/** Confirmed on chain: the hold leaves the ledger, the amount to the chain and the fee to the platform. */
export async function settle(db: Executor, w: Row, at: Date) {
  const fee = new D(w.fee)
  await post(
    db,
    {
      key: `withdrawal:${w.id}:settle`,
      by: 'platform',
      type: 'withdrawal',
      values: { withdrawal: w.id, tx: w.txHash },
      legs: [
        { account: held(w.userId), amount: totalOf(w).neg(), type: 'withdrawal' },
        { account: system('chain'), amount: new D(w.amount), type: 'withdrawal' },
        ...(fee.isZero()
          ? []
          : [{ account: system('fees'), amount: fee, type: 'withdrawal_fee' as const }]),
      ],
    },
    at,
  )
}

/** Moves one withdrawal from one of `from` to `to`; null when it is in none of them (or unknown). */
async function move(
  db: Executor,
  where: { id: string; userId?: string },
  from: WithdrawalStatus[],
  set: Partial<Row> & { status: WithdrawalStatus },
  at: Date,
): Promise<Row | null> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...set, updatedAt: at })
    .where(
      and(
        eq(withdrawals.id, where.id),
        inArray(withdrawals.status, from),
        ...(where.userId ? [eq(withdrawals.userId, where.userId)] : []),
      ),
    )
    .returning()
  return row ?? null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function existing(db: Executor, id: string, userId?: string): Promise<Row> {
  if (!UUID.test(id)) throw new ApiFailure('record_not_found')
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), ...(userId ? [eq(withdrawals.userId, userId)] : [])))
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

const NOTICE = {
  approved: 'wallet.withdrawal_approved',
  rejected: 'wallet.withdrawal_rejected',
  confirmed: 'wallet.withdrawal_confirmed',
  failed: 'wallet.withdrawal_failed',
} as const satisfies Partial<Record<WithdrawalStatus, NoticeKind>>

/**
 * Tells the owner what became of a withdrawal they asked for, in the transaction that moved it
 * (decision 068); the user's own cancellation tells no one.
 */
export async function tellOwner(deps: RecordDeps, tx: Executor, row: Row): Promise<void> {
  const kind = NOTICE[row.status as keyof typeof NOTICE]
  if (!kind) return
  await record(deps, tx, row.userId, {
    kind,
    params: {
      amount: str(new D(row.amount)),
      asset: 'USDT',
      address: row.toAddress,
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.txHash ? { tx_hash: row.txHash } : {}),
    },
    link: '/assets/withdraw',
  })
}

/** What the operator's and the sender's moves need: the database, and the owner's notices. */
export type WithdrawalDeps = RecordDeps & { db: Db }

/** Ends a withdrawal and gives its hold back, in one transaction that also tells the owner. */
async function endWithRelease(
  deps: WithdrawalDeps,
  where: { id: string; userId?: string },
  from: WithdrawalStatus[],
  status: WithdrawalStatus,
  reason: string | null,
): Promise<Row> {
  const { db } = deps
  const at = deps.clock.now()
  await existing(db, where.id, where.userId)
  return db.transaction(async (tx) => {
    const row = await move(tx, where, from, { status, reason }, at)
    if (!row) throw new ApiFailure('withdrawal_not_pending')
    await release(tx, row, at)
    await tellOwner(deps, tx, row)
    return row
  })
}

/** The user takes back a withdrawal no one has approved yet. */
export async function cancelWithdrawal(deps: Deps, userId: string, id: string) {
  const row = await endWithRelease(deps, { id, userId }, ['requested'], 'cancelled', null)
  return {
    withdrawal: toView(row, required(deps), null),
    balance: await walletBalance(deps.db, userId, deps.clock.now()),
  }
}

/** The operator approves: the sender picks it up. */
export async function approveWithdrawal(deps: WithdrawalDeps, id: string): Promise<Row> {
  await existing(deps.db, id)
  return deps.db.transaction(async (tx) => {
    const row = await move(tx, { id }, ['requested'], { status: 'approved' }, deps.clock.now())
    if (!row) throw new ApiFailure('withdrawal_not_pending')
    await tellOwner(deps, tx, row)
    return row
  })
}

/** The operator refuses (before it is signed); the hold goes back. */
export async function rejectWithdrawal(deps: WithdrawalDeps, id: string, reason: string) {
  return endWithRelease(deps, { id }, ['requested', 'approved'], 'rejected', reason)
}

/** A chain failure: the signed transaction reverted; the hold goes back. */
export async function failWithdrawal(deps: WithdrawalDeps, id: string, reason: string) {
  return endWithRelease(deps, { id }, ['sent'], 'failed', reason)
}

export async function withdrawalHistory(
  deps: Deps,
  userId: string,
  input: { page: number; page_size: number },
  head: number | null,
): Promise<WithdrawalHistoryResponse> {
  const where = eq(withdrawals.userId, userId)
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    deps.db.select({ n: count() }).from(withdrawals).where(where),
  ])
  return {
    items: rows.map((r) => toView(r, required(deps), head)),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  }
}

/** The operator's list: by status, oldest first (the queue to work through). */
export async function listWithdrawals(db: Db, status?: WithdrawalStatus): Promise<Row[]> {
  return db
    .select()
    .from(withdrawals)
    .where(status ? eq(withdrawals.status, status) : sql`true`)
    .orderBy(withdrawals.createdAt)
    .limit(500)
}
