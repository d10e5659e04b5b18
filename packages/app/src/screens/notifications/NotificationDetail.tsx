import { useEffect, useRef } from 'react'
import { useLocation, useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { NotificationView } from '@atb/contract'
import { Card, EmptyState, Link, Skeleton, useFormatter } from '@atb/ui'
import { ApiRequestError } from '../../api/errors'
import { splitLocale, withLocale } from '../../router/locale'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { useCategoryTitles, useNotificationText } from './texts'
import styles from './notifications.module.css'

/** Where a notification's subject lives, said as the link's words. */
function useSubjectLabel(n: NotificationView): string {
  const { t } = useLingui()
  if (n.link?.startsWith('/bot/view/')) return t`Open the bot`
  if (n.link?.startsWith('/assets')) return t`Open assets`
  if (n.link?.startsWith('/profile')) return t`Review your account activity`
  if (n.link?.startsWith('/affiliate')) return t`Open the affiliate overview`
  return t`Open`
}

function Detail({ n }: { n: NotificationView }) {
  const { t } = useLingui()
  const format = useFormatter()
  const text = useNotificationText()(n)
  const category = useCategoryTitles()[n.category]
  const { locale } = splitLocale(useLocation().pathname)
  const subject = useSubjectLabel(n)
  return (
    <Card>
      <article className={styles.detail}>
        <p className={styles.muted}>{category}</p>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.body}>{text.body}</p>
        <time className={styles.time} dateTime={n.created_at}>
          {format.dateTime(n.created_at)}
        </time>
        {n.link ? (
          <p>
            <Link href={withLocale(n.link, locale)}>{subject}</Link>
          </p>
        ) : null}
        <p>
          <Link href={withLocale('/notification', locale)}>{t`All notifications`}</Link>
        </p>
      </article>
    </Card>
  )
}

/** /notification/{id}: the notification in full, linking to its subject; opening it reads it. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { id = '' } = useParams()
  const { locale } = splitLocale(useLocation().pathname)
  const [loaded, reload] = useResource(flows.loadNotification, { id })
  const readFor = useRef<string | null>(null)
  useEffect(() => {
    if (loaded.status !== 'done' || loaded.data.read_at !== null || readFor.current === id) return
    readFor.current = id
    // Opening it is reading it; the socket brings the bell its new count too.
    flows.readNotification(id).catch(() => undefined)
  }, [loaded, id, flows])
  if (loaded.status === 'loading')
    return (
      <div className={styles.page} role="status" aria-label={t`Loading notification`}>
        <Skeleton lines={4} />
      </div>
    )
  if (loaded.status === 'error') {
    const missing = loaded.error instanceof ApiRequestError && loaded.error.status === 404
    return (
      <div className={styles.page}>
        <EmptyState
          title={
            missing ? t`This notification does not exist` : t`The notification could not be loaded.`
          }
          description={
            missing ? t`It may belong to another account.` : t`Check your connection and try again.`
          }
          {...(missing ? {} : { actionLabel: t`Try again`, onAction: reload })}
        />
        <p>
          <Link href={withLocale('/notification', locale)}>{t`All notifications`}</Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <Detail n={loaded.data} />
    </div>
  )
}
