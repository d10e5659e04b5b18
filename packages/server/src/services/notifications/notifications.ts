import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type {
  NotificationCategory,
  NotificationKind,
  NotificationListResponse,
  NotificationParams,
  NotificationPreferences,
  NotificationView,
} from '@atb/contract'
import type { Db } from '../../db'
import { notificationPreferences, notifications } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { isUuid } from '../bots/rows'
import { preferencesOf, publishUnread, unreadCount } from './notify'

type Row = typeof notifications.$inferSelect

const view = (row: Row): NotificationView => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  category: row.category as NotificationCategory,
  params: (row.params ?? {}) as NotificationParams,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

/** The list: unread first, then newest; by category and unread when asked. */
export async function listNotifications(
  db: Db,
  userId: string,
  q: { page: number; page_size: number; category?: NotificationCategory; unread: boolean },
): Promise<NotificationListResponse> {
  const filters: SQL[] = [eq(notifications.userId, userId)]
  if (q.category) filters.push(eq(notifications.category, q.category))
  if (q.unread) filters.push(isNull(notifications.readAt))
  const where = and(...filters)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(where)
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(
      sql`(${notifications.readAt} is null) desc`,
      desc(notifications.createdAt),
      desc(notifications.id),
    )
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
  return {
    items: rows.map(view),
    page: q.page,
    page_size: q.page_size,
    total,
    unread: await unreadCount(db, userId),
  }
}

async function owned(db: Db, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new ApiFailure('record_not_found')
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

export const getNotification = async (db: Db, userId: string, id: string) =>
  view(await owned(db, userId, id))

/** Marks one read (the first read time stays) and tells the user's sockets the new count. */
export async function readNotification(
  deps: Pick<Deps, 'db' | 'clock' | 'live'>,
  userId: string,
  id: string,
): Promise<NotificationView> {
  const row = await owned(deps.db, userId, id)
  if (row.readAt) return view(row)
  const [updated] = await deps.db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, ${deps.clock.now().toISOString()}::timestamptz)`,
    })
    .where(eq(notifications.id, id))
    .returning()
  await publishUnread(deps, deps.db, userId)
  return view(updated ?? row)
}

export async function readAllNotifications(
  deps: Pick<Deps, 'db' | 'clock' | 'live'>,
  userId: string,
): Promise<{ unread: number }> {
  await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  await publishUnread(deps, deps.db, userId)
  return { unread: 0 }
}

export const getPreferences = (db: Db, userId: string) => preferencesOf(db, userId)

export async function savePreferences(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = {
    bot: prefs.bot,
    botFills: prefs.bot_fills,
    wallet: prefs.wallet,
    security: prefs.security,
    affiliate: prefs.affiliate,
    events: prefs.events,
    resumeAfterOutage: prefs.resume_after_outage,
    updatedAt: deps.clock.now(),
  }
  await deps.db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
  return preferencesOf(deps.db, userId)
}
