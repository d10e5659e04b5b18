import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { settings } from '../db/schema'
import { randomToken } from '../lib/crypto'

/**
 * Returns the JWT signing secret: JWT_SECRET when set, else one generated on first start and kept
 * in the database, so restarts (and several servers on one PostgreSQL) accept the same tokens.
 */
export async function loadJwtSecret(db: Db, fromEnv = process.env.JWT_SECRET): Promise<string> {
  if (fromEnv) return fromEnv
  await db
    .insert(settings)
    .values({ key: 'jwt_secret', value: randomToken(48) })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'))
  if (!row) throw new Error('jwt secret missing after insert')
  return row.value
}
