import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import {
  ACTIVATION_BUY_QUANTITY,
  ACTIVATION_PLAN_DAYS,
  activationPlanIds,
  WALLET_ASSET,
  type ActivationBuyResponse,
  type ActivationPlansResponse,
  type ActivationPurchasesResponse,
  type activationBuySchema,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { InferType } from 'yup'
import type { Executor } from '../../db'
import { activationCodes, ledgerEntries } from '../../db/schema'
import type { AuthUser, Deps, RequestMeta } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { issueActivationCodes } from '../activation'
import { proveOldSecret } from '../old-secrets'
import { getUser } from '../users'
import { available, post, system } from './ledger'
import { walletBalance } from './wallet'

/** `/activation/plans`: the plans on sale at the operator's prices (decision 060). */
export function activationPlans(deps: Deps): ActivationPlansResponse {
  return {
    asset: WALLET_ASSET,
    plans: activationPlanIds.map((id) => ({
      id,
      days: ACTIVATION_PLAN_DAYS[id],
      price: str(new D(deps.activationPrices[id])),
    })),
    quantity: { min: ACTIVATION_BUY_QUANTITY.min, max: ACTIVATION_BUY_QUANTITY.max },
  }
}

/** What the user paid in one movement, read back from its ledger entry. */
async function paid(db: Executor, userId: string, movementIds: string[]) {
  if (movementIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ movementId: ledgerEntries.movementId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.movementId, movementIds),
        eq(ledgerEntries.accountId, available(userId)),
      ),
    )
  return new Map(rows.map((r) => [r.movementId, str(new D(r.amount).neg())]))
}

/**
 * `/activation/buy`: one ledger movement (the user's available USDT → `system:sales`) and the codes
 * it paid for, in one transaction, so a failure never charges without codes nor issues codes
 * without a charge. A retried `request_id` answers the first purchase and moves nothing.
 */
export async function buyActivationCodes(
  deps: Deps,
  user: AuthUser,
  input: InferType<typeof activationBuySchema>,
  meta: RequestMeta,
): Promise<ActivationBuyResponse> {
  const account = await getUser(deps.db, user.userId)
  if (account.transactionPasswordHash === null) throw new ApiFailure('transaction_password_missing')
  await proveOldSecret(
    deps,
    user,
    meta,
    'transaction_password',
    input.transaction_password,
    account.transactionPasswordHash,
    'transaction_password_wrong',
  )
  const days = ACTIVATION_PLAN_DAYS[input.plan]
  const amount = new D(deps.activationPrices[input.plan]).mul(input.quantity)
  const at = deps.clock.now()
  const bought = await deps.db.transaction(async (tx) => {
    const posted = await post(
      tx,
      {
        key: `activation:${user.userId}:${input.request_id}`,
        by: 'user',
        type: 'activation_purchase',
        // The price is left out: a retry after the operator changed it still answers the first.
        values: { plan: input.plan, quantity: input.quantity },
        legs: [
          { account: available(user.userId), amount: amount.neg(), type: 'activation_purchase' },
          { account: system('sales'), amount, type: 'activation_purchase' },
        ],
      },
      at,
    )
    if (posted.moved) {
      const codes = await issueActivationCodes(tx, deps.clock, input.quantity, days, {
        userId: user.userId,
        movementId: posted.id,
      })
      return { posted, codes: codes.sort(), amount: str(amount) }
    }
    const rows = await tx
      .select({ code: activationCodes.code })
      .from(activationCodes)
      .where(eq(activationCodes.purchaseId, posted.id))
      .orderBy(asc(activationCodes.code))
    const charged = (await paid(tx, user.userId, [posted.id])).get(posted.id) ?? str(amount)
    return { posted, codes: rows.map((r) => r.code), amount: charged }
  })
  return {
    id: bought.posted.id,
    plan: input.plan,
    quantity: bought.codes.length,
    amount: bought.amount,
    codes: bought.codes,
    balance: await walletBalance(deps.db, user.userId, deps.clock.now()),
    time: bought.posted.createdAt.toISOString(),
  }
}

/** `/activation/purchases`: the user's purchases, newest first, each with its codes. */
export async function listActivationPurchases(
  deps: Deps,
  user: AuthUser,
  page: number,
  pageSize: number,
): Promise<ActivationPurchasesResponse> {
  // The ledger orders purchases (its `seq` breaks ties of one instant); the codes hang off them.
  const mine = and(
    eq(ledgerEntries.accountId, available(user.userId)),
    eq(ledgerEntries.type, 'activation_purchase'),
  )
  const [heads, [total]] = await Promise.all([
    deps.db
      .select({
        id: ledgerEntries.movementId,
        amount: ledgerEntries.amount,
        time: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(mine)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(ledgerEntries).where(mine),
  ])
  const codes =
    heads.length === 0
      ? []
      : await deps.db
          .select()
          .from(activationCodes)
          .where(
            inArray(
              activationCodes.purchaseId,
              heads.map((h) => h.id),
            ),
          )
          .orderBy(asc(activationCodes.code))
  return {
    items: heads.map((head) => {
      const own = codes.filter((c) => c.purchaseId === head.id)
      return {
        id: head.id,
        days: own[0]?.days ?? 0,
        amount: str(new D(head.amount).neg()),
        time: head.time.toISOString(),
        codes: own.map((c) => ({ code: c.code, redeemed: c.redeemedAt !== null })),
      }
    }),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  }
}
