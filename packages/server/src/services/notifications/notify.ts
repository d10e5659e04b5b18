import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
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

/**
 * What recording a notice needs: the clock and the live hub. The operator's CLI has a hub with no
 * sockets in its process; what it records is read by the bell on the user's next load.
 */
export type RecordDeps = Pick<Deps, 'clock' | 'live'>

/** Every kind but security's, which are mailed as well and so go through `notify`. */
export type NoticeKind = Exclude<NotificationKind, `security.${string}`>

export interface NotificationInput<K extends NotificationKind = NotificationKind> {
  kind: K
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
    resume_after_outage: row.resumeAfterOutage,
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
 * of, so both are stored or neither: security events are mailed too, whatever the switch says,
 * once the event's work is done; then `record` stores what the user chose to receive.
 */
export async function notify(
  deps: NotifyDeps,
  db: Executor,
  userId: string,
  input: NotificationInput,
): Promise<string | null> {
  if (notificationKindCategory[input.kind] === 'security') {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (user) {
      const mail = securityMail(input.kind, input.params ?? {}, user.email, deps.publicUrl)
      deps.background.run('security mail', () => deps.mailer.send(mail))
    }
  }
  return store(deps, db, userId, input)
}

/**
 * Every other producer's way in (decision 068 addendum): the same store, for the kinds that are
 * not mailed (a security kind does not type-check here), needing only the clock and the live hub.
 */
export const record = (
  deps: RecordDeps,
  db: Executor,
  userId: string,
  input: NotificationInput<NoticeKind>,
): Promise<string | null> => store(deps, db, userId, input)

/**
 * Stores one notice unless the user turned its category off: the kind and its parameters (never
 * text), then pushes the new unread count to the user's sockets.
 */
async function store(
  deps: RecordDeps,
  db: Executor,
  userId: string,
  input: NotificationInput,
): Promise<string | null> {
  const { kind, params = {}, link = null } = input
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

/**
 * One notice to every user whose switch for its category is on (a new event, a new tournament):
 * one insert for all of them, one count for the unread badges it changes. Answers how many.
 */
export async function recordForAll(
  deps: RecordDeps,
  db: Executor,
  input: NotificationInput<NoticeKind>,
): Promise<number> {
  const { kind, params = {}, link = null } = input
  const category = notificationKindCategory[kind]
  if (kind === 'bot.fill') throw new Error('fills belong to one bot, never to everyone')
  const on = notificationPreferences[category]
  const inserted = await db
    .insert(notifications)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: users.id,
          kind: sql`${kind}`.as('kind'),
          category: sql`${category}`.as('category'),
          params: sql`${JSON.stringify(params)}::jsonb`.as('params'),
          link: sql`${link}`.as('link'),
          readAt: sql`null`.as('read_at'),
          createdAt: sql`${deps.clock.now().toISOString()}::timestamptz`.as('created_at'),
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(sql`coalesce(${on}, true)`),
    )
    .returning({ userId: notifications.userId })
  const userIds = inserted.map((r) => r.userId)
  for (let i = 0; i < userIds.length; i += 1000) {
    const chunk = userIds.slice(i, i + 1000)
    const counts = await db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, chunk), isNull(notifications.readAt)))
      .groupBy(notifications.userId)
    for (const c of counts)
      deps.live.publish(c.userId, { type: 'notification.unread', unread: c.n })
  }
  return userIds.length
}
