import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { count, like, sql } from 'drizzle-orm'
import { D, str } from '@atb/engine'
import { startChild } from '../../bench/child'
import { openDatabase, type DatabaseOptions } from '../../db'
import { ledgerAccounts, ledgerEntries, ledgerMovements, users } from '../../db/schema'
import { createTestDatabase, databaseKinds, type DbKind } from '../../test/harness'
import { available, balanceOf, post, system } from './ledger'

const serverDir = fileURLToPath(new URL('../../..', import.meta.url))
const TRANSFERS = 400

async function place(kind: DbKind): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'atb-wallet-crash-'))
    return {
      options: { kind, dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const created = await createTestDatabase('atb_wallet_crash')
  return { options: { kind, url: created.url }, drop: created.drop }
}

/** Runs the child until `until(done)` (then SIGKILL) or to its end. */
async function runChild(
  options: DatabaseOptions,
  ids: { from: string; to: string },
  until?: (done: number) => boolean,
): Promise<number> {
  let last = 0
  let reached: () => void = () => {}
  const stop = new Promise<void>((resolve) => (reached = resolve))
  const child = await startChild('wallet', 'src/services/wallet/crash-child.ts', [], {
    cwd: serverDir,
    env: {
      ...process.env,
      CRASH_TRANSFERS: String(TRANSFERS),
      CRASH_FROM: ids.from,
      CRASH_TO: ids.to,
      ...(options.kind === 'postgres'
        ? { DATABASE_URL: options.url }
        : { DATA_DIR: options.dataDir! }),
    },
    readyWhen: /^ready$/,
    timeoutMs: 60_000,
    onLine: (line) => {
      if (line === 'finished') reached()
      if (!line.startsWith('{')) return
      last = (JSON.parse(line) as { done: number }).done
      if (until?.(last)) reached()
    },
  })
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()))
  await stop
  if (until) child.process.kill('SIGKILL')
  await exited
  return last
}

describe.each(databaseKinds)('the wallet after a crash on %s', (kind) => {
  it('SIGKILL during transfers; retried, every transfer moved exactly once and nothing was lost', async () => {
    const where = await place(kind)
    try {
      // Arrange: two users, the sender funded with exactly what the transfers move.
      let database = await openDatabase(where.options)
      const [from, to] = [randomUUID(), randomUUID()]
      await database.db.insert(users).values(
        [from, to].map((id) => ({
          id,
          email: `${id}@crash.test`,
          ownInvitationCode: id.slice(0, 8),
          createdAt: new Date(),
        })),
      )
      await post(
        database.db,
        {
          key: 'fund',
          type: 'deposit',
          values: {},
          legs: [
            { account: system('chain'), amount: new D(-TRANSFERS), type: 'deposit' },
            { account: available(from), amount: new D(TRANSFERS), type: 'deposit' },
          ],
        },
        new Date(),
      )
      await database.close()

      // Act: killed part-way, then run again from the first key, as retrying clients would.
      const killedAt = await runChild(where.options, { from, to }, (done) => done >= 80)
      expect(killedAt).toBeGreaterThanOrEqual(80)
      expect(killedAt).toBeLessThan(TRANSFERS)
      await runChild(where.options, { from, to })

      // Assert: each key moved once, both sides agree with their entries, the total is zero.
      database = await openDatabase(where.options)
      const db = database.db
      expect(str(await balanceOf(db, available(from)))).toBe('0')
      expect(str(await balanceOf(db, available(to)))).toBe(String(TRANSFERS))
      const [moves] = await db
        .select({ n: count() })
        .from(ledgerMovements)
        .where(like(ledgerMovements.key, 'crash:%'))
      expect(moves?.n).toBe(TRANSFERS)
      const [legs] = await db.select({ n: count() }).from(ledgerEntries)
      expect(legs?.n).toBe(2 * TRANSFERS + 2)
      const [sum] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
        .from(ledgerAccounts)
      expect(new D(sum!.total).isZero()).toBe(true)
      await database.close()
    } finally {
      await where.drop()
    }
  }, 180_000)
})
