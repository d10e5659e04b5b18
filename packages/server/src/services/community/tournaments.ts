import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import {
  TOURNAMENT_BOARD_SIZE,
  TOURNAMENT_PAST_LIMIT,
  TOURNAMENT_REFRESH_MS,
  inLocale,
  localizedParams,
  phaseAt,
  type LinguiLocale,
  type LocalizedText,
  type TournamentBoardResponse,
  type TournamentCreateInput,
  type TournamentListResponse,
  type TournamentStanding,
  type TournamentView,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Db } from '../../db'
import { tournamentEntries, tournamentResults, tournaments, users } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { recordForAll, type RecordDeps } from '../notifications/notify'
import { stored } from './events'
import type { TradingDeps } from '../bots/runtime'
import { computeStandings, type Standing, type TournamentRow } from './standings'

/** Tournaments (issue 16, decision 072): Paper competitions ranked by ROI. */

export interface TournamentDeps extends RecordDeps {
  db: Db
  trading?: TradingDeps
}

/** The admin CLI's `tournaments create` and the test endpoint share this; everyone is told. */
export async function createTournament(
  deps: TournamentDeps,
  input: TournamentCreateInput,
): Promise<string> {
  const { clock } = deps
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        name: stored(input.name),
        rules: stored(input.rules),
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        capital: input.capital,
        prizes: [...input.prizes]
          .sort((a, b) => a.rank - b.rank)
          .map((p) => ({ rank: p.rank, amount: str(new D(p.amount)) })),
        createdAt: clock.now(),
      })
      .returning({ id: tournaments.id })
    await recordForAll(deps, tx, {
      kind: 'events.tournament',
      params: localizedParams('name', input.name),
      link: '/tournament',
    })
    return row!.id
  })
}

export async function tournamentRow(db: Db, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id))
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

/** Live standings are a projection: reused for TOURNAMENT_REFRESH_MS per process, dropped on a join. */
const live = new WeakMap<Db, Map<string, { at: number; rows: Standing[] }>>()
const cacheOf = (db: Db) => {
  let map = live.get(db)
  if (!map) live.set(db, (map = new Map()))
  return map
}

/** Stores the results once the tournament is over; later calls read them (decision 072). */
export async function freezeIfEnded(
  deps: TournamentDeps,
  t: TournamentRow,
): Promise<TournamentRow> {
  const now = deps.clock.now()
  if (t.frozenAt || now < t.endsAt) return t
  const standings = await computeStandings(deps.db, deps.trading, t, now)
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, t.id))
      .for('update')
    if (!locked || locked.frozenAt) return
    if (standings.length > 0)
      await tx
        .insert(tournamentResults)
        .values(
          standings.map((s) => ({
            tournamentId: t.id,
            userId: s.userId,
            rank: s.rank,
            pnl: str(s.pnl),
            base: str(s.base),
            roi: str(s.roi),
            bots: s.bots,
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
): Promise<{ rows: Standing[]; asOf: Date }> {
  if (t.frozenAt) {
    const rows = await deps.db
      .select({
        userId: tournamentResults.userId,
        nickname: users.nickname,
        joinedAt: tournamentEntries.joinedAt,
        rank: tournamentResults.rank,
        pnl: tournamentResults.pnl,
        base: tournamentResults.base,
        roi: tournamentResults.roi,
        bots: tournamentResults.bots,
        prize: tournamentResults.prize,
      })
      .from(tournamentResults)
      .innerJoin(users, eq(users.id, tournamentResults.userId))
      .innerJoin(
        tournamentEntries,
        and(
          eq(tournamentEntries.tournamentId, tournamentResults.tournamentId),
          eq(tournamentEntries.userId, tournamentResults.userId),
        ),
      )
      .where(eq(tournamentResults.tournamentId, t.id))
      .orderBy(asc(tournamentResults.rank))
    return {
      asOf: t.frozenAt,
      rows: rows.map((r) => ({
        ...r,
        pnl: new D(r.pnl),
        base: new D(r.base),
        roi: new D(r.roi),
        prize: r.prize === null ? null : new D(r.prize),
      })),
    }
  }
  const now = deps.clock.now()
  const cache = cacheOf(deps.db)
  const hit = cache.get(t.id)
  if (hit && now.getTime() - hit.at < TOURNAMENT_REFRESH_MS && hit.at <= now.getTime())
    return { rows: hit.rows, asOf: new Date(hit.at) }
  const rows = await computeStandings(deps.db, deps.trading, t, now)
  cache.set(t.id, { at: now.getTime(), rows })
  return { rows, asOf: now }
}

function standingView(s: Standing, userId: string): TournamentStanding {
  return {
    rank: s.rank,
    nickname: s.nickname,
    roi: s.roi.toNumber(),
    pnl: str(s.pnl.toDecimalPlaces(6)),
    base: str(s.base),
    bots: s.bots,
    prize: s.prize ? str(s.prize) : null,
    me: s.userId === userId,
  }
}

async function viewOf(
  deps: TournamentDeps,
  t: TournamentRow,
  userId: string,
  locale: LinguiLocale,
): Promise<TournamentView> {
  const [[total], [mine]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, t.id)),
    deps.db
      .select({ at: tournamentEntries.joinedAt })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.userId, userId))),
  ])
  const name = inLocale(t.name as LocalizedText, locale)
  const rules = t.rules as LocalizedText
  return {
    id: t.id,
    name: name.text,
    rules: rules[name.served]?.trim() || rules.en,
    locale: name.served,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    phase: phaseAt(t.startsAt, t.endsAt, deps.clock.now()),
    capital: str(new D(t.capital)),
    prizes: t.prizes,
    participants: total?.n ?? 0,
    joined_at: mine?.at.toISOString() ?? null,
    frozen: t.frozenAt !== null,
    awarded: t.awardedAt !== null,
  }
}

export async function tournamentBoard(
  deps: TournamentDeps,
  userId: string,
  id: string,
  locale: LinguiLocale,
): Promise<TournamentBoardResponse> {
  const t = await freezeIfEnded(deps, await tournamentRow(deps.db, id))
  const { rows, asOf } = await standingsOf(deps, t)
  const mine = rows.find((s) => s.userId === userId)
  return {
    tournament: await viewOf(deps, t, userId, locale),
    items: rows.slice(0, TOURNAMENT_BOARD_SIZE).map((s) => standingView(s, userId)),
    me: mine ? standingView(mine, userId) : null,
    as_of: asOf.toISOString(),
  }
}

export async function tournamentList(
  deps: TournamentDeps,
  userId: string,
  locale: LinguiLocale,
): Promise<TournamentListResponse> {
  const now = deps.clock.now()
  const [running, later, ended] = await Promise.all([
    deps.db
      .select()
      .from(tournaments)
      .where(and(lte(tournaments.startsAt, now), gt(tournaments.endsAt, now)))
      .orderBy(asc(tournaments.endsAt)),
    deps.db
      .select()
      .from(tournaments)
      .where(gt(tournaments.startsAt, now))
      .orderBy(asc(tournaments.startsAt))
      .limit(TOURNAMENT_PAST_LIMIT + 1),
    deps.db
      .select()
      .from(tournaments)
      .where(lte(tournaments.endsAt, now))
      .orderBy(desc(tournaments.endsAt))
      .limit(TOURNAMENT_PAST_LIMIT),
  ])
  const soonest = [...running, ...later]
  const featured = soonest[0] ?? null
  const past = await Promise.all(
    ended.map(async (row) => {
      const t = await freezeIfEnded(deps, row)
      const { rows } = await standingsOf(deps, t)
      return {
        ...(await viewOf(deps, t, userId, locale)),
        winners: rows.slice(0, 3).map((s) => standingView(s, userId)),
      }
    }),
  )
  return {
    featured: featured ? await viewOf(deps, featured, userId, locale) : null,
    upcoming: await Promise.all(soonest.slice(1).map((t) => viewOf(deps, t, userId, locale))),
    past,
  }
}

/** Joins once (upcoming or running); a second join answers the first record. */
export async function joinTournament(
  deps: TournamentDeps,
  userId: string,
  id: string,
  locale: LinguiLocale,
): Promise<TournamentView> {
  const t = await tournamentRow(deps.db, id)
  const [already] = await deps.db
    .select({ at: tournamentEntries.joinedAt })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, userId)))
  if (!already) {
    if (deps.clock.now() >= t.endsAt) throw new ApiFailure('tournament_ended')
    await deps.db
      .insert(tournamentEntries)
      .values({ tournamentId: id, userId, joinedAt: deps.clock.now() })
      .onConflictDoNothing()
    cacheOf(deps.db).delete(id)
  }
  return viewOf(deps, t, userId, locale)
}

/** `tournaments list` for the operator. */
export async function listAllTournaments(db: Db) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      startsAt: tournaments.startsAt,
      endsAt: tournaments.endsAt,
      frozenAt: tournaments.frozenAt,
      awardedAt: tournaments.awardedAt,
      participants: sql<number>`(select count(*)::int from ${tournamentEntries} where ${tournamentEntries.tournamentId} = ${tournaments.id})`,
    })
    .from(tournaments)
    .orderBy(desc(tournaments.startsAt))
}

/** Housekeeping: stores the results of every ended tournament not yet frozen. */
export async function freezeEndedTournaments(deps: TournamentDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.endsAt, deps.clock.now()), isNull(tournaments.frozenAt)))
  for (const t of due) await freezeIfEnded(deps, t)
  return due.length
}
