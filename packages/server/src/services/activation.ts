import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type {
  ActivationHistoryEntry,
  ActivationRedeemResponse,
  Page,
  Referral,
} from '@atb/contract'
import { ACTIVATION_CODE_LENGTH } from '@atb/contract'
import type { Executor } from '../db'
import { activationCodes, users } from '../db/schema'
import { randomCode } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Clock, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { getUser, toProfile } from './users'

const DAY_MS = 86_400_000

/** Operator command: issues fresh codes worth `days` of subscription each. */
export async function issueActivationCodes(
  db: Executor,
  clock: Clock,
  countOf: number,
  days: number,
  /** A wallet purchase's buyer and ledger movement (decision 060); none for the operator's. */
  purchase?: { userId: string; movementId: string },
): Promise<string[]> {
  const codes = new Set<string>()
  while (codes.size < countOf) codes.add(randomCode(ACTIVATION_CODE_LENGTH))
  const now = clock.now()
  await db.insert(activationCodes).values(
    [...codes].map((code) => ({
      code,
      days,
      createdAt: now,
      purchasedBy: purchase?.userId ?? null,
      purchaseId: purchase?.movementId ?? null,
    })),
  )
  return [...codes]
}

/** Extends from the current expiry when still active, so redeeming early loses no days. */
export async function redeemActivationCode(
  deps: Deps,
  user: AuthUser,
  code: string,
  meta: RequestMeta,
): Promise<ActivationRedeemResponse> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(activationCodes)
      .set({ redeemedBy: user.userId, redeemedAt: now })
      .where(and(eq(activationCodes.code, code), isNull(activationCodes.redeemedAt)))
      .returning({ days: activationCodes.days })
    if (!claimed) {
      const [exists] = await tx
        .select({ code: activationCodes.code })
        .from(activationCodes)
        .where(eq(activationCodes.code, code))
      throw new ApiFailure(exists ? 'activation_used' : 'activation_invalid')
    }
    const row = await getUser(tx, user.userId)
    const from = Math.max(now.getTime(), row.subscriptionExpiresAt?.getTime() ?? 0)
    const expires = new Date(from + claimed.days * DAY_MS)
    await tx.update(users).set({ subscriptionExpiresAt: expires }).where(eq(users.id, user.userId))
    await tx
      .update(activationCodes)
      .set({ expiresAfter: expires })
      .where(eq(activationCodes.code, code))
    await recordActivity(tx, deps.clock, user.userId, 'activation', meta)
    return { active: true, expires_at: expires.toISOString(), days_added: claimed.days }
  })
}

/**
 * Decision 066: a bot on a connected exchange is created or resumed only while the user's
 * subscription is active; Paper bots never ask. Running bots are not stopped at expiry.
 */
export async function requireSubscription(
  db: Executor,
  clock: Clock,
  userId: string,
  exchange: string,
): Promise<void> {
  if (exchange === 'paper') return
  const [row] = await db
    .select({ expires: users.subscriptionExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!row?.expires || row.expires.getTime() <= clock.now().getTime())
    throw new ApiFailure('subscription_required')
}

export async function subscriptionStatus(deps: Deps, user: AuthUser) {
  return toProfile(await getUser(deps.db, user.userId), deps.clock.now()).subscription
}

/** The codes this user redeemed, newest first. */
export async function listActivationHistory(
  deps: Deps,
  user: AuthUser,
  page: number,
  pageSize: number,
): Promise<Page<ActivationHistoryEntry>> {
  const mine = eq(activationCodes.redeemedBy, user.userId)
  const rows = await deps.db
    .select()
    .from(activationCodes)
    .where(mine)
    // Codes redeemed in the same instant: the one that reached further came later.
    .orderBy(desc(activationCodes.redeemedAt), desc(activationCodes.expiresAfter))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await deps.db.select({ n: count() }).from(activationCodes).where(mine)
  return {
    items: rows.map((r) => {
      const redeemed = r.redeemedAt ?? r.createdAt
      return {
        code_tail: r.code.slice(-4),
        days: r.days,
        redeemed_at: redeemed.toISOString(),
        // Codes redeemed before this column existed: their end is at least their own length.
        expires_after: (
          r.expiresAfter ?? new Date(redeemed.getTime() + r.days * DAY_MS)
        ).toISOString(),
      }
    }),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  }
}

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}

export async function listReferrals(
  deps: Deps,
  user: AuthUser,
  page: number,
  pageSize: number,
): Promise<Page<Referral>> {
  const rows = await deps.db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.referredBy, user.userId))
    .orderBy(desc(users.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await deps.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.referredBy, user.userId))
  return {
    items: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      email: maskEmail(r.email),
      created_at: r.createdAt.toISOString(),
    })),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  }
}
