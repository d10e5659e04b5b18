import type { Deps } from '../lib/deps'
import { purgeAttempts } from './attempts'
import { purgeOutbox } from './mail'
import { purgeChallenges } from './login-challenge'
import { freezeEndedTournaments } from './community/tournaments'

const EVERY_MS = 10 * 60_000
const DAY_MS = 86_400_000
/** How old a stored exchange key's last check may get before housekeeping checks it again. */
export const KEY_RECHECK_MS = 6 * 3_600_000

/**
 * Drops outbox mails past their codes' lifetime, attempt counters a day past their window and
 * sign-in challenges a day past their end, and
 * re-checks exchange keys last checked more than six hours ago, and stores the results of
 * tournaments that have ended.
 */
export async function housekeeping(deps: Deps): Promise<void> {
  const now = deps.clock.now().getTime()
  await purgeOutbox(deps.db, deps.clock)
  await purgeAttempts(deps.db, new Date(now - DAY_MS))
  await purgeChallenges(deps.db, new Date(now - DAY_MS))
  await deps.exchanges.recheckStale(new Date(now - KEY_RECHECK_MS))
  // Results are valued at the live prices as close to the end as the server gets (decision 072).
  await freezeEndedTournaments(deps)
}

/** Runs housekeeping now and every ten minutes; the returned function stops it. */
export function startHousekeeping(deps: Deps): () => void {
  const run = () => deps.background.run('housekeeping', () => housekeeping(deps))
  run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
