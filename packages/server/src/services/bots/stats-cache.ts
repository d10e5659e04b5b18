import { and, asc, count, eq, gt, inArray, max } from 'drizzle-orm'
import { applyFills, D, TripBook, type Books, type Dec, type Fill } from '@atb/engine'
import type { Db } from '../../db'
import { botFills } from '../../db/schema'
import { fillsOf, toFill } from './fills'
import { DayBook } from './days'

/** A bot's books as the list reads them: the ledgers, each symbol's last fill and daily profit. */
export interface CachedBooks {
  books: Books
  lastPrice: Map<string, number>
  /**
   * By symbol, then UTC day (epoch day number): realised − fees of that day's fills, the sum of
   * decision 041's profit events.
   */
  daily: Map<string, Map<number, Dec>>
  /** UTC days with a trade (a buy or a sell; a funding payment is none): the ranking's test (decision 079). */
  tradeDays: Set<number>
  /** Every round trip's profit so far: a grid's grid profit, as the bot page pairs them. */
  trips: TripBook
  /** Bumped by every fill booked: what a valuation of these books is keyed by. */
  version: number
}

interface Entry extends CachedBooks {
  count: number
  lastSeq: number
}

export const DAY_MS = 86_400_000
export const utcDay = (time: number) => Math.floor(time / DAY_MS)

const empty = (): CachedBooks => ({
  books: new Map(),
  lastPrice: new Map(),
  daily: new Map(),
  tradeDays: new Set(),
  trips: new TripBook(),
  version: 0,
})

function book(
  entry: CachedBooks,
  fills: readonly Fill[],
  contractSizeOf: (symbol: string) => string | undefined,
) {
  entry.version += fills.length
  for (const fill of fills) entry.trips.apply(fill, contractSizeOf(fill.symbol))
  applyFills(entry.books, fills, contractSizeOf, (fill, realized, fee) => {
    const day = utcDay(fill.time)
    let days = entry.daily.get(fill.symbol)
    if (!days) entry.daily.set(fill.symbol, (days = new Map()))
    days.set(day, (days.get(day) ?? new D(0)).add(realized).sub(fee))
    if (fill.qty !== '0') entry.tradeDays.add(day)
    entry.lastPrice.set(fill.symbol, fill.price)
  })
}

/**
 * The list's figures for many bots without replaying every fill on every request: each bot's
 * books are kept per process and brought up to date with the fills stored since. Fills are
 * append-only, so this is derived data any process can rebuild. When the stored count is not the
 * cached count plus the new rows (a fill committed out of order), the bot is replayed in full.
 */
export class FillStatsCache {
  private readonly entries = new Map<string, Entry>()
  /** The totals at the starts of the viewers' days, for "today" and the profit days (decision 091). */
  readonly days = new DayBook()

  constructor(private readonly capacity = 20_000) {}

  /** Every asked bot's books; a bot without fills gets empty ones. */
  async stats(
    db: Db,
    ids: string[],
    contractSizeOf: (symbol: string) => string | undefined,
  ): Promise<Map<string, CachedBooks>> {
    const out = new Map<string, CachedBooks>(ids.map((id) => [id, empty()]))
    if (ids.length === 0) return out
    const heads = await db
      .select({ botId: botFills.botId, n: count(), last: max(botFills.seq) })
      .from(botFills)
      .where(inArray(botFills.botId, ids))
      .groupBy(botFills.botId)
    // The books this request answers with. Requests overlap (each awaits the database), and one
    // may drop or replace an entry another is reading, so each keeps its own hold on what it uses.
    const held = new Map<string, Entry>()
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
        // Booked only if nobody booked this entry meanwhile; otherwise replayed from the start.
        if (this.entries.get(botId) === entry && entry.count + rows.length === n) {
          book(entry, rows.map(toFill), contractSizeOf)
          entry.count = n
          entry.lastSeq = lastSeq
          held.set(botId, entry)
        } else if (this.entries.get(botId) === entry) this.entries.delete(botId)
      } else if (entry) held.set(botId, entry)
      if (!held.has(botId)) replay.push({ id: botId, n, last: lastSeq })
    }
    const fills = await fillsOf(
      db,
      replay.map((r) => r.id),
    )
    for (const { id, n, last } of replay) {
      const entry: Entry = { ...empty(), count: n, lastSeq: last }
      book(entry, fills.get(id) ?? [], contractSizeOf)
      held.set(id, entry)
      this.entries.set(id, entry)
    }
    for (const [botId, entry] of held) {
      if (this.entries.get(botId) === entry) this.touch(botId, entry)
      out.set(botId, entry)
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

/** A bot's profit on one UTC day, over its symbols. */
export function profitOn(cached: CachedBooks, day: number): Dec {
  let sum = new D(0)
  for (const days of cached.daily.values()) sum = sum.add(days.get(day) ?? 0)
  return sum
}
