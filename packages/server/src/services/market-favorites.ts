import { and, asc, eq, sql } from 'drizzle-orm'
import type { MarketFeed } from '@atb/engine'
import type { Db } from '../db'
import { marketFavorites } from '../db/schema'
import { ApiFailure } from '../lib/errors'

/** The user's starred symbols, in the order they were starred. */
export async function favoriteSymbols(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ symbol: marketFavorites.symbol })
    .from(marketFavorites)
    .where(eq(marketFavorites.userId, userId))
    .orderBy(asc(marketFavorites.createdAt), asc(marketFavorites.symbol))
  return rows.map((r) => r.symbol)
}

/**
 * Stars or unstars a symbol; doing it twice changes nothing. Only a symbol the feed lists can be
 * starred, so the list is bounded by the market. A stored star the feed no longer lists (another
 * feed configured) can still be removed; anything else unknown is refused.
 */
export async function setFavorite(
  db: Db,
  market: MarketFeed,
  userId: string,
  symbol: string,
  favorite: boolean,
  now: Date,
): Promise<string[]> {
  const known = market.symbol(symbol) !== undefined
  if (favorite) {
    if (!known) throw new ApiFailure('unknown_symbol')
    await db
      .insert(marketFavorites)
      .values({
        userId,
        symbol,
        // Starred order survives a clock that stands still (tests) or steps back: each new star
        // sorts after the user's last one.
        createdAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(${marketFavorites.createdAt}) + interval '1 microsecond' from ${marketFavorites} where ${marketFavorites.userId} = ${userId}))`,
      })
      .onConflictDoNothing()
  } else {
    const removed = await db
      .delete(marketFavorites)
      .where(and(eq(marketFavorites.userId, userId), eq(marketFavorites.symbol, symbol)))
      .returning({ symbol: marketFavorites.symbol })
    if (removed.length === 0 && !known) throw new ApiFailure('unknown_symbol')
  }
  return favoriteSymbols(db, userId)
}
