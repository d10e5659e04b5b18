import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The embedded database, its key file and its backups are for this server's user alone (issue 26
 * item 5, decision 079): folders 0700, files 0600.
 */

/** Group and others get nothing on what the process creates. */
export const OWNER_ONLY_UMASK = 0o077

/**
 * Set first thing by each entry point (server, admin CLI), before PGlite or the key file writes
 * anything: every file made with open or mkdir is then owner-only.
 */
export function ownerOnlyFiles(): void {
  process.umask(OWNER_ONLY_UMASK)
}

/** Windows has no Unix modes to tighten. */
const posix = process.platform !== 'win32'

/** Creates the folder (and missing parents) owner-only, and makes an existing one of ours 0700. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  tightenTree(dir, false)
}

/**
 * Makes a folder and everything in it owner-only: folders 0700, files their owner's bits (0600).
 * PGlite sets some modes itself (0666 on the files of its initial cluster, 0644 on the relation
 * cache file), which no umask reaches, and folders from older versions hold the same, so this runs
 * after each open. Links are left alone (never followed out of the folder); `deep` false does the
 * folder alone. Answers how many entries it changed.
 */
export function tightenTree(root: string, deep = true): number {
  if (!posix) return 0
  // Only the owner may change a mode: what another user made (a volume root) is theirs to set.
  const uid = process.getuid?.()
  let changed = 0
  const visit = (path: string) => {
    let stat
    try {
      stat = lstatSync(path)
    } catch {
      return // removed meanwhile
    }
    if (stat.isSymbolicLink()) return
    const mode = stat.mode & 0o777
    // A file keeps what its owner had (0600 for PGlite's); group and others lose everything.
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o700
    if (mode !== wanted && (uid === undefined || stat.uid === uid)) {
      chmodSync(path, wanted)
      changed++
    }
    if (deep && stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(root)
  return changed
}
