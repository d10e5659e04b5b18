import { eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { KeyedExchange } from '@atb/contract'
import { fakeCredentials } from '@atb/engine/testing'
import { users } from '../db/schema'
import { DataKeys } from '../services/data-keys'
import { ExchangeConnections } from '../services/exchanges'
import { keyVerifiers } from '../services/key-verifier'
import { Keyring, parseMasterKey } from '../services/keyring'
import { TEST_KEY_ENCRYPTION_KEY, type TestApp } from './harness'

/** The spec's exchange key form filled with the fake exchange's working key. */
export const keyBody = (exchange_name: string, overrides: Record<string, string> = {}) => ({
  exchange_name,
  api_key: fakeCredentials.apiKey,
  secret_key: fakeCredentials.secret,
  passphrase: fakeCredentials.password,
  ...overrides,
})

export async function getUserId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

const quietLog = { warn: () => {} } as unknown as FastifyBaseLogger

/** The service as the runner sees it (ExchangeAccess), over the test app's database and master key. */
export function connectionsOf(t: TestApp, urls: Partial<Record<KeyedExchange, string>>) {
  const { db } = t.database
  const keyring = new Keyring(parseMasterKey(TEST_KEY_ENCRYPTION_KEY))
  return new ExchangeConnections(
    db,
    t.clock,
    new DataKeys(db, t.clock, keyring),
    keyVerifiers({ urls, timeoutMs: 2_000 }),
    quietLog,
  )
}

/** Every row of every table, as PostgreSQL itself renders it: what a database dump would show. */
export async function storedText(t: TestApp): Promise<string> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
  const query = async <R>(q: SQL) =>
    ((await t.database.db.execute(q)) as unknown as { rows: R[] }).rows
  const tables = await query<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(sql.raw(`SELECT t::text AS row FROM "${name}" t`))
    parts.push(name, ...rows.map((r) => r.row))
  }
  return parts.join('\n')
}
