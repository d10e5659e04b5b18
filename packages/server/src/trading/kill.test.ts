import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { count, countDistinct, sql } from 'drizzle-orm'
import { startChild, type Child } from '../bench/child'
import { openDatabase, type Database, type DatabaseOptions } from '../db'
import { botOrders } from '../db/schema'
import { LocalLiveHub } from '../services/live-hub'
import { createTestDatabase, databaseKinds, type DbKind } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import { auditTrading } from './audit'
import { TradingHost } from './host'
import { gridConfig, insertBot, insertUser } from './testkit'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
const BOTS = 4

interface Progress {
  fills: number
  owned: number
}

/** A PGlite data folder or a PostgreSQL database of the test's own, and how to remove it. */
async function place(kind: DbKind): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'atb-kill-'))
    return {
      options: { kind, dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const created = await createTestDatabase('atb_kill')
  return { options: { kind, url: created.url }, drop: created.drop }
}

/** Starts the server and resolves when its progress lines satisfy `until`; the caller kills it. */
async function runUntil(
  options: DatabaseOptions,
  owner: string,
  epoch: number,
  until: (p: Progress) => boolean,
): Promise<{ child: Child; progress: Progress }> {
  let reached: (p: Progress) => void = () => {}
  const done = new Promise<Progress>((resolve) => (reached = resolve))
  const child = await startChild('trading', 'src/trading/kill-child.ts', [], {
    cwd: serverDir,
    env: {
      ...process.env,
      KILL_OWNER: owner,
      FEED_EPOCH: String(epoch),
      ...(options.kind === 'postgres'
        ? { DATABASE_URL: options.url }
        : { DATA_DIR: options.dataDir! }),
    },
    readyWhen: /^ready$/,
    timeoutMs: 60_000,
    onLine: (line) => {
      if (!line.startsWith('{')) return
      const p = JSON.parse(line) as Progress
      if (until(p)) reached(p)
    },
  })
  return { child, progress: await done }
}

function kill(child: Child): Promise<void> {
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()))
  child.process.kill('SIGKILL')
  return exited
}

describe.each(databaseKinds)('kill test on %s', (kind) => {
  it('SIGKILL while bots trade; every bot resumes with no duplicate order and no lost fill', async () => {
    // Arrange: four running paper grids, created the way the bot API leaves them.
    const where = await place(kind)
    let database: Database | null = await openDatabase(where.options)
    const userId = await insertUser(database.db)
    for (let i = 0; i < BOTS; i++)
      await insertBot(database.db, userId, {
        config: gridConfig({ number_of_grid: 6 + i, lower_price: 58_000 - i * 500 }),
      })
    await database.close()
    database = null
    const epoch = Date.now()
    try {
      // Act: trade, SIGKILL, trade again on the same data (after the dead owner's leases lapse), SIGKILL.
      const first = await runUntil(where.options, 'kill-1', epoch, (p) => p.fills >= 20)
      await kill(first.child)
      const second = await runUntil(
        where.options,
        'kill-2',
        epoch,
        (p) => p.owned === BOTS && p.fills >= first.progress.fills + 20,
      )
      await kill(second.child)

      // Assert: the rows are consistent as the crash left them…
      database = await openDatabase(where.options)
      const afterCrash = await auditTrading(database.db)
      expect(afterCrash.problems).toEqual([])
      expect(afterCrash.fills).toBeGreaterThanOrEqual(first.progress.fills + 20)
      const [orders] = await database.db
        .select({ n: count(), distinct: countDistinct(botOrders.clientId) })
        .from(botOrders)
      expect(orders!.n).toBeGreaterThan(BOTS)
      expect(orders!.distinct).toBe(orders!.n)

      // …and every bot resumes from them and keeps trading consistently.
      await database.db.execute(sql`update bots set lease_expires_at = now() - interval '1 second'`)
      const feed = new ScriptedFeed({ seed: 11, startTime: Date.now() })
      const host = new TradingHost({
        db: database.db,
        feed,
        hub: new LocalLiveHub(),
        renewEveryMs: 0,
      })
      await host.start()
      expect(host.hosted()).toHaveLength(BOTS)
      feed.step(400)
      await host.close()
      const afterResume = await auditTrading(database.db)
      expect(afterResume.problems).toEqual([])
      expect(afterResume.fills).toBeGreaterThan(afterCrash.fills)
    } finally {
      await database?.close()
      await where.drop()
    }
  }, 180_000)
})
