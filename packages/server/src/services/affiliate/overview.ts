import { and, count, eq, gte, sql } from 'drizzle-orm'
import {
  AFFILIATE_ACTIVE_DAYS,
  type AffiliateOverviewResponse,
  type AffiliatePeriod,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Db } from '../../db'
import { invitationCodes, ledgerEntries, users } from '../../db/schema'
import type { Clock } from '../../lib/deps'
import { available } from '../wallet/ledger'
import { getUser } from '../users'
import { rankOf } from './rank'

const DAY_MS = 86_400_000
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Referees counted active (decision 061): a running bot now, or a login (a session started) within
 * AFFILIATE_ACTIVE_DAYS.
 */
async function activeReferees(db: Db, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - AFFILIATE_ACTIVE_DAYS * DAY_MS)
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.referredBy, userId),
        sql`(EXISTS (SELECT 1 FROM bots b WHERE b.user_id = ${users.id} AND b.status = 'running')
          OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = ${users.id} AND s.created_at >= ${since}))`,
      ),
    )
  return Number(row?.n ?? 0)
}

async function commissionSince(db: Db, userId: string, since: Date | null): Promise<string> {
  const where = [
    eq(ledgerEntries.accountId, available(userId)),
    eq(ledgerEntries.type, 'commission'),
  ]
  if (since) where.push(gte(ledgerEntries.createdAt, since))
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(and(...where))
  return str(new D(row?.sum ?? 0))
}

/** `/affiliate/overview`: the figures and one UTC day per point, today last. */
export async function affiliateOverview(
  db: Db,
  clock: Clock,
  userId: string,
  days: AffiliatePeriod,
): Promise<AffiliateOverviewResponse> {
  const now = clock.now()
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const start = new Date(today - (days - 1) * DAY_MS)
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const utcDay = (column: unknown) =>
    sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
  const [user, invited, active, commissionMonth, commissionTotal, rank, codes, joins, credits] =
    await Promise.all([
      getUser(db, userId),
      db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)),
      activeReferees(db, userId, now),
      commissionSince(db, userId, month),
      commissionSince(db, userId, null),
      rankOf(db, userId),
      db.select({ n: count() }).from(invitationCodes).where(eq(invitationCodes.userId, userId)),
      db
        .select({ day: utcDay(users.createdAt), n: count() })
        .from(users)
        .where(and(eq(users.referredBy, userId), gte(users.createdAt, start)))
        .groupBy(utcDay(users.createdAt)),
      db
        .select({
          day: utcDay(ledgerEntries.createdAt),
          sum: sql<string>`sum(${ledgerEntries.amount})::text`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.accountId, available(userId)),
            eq(ledgerEntries.type, 'commission'),
            gte(ledgerEntries.createdAt, start),
          ),
        )
        .groupBy(utcDay(ledgerEntries.createdAt)),
    ])
  const joined = new Map(joins.map((row) => [row.day, Number(row.n)]))
  const credited = new Map(credits.map((row) => [row.day, row.sum]))
  const series = Array.from({ length: days }, (_, i) => {
    const day = dayOf(new Date(start.getTime() + i * DAY_MS))
    return {
      day,
      invited: joined.get(day) ?? 0,
      commission: str(new D(credited.get(day) ?? 0)),
    }
  })
  return {
    code: user.ownInvitationCode,
    invited: Number(invited[0]?.n ?? 0),
    active,
    commission_month: commissionMonth,
    commission_total: commissionTotal,
    rank,
    codes: Number(codes[0]?.n ?? 0),
    days,
    series,
  }
}
