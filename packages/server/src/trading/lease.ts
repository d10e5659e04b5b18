import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { bots } from '../db/schema'

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

  private expiry() {
    return sql`now() + ${`${this.ttlMs} milliseconds`}::interval`
  }

  private free() {
    return or(isNull(bots.owner), eq(bots.owner, this.owner), lt(bots.leaseExpiresAt, sql`now()`))
  }

  /** Takes every hosted bot nobody else holds (or `ids` only), up to `limit`; returns the rows won. */
  async claim(options: { ids?: string[]; limit?: number } = {}): Promise<BotRow[]> {
    const { ids, limit = 10_000 } = options
    const candidates = this.db
      .select({ id: bots.id })
      .from(bots)
      .where(
        and(
          inArray(bots.status, [...HOSTED_STATUSES]),
          this.free(),
          ids ? inArray(bots.id, ids) : undefined,
        ),
      )
      .limit(limit)
    // The condition is checked again in the UPDATE itself: a row another process took since the
    // SELECT is simply not updated.
    return this.db
      .update(bots)
      .set({ owner: this.owner, leaseExpiresAt: this.expiry() })
      .where(
        and(inArray(bots.id, candidates), inArray(bots.status, [...HOSTED_STATUSES]), this.free()),
      )
      .returning()
  }

  /** Extends every lease this host holds; returns the ids it still owns. */
  async renew(): Promise<Set<string>> {
    const rows = await this.db
      .update(bots)
      .set({ leaseExpiresAt: this.expiry() })
      .where(eq(bots.owner, this.owner))
      .returning({ id: bots.id })
    return new Set(rows.map((r) => r.id))
  }

  /** Gives up every bot (or `ids`), so another process may take them at once. */
  async release(ids?: string[]): Promise<void> {
    await this.db
      .update(bots)
      .set({ owner: null, leaseExpiresAt: null })
      .where(and(eq(bots.owner, this.owner), ids ? inArray(bots.id, ids) : undefined))
  }
}
