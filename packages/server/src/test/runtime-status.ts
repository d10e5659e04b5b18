import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { botEvents, bots } from '../db/schema'
import { closeBot } from '../services/bots/close'
import type { StopOutcome } from '../services/bots/runtime'

/**
 * The statuses a runtime decides itself, written as the hosted one must: a strategy that stopped
 * (take profit, stop loss) goes to history through the API's own `closeBot`, which releases its
 * Paper funds; one that threw is put in error with its message and keeps its allocation.
 */
export async function recordEnd(
  db: Db,
  id: string,
  end: { status: string; reason: string | null; time: Date; outcome: StopOutcome },
) {
  const { time } = end
  if (end.status === 'error') {
    const reason = end.reason ?? 'error'
    await db.update(bots).set({ status: 'error', reason, updatedAt: time }).where(eq(bots.id, id))
    await db
      .insert(botEvents)
      .values({ botId: id, type: 'status', data: { status: 'error', reason }, time })
    return
  }
  await closeBot(db, id, end.outcome, { mode: null, reason: end.reason ?? 'stopped', time })
}
