import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'
import { privateFolder, tightenTree } from './private'

/** Both drivers share this type, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** One `select 1` round trip: the readiness check (decision 075). */
  ping(): Promise<void>
  /** Connections for /metrics: pg's pool as it stands; PGlite is one connection, never waited on. */
  pool(): PoolUse
  close(): Promise<void>
}

export interface PoolUse {
  total: number
  idle: number
  waiting: number
}

const PGLITE_POOL: PoolUse = { total: 1, idle: 1, waiting: 0 }

export type DatabaseOptions =
  /**
   * PGlite in a data folder, or in memory when dataDir is omitted (tests). An in-memory database
   * may start from `image`, a migrated cluster's dump (the tests' shared image, issue 30).
   */
  { kind: 'pglite'; dataDir?: string; image?: Blob } | { kind: 'postgres'; url: string }

/**
 * The migrations sit next to the bundle (dist/drizzle) in production and at the package root when
 * running from source, so both `tsx src/main.ts` and `node dist/main.mjs` find them.
 */
export function migrationsFolder(): string {
  const candidates = ['./drizzle', '../drizzle', '../../drizzle']
  for (const candidate of candidates) {
    const path = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(`${path}/meta/_journal.json`)) return path
  }
  throw new Error('Drizzle migrations folder not found next to the server')
}

const asText = (value: string) => value

/** What Drizzle asks PGlite for with every query: dates, times and intervals left as text. */
const drizzleParsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
)

/**
 * PGlite merges per-query parsers into a copy of its whole parser table on every query, which
 * costs about as much as reading a row by primary key (decision 025). The instance already holds
 * Drizzle's parsers, so the per-query copy is dropped; transactions keep the slower path.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], options?: QueryOptions) =>
          target.query(sql, params, options && { ...options, parsers: undefined })
      }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Opens the database and applies pending migrations (safe to rerun). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder()
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder: folder })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    }
  }
  // Owner-only before PGlite writes a byte, then everything it wrote (decision 079).
  if (options.dataDir) privateFolder(options.dataDir)
  const client = options.dataDir
    ? new PGlite(options.dataDir, { parsers: drizzleParsers })
    : new PGlite({ parsers: drizzleParsers, loadDataDir: options.image })
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema })
  await migratePglite(db, { migrationsFolder: folder })
  if (options.dataDir) tightenTree(options.dataDir)
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    pool: () => PGLITE_POOL,
    close: () => client.close(),
  }
}

/** A transaction handle; services accept either so they compose inside one transaction. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | DbTx
