import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  botEventTypes,
  type BotEventType,
  type BotEventView,
  type BotEventsResponse,
  type BotStatusName,
  type ConfigChange,
  type StopMode,
} from '@atb/contract'
import type { Db } from '../../db'
import { botEvents } from '../../db/schema'
import { readBotReason } from '../../db/reasons'
import { ownedBot } from './rows'

type EventRow = typeof botEvents.$inferSelect

interface EventData {
  status?: BotStatusName
  from?: BotStatusName
  /** A BotReason; events stored before decision 083 hold the English text. */
  reason?: unknown
  changes?: ConfigChange[]
  version?: number
  qty?: string
  price?: string
  quote?: string
  mode?: StopMode | null
}

export function eventView(row: EventRow): BotEventView {
  const d = (row.data ?? {}) as EventData
  const type = row.type as BotEventType
  return {
    id: row.id,
    type,
    time: row.time.toISOString(),
    from: type === 'status' || type === 'stopped' ? (d.from ?? null) : null,
    to: type === 'stopped' ? 'stopped' : type === 'status' ? (d.status ?? null) : null,
    reason: readBotReason(d.reason),
    changes: type === 'config' ? (d.changes ?? []) : [],
    version: type === 'config' ? (d.version ?? null) : type === 'created' ? 1 : null,
    sold:
      type === 'sold' && d.qty && d.price && d.quote
        ? { qty: d.qty, price: d.price, quote: d.quote }
        : null,
    mode: type === 'stopped' ? (d.mode ?? null) : null,
  }
}

/**
 * `/robot/events`: the bot's log, newest first. Only the user's history: the host's own
 * bookkeeping (host.started) is left out.
 */
export async function listEvents(
  db: Db,
  userId: string,
  q: { id: string; page: number; page_size: number },
): Promise<BotEventsResponse> {
  await ownedBot(db, userId, q.id)
  const where = and(eq(botEvents.botId, q.id), inArray(botEvents.type, [...botEventTypes]))
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(botEvents)
    .where(where)
  const rows = await db
    .select()
    .from(botEvents)
    .where(where)
    .orderBy(desc(botEvents.time), desc(botEvents.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
  return {
    items: rows.map(eventView),
    page: q.page,
    page_size: q.page_size,
    total,
  }
}
