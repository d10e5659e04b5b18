import { and, asc, eq } from 'drizzle-orm'
import type {
  SignalReview,
  SignalReviewInput,
  SignalReviewThread,
  SignalReviewsResponse,
} from '@atb/contract'
import type { Executor } from '../../db'
import { signalReviews, signals, users } from '../../db/schema'
import { ApiFailure } from '../../lib/errors'
import type { Clock } from '../../lib/deps'

/** A reviewer without a nickname shows as the first two letters of their email and stars. */
const shownName = (nickname: string, email: string) => nickname || `${email.slice(0, 2)}***`

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505')

async function requireSignal(db: Executor, id: string) {
  const [row] = await db.select({ id: signals.id }).from(signals).where(eq(signals.id, id))
  if (!row) throw new ApiFailure('record_not_found')
}

/**
 * A review (score and comment) or a reply to any review or reply of the same signal. A reply
 * joins the thread of the top-level review it answers, so threads are two levels however deep
 * the conversation goes (decision 073).
 */
export async function postReview(
  db: Executor,
  clock: Clock,
  userId: string,
  input: SignalReviewInput,
): Promise<SignalReview> {
  await requireSignal(db, input.signal_id)
  let threadOf: number | null = null
  if (input.reply_of !== undefined) {
    const [parent] = await db
      .select({ threadOf: signalReviews.threadOf })
      .from(signalReviews)
      .where(and(eq(signalReviews.id, input.reply_of), eq(signalReviews.signalId, input.signal_id)))
    if (!parent) throw new ApiFailure('review_not_found')
    threadOf = parent.threadOf
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(signalReviews)
        .values({
          signalId: input.signal_id,
          userId,
          score: input.reply_of === undefined ? (input.score ?? null) : null,
          comment: input.comment,
          replyOf: input.reply_of ?? null,
          threadOf,
          createdAt: clock.now(),
        })
        .returning()
      if (threadOf === null)
        await tx
          .update(signalReviews)
          .set({ threadOf: row!.id })
          .where(eq(signalReviews.id, row!.id))
      const [user] = await tx
        .select({ nickname: users.nickname, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
      return {
        id: row!.id,
        nickname: shownName(user?.nickname ?? '', user?.email ?? ''),
        score: row!.score,
        comment: row!.comment,
        reply_of: row!.replyOf,
        created_at: row!.createdAt.toISOString(),
        mine: true,
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure('review_exists')
    throw error
  }
}

/** Top-level reviews newest first; under each, its thread's replies oldest first. */
export async function reviewThreads(
  db: Executor,
  userId: string,
  signalId: string,
): Promise<SignalReviewsResponse> {
  await requireSignal(db, signalId)
  const rows = await db
    .select({
      id: signalReviews.id,
      userId: signalReviews.userId,
      score: signalReviews.score,
      comment: signalReviews.comment,
      replyOf: signalReviews.replyOf,
      threadOf: signalReviews.threadOf,
      createdAt: signalReviews.createdAt,
      nickname: users.nickname,
      email: users.email,
    })
    .from(signalReviews)
    .innerJoin(users, eq(users.id, signalReviews.userId))
    .where(eq(signalReviews.signalId, signalId))
    .orderBy(asc(signalReviews.createdAt), asc(signalReviews.id))
  const view = (r: (typeof rows)[number]): SignalReview => ({
    id: r.id,
    nickname: shownName(r.nickname, r.email),
    score: r.score,
    comment: r.comment,
    reply_of: r.replyOf,
    created_at: r.createdAt.toISOString(),
    mine: r.userId === userId,
  })
  const byId = new Map(rows.map((r) => [r.id, r]))
  const threads = new Map<number, SignalReviewThread>()
  for (const r of rows) if (r.replyOf === null) threads.set(r.id, { ...view(r), replies: [] })
  for (const r of rows) {
    if (r.replyOf === null) continue
    const parent = byId.get(r.replyOf)
    threads.get(r.threadOf ?? -1)?.replies.push({
      ...view(r),
      reply_to_nickname: parent ? shownName(parent.nickname, parent.email) : '',
    })
  }
  const items = [...threads.values()].reverse()
  const scored = items.filter((t) => t.score !== null)
  const sum = scored.reduce((s, t) => s + t.score!, 0)
  return {
    items,
    avg_score: scored.length ? Math.round((sum / scored.length) * 100) / 100 : null,
    reviews: scored.length,
  }
}
