/**
 * A deploy replaces hashed chunks; a tab opened before it fails to load the old ones.
 * Spec section 2: reload the target route once, and if that fails too, go home silently.
 */
const FLAG = 'chunk-reload-target'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed/i.test(
    message,
  )
}

/** Returns the URL to hard-load: the target the first time, home if that already failed. */
export function recoveryTarget(
  target: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): string {
  if (storage.getItem(FLAG) === target) {
    storage.removeItem(FLAG)
    return '/'
  }
  storage.setItem(FLAG, target)
  return target
}

export function clearRecovery(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(FLAG)
}

/**
 * Vite fires `vite:preloadError` when a lazy chunk or its stylesheet fails to load. Reload the
 * page the user was going to (or home, if that already failed) instead of showing an error.
 */
export function installChunkErrorRecovery(win: Window) {
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    win.location.assign(
      recoveryTarget(win.location.pathname + win.location.search, win.sessionStorage),
    )
  })
  win.addEventListener('load', () => {
    // A page that got this far loaded its chunks: the next failure deserves a fresh retry.
    setTimeout(() => clearRecovery(win.sessionStorage), 5000)
  })
}
