import { and, eq, inArray, sql } from 'drizzle-orm'
import type { BotReason } from '@atb/contract'
import type { BotRecord } from '@atb/engine'
import type { Db, DbTx } from '../db'
import { botEquity, botEvents, botFills, botOrders, bots } from '../db/schema'
import { lockBots } from '../db/locks'
import { encodeJson } from './codec'
import { storedReason } from '../db/reasons'
import { notifyBotBatch } from '../services/notifications/bot-events'
import type { NotifyDeps } from '../services/notifications/notify'

/** `canceling`: a cancel the order worker has still to send (connected exchanges). */
export type OrderStatusName = 'pending' | 'open' | 'canceling' | 'filled' | 'canceled' | 'rejected'

export type OrderRow = typeof botOrders.$inferInsert
export type FillRow = typeof botFills.$inferInsert
export type EquityRow = typeof botEquity.$inferInsert
export type EventRow = typeof botEvents.$inferInsert
/** An order change: a full row when it was placed in this batch, else only its new status. */
export type OrderChange =
  { row: OrderRow } | { botId: string; clientId: string; status: OrderStatusName }

/** pending < open < canceling < final: a late or replayed write never moves an order back. */
export const rank = (column: unknown) =>
  sql`(case ${column} when 'pending' then 0 when 'open' then 1 when 'canceling' then 2 else 3 end)`

export interface Batch {
  rows: {
    id: string
    record: BotRecord
    shown: { status: string; reason: BotReason | null }
    account: unknown
  }[]
  orders: OrderChange[]
  fills: FillRow[]
  equity: EquityRow[]
  /** Status changes the host decided itself (error, out_of_balance and back), for the event log. */
  events: EventRow[]
}

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  )

/**
 * Writes one journal batch in one transaction: bot rows first (only those this owner holds), then
 * the orders, fills and equity samples of those bots. Returns the bots whose row was not ours.
 */
export function writeBatch(
  db: Db,
  owner: string,
  now: Date,
  batch: Batch,
  notifyDeps?: NotifyDeps,
): Promise<string[]> {
  const { rows, orders, fills, equity, events } = batch
  return db.transaction(async (tx) => {
    const written = new Set<string>()
    for (const part of chunks(rows))
      for (const id of await writeBots(tx, owner, now, part)) written.add(id)
    const gone = new Set(rows.map((r) => r.id).filter((id) => !written.has(id)))
    const keep = <T extends { botId: string }>(r: T) => !gone.has(r.botId)
    const inserts = orders.flatMap((o) => ('row' in o && keep(o.row) ? [o.row] : []))
    for (const part of chunks(inserts))
      await tx
        .insert(botOrders)
        .values(part)
        .onConflictDoUpdate({
          target: botOrders.clientId,
          // A refusal keeps its reason whichever write lands first (decision 088).
          set: {
            status: sql`excluded.status`,
            error: sql`coalesce(excluded.error, ${botOrders.error})`,
            updatedAt: now,
          },
          setWhere: sql`${rank(botOrders.status)} < ${rank(sql`excluded.status`)}`,
        })
    // Status-only changes, one statement per target status.
    const moves = new Map<OrderStatusName, string[]>()
    for (const o of orders)
      if (!('row' in o) && keep(o))
        moves.set(o.status, [...(moves.get(o.status) ?? []), o.clientId])
    for (const [status, ids] of moves)
      for (const part of chunks(ids))
        await tx
          .update(botOrders)
          .set({ status, updatedAt: now })
          .where(
            and(
              inArray(botOrders.clientId, part),
              sql`${rank(botOrders.status)} < ${rank(sql`${status}`)}`,
            ),
          )
    for (const part of chunks(fills.filter(keep)))
      await tx.insert(botFills).values(part).onConflictDoNothing()
    for (const part of chunks(equity.filter(keep)))
      await tx.insert(botEquity).values(part).onConflictDoNothing()
    for (const part of chunks(events.filter(keep))) await tx.insert(botEvents).values(part)
    // The owners hear of errors, running out of balance and (if they asked) fills with the write.
    // Orders a venue refused as they were placed (Paper's own rules): the worker tells of its own.
    const refusals = inserts.flatMap((o) =>
      o.status === 'rejected' && o.error ? [{ botId: o.botId, rejection: o.error }] : [],
    )
    if (notifyDeps)
      await notifyBotBatch(notifyDeps, tx, events.filter(keep), fills.filter(keep), refusals)
    return [...gone]
  })
}

/**
 * Every dirty bot row in one UPDATE … FROM (VALUES …), only where this process is the owner.
 * A paper bot's account is written with its state; other bots keep theirs (null in VALUES).
 */
async function writeBots(tx: DbTx, owner: string, now: Date, rows: Batch['rows']) {
  if (rows.length === 0) return []
  const json = (v: unknown) => JSON.stringify(encodeJson(v))
  const at = sql`${now.toISOString()}::timestamptz`
  const values = rows.map(
    ({ id, record, shown, account }) =>
      sql`(${id}::uuid, ${shown.status}, ${storedReason(shown.reason)}::text, ${json(record.state)}::jsonb,
        ${json(record.outbox)}::jsonb, ${record.fillCursor}::int,
        ${account === undefined ? null : JSON.stringify(account)}::jsonb,
        ${JSON.stringify(record.config)}::jsonb)`,
  )
  // Locked in id order first (db/locks.ts): a lease renewal or claim, or a user's stop, may be
  // taking some of these rows at the same time.
  const ids = await lockBots(
    tx,
    and(
      inArray(
        bots.id,
        rows.map((r) => r.id),
      ),
      eq(bots.owner, owner),
    ),
  )
  if (ids.length === 0) return []
  const done = await tx.execute<{ id: string }>(sql`
    update bots set
      status = v.status, reason = v.reason, state = v.state, outbox = v.outbox,
      fill_cursor = v.fill_cursor, venue_account = coalesce(v.venue_account, bots.venue_account),
      config = v.config, updated_at = ${at},
      stopped_at = case when v.status = 'stopped' then coalesce(bots.stopped_at, ${at}) end
    from (values ${sql.join(values, sql`, `)})
      as v(id, status, reason, state, outbox, fill_cursor, venue_account, config)
    where bots.id = v.id and bots.owner = ${owner}
    returning bots.id`)
  return rowsOf<{ id: string }>(done).map((r) => r.id)
}

/** node-postgres answers `{ rows }`, PGlite the same shape; both drivers' types differ. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
