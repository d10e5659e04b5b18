import { count, desc, eq } from 'drizzle-orm'
import type { ActivityEntry, ActivityKind, Page } from '@atb/contract'
import type { Executor } from '../db'
import { activityLogs } from '../db/schema'
import type { Clock, RequestMeta } from '../lib/deps'

export async function recordActivity(
  db: Executor,
  clock: Clock,
  userId: string,
  kind: ActivityKind,
  meta: RequestMeta,
): Promise<void> {
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
