import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { D, str, type Dec } from '@atb/engine'
import type { Db, Executor } from '../../db'
import type { tournaments } from '../../db/schema'
import { botFills, bots, tournamentEntries, users } from '../../db/schema'
import { pagePerformance } from '../bots/figures'
import type { TradingDeps } from '../bots/runtime'

/**
 * A tournament's standings (decisions 072 and 079). A participant's tournament bots are their
 * Paper bots started inside the window and after they joined; each is valued exactly as its bot
 * page values it (total PnL = realised + unrealised − fees, at live prices, or the stop's prices
 * once stopped). ROI = Σ total PnL ÷ max(capital, Σ what the bots were given), so the
 * leaderboard's PnL is the sum of the bot pages' figures, and neither a tiny bot nor more capital
 * than the tournament's buys a better ROI. Only a participant with a trade in the window (a fill
 * of a tournament bot between the start and the end) is ranked: joining alone wins nothing.
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
  /** Σ quote of the tournament bots' fills in the window; null for results stored before 079. */
  volume: Dec | null
  prize: Dec | null
}

/** A participant with no trade in the window: listed, not ranked. */
export interface Entrant {
  userId: string
  nickname: string
  joinedAt: Date
}

export interface Standings {
  ranked: Standing[]
  /** First joined first. */
  unranked: Entrant[]
}

type Unranked = Omit<Standing, 'rank' | 'prize'>

/** ROI is kept to this many decimals (0.01 basis point); ties then fall to PnL and volume. */
const ROI_DECIMALS = 8
/** A shared place's prize share is cut to the prize amounts' own 6 decimals, never rounded up. */
const PRIZE_DECIMALS = 6

export const prizeFor = (t: TournamentRow, rank: number): Dec | null => {
  const prize = t.prizes.find((p) => p.rank === rank)
  return prize ? new D(prize.amount) : null
}

/** Higher ROI first, then higher PnL, then higher volume; 0 when nothing tells them apart. */
const order = (a: Unranked, b: Unranked) =>
  b.roi.comparedTo(a.roi) ||
  b.pnl.comparedTo(a.pnl) ||
  (b.volume ?? new D(0)).comparedTo(a.volume ?? new D(0))

/**
 * Places by ROI, then PnL, then traded volume. Participants equal in all three share the place
 * (1, 1, 3…) and split the prizes of the places they cover equally, so no tie is settled by who
 * joined first or by an id (decision 079). Within a shared place rows are listed by nickname.
 */
export function rankStandings(t: TournamentRow, rows: Unranked[]): Standing[] {
  const sorted = [...rows].sort(
    (a, b) =>
      order(a, b) || a.nickname.localeCompare(b.nickname) || a.userId.localeCompare(b.userId),
  )
  const out: Standing[] = []
  for (let first = 0; first < sorted.length;) {
    let end = first + 1
    while (end < sorted.length && order(sorted[first]!, sorted[end]!) === 0) end++
    let pool = new D(0)
    for (let place = first + 1; place <= end; place++) pool = pool.add(prizeFor(t, place) ?? 0)
    const share = pool.div(end - first).toDecimalPlaces(PRIZE_DECIMALS, D.ROUND_DOWN)
    for (const row of sorted.slice(first, end))
      out.push({ ...row, rank: first + 1, prize: share.isZero() ? null : share })
    first = end
  }
  return out
}

/** A tournament's participants with their nicknames, first joined first. */
export function entrantsOf(db: Executor, t: TournamentRow): Promise<Entrant[]> {
  return db
    .select({
      userId: tournamentEntries.userId,
      nickname: users.nickname,
      joinedAt: tournamentEntries.joinedAt,
    })
    .from(tournamentEntries)
    .innerJoin(users, eq(users.id, tournamentEntries.userId))
    .where(eq(tournamentEntries.tournamentId, t.id))
    .orderBy(asc(tournamentEntries.joinedAt), asc(tournamentEntries.userId))
}

export async function computeStandings(
  db: Db,
  trading: TradingDeps | undefined,
  t: TournamentRow,
  now: Date,
): Promise<Standings> {
  const entries = await entrantsOf(db, t)
  if (entries.length === 0) return { ranked: [], unranked: [] }
  const marketTime = trading?.feed.marketTime?.bind(trading.feed)
  const joined = new Map(entries.map((e) => [e.userId, e.joinedAt]))
  const rows = await tournamentBots(db, t, joined, marketTime)
  const traded = await windowTrades(
    db,
    t,
    rows.map((r) => r.id),
    marketTime,
  )
  const capital = new D(t.capital)
  const ranked: Unranked[] = []
  const unranked: Entrant[] = []
  for (const entry of entries) {
    const mine = rows.filter((row) => row.userId === entry.userId)
    let fills = 0
    let volume = new D(0)
    for (const row of mine) {
      fills += traded.get(row.id)?.fills ?? 0
      volume = volume.add(traded.get(row.id)?.volume ?? 0)
    }
    if (fills === 0) {
      unranked.push(entry)
      continue
    }
    let pnl = new D(0)
    let given = new D(0)
    for (const row of mine) {
      const { perf } = await pagePerformance(db, trading, row, now)
      pnl = pnl.add(perf.total_pnl)
      given = given.add(perf.allocation)
    }
    const base = D.max(capital, given)
    ranked.push({
      ...entry,
      pnl,
      base,
      roi: pnl.div(base).toDecimalPlaces(ROI_DECIMALS),
      bots: mine.length,
      volume,
    })
  }
  return { ranked: rankStandings(t, ranked), unranked }
}

/** The bots that count for a tournament: Paper, started inside the window and after the owner joined. */
export async function tournamentBots(
  db: Executor,
  t: TournamentRow,
  joined: Map<string, Date>,
  marketTime: (clockTime: number) => number = (clockTime) => clockTime,
) {
  // Bots are dated on the market's clock (decision 087); the window and the joins on the wall's.
  const at = (d: Date) => new Date(marketTime(d.getTime()))
  const rows = await db
    .select()
    .from(bots)
    .where(
      and(
        inArray(bots.userId, [...joined.keys()]),
        eq(bots.exchange, 'paper'),
        gte(bots.createdAt, at(t.startsAt)),
        lt(bots.createdAt, at(t.endsAt)),
      ),
    )
  return rows.filter((row) => row.createdAt >= at(joined.get(row.userId)!))
}

/**
 * Per bot: its trades (buys and sells) between the tournament's start and end, and their volume.
 * Fills carry the market's time, so the window is read on that clock (a replay runs ahead).
 */
export async function windowTrades(
  db: Executor,
  t: TournamentRow,
  botIds: string[],
  marketTime: (clockTime: number) => number = (clockTime) => clockTime,
): Promise<Map<string, { fills: number; volume: Dec }>> {
  if (botIds.length === 0) return new Map()
  const from = new Date(marketTime(t.startsAt.getTime()))
  const to = new Date(marketTime(t.endsAt.getTime()))
  const rows = await db
    .select({
      botId: botFills.botId,
      fills: count(),
      volume: sql<string>`coalesce(sum(abs(${botFills.quote})), 0)`,
    })
    .from(botFills)
    .where(
      and(
        inArray(botFills.botId, botIds),
        gte(botFills.time, from),
        lt(botFills.time, to),
        // A funding payment (quantity 0) is no trade.
        sql`${botFills.qty} <> 0`,
      ),
    )
    .groupBy(botFills.botId)
  return new Map(rows.map((r) => [r.botId, { fills: Number(r.fills), volume: new D(r.volume) }]))
}

export const standingFigures = (s: Standing) => ({
  pnl: str(s.pnl),
  base: str(s.base),
  roi: str(s.roi),
})
