import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  type ActivityEntry,
  type ActivityKind,
  type NotificationKind,
  type Page,
} from '@atb/contract'
import type { Executor } from '../db'
import { activityLogs } from '../db/schema'
import type { Clock, RequestMeta } from '../lib/deps'
import { notify, type NotifyDeps } from './notifications/notify'
import { holdEndsAfter, SECURITY_CHANGES } from './security-hold'

/** Activity that is a security event: notified and mailed (decision 068). */
const securityKinds: Partial<Record<ActivityKind, NotificationKind>> = {
  login: 'security.login',
  login_google: 'security.login',
  password_change: 'security.password',
  password_reset: 'security.password',
  pin_create: 'security.pin',
  pin_update: 'security.pin',
  transaction_password_set: 'security.transaction_password',
  transaction_password_change: 'security.transaction_password',
  two_factor_enable: 'security.two_factor_on',
  two_factor_disable: 'security.two_factor_off',
  recovery_code_used: 'security.recovery_code',
}
const signIns: ActivityKind[] = ['login', 'login_google', 'register']

/** A login is news only from a browser and address the account has not signed in from before. */
async function knownDevice(db: Executor, userId: string, meta: RequestMeta) {
  const [seen] = await db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        inArray(activityLogs.kind, signIns),
        eq(activityLogs.ip, meta.ip),
        eq(activityLogs.userAgent, meta.userAgent),
      ),
    )
    .limit(1)
  return seen !== undefined
}

export async function recordActivity(
  db: Executor,
  clock: Clock,
  userId: string,
  kind: ActivityKind,
  meta: RequestMeta,
  /** With it, a security event also notifies (and mails) the user, in the same transaction. */
  notifyDeps?: NotifyDeps,
): Promise<void> {
  const told = notifyDeps ? securityKinds[kind] : undefined
  if (notifyDeps && told && !(told === 'security.login' && (await knownDevice(db, userId, meta))))
    await notify(notifyDeps, db, userId, {
      kind: told,
      params: {
        ip: meta.ip,
        device: meta.userAgent,
        time: clock.now().toISOString(),
        ...((SECURITY_CHANGES as readonly ActivityKind[]).includes(kind)
          ? { hold_until: holdEndsAfter(clock.now()).toISOString() }
          : {}),
      },
      link: '/profile/activity-logs',
    })
  await db
    .insert(activityLogs)
    .values({ userId, kind, ip: meta.ip, userAgent: meta.userAgent, createdAt: clock.now() })
}

export async function listActivity(
  db: Executor,
  userId: string,
  page: number,
  pageSize: number,
): Promise<Page<ActivityEntry>> {
  const rows = await db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as ActivityKind,
      ip: r.ip,
      user_agent: r.userAgent,
      created_at: r.createdAt.toISOString(),
    })),
    page,
    page_size: pageSize,
    total: total?.n ?? 0,
  }
}
