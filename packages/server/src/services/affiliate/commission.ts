import { eq } from 'drizzle-orm'
import type { CommissionHistoryResponse, commissionHistorySchema } from '@atb/contract'
import { D, str } from '@atb/engine'
import type { InferType } from 'yup'
import type { Db, DbTx } from '../../db'
import { users } from '../../db/schema'
import { available, post, system, type Posted } from '../wallet/ledger'
import { walletHistory } from '../wallet/wallet'

/**
 * Credits a referrer's share of a referee's profit-share fee (decision 061): `system:fees` pays
 * the referrer's available balance, with the referee as the counterparty both sides name. The
 * profit-share charge calls this in its own transaction with its own idempotency key.
 */
export async function creditCommission(
  db: Db | DbTx,
  referrerId: string,
  refereeId: string,
  amount: string,
  key: string,
  at: Date,
): Promise<Posted> {
  const value = new D(amount)
  if (!value.gt(0)) throw new Error(`Commission ${key} must be positive, not ${amount}`)
  const [referee] = await db
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, refereeId))
  if (referee?.referredBy !== referrerId)
    throw new Error(`Commission ${key}: ${refereeId} was not referred by ${referrerId}`)
  return post(
    db,
    {
      key: `commission:${key}`,
      by: 'platform',
      type: 'commission',
      values: { referrerId, refereeId, amount: str(value) },
      legs: [
        {
          account: system('fees'),
          amount: value.neg(),
          type: 'commission',
          counterpartyId: referrerId,
        },
        {
          account: available(referrerId),
          amount: value,
          type: 'commission',
          counterpartyId: refereeId,
        },
      ],
    },
    at,
  )
}

/** `/affiliate/commissions`: the wallet's commission lines, newest first. */
export async function commissionHistory(
  db: Db,
  userId: string,
  input: InferType<typeof commissionHistorySchema>,
): Promise<CommissionHistoryResponse> {
  const page = await walletHistory(db, userId, { type: 'commission', ...input })
  return {
    items: page.items.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      referee: entry.counterparty,
      time: entry.time,
    })),
    page: page.page,
    page_size: page.page_size,
    total: page.total,
  }
}
