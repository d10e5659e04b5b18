import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { count, like, sql } from 'drizzle-orm'
import { D, str } from '@atb/engine'
import { startChild } from '../../bench/child'
import { openDatabase, type Db, type DatabaseOptions } from '../../db'
import { ledgerAccounts, ledgerEntries, ledgerMovements, users, withdrawals } from '../../db/schema'
import { createTestDatabase, databaseKinds, type DbKind } from '../../test/harness'
import { available, balanceOf, held, post, system } from './ledger'

const serverDir = fileURLToPath(new URL('../../..', import.meta.url))
const TRANSFERS = 400
/** An outside BEP20 address, checksummed (EIP-55's first test vector). */
const OUTSIDE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

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
  mode: { name: 'transfer' | 'withdraw'; count: number; address?: string } = {
    name: 'transfer',
    count: TRANSFERS,
  },
): Promise<number> {
  let last = 0
  let reached: () => void = () => {}
  const stop = new Promise<void>((resolve) => (reached = resolve))
  const child = await startChild('wallet', 'src/services/wallet/crash-child.ts', [], {
    cwd: serverDir,
    env: {
      ...process.env,
      CRASH_TRANSFERS: String(mode.count),
      CRASH_MODE: mode.name,
      CRASH_FROM: ids.from,
      CRASH_TO: ids.to,
      CRASH_ADDRESS: mode.address ?? '',
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

/** Two users; the first funded with `amount` USDT from the chain's account. */
async function twoUsers(options: DatabaseOptions, amount: number) {
  const database = await openDatabase(options)
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
      by: 'platform',
      type: 'deposit',
      values: {},
      legs: [
        { account: system('chain'), amount: new D(-amount), type: 'deposit' },
        { account: available(from), amount: new D(amount), type: 'deposit' },
      ],
    },
    new Date(),
  )
  await database.close()
  return { from, to }
}

/** Every account's balance adds up to zero: nothing created, nothing lost. */
async function ledgerTotal(db: Db): Promise<boolean> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
  return new D(sum!.total).isZero()
}

describe.each(databaseKinds)('the wallet after a crash on %s', (kind) => {
  it('SIGKILL during transfers; retried, every transfer moved exactly once and nothing was lost', async () => {
    const where = await place(kind)
    try {
      // Arrange: two users, the sender funded with exactly what the transfers move.
      const { from, to } = await twoUsers(where.options, TRANSFERS)

      // Act: killed part-way, then run again from the first key, as retrying clients would.
      const killedAt = await runChild(where.options, { from, to }, (done) => done >= 80)
      expect(killedAt).toBeGreaterThanOrEqual(80)
      expect(killedAt).toBeLessThan(TRANSFERS)
      await runChild(where.options, { from, to })

      // Assert: each key moved once, both sides agree with their entries, the total is zero.
      const database = await openDatabase(where.options)
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
      expect(await ledgerTotal(db)).toBe(true)
      await database.close()
    } finally {
      await where.drop()
    }
  }, 180_000)

  it('SIGKILL during withdrawal requests; retried, each request holds once with its row', async () => {
    const where = await place(kind)
    const requests = 60
    const mode = { name: 'withdraw' as const, count: requests, address: OUTSIDE }
    try {
      // Arrange: the user holds exactly what the 60 withdrawals take with their fees.
      const ids = await twoUsers(where.options, requests * 11)

      // Act: killed part-way, then every request id sent again.
      const killedAt = await runChild(where.options, ids, (done) => done >= 12, mode)
      expect(killedAt).toBeGreaterThanOrEqual(12)
      expect(killedAt).toBeLessThan(requests)
      await runChild(where.options, ids, undefined, mode)

      // Assert: one row per request id, each with its hold and its fee held, nothing else moved.
      const database = await openDatabase(where.options)
      const db = database.db
      const rows = await db.select().from(withdrawals)
      expect(rows).toHaveLength(requests)
      expect(new Set(rows.map((r) => r.requestId)).size).toBe(requests)
      const [moves] = await db
        .select({ n: count() })
        .from(ledgerMovements)
        .where(like(ledgerMovements.key, 'withdrawal:%'))
      expect(moves?.n).toBe(2 * requests)
      expect(str(await balanceOf(db, available(ids.from)))).toBe('0')
      expect(str(await balanceOf(db, held(ids.from)))).toBe(String(requests * 11))
      expect(await ledgerTotal(db)).toBe(true)
      await database.close()
    } finally {
      await where.drop()
    }
  }, 180_000)
})
