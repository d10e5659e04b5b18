import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { bots } from '../db/schema'
import { lockBots } from '../db/locks'

/** Statuses a host drives: the engine runs them (out_of_balance is a running bot with a flag). */
export const HOSTED_STATUSES = ['running', 'paused', 'out_of_balance'] as const

export type BotRow = typeof bots.$inferSelect

/**
 * Bot ownership between processes. A host owns a bot while `owner` is its id and
 * `lease_expires_at` lies ahead on the database's clock (one clock for every process). Every
 * change of owner is one conditional UPDATE, so two processes never both win the same bot.
 */
export class Leases {
  constructor(
    private readonly db: Db,
    readonly owner: string,
    private readonly ttlMs: number,
  ) {}

  /** A lease that runs out `ttlMs` from now on the database's clock. */
  expiry() {
    return sql`now() + ${`${this.ttlMs} milliseconds`}::interval`
  }

  /** Rows nobody holds; with `mine`, also those this process holds (claimed again by id). */
  private free(mine: boolean) {
    return or(
      isNull(bots.owner),
      mine ? eq(bots.owner, this.owner) : undefined,
      lt(bots.leaseExpiresAt, sql`now()`),
    )
  }

  /**
   * How many more bots this process should run: an even share of every hosted bot among the
   * processes holding leases (itself included), less what it holds. When a process dies, the
   * others split its bots instead of the quickest taking them all (decision 074).
   */
  async share(): Promise<number> {
    const live = and(sql`${bots.owner} <> ${this.owner}`, sql`${bots.leaseExpiresAt} > now()`)
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        others: sql<number>`count(distinct ${bots.owner}) filter (where ${live})`.mapWith(Number),
        mine: sql<number>`count(*) filter (where ${bots.owner} = ${this.owner})`.mapWith(Number),
      })
      .from(bots)
      .where(inArray(bots.status, [...HOSTED_STATUSES]))
    if (!row) return 0
    return Math.max(0, Math.ceil(row.total / (row.others + 1)) - row.mine)
  }

  /**
   * Takes hosted bots nobody else holds: `ids` only, or up to `limit` (this process's share by
   * default); returns the rows won.
   */
  async claim(options: { ids?: string[]; limit?: number } = {}): Promise<BotRow[]> {
    const { ids } = options
    const limit = options.limit ?? (ids ? ids.length : await this.share())
    if (limit === 0) return []
    // Locked in id order first (db/locks.ts): the owner's flush or renewal may be writing the
    // same rows right now. The UPDATE checks the condition again on the locked rows.
    return this.db.transaction(async (tx) => {
      const picked = await lockBots(
        tx,
        and(
          inArray(bots.status, [...HOSTED_STATUSES]),
          this.free(Boolean(ids)),
          ids ? inArray(bots.id, ids) : undefined,
        ),
        limit,
      )
      if (picked.length === 0) return []
      return tx
        .update(bots)
        .set({ owner: this.owner, leaseExpiresAt: this.expiry() })
        .where(
          and(
            inArray(bots.id, picked),
            inArray(bots.status, [...HOSTED_STATUSES]),
            this.free(Boolean(ids)),
          ),
        )
        .returning()
    })
  }

  /** Extends every lease this host holds; returns the ids it still owns. */
  async renew(): Promise<Set<string>> {
    const mine = eq(bots.owner, this.owner)
    const rows = await this.db.transaction(async (tx) => {
      await lockBots(tx, mine)
      return tx
        .update(bots)
        .set({ leaseExpiresAt: this.expiry() })
        .where(mine)
        .returning({ id: bots.id })
    })
    return new Set(rows.map((r) => r.id))
  }

  /** Gives up every bot (or `ids`), so another process may take them at once. */
  async release(ids?: string[]): Promise<void> {
    const mine = and(eq(bots.owner, this.owner), ids ? inArray(bots.id, ids) : undefined)
    await this.db.transaction(async (tx) => {
      await lockBots(tx, mine)
      await tx.update(bots).set({ owner: null, leaseExpiresAt: null }).where(mine)
    })
  }
}
