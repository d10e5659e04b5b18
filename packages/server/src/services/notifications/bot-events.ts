import { and, eq, inArray } from 'drizzle-orm'
import type { DbTx } from '../../db'
import { bots, notificationPreferences } from '../../db/schema'
import type { EventRow, FillRow } from '../../trading/store-write'
import { notify, type NotifyDeps } from './notify'

/** The host's own status changes that are news to the owner. */
const told = { error: 'bot.error', out_of_balance: 'bot.out_of_balance' } as const

/**
 * Notifies the owners of what one journal batch stored, in its transaction: a bot that went to
 * error or out of balance, and fills for the users who opted in (decision 068). Most batches have
 * neither, and fills cost one query unless someone asked for them.
 */
export async function notifyBotBatch(
  deps: NotifyDeps,
  tx: DbTx,
  events: EventRow[],
  fills: FillRow[],
): Promise<void> {
  const changes = events.flatMap((e) => {
    const status = (e.data as { status?: string } | null)?.status
    return e.type === 'status' && (status === 'error' || status === 'out_of_balance')
      ? [{ botId: e.botId, kind: told[status] }]
      : []
  })
  if (changes.length === 0 && fills.length === 0) return
  const ids = [...new Set([...changes.map((c) => c.botId), ...fills.map((f) => f.botId)])]
  const owners = new Map(
    (
      await tx
        .select({ id: bots.id, userId: bots.userId, kind: bots.kind, symbols: bots.symbols })
        .from(bots)
        .where(inArray(bots.id, ids))
    ).map((b) => [b.id, b]),
  )
  const about = (botId: string) => {
    const bot = owners.get(botId)
    return bot
      ? {
          userId: bot.userId,
          params: { bot_id: botId, strategy: bot.kind, symbol: bot.symbols[0] ?? '' },
          link: `/bot/view/${botId}`,
        }
      : null
  }
  for (const change of changes) {
    const bot = about(change.botId)
    if (bot) await notify(deps, tx, bot.userId, { kind: change.kind, ...bot })
  }
  if (fills.length === 0) return
  const fillUsers = [...new Set(fills.flatMap((f) => about(f.botId)?.userId ?? []))]
  if (fillUsers.length === 0) return
  const optedIn = await tx
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, fillUsers),
        eq(notificationPreferences.botFills, true),
        eq(notificationPreferences.bot, true),
      ),
    )
  const wanted = new Set(optedIn.map((r) => r.userId))
  for (const fill of fills) {
    const bot = about(fill.botId)
    if (!bot || !wanted.has(bot.userId)) continue
    await notify(deps, tx, bot.userId, {
      kind: 'bot.fill',
      params: {
        ...bot.params,
        symbol: fill.symbol,
        side: fill.side,
        price: String(fill.price),
        qty: String(fill.qty),
      },
      link: bot.link,
    })
  }
}
