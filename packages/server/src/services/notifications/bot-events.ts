import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { OrderRejection } from '@atb/contract'
import type { DbTx, Executor } from '../../db'
import { bots, notificationPreferences, notifications } from '../../db/schema'
import type { EventRow, FillRow } from '../../trading/store-write'
import { notify, record, type NotifyDeps, type RecordDeps } from './notify'

/** One order of a bot that its venue refused, with the venue's reason (decision 083). */
export interface Refusal {
  botId: string
  rejection: OrderRejection
}

/** The owner of each bot, and how a notice about it names and links it. */
async function ownersOf(db: Executor, ids: string[]) {
  const owners = new Map(
    (
      await db
        .select({ id: bots.id, userId: bots.userId, kind: bots.kind, symbols: bots.symbols })
        .from(bots)
        .where(inArray(bots.id, ids))
    ).map((b) => [b.id, b]),
  )
  return (botId: string) => {
    const bot = owners.get(botId)
    return bot
      ? {
          userId: bot.userId,
          params: { bot_id: botId, strategy: bot.kind, symbol: bot.symbols[0] ?? '' },
          link: `/bot/view/${botId}`,
        }
      : null
  }
}

/** Whether the owner has an unread notice of this bot's refusals for this reason. */
async function stillUnread(db: Executor, userId: string, botId: string, reject: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, 'bot.order_rejected'),
        sql`${notifications.params}->>'bot_id' = ${botId}`,
        sql`${notifications.params}->>'reject' = ${reject}`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Tells each owner that the venue refused their bot's orders (issue 28): one notice per bot and
 * reason, with how many orders it hit, so a grid refused on every level says so once; and none
 * while the last one for that bot and reason is still unread, so a bot refused on every tick
 * does not fill the bell.
 */
export async function notifyRefusals(
  deps: RecordDeps,
  db: Executor,
  refusals: readonly Refusal[],
): Promise<void> {
  if (refusals.length === 0) return
  const groups = new Map<string, Refusal & { count: number }>()
  for (const r of refusals) {
    const key = `${r.botId}|${r.rejection.code}|${r.rejection.detail ?? ''}`
    const group = groups.get(key)
    if (group) group.count++
    else groups.set(key, { ...r, count: 1 })
  }
  const about = await ownersOf(db, [...new Set(refusals.map((r) => r.botId))])
  for (const { botId, rejection, count } of groups.values()) {
    const bot = about(botId)
    if (!bot || (await stillUnread(db, bot.userId, botId, rejection.code))) continue
    await record(deps, db, bot.userId, {
      kind: 'bot.order_rejected',
      params: {
        ...bot.params,
        reject: rejection.code,
        ...(rejection.detail ? { detail: rejection.detail } : {}),
        count,
      },
      link: bot.link,
    })
  }
}

/** The host's own status changes that are news to the owner. */
const told = { error: 'bot.error', out_of_balance: 'bot.out_of_balance' } as const

/**
 * Notifies the owners of what one journal batch stored, in its transaction: a bot that went to
 * error or out of balance, orders the venue refused, and fills for the users who opted in
 * (decision 068). Most batches have none of these, and fills cost one query unless someone asked.
 */
export async function notifyBotBatch(
  deps: NotifyDeps,
  tx: DbTx,
  events: EventRow[],
  fills: FillRow[],
  refusals: readonly Refusal[] = [],
): Promise<void> {
  await notifyRefusals(deps, tx, refusals)
  const changes = events.flatMap((e) => {
    const status = (e.data as { status?: string } | null)?.status
    return e.type === 'status' && (status === 'error' || status === 'out_of_balance')
      ? [{ botId: e.botId, kind: told[status] }]
      : []
  })
  if (changes.length === 0 && fills.length === 0) return
  const about = await ownersOf(tx, [
    ...new Set([...changes.map((c) => c.botId), ...fills.map((f) => f.botId)]),
  ])
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
