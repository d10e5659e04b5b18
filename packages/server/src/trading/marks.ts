import { and, asc, inArray } from 'drizzle-orm'
import type { MarkSpan } from '@atb/engine'
import type { Db } from '../db'
import { botEvents } from '../db/schema'
import type { BotRow } from './lease'

/** Statuses in which a bot acts on its rule's signals (out of balance is running, decision 035). */
const ACTING: readonly string[] = ['running', 'out_of_balance']

/**
 * One of a bot's 'status' events (the bot API's pause and resume, the host's changes) or its
 * 'stopped' event (when it moved to history).
 */
export interface StatusChange {
  botId: string
  type: string
  time: Date
  data: unknown
}

/**
 * When a bot acted on its rule's signals (decision 057): from its creation, without its pauses, up
 * to an error or its stop (`end` when no event says when). A quant bot's chart marks the rule's
 * decisions inside them.
 */
export function runningSpans(
  createdAt: Date,
  changes: readonly StatusChange[],
  end?: Date | null,
): MarkSpan[] {
  const spans: MarkSpan[] = []
  let from: number | null = createdAt.getTime()
  for (const change of changes) {
    const status =
      change.type === 'stopped' ? 'stopped' : (change.data as { status?: unknown } | null)?.status
    if (typeof status !== 'string') continue
    const at = change.time.getTime()
    if (ACTING.includes(status)) from ??= at
    else if (from !== null) {
      spans.push({ from, to: at })
      from = null
    }
  }
  if (from !== null) spans.push(end ? { from, to: end.getTime() } : { from })
  return spans
}

/** The bots' 'status' and 'stopped' events, oldest first. */
async function statusChanges(db: Db, ids: string[]): Promise<StatusChange[]> {
  if (ids.length === 0) return []
  return db
    .select({
      botId: botEvents.botId,
      type: botEvents.type,
      time: botEvents.time,
      data: botEvents.data,
    })
    .from(botEvents)
    .where(and(inArray(botEvents.botId, ids), inArray(botEvents.type, ['status', 'stopped'])))
    .orderBy(asc(botEvents.time))
}

/**
 * Where a bot's last span ends when no event closed it: its stop, or its error (a bot in error
 * acts no more; the host may have set it without an event).
 */
const endOf = (row: BotRow) => row.stoppedAt ?? (row.status === 'error' ? row.updatedAt : null)

/** The running spans of each bot in `rows`, from their stored events. */
export async function spansOf(db: Db, rows: readonly BotRow[]): Promise<Map<string, MarkSpan[]>> {
  const changes = await statusChanges(
    db,
    rows.map((r) => r.id),
  )
  const byBot = new Map<string, StatusChange[]>()
  for (const change of changes) {
    const list = byBot.get(change.botId)
    if (list) list.push(change)
    else byBot.set(change.botId, [change])
  }
  return new Map(
    rows.map((r) => [r.id, runningSpans(r.createdAt, byBot.get(r.id) ?? [], endOf(r))]),
  )
}
