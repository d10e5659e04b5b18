import { and, count, eq, isNull } from 'drizzle-orm'
import {
  defaultNotificationPreferences,
  notificationKindCategory,
  type NotificationKind,
  type NotificationParams,
  type NotificationPreferences,
} from '@atb/contract'
import type { Executor } from '../../db'
import { notificationPreferences, notifications, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { securityMail } from './security-mail'

/** What notify needs of the server: the clock, the live hub, and mail for security events. */
export type NotifyDeps = Pick<Deps, 'clock' | 'live' | 'mailer' | 'background' | 'publicUrl'>

export interface NotificationInput {
  kind: NotificationKind
  params?: NotificationParams
  /** The app path of its subject, without a locale (`/bot/view/<id>`). */
  link?: string | null
}

/** The user's choices, or the defaults when they never saved any. */
export async function preferencesOf(
  db: Executor,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  if (!row) return { ...defaultNotificationPreferences }
  return {
    bot: row.bot,
    bot_fills: row.botFills,
    wallet: row.wallet,
    security: row.security,
    affiliate: row.affiliate,
    events: row.events,
  }
}

/** Whether the user receives this kind: fills have their own switch, under the bot category's. */
export function wants(prefs: NotificationPreferences, kind: NotificationKind): boolean {
  const category = notificationKindCategory[kind]
  if (kind === 'bot.fill') return prefs.bot && prefs.bot_fills
  return prefs[category]
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/** Tells the user's sockets their unread count. */
export async function publishUnread(deps: Pick<Deps, 'live'>, db: Executor, userId: string) {
  deps.live.publish(userId, { type: 'notification.unread', unread: await unreadCount(db, userId) })
}

/**
 * The one way to notify a user (decision 068). Run it in the transaction of the event it tells
 * of, so both are stored or neither: it skips a category the user turned off, stores the kind and
 * its parameters (never text), and pushes the new unread count to the user's sockets. Security
 * events are mailed too, whatever the switch says, once the event's work is done.
 */
export async function notify(
  deps: NotifyDeps,
  db: Executor,
  userId: string,
  input: NotificationInput,
): Promise<string | null> {
  const { kind, params = {}, link = null } = input
  if (notificationKindCategory[kind] === 'security') {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (user) {
      const mail = securityMail(kind, params, user.email, deps.publicUrl)
      deps.background.run('security mail', () => deps.mailer.send(mail))
    }
  }
  if (!wants(await preferencesOf(db, userId), kind)) return null
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind,
      category: notificationKindCategory[kind],
      params,
      link,
      createdAt: deps.clock.now(),
    })
    .returning({ id: notifications.id })
  // Counted in the same transaction: the count the user will see once it commits.
  await publishUnread(deps, db, userId)
  return row?.id ?? null
}
