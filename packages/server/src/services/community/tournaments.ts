import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import {
  TOURNAMENT_BOARD_SIZE,
  TOURNAMENT_PAST_LIMIT,
  inLocale,
  localizedParams,
  phaseAt,
  type LinguiLocale,
  type LocalizedText,
  type TournamentBoardResponse,
  type TournamentCreateInput,
  type TournamentEntrant,
  type TournamentListResponse,
  type TournamentStanding,
  type TournamentView,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Db } from '../../db'
import { tournamentEntries, tournaments } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import { recordForAll } from '../notifications/notify'
import { stored } from './events'
import type { Entrant, Standing, TournamentRow } from './standings'
import {
  forgetLive,
  freezeIfEnded,
  standingsOf,
  tournamentRow,
  type TournamentDeps,
} from './results'

/** Tournaments (issue 16, decisions 072 and 079): Paper competitions ranked by ROI. */

export { freezeIfEnded, tournamentRow, type TournamentDeps } from './results'

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

function standingView(s: Standing, userId: string): TournamentStanding {
  return {
    rank: s.rank,
    nickname: s.nickname,
    roi: s.roi.toNumber(),
    pnl: str(s.pnl.toDecimalPlaces(6)),
    base: str(s.base),
    bots: s.bots,
    volume: s.volume ? str(s.volume.toDecimalPlaces(6)) : null,
    prize: s.prize ? str(s.prize) : null,
    me: s.userId === userId,
  }
}

const entrantView = (e: Entrant, userId: string): TournamentEntrant => ({
  nickname: e.nickname,
  me: e.userId === userId,
})

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
  const { ranked, unranked, asOf } = await standingsOf(deps, t)
  const mine = ranked.find((s) => s.userId === userId)
  return {
    tournament: await viewOf(deps, t, userId, locale),
    items: ranked.slice(0, TOURNAMENT_BOARD_SIZE).map((s) => standingView(s, userId)),
    me: mine ? standingView(mine, userId) : null,
    unranked: unranked.slice(0, TOURNAMENT_BOARD_SIZE).map((e) => entrantView(e, userId)),
    unranked_total: unranked.length,
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
      const { ranked } = await standingsOf(deps, t)
      return {
        ...(await viewOf(deps, t, userId, locale)),
        // The podium: a shared third place shows everyone on it.
        winners: ranked.filter((s) => s.rank <= 3).map((s) => standingView(s, userId)),
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
    forgetLive(deps.db, id)
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
