import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '.'
import { tightenTree } from './private'

/** Paths under `root` that group or others may use, with their modes. */
function shared(root: string): string[] {
  const out: string[] = []
  const visit = (path: string) => {
    const stat = lstatSync(path)
    if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0)
      out.push(`${path} 0${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(root)
  return out
}

/** Owner-only data folders (issue 26 item 5, decision 079). PGlite only: PostgreSQL keeps its own. */
describe('the embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'atb-private-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('tightens folders to 0700 and files to their owner’s bits, without following links', () => {
    const dir = join(root, 'tree')
    mkdirSync(join(dir, 'a', 'b'), { recursive: true })
    writeFileSync(join(dir, 'a', 'b', 'data'), 'x')
    writeFileSync(join(dir, 'tool'), 'x')
    chmodSync(join(dir, 'a', 'b', 'data'), 0o666)
    chmodSync(join(dir, 'tool'), 0o755)
    chmodSync(join(dir, 'a'), 0o777)
    const outside = join(root, 'outside')
    writeFileSync(outside, 'x')
    chmodSync(outside, 0o644)
    symlinkSync(outside, join(dir, 'link'))

    expect(tightenTree(dir)).toBe(5)
    expect(shared(dir)).toEqual([])
    expect(statSync(join(dir, 'a', 'b', 'data')).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, 'tool')).mode & 0o777).toBe(0o700)
    expect(statSync(outside).mode & 0o777).toBe(0o644)
    expect(tightenTree(dir)).toBe(0)
  })

  it('makes a folder an older version left world-writable owner-only when it opens', async () => {
    // As before this change: PGlite's own modes, 0666 files, in a 0755 folder.
    const dataDir = join(root, 'older')
    const old = new PGlite(dataDir)
    await old.query('select 1')
    await old.close()
    chmodSync(dataDir, 0o755)
    expect(shared(dataDir).length).toBeGreaterThan(900)

    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      expect(shared(dataDir)).toEqual([])
      await database.ping()
    } finally {
      await database.close()
    }
  })

  it('makes a fresh folder owner-only from the start', async () => {
    const dataDir = join(root, 'parent', 'fresh')
    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      expect(shared(dataDir)).toEqual([])
      expect(statSync(join(root, 'parent')).mode & 0o777).toBe(0o700)
    } finally {
      await database.close()
    }
  })
})
