import type { Deps } from '../lib/deps'
import { purgeAttempts } from './attempts'
import { purgeOutbox } from './mail'

const EVERY_MS = 10 * 60_000
const DAY_MS = 86_400_000

/** Drops outbox mails past their codes' lifetime and attempt counters a day past their window. */
export async function housekeeping(deps: Deps): Promise<void> {
  await purgeOutbox(deps.db, deps.clock)
  await purgeAttempts(deps.db, new Date(deps.clock.now().getTime() - DAY_MS))
}

/** Runs housekeeping now and every ten minutes; the returned function stops it. */
export function startHousekeeping(deps: Deps): () => void {
  const run = () => deps.background.run('housekeeping', () => housekeeping(deps))
  run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
