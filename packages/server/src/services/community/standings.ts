import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import { D, str, type Dec } from '@atb/engine'
import type { Db } from '../../db'
import type { tournaments } from '../../db/schema'
import { bots, tournamentEntries, users } from '../../db/schema'
import { pagePerformance } from '../bots/figures'
import type { TradingDeps } from '../bots/runtime'

/**
 * A tournament's standings (decision 072). A participant's tournament bots are their Paper bots
 * started inside the window and after they joined; each is valued exactly as its bot page values
 * it (total PnL = realised + unrealised − fees, at live prices, or the stop's prices once stopped).
 * ROI = Σ total PnL ÷ max(capital, Σ what the bots were given), so the leaderboard's PnL is the
 * sum of the bot pages' figures, and neither a tiny bot nor more capital than the tournament's
 * buys a better ROI.
 */

export type TournamentRow = typeof tournaments.$inferSelect

export interface Standing {
  userId: string
  nickname: string
  joinedAt: Date
  rank: number
  pnl: Dec
  base: Dec
  roi: Dec
  bots: number
  prize: Dec | null
}

/** ROI is kept to this many decimals (0.01 basis point); ties then fall to PnL and join time. */
const ROI_DECIMALS = 8

export const prizeFor = (t: TournamentRow, rank: number): Dec | null => {
  const prize = t.prizes.find((p) => p.rank === rank)
  return prize ? new D(prize.amount) : null
}

/** Orders by ROI, then PnL, then who joined first: every place is held by one participant. */
export function rankStandings(
  t: TournamentRow,
  rows: Omit<Standing, 'rank' | 'prize'>[],
): Standing[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.roi.comparedTo(a.roi) ||
        b.pnl.comparedTo(a.pnl) ||
        a.joinedAt.getTime() - b.joinedAt.getTime() ||
        a.userId.localeCompare(b.userId),
    )
    .map((row, i) => ({ ...row, rank: i + 1, prize: prizeFor(t, i + 1) }))
}

export async function computeStandings(
  db: Db,
  trading: TradingDeps | undefined,
  t: TournamentRow,
  now: Date,
): Promise<Standing[]> {
  const entries = await db
    .select({
      userId: tournamentEntries.userId,
      joinedAt: tournamentEntries.joinedAt,
      nickname: users.nickname,
    })
    .from(tournamentEntries)
    .innerJoin(users, eq(users.id, tournamentEntries.userId))
    .where(eq(tournamentEntries.tournamentId, t.id))
  if (entries.length === 0) return []
  const rows = await db
    .select()
    .from(bots)
    .where(
      and(
        inArray(
          bots.userId,
          entries.map((e) => e.userId),
        ),
        eq(bots.exchange, 'paper'),
        gte(bots.createdAt, t.startsAt),
        lt(bots.createdAt, t.endsAt),
      ),
    )
  const capital = new D(t.capital)
  const out: Omit<Standing, 'rank' | 'prize'>[] = []
  for (const entry of entries) {
    let pnl = new D(0)
    let given = new D(0)
    let count = 0
    for (const row of rows) {
      if (row.userId !== entry.userId || row.createdAt < entry.joinedAt) continue
      const { perf } = await pagePerformance(db, trading, row, now)
      pnl = pnl.add(perf.total_pnl)
      given = given.add(perf.allocation)
      count++
    }
    const base = D.max(capital, given)
    out.push({
      userId: entry.userId,
      nickname: entry.nickname,
      joinedAt: entry.joinedAt,
      pnl,
      base,
      roi: pnl.div(base).toDecimalPlaces(ROI_DECIMALS),
      bots: count,
    })
  }
  return rankStandings(t, out)
}

export const standingFigures = (s: Standing) => ({
  pnl: str(s.pnl),
  base: str(s.base),
  roi: str(s.roi),
})
