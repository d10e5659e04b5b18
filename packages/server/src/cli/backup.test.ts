import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../db'
import { bots, users } from '../db/schema'
import { insertBot, insertUser } from '../trading/testkit'
import { runBackup, runRestore, type BackupContext } from './backup'

/** An operator's terminal: what the command printed, and where DATA_DIR points. */
function terminal(dataDir: string, databaseUrl?: string) {
  const out: string[] = []
  const err: string[] = []
  const ctx: BackupContext = {
    env: { dataDir, databaseUrl, keyFile: '/keys/key-encryption.key' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => new Date('2026-03-01T10:00:00Z'),
  }
  return { ctx, out, err }
}

async function rowsIn(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    return {
      users: (await database.db.select({ id: users.id }).from(users)).map((u) => u.id),
      bots: (await database.db.select({ id: bots.id, userId: bots.userId }).from(bots)).map(
        (b) => `${b.userId}/${b.id}`,
      ),
    }
  } finally {
    await database.close()
  }
}

/** Paths under `root` that group or others may use. */
function sharedPaths(root: string): string[] {
  const out: string[] = []
  const visit = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) out.push(`${path} 0${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(root)
  return out
}

/** `npm run admin -- backup|restore` on the embedded database (decision 075). */
describe('PGlite backup and restore', () => {
  const root = mkdtempSync(join(tmpdir(), 'atb-backup-'))
  const source = join(root, 'pglite')
  const file = join(root, 'atb.tar.gz')
  let expected: { users: string[]; bots: string[] }

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: source })
    const userId = await insertUser(database.db)
    const botId = await insertBot(database.db, userId)
    await database.close()
    expected = { users: [userId], bots: [`${userId}/${botId}`] }
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('backs a folder up and restores it into a fresh one with its rows', async () => {
    // Act
    const backup = terminal(source)
    expect(await runBackup(backup.ctx, file, false)).toBe(0)
    const target = join(root, 'restored', 'pglite')
    const restore = terminal(target)
    expect(await runRestore(restore.ctx, file, false)).toBe(0)
    // Assert
    expect(await rowsIn(target)).toEqual(expected)
    expect(backup.out.join('\n')).toContain('/keys/key-encryption.key')
    expect(restore.err).toEqual([])
    // The backup and the restored folder are the operator's alone (decision 079).
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(sharedPaths(target)).toEqual([])
  })

  it('restores an older backup’s world-writable modes as owner-only ones', async () => {
    // Arrange: a tarball as versions before decision 079 wrote it, its files 0666.
    const loose = join(root, 'loose')
    const old = new PGlite(loose)
    await old.query('select 1')
    const tarball = join(root, 'loose.tar.gz')
    writeFileSync(tarball, Buffer.from(await (await old.dumpDataDir('gzip')).arrayBuffer()))
    await old.close()
    expect(sharedPaths(loose).length).toBeGreaterThan(900)
    // Act
    const target = join(root, 'from-loose')
    expect(await runRestore(terminal(target).ctx, tarball, false)).toBe(0)
    // Assert
    expect(sharedPaths(target)).toEqual([])
  })

  it('refuses a non-empty folder unless --force, which moves it aside', async () => {
    // Arrange: a folder with a database of its own.
    const target = join(root, 'busy')
    const other = await openDatabase({ kind: 'pglite', dataDir: target })
    const stranger = await insertUser(other.db)
    await other.close()
    // Act
    const refused = terminal(target)
    const refusedCode = await runRestore(refused.ctx, file, false)
    const forced = terminal(target)
    const forcedCode = await runRestore(forced.ctx, file, true)
    // Assert
    expect(refusedCode).toBe(1)
    expect(refused.err.join('\n')).toContain('already holds a database')
    expect(forcedCode).toBe(0)
    expect(await rowsIn(target)).toEqual(expected)
    const aside = `${target}.before-restore-2026-03-01T10-00-00-000Z`
    expect((await rowsIn(aside)).users).toEqual([stranger])
  })

  it('refuses a folder a server holds open, for backup and restore alike', async () => {
    // Arrange: a process has the restored folder open, as a running server would.
    const target = join(root, 'open')
    expect(await runRestore(terminal(target).ctx, file, false)).toBe(0)
    const server = new PGlite(target)
    await server.query('select 1')
    try {
      // Act
      const backup = terminal(target)
      const backupCode = await runBackup(backup.ctx, join(root, 'while-open.tar.gz'), false)
      const restore = terminal(target)
      const restoreCode = await runRestore(restore.ctx, file, false)
      // Assert
      expect([backupCode, restoreCode]).toEqual([1, 1])
      expect(backup.err.join('\n')).toContain('postmaster.pid')
      expect(restore.err.join('\n')).toContain('Stop the server')
      expect(existsSync(join(root, 'while-open.tar.gz'))).toBe(false)
    } finally {
      await server.close()
    }
  })

  it('leaves nothing behind when the file is not a backup', async () => {
    const junk = join(root, 'junk.tar.gz')
    writeFileSync(junk, 'not a tarball')
    const target = join(root, 'from-junk')
    const t = terminal(target)
    expect(await runRestore(t.ctx, junk, false)).toBe(1)
    expect(t.err.join('\n')).toContain('is not a PGlite backup')
    expect(existsSync(target)).toBe(false)
    expect(readdirSync(root).filter((f) => f.startsWith('from-junk'))).toEqual([])
  })

  it('points PostgreSQL at pg_dump and pg_restore and fails', async () => {
    for (const run of [runBackup, runRestore]) {
      const t = terminal(source, 'postgres://db.example/atb')
      expect(await run(t.ctx, file, true)).toBe(1)
      expect(t.err.join('\n')).toMatch(/pg_dump[\s\S]*pg_restore/)
      expect(t.out).toEqual([])
    }
  })
})
