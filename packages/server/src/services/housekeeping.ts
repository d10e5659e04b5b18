import type { Deps } from '../lib/deps'
import { purgeAttempts } from './attempts'
import { purgeOutbox } from './mail'

const EVERY_MS = 10 * 60_000
const DAY_MS = 86_400_000
/** How old a stored exchange key's last check may get before housekeeping checks it again. */
export const KEY_RECHECK_MS = 6 * 3_600_000

/**
 * Drops outbox mails past their codes' lifetime and attempt counters a day past their window, and
 * re-checks exchange keys last checked more than six hours ago.
 */
export async function housekeeping(deps: Deps): Promise<void> {
  const now = deps.clock.now().getTime()
  await purgeOutbox(deps.db, deps.clock)
  await purgeAttempts(deps.db, new Date(now - DAY_MS))
  await deps.exchanges.recheckStale(new Date(now - KEY_RECHECK_MS))
}

/** Runs housekeeping now and every ten minutes; the returned function stops it. */
export function startHousekeeping(deps: Deps): () => void {
  const run = () => deps.background.run('housekeeping', () => housekeeping(deps))
  run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
