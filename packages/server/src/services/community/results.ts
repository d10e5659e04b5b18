import { and, asc, eq, isNull } from 'drizzle-orm'
import { TOURNAMENT_REFRESH_MS } from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Db } from '../../db'
import { tournamentResults, tournaments, users } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import type { RecordDeps } from '../notifications/notify'
import type { TradingDeps } from '../bots/runtime'
import { computeStandings, entrantsOf, type Standings, type TournamentRow } from './standings'
import { rerankStoredResults } from './stored-results'

/** A tournament's standings, live or frozen (decisions 072 and 079). */

export interface TournamentDeps extends RecordDeps {
  db: Db
  trading?: TradingDeps
}

/** Live standings are a projection: reused for TOURNAMENT_REFRESH_MS per process, dropped on a join. */
const live = new WeakMap<Db, Map<string, { at: number; standings: Standings }>>()
const cacheOf = (db: Db) => {
  let map = live.get(db)
  if (!map) live.set(db, (map = new Map()))
  return map
}

/** A join changes who is listed: the next read computes afresh. */
export const forgetLive = (db: Db, id: string) => void cacheOf(db).delete(id)

export async function tournamentRow(db: Db, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id))
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

/**
 * Stores the results once the tournament is over; later calls read them (decision 072). Only
 * ranked participants get a row (decision 079). Results stored before that, not yet paid, are
 * ranked again under the same rule before anyone reads or pays them.
 */
export async function freezeIfEnded(
  deps: TournamentDeps,
  t: TournamentRow,
): Promise<TournamentRow> {
  const now = deps.clock.now()
  if (t.frozenAt) {
    if (!t.awardedAt) await rerankStoredResults(deps.db, t)
    return t
  }
  if (now < t.endsAt) return t
  const { ranked } = await computeStandings(deps.db, deps.trading, t, now)
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, t.id))
      .for('update')
    if (!locked || locked.frozenAt) return
    if (ranked.length > 0)
      await tx
        .insert(tournamentResults)
        .values(
          ranked.map((s) => ({
            tournamentId: t.id,
            userId: s.userId,
            rank: s.rank,
            pnl: str(s.pnl),
            base: str(s.base),
            roi: str(s.roi),
            bots: s.bots,
            volume: str(s.volume ?? new D(0)),
            prize: s.prize ? str(s.prize) : null,
          })),
        )
        .onConflictDoNothing()
    await tx
      .update(tournaments)
      .set({ frozenAt: now })
      .where(and(eq(tournaments.id, t.id), isNull(tournaments.frozenAt)))
  })
  cacheOf(deps.db).delete(t.id)
  return tournamentRow(deps.db, t.id)
}

/** The standings: the stored results once frozen, else live (briefly cached). */
export async function standingsOf(
  deps: TournamentDeps,
  t: TournamentRow,
): Promise<Standings & { asOf: Date }> {
  if (t.frozenAt) return { ...(await storedStandings(deps.db, t)), asOf: t.frozenAt }
  const now = deps.clock.now()
  const cache = cacheOf(deps.db)
  const hit = cache.get(t.id)
  if (hit && now.getTime() - hit.at < TOURNAMENT_REFRESH_MS && hit.at <= now.getTime())
    return { ...hit.standings, asOf: new Date(hit.at) }
  const standings = await computeStandings(deps.db, deps.trading, t, now)
  cache.set(t.id, { at: now.getTime(), standings })
  return { ...standings, asOf: now }
}

/** The frozen results, and the participants who have none: they never traded in the window. */
async function storedStandings(db: Db, t: TournamentRow): Promise<Standings> {
  const [rows, entries] = await Promise.all([
    db
      .select({
        userId: tournamentResults.userId,
        nickname: users.nickname,
        rank: tournamentResults.rank,
        pnl: tournamentResults.pnl,
        base: tournamentResults.base,
        roi: tournamentResults.roi,
        bots: tournamentResults.bots,
        volume: tournamentResults.volume,
        prize: tournamentResults.prize,
      })
      .from(tournamentResults)
      .innerJoin(users, eq(users.id, tournamentResults.userId))
      .where(eq(tournamentResults.tournamentId, t.id))
      .orderBy(asc(tournamentResults.rank), asc(users.nickname), asc(tournamentResults.userId)),
    entrantsOf(db, t),
  ])
  const joined = new Map(entries.map((e) => [e.userId, e.joinedAt]))
  const ranked = new Set(rows.map((r) => r.userId))
  return {
    ranked: rows.map((r) => ({
      ...r,
      joinedAt: joined.get(r.userId) ?? t.startsAt,
      pnl: new D(r.pnl),
      base: new D(r.base),
      roi: new D(r.roi),
      volume: r.volume === null ? null : new D(r.volume),
      prize: r.prize === null ? null : new D(r.prize),
    })),
    unranked: entries.filter((e) => !ranked.has(e.userId)),
  }
}
