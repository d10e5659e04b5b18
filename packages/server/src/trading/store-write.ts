import { and, eq, sql } from 'drizzle-orm'
import type { BotRecord } from '@atb/engine'
import type { Db } from '../db'
import { botEquity, botFills, botOrders, bots } from '../db/schema'
import { encodeJson } from './codec'

/** `canceling`: a cancel the order worker has still to send (connected exchanges). */
export type OrderStatusName = 'pending' | 'open' | 'canceling' | 'filled' | 'canceled' | 'rejected'

export type OrderRow = typeof botOrders.$inferInsert
export type FillRow = typeof botFills.$inferInsert
export type EquityRow = typeof botEquity.$inferInsert
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
    shown: { status: string; reason: string | null }
    account: unknown
  }[]
  orders: OrderChange[]
  fills: FillRow[]
  equity: EquityRow[]
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
export function writeBatch(db: Db, owner: string, now: Date, batch: Batch): Promise<string[]> {
  const { rows, orders, fills, equity } = batch
  return db.transaction(async (tx) => {
    const gone = new Set<string>()
    for (const { id, record, shown, account } of rows) {
      const done = await tx
        .update(bots)
        .set({
          status: shown.status,
          reason: shown.reason,
          state: encodeJson(record.state),
          outbox: encodeJson(record.outbox),
          fillCursor: record.fillCursor,
          config: record.config,
          ...(account !== undefined ? { venueAccount: account } : {}),
          updatedAt: now,
          stoppedAt: shown.status === 'stopped' ? sql`coalesce(${bots.stoppedAt}, ${now})` : null,
        })
        .where(and(eq(bots.id, id), eq(bots.owner, owner)))
        .returning({ id: bots.id })
      if (done.length === 0) gone.add(id)
    }
    const keep = <T extends { botId: string }>(r: T) => !gone.has(r.botId)
    const inserts = orders.flatMap((o) => ('row' in o && keep(o.row) ? [o.row] : []))
    for (const part of chunks(inserts))
      await tx
        .insert(botOrders)
        .values(part)
        .onConflictDoUpdate({
          target: botOrders.clientId,
          set: { status: sql`excluded.status`, updatedAt: now },
          setWhere: sql`${rank(botOrders.status)} < ${rank(sql`excluded.status`)}`,
        })
    for (const o of orders) {
      if ('row' in o || !keep(o)) continue
      await tx
        .update(botOrders)
        .set({ status: o.status, updatedAt: now })
        .where(
          and(
            eq(botOrders.clientId, o.clientId),
            sql`${rank(botOrders.status)} < ${rank(sql`${o.status}`)}`,
          ),
        )
    }
    for (const part of chunks(fills.filter(keep)))
      await tx.insert(botFills).values(part).onConflictDoNothing()
    for (const part of chunks(equity.filter(keep)))
      await tx.insert(botEquity).values(part).onConflictDoNothing()
    return [...gone]
  })
}
