import { sql } from 'drizzle-orm'
import {
  AFFILIATE_RANK_SIZE,
  type AffiliateRankOrder,
  type AffiliateRankResponse,
  type AffiliateRankRow,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Db } from '../../db'

interface Ranked {
  id: string
  nickname: string
  referees: number | string
  commission: string
  rank: number | string
}

const orders: Record<AffiliateRankOrder, ReturnType<typeof sql.raw>> = {
  referees: sql.raw('referees DESC, commission DESC'),
  commission: sql.raw('commission DESC, referees DESC'),
}

/**
 * Affiliates with at least one referee or any commission, ranked (ties share a place) by the
 * chosen order: the top AFFILIATE_RANK_SIZE and the user's own row (decision 061).
 */
async function ranked(db: Db, by: AffiliateRankOrder, userId: string): Promise<Ranked[]> {
  const result = (await db.execute(sql`
    WITH r AS (
      SELECT referred_by AS uid, count(*)::int AS n FROM users
      WHERE referred_by IS NOT NULL GROUP BY referred_by
    ), c AS (
      SELECT a.user_id AS uid, sum(e.amount) AS amt
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.type = 'commission' AND a.user_id IS NOT NULL GROUP BY a.user_id
    ), t AS (
      SELECT u.id, u.nickname, u.created_at, coalesce(r.n, 0) AS referees,
        coalesce(c.amt, 0) AS commission
      FROM users u LEFT JOIN r ON r.uid = u.id LEFT JOIN c ON c.uid = u.id
      WHERE r.n IS NOT NULL OR c.amt IS NOT NULL
    ), k AS (
      SELECT t.*, rank() OVER (ORDER BY ${orders[by]})::int AS rank FROM t
    )
    SELECT id, nickname, referees, commission::text AS commission, rank FROM k
    WHERE rank <= ${AFFILIATE_RANK_SIZE} OR id = ${userId}
    ORDER BY rank, created_at, id
  `)) as unknown as { rows: Ranked[] }
  return result.rows
}

const toRow = (row: Ranked, userId: string): AffiliateRankRow => ({
  rank: Number(row.rank),
  nickname: row.nickname,
  referees: Number(row.referees),
  commission: str(new D(row.commission)),
  me: row.id === userId,
})

/** `/affiliate/rank`. */
export async function affiliateRank(
  db: Db,
  userId: string,
  by: AffiliateRankOrder,
): Promise<AffiliateRankResponse> {
  const rows = await ranked(db, by, userId)
  const mine = rows.find((row) => row.id === userId)
  return {
    by,
    items: rows
      .filter((row) => Number(row.rank) <= AFFILIATE_RANK_SIZE)
      .slice(0, AFFILIATE_RANK_SIZE)
      .map((row) => toRow(row, userId)),
    me: mine ? toRow(mine, userId) : null,
  }
}

/** The user's place by referees, for the overview; null with no referee or commission. */
export async function rankOf(db: Db, userId: string): Promise<number | null> {
  const mine = (await ranked(db, 'referees', userId)).find((row) => row.id === userId)
  return mine ? Number(mine.rank) : null
}
