import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SignalReview } from '@atb/contract'
import { Badge, Button, EmptyState, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { ReviewForm } from './ReviewForm'
import { Rating } from './parts'
import styles from './signals.module.css'

/** A signal's reviews, newest first, each with its replies threaded under it, and the forms. */
export function Reviews({ signalId, onChanged }: { signalId: string; onChanged: () => void }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [reviews, reload] = useResource(flows.loadSignalReviews, { id: signalId })
  const [replying, setReplying] = useState<number | null>(null)
  const posted = () => {
    setReplying(null)
    reload()
    onChanged()
  }
  if (reviews.status === 'loading')
    return (
      <SkeletonGroup label={t`Loading the reviews`}>
        <Skeleton shape="rect" height={160} />
      </SkeletonGroup>
    )
  if (reviews.status === 'error')
    return (
      <div role="alert" className={styles.stack}>
        <p className={styles.muted}>{t`The reviews could not be loaded.`}</p>
        <div>
          <Button variant="secondary" onPress={reload}>
            {t`Try again`}
          </Button>
        </div>
      </div>
    )
  const { items, avg_score, reviews: count } = reviews.data
  const reviewed = items.some((r) => r.mine)
  const item = (r: SignalReview, replyTo?: string) => {
    const n = r.score
    return (
      <article
        className={styles.review}
        aria-label={replyTo ? t`Reply by ${r.nickname}` : t`Review by ${r.nickname}`}
      >
        <div className={styles.row}>
          <strong>{r.nickname}</strong>
          {r.mine ? <Badge size="sm" variant="info">{t`You`}</Badge> : null}
          {r.score !== null ? (
            <span className={styles.stars} role="img" aria-label={t`${n} of 5 stars`}>
              {'★'.repeat(r.score) + '☆'.repeat(5 - r.score)}
            </span>
          ) : null}
          <Time value={r.created_at} />
        </div>
        {replyTo ? (
          <span className={`${styles.muted} ${styles.small}`}>{t`Replying to ${replyTo}`}</span>
        ) : null}
        <p className={styles.comment}>{r.comment}</p>
        {replying === r.id ? (
          <ReviewForm
            signalId={signalId}
            replyOf={r.id}
            replyTo={r.nickname}
            onPosted={posted}
            onCancel={() => setReplying(null)}
          />
        ) : (
          <div>
            <Button variant="secondary" size="sm" onPress={() => setReplying(r.id)}>
              {t`Reply`}
            </Button>
          </div>
        )}
      </article>
    )
  }
  return (
    <div className={styles.stack}>
      {count ? <Rating score={avg_score} reviews={count} /> : null}
      {reviewed ? (
        <p
          className={styles.muted}
        >{t`You have reviewed this signal. Reply to any review below.`}</p>
      ) : (
        <ReviewForm signalId={signalId} onPosted={posted} />
      )}
      {items.length === 0 ? (
        <EmptyState
          size="sm"
          title={t`No reviews yet`}
          description={t`Be the first to say how this signal worked for you.`}
        />
      ) : (
        <ul className={styles.thread} aria-label={t`Reviews`}>
          {items.map((review) => (
            <li key={review.id}>
              {item(review)}
              {review.replies.length ? (
                <ul className={styles.replies} aria-label={t`Replies to ${review.nickname}`}>
                  {review.replies.map((r) => (
                    <li key={r.id}>{item(r, r.reply_to_nickname)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Time({ value }: { value: string }) {
  const format = useFormatter()
  return (
    <time className={`${styles.muted} ${styles.small}`} dateTime={value}>
      {format.dateTime(value)}
    </time>
  )
}
