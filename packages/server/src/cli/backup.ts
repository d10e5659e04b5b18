import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { privateFolder, tightenTree } from '../db/private'

export const BACKUP_USAGE = `  backup <file.tar.gz> [--force]     the PGlite data folder (DATA_DIR), server stopped
  restore <file.tar.gz> [--force]    into DATA_DIR; --force moves a non-empty folder aside
    PGlite keeps postmaster.pid while a process has the folder open, but with no usable pid, so
    a running server and one that was killed look alike: stop the server first, and add --force
    only when none runs. PostgreSQL (DATABASE_URL): use pg_dump and pg_restore.`

export interface BackupContext {
  /** DATA_DIR, DATABASE_URL and the master key's file, as the server reads them. */
  env: { dataDir: string; databaseUrl: string | undefined; keyFile: string }
  out: (line: string) => void
  err: (line: string) => void
  /** When a folder is moved aside; the wall clock by default. */
  now?: () => Date
}

/** The lock file PostgreSQL, and so PGlite, keeps in its data folder while it is open. */
const LOCK = 'postmaster.pid'

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

function postgresOnly(ctx: BackupContext): boolean {
  if (!ctx.env.databaseUrl) return false
  ctx.err(
    'DATABASE_URL is set: these commands copy the embedded PGlite folder only. Back PostgreSQL up ' +
      'with its own tools, for example `pg_dump -Fc "$DATABASE_URL" -f atb.dump`, and restore with ' +
      '`pg_restore --clean --if-exists -d "$DATABASE_URL" atb.dump`.',
  )
  return true
}

function locked(ctx: BackupContext, dir: string, force: boolean): boolean {
  if (force || !existsSync(join(dir, LOCK))) return false
  ctx.err(
    `${dir} is open in a server (it holds ${LOCK}), or a server stopped there without closing. ` +
      'Stop the server and run this again; if no server runs, add --force.',
  )
  return true
}

/** The master key is not in the database: without it, restored exchange keys cannot be read. */
function keyReminder(ctx: BackupContext) {
  ctx.out(
    `Exchange keys in it are sealed with the master key (KEY_ENCRYPTION_KEY, or ${ctx.env.keyFile}), ` +
      'which is not in the backup: keep a copy of the key apart from it.',
  )
}

/** `admin backup <file>`: the whole PGlite data folder as one gzipped tarball (PGlite's dumpDataDir). */
export async function runBackup(ctx: BackupContext, file: string, force: boolean): Promise<number> {
  if (postgresOnly(ctx)) return 1
  const { dataDir } = ctx.env
  if (isEmpty(dataDir)) {
    ctx.err(`There is no database in ${dataDir} (DATA_DIR) to back up.`)
    return 1
  }
  if (locked(ctx, dataDir, force)) return 1
  if (existsSync(file) && !force) {
    ctx.err(`${file} exists; choose another name, or add --force to replace it.`)
    return 1
  }
  const client = new PGlite(dataDir)
  try {
    // dumpDataDir on an instance that is not ready yet never settles (PGlite 0.5).
    await client.waitReady
    const dump = await client.dumpDataDir('gzip')
    // Written beside, then renamed: a backup interrupted halfway never looks complete.
    const partial = `${file}.partial`
    // The whole database: owner-only, like the folder it comes from (decision 079).
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
    chmodSync(partial, 0o600)
    renameSync(partial, file)
  } finally {
    await client.close()
  }
  ctx.out(`Backed up ${dataDir} to ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB).`)
  keyReminder(ctx)
  return 0
}

/** `admin restore <file>`: a backup into DATA_DIR, which must be empty unless --force. */
export async function runRestore(
  ctx: BackupContext,
  file: string,
  force: boolean,
): Promise<number> {
  if (postgresOnly(ctx)) return 1
  const { dataDir } = ctx.env
  if (!existsSync(file)) {
    ctx.err(`${file} does not exist.`)
    return 1
  }
  if (locked(ctx, dataDir, force)) return 1
  let aside: string | null = null
  if (!isEmpty(dataDir)) {
    if (!force) {
      ctx.err(
        `${dataDir} (DATA_DIR) already holds a database. Restore into an empty folder, or add ` +
          '--force to move this one aside (nothing is deleted).',
      )
      return 1
    }
    aside = `${dataDir}.before-restore-${(ctx.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`
    renameSync(dataDir, aside)
  }
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 })
  try {
    privateFolder(dataDir)
    const client = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(file)]) })
    try {
      await client.query('select 1')
    } finally {
      await client.close()
    }
    // The tarball's modes come back with its files (0666 from older versions): owner-only again.
    tightenTree(dataDir)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    if (aside) renameSync(aside, dataDir)
    ctx.err(`${file} is not a PGlite backup this server can load: ${(error as Error).message}`)
    return 1
  }
  if (aside) ctx.out(`The database that was in ${dataDir} is now in ${aside}.`)
  ctx.out(`Restored ${file} into ${dataDir}. The server applies newer migrations when it starts.`)
  keyReminder(ctx)
  return 0
}
