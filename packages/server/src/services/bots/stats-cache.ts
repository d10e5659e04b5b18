import { and, asc, count, eq, gt, inArray, max } from 'drizzle-orm'
import { str } from '@atb/engine'
import type { Db } from '../../db'
import { botFills } from '../../db/schema'
import { fillsOf, toFill } from './fills'
import { applyFills, bookTotals, type Books } from './performance'
import type { FillStats } from './rows'

interface Entry {
  books: Books
  count: number
  lastSeq: number
}

const NONE: FillStats = { realized: '0', fees: '0', trades: 0 }

/**
 * The list's figures for many bots without replaying every fill on every request: each bot's
 * books are kept per process and brought up to date with the fills stored since. Fills are
 * append-only, so this is derived data any process can rebuild. When the stored count is not the
 * cached count plus the new rows (a fill committed out of order), the bot is replayed in full.
 */
export class FillStatsCache {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly capacity = 20_000) {}

  async stats(
    db: Db,
    ids: string[],
    contractSizeOf: (symbol: string) => string | undefined,
  ): Promise<Map<string, FillStats>> {
    const out = new Map<string, FillStats>(ids.map((id) => [id, NONE]))
    if (ids.length === 0) return out
    const heads = await db
      .select({ botId: botFills.botId, n: count(), last: max(botFills.seq) })
      .from(botFills)
      .where(inArray(botFills.botId, ids))
      .groupBy(botFills.botId)
    const replay: { id: string; n: number; last: number }[] = []
    for (const { botId, n, last } of heads) {
      const lastSeq = last ?? 0
      const entry = this.entries.get(botId)
      if (entry && (entry.count !== n || entry.lastSeq !== lastSeq)) {
        const rows = await db
          .select()
          .from(botFills)
          .where(and(eq(botFills.botId, botId), gt(botFills.seq, entry.lastSeq)))
          .orderBy(asc(botFills.seq))
        if (entry.count + rows.length === n) {
          applyFills(entry.books, rows.map(toFill), contractSizeOf)
          entry.count = n
          entry.lastSeq = lastSeq
        } else this.entries.delete(botId)
      }
      if (!this.entries.has(botId)) replay.push({ id: botId, n, last: lastSeq })
    }
    const fills = await fillsOf(
      db,
      replay.map((r) => r.id),
    )
    for (const { id, n, last } of replay)
      this.entries.set(id, {
        books: applyFills(new Map(), fills.get(id) ?? [], contractSizeOf),
        count: n,
        lastSeq: last,
      })
    for (const { botId } of heads) {
      const entry = this.entries.get(botId)!
      this.touch(botId, entry)
      const totals = bookTotals(entry.books, () => 0)
      out.set(botId, {
        realized: str(totals.realized),
        fees: str(totals.fees),
        trades: totals.trades,
      })
    }
    // Evicted only after this request has read its own bots.
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!)
    return out
  }

  /** Most recently used last, so the oldest is evicted first. */
  private touch(id: string, entry: Entry) {
    this.entries.delete(id)
    this.entries.set(id, entry)
  }
}
