import { and, eq, sql } from 'drizzle-orm'
import type { BotReason, StopMode } from '@atb/contract'
import type { Db } from '../../db'
import { botEvents, bots } from '../../db/schema'
import type { BotRow, StopOutcome } from './runtime'
import { release } from './wallet'
import { notify, type NotifyDeps } from '../notifications/notify'

/**
 * Moves a bot to history in one transaction: marks it stopped (only if it was not), gives a Paper
 * bot's holdings back to the wallet and stores the `stopped` event with the prices it ended at.
 * The runtime calls this too when a bot stops itself (take profit, stop loss); null when the bot
 * had already stopped.
 */
export async function closeBot(
  db: Db,
  id: string,
  outcome: StopOutcome,
  how: {
    mode: StopMode | null
    reason: BotReason
    time: Date
    from?: string
    /** Who ended it: the owner, the bot itself (take profit, stop loss), or a failed start. */
    cause?: 'user' | 'self' | 'start_failed'
    /** With it, the owner is notified in the same transaction (decision 068). */
    notify?: NotifyDeps
  },
): Promise<BotRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: bots.status })
      .from(bots)
      .where(eq(bots.id, id))
      .for('update')
    if (!before) return null
    // The hosted runner may have written 'stopped' already (it stops the engine first); what marks
    // a bot as moved to history, funds released, is its 'stopped' event.
    const [ended] = await tx
      .select({ id: botEvents.id })
      .from(botEvents)
      .where(and(eq(botEvents.botId, id), eq(botEvents.type, 'stopped')))
    if (ended) return null
    const [closed] = await tx
      .update(bots)
      .set({
        status: 'stopped',
        stopMode: how.mode,
        reason: how.reason,
        stoppedAt: sql`coalesce(${bots.stoppedAt}, ${how.time.toISOString()}::timestamptz)`,
        updatedAt: how.time,
      })
      .where(eq(bots.id, id))
      .returning()
    if (closed!.exchange === 'paper')
      await release(tx, closed!.userId, id, outcome.balances, how.time)
    await tx.insert(botEvents).values({
      botId: id,
      type: 'stopped',
      // The host writes 'stopped' on the row first; a strategy stops itself only while running.
      data: {
        from: how.from ?? (before.status === 'stopped' ? 'running' : before.status),
        mode: how.mode,
        reason: how.reason,
        ...outcome,
      },
      time: how.time,
    })
    if (how.notify)
      await notify(how.notify, tx, closed!.userId, {
        kind: 'bot.stopped',
        params: {
          bot_id: id,
          strategy: closed!.kind,
          symbol: closed!.symbols[0] ?? '',
          cause: how.cause ?? 'user',
        },
        link: `/bot/view/${id}`,
      })
    return closed!
  })
}
