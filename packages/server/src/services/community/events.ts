import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm'
import {
  EVENT_LIST_LIMIT,
  inLocale,
  localizedParams,
  phaseAt,
  type EventCreateInput,
  type EventListResponse,
  type EventView,
  type LinguiLocale,
  type LocalizedText,
  type SchedulePhase,
} from '@atb/contract'
import type { Db, DbTx } from '../../db'
import { communityEvents, eventJoins } from '../../db/schema'
import type { Clock } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { recordForAll, type RecordDeps } from '../notifications/notify'

/** Events (issue 16, decision 071): published by operators, joined once per user. */

type EventRow = typeof communityEvents.$inferSelect

const text = (value: Record<string, string>) => value as LocalizedText

/** Strips blank translations so the fallback to English is decided in one place. */
export function stored(value: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim()),
  )
}

/**
 * The admin CLI's `events create` and the test endpoint: one function, one validation (the
 * contract's). Everyone whose events switch is on is told, in the same transaction.
 */
export async function createEvent(
  deps: RecordDeps & { db: Db },
  input: EventCreateInput,
): Promise<string> {
  const { clock } = deps
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityEvents)
      .values({
        title: stored(input.title),
        summary: stored(input.summary),
        body: stored(input.body),
        howToJoin: stored(input.how_to_join),
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        capacity: input.capacity ?? null,
        createdAt: clock.now(),
      })
      .returning({ id: communityEvents.id })
    await recordForAll(deps, tx, {
      kind: 'events.announcement',
      params: localizedParams('title', input.title),
      link: `/event/${row!.id}`,
    })
    return row!.id
  })
}

/** `events end <id>`: ends it now (an event already over keeps its end). */
export async function endEvent(db: Db, clock: Clock, id: string): Promise<boolean> {
  const now = clock.now()
  const rows = await db
    .update(communityEvents)
    .set({ endsAt: sql`least(${communityEvents.endsAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(communityEvents.id, id))
    .returning({ id: communityEvents.id })
  return rows.length > 0
}

/** `events list`: every event for the operator, newest start first, with its joins. */
export async function listAllEvents(db: Db) {
  return db
    .select({
      id: communityEvents.id,
      title: communityEvents.title,
      startsAt: communityEvents.startsAt,
      endsAt: communityEvents.endsAt,
      capacity: communityEvents.capacity,
      joined: sql<number>`(select count(*)::int from ${eventJoins} where ${eventJoins.eventId} = ${communityEvents.id})`,
    })
    .from(communityEvents)
    .orderBy(desc(communityEvents.startsAt))
}

function view(
  row: EventRow,
  locale: LinguiLocale,
  now: Date,
  joinedCount: number,
  joinedAt: Date | null,
): EventView {
  const title = inLocale(text(row.title), locale)
  const pick = (value: Record<string, string>) =>
    // The whole event reads in one language: the title's, so a half-translated event never mixes.
    text(value)[title.served]?.trim() || text(value).en
  return {
    id: row.id,
    title: title.text,
    summary: pick(row.summary),
    body: pick(row.body),
    how_to_join: pick(row.howToJoin),
    locale: title.served,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    phase: phaseAt(row.startsAt, row.endsAt, now),
    capacity: row.capacity,
    joined_count: joinedCount,
    joined_at: joinedAt?.toISOString() ?? null,
  }
}

async function joinsOf(db: Db | DbTx, eventId: string, userId: string) {
  const [[total], [mine]] = await Promise.all([
    db.select({ n: count() }).from(eventJoins).where(eq(eventJoins.eventId, eventId)),
    db
      .select({ at: eventJoins.joinedAt })
      .from(eventJoins)
      .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId))),
  ])
  return { total: total?.n ?? 0, mine: mine?.at ?? null }
}

export async function listEvents(
  db: Db,
  clock: Clock,
  userId: string,
  phase: SchedulePhase,
  locale: LinguiLocale,
): Promise<EventListResponse> {
  const now = clock.now()
  const where =
    phase === 'upcoming'
      ? gt(communityEvents.startsAt, now)
      : phase === 'current'
        ? and(lte(communityEvents.startsAt, now), gt(communityEvents.endsAt, now))
        : lte(communityEvents.endsAt, now)
  // Current ones ending soonest first, upcoming starting soonest first, past ending latest first.
  const order =
    phase === 'upcoming'
      ? [asc(communityEvents.startsAt)]
      : phase === 'current'
        ? [asc(communityEvents.endsAt)]
        : [desc(communityEvents.endsAt)]
  const rows = await db
    .select({
      event: communityEvents,
      joined: sql<number>`(select count(*)::int from ${eventJoins} where ${eventJoins.eventId} = ${communityEvents.id})`,
      mine: sql<
        string | null
      >`(select ${eventJoins.joinedAt} from ${eventJoins} where ${eventJoins.eventId} = ${communityEvents.id} and ${eventJoins.userId} = ${userId})`,
    })
    .from(communityEvents)
    .where(where)
    .orderBy(...order, asc(communityEvents.id))
    .limit(EVENT_LIST_LIMIT)
  return {
    phase,
    items: rows.map((r) =>
      view(r.event, locale, now, Number(r.joined), r.mine ? new Date(r.mine) : null),
    ),
  }
}

async function eventRow(db: Db | DbTx, id: string, lock = false): Promise<EventRow> {
  const query = db.select().from(communityEvents).where(eq(communityEvents.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

export async function getEvent(
  db: Db,
  clock: Clock,
  userId: string,
  id: string,
  locale: LinguiLocale,
): Promise<EventView> {
  const row = await eventRow(db, id)
  const joins = await joinsOf(db, id, userId)
  return view(row, locale, clock.now(), joins.total, joins.mine)
}

/**
 * Joins once: a second join answers the first record. The event row is locked while the places
 * are counted, so two users racing for the last place cannot both get it.
 */
export async function joinEvent(
  db: Db,
  clock: Clock,
  userId: string,
  id: string,
  locale: LinguiLocale,
): Promise<EventView> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    const row = await eventRow(tx, id, true)
    const before = await joinsOf(tx, id, userId)
    if (before.mine) return view(row, locale, now, before.total, before.mine)
    if (now.getTime() >= row.endsAt.getTime()) throw new ApiFailure('event_ended')
    if (row.capacity !== null && before.total >= row.capacity) throw new ApiFailure('event_full')
    await tx.insert(eventJoins).values({ eventId: id, userId, joinedAt: now }).onConflictDoNothing()
    const after = await joinsOf(tx, id, userId)
    return view(row, locale, now, after.total, after.mine)
  })
}
