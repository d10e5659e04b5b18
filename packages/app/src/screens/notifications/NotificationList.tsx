import { useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { CheckCheck } from 'lucide-react'
import { notificationCategories, type NotificationCategory } from '@atb/contract'
import { Button, EmptyState, Select, SelectItem, Skeleton, Switch } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { useFlows } from '../../services/FlowsContext'
import { setUnread } from '../../shell/unread'
import { NotificationRow } from './NotificationRow'
import { Preferences } from './Preferences'
import { useCategoryTitles } from './texts'
import { useNotificationPages } from './useNotificationPages'
import styles from './notifications.module.css'

const ALL = 'all'

/** /notification: unread first, filters, mark read, mark all read, load more, and the settings. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const titles = useCategoryTitles()
  const { locale } = splitLocale(useLocation().pathname)
  const [category, setCategory] = useState<NotificationCategory | null>(null)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const { state, loadMore, markRead, retry } = useNotificationPages({
    category,
    unread: unreadOnly,
  })
  const [pending, setPending] = useState<string | null>(null)
  const done = state.status === 'done' ? state : null

  const readOne = (id: string) => {
    setPending(id)
    flows.readNotification(id).then(
      (n) => {
        setPending(null)
        markRead([id], n.read_at ?? new Date().toISOString())
        if (done) setUnread(Math.max(0, done.unread - 1))
        flows.notify(t`Marked as read`)
      },
      () => {
        setPending(null)
        flows.notify(t`It could not be marked as read. Try again.`)
      },
    )
  }
  const readAll = () => {
    setPending(ALL)
    flows.readAllNotifications().then(
      () => {
        setPending(null)
        markRead('all', new Date().toISOString())
        setUnread(0)
        flows.notify(t`All notifications marked as read`)
      },
      () => {
        setPending(null)
        flows.notify(t`They could not be marked as read. Try again.`)
      },
    )
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Notifications`}</h1>
          <p className={styles.muted} aria-live="polite">
            {done ? t`${done.unread} unread` : '\u00a0'}
          </p>
        </div>
        <Button
          variant="secondary"
          icon={<CheckCheck size={18} aria-hidden />}
          isDisabled={!done || done.unread === 0}
          isPending={pending === ALL}
          onPress={readAll}
        >
          {t`Mark all read`}
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label={t`Category`}
          selectedKey={category ?? ALL}
          onSelectionChange={(key) =>
            setCategory(key === ALL ? null : (String(key) as NotificationCategory))
          }
        >
          <SelectItem id={ALL}>{t`All categories`}</SelectItem>
          {notificationCategories.map((c) => (
            <SelectItem key={c} id={c}>
              {titles[c]}
            </SelectItem>
          ))}
        </Select>
        <Switch isSelected={unreadOnly} onChange={setUnreadOnly}>
          {t`Unread only`}
        </Switch>
      </div>
      {state.status === 'loading' ? (
        <div aria-busy="true" aria-label={t`Loading notifications`} role="status">
          <Skeleton lines={8} />
        </div>
      ) : state.status === 'error' ? (
        <EmptyState
          title={t`Your notifications could not be loaded.`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={retry}
        />
      ) : state.items.length === 0 ? (
        <EmptyState
          title={
            unreadOnly || category ? t`Nothing matches these filters` : t`No notifications yet`
          }
          description={
            unreadOnly || category
              ? t`Try another category, or show read ones too.`
              : t`Bot stops, deposits, transfers and security alerts will appear here.`
          }
          {...(unreadOnly || category
            ? {
                actionLabel: t`Clear filters`,
                onAction: () => {
                  setCategory(null)
                  setUnreadOnly(false)
                },
              }
            : {})}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Notifications`}>
            {state.items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                href={withLocale(`/notification/${n.id}`, locale)}
                pending={pending === n.id}
                onMarkRead={() => readOne(n.id)}
              />
            ))}
          </ul>
          {state.items.length < state.total ? (
            <div className={styles.more}>
              <Button variant="secondary" isPending={state.more === 'more'} onPress={loadMore}>
                {state.more === 'failed' ? t`Could not load more. Try again` : t`Load more`}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <Preferences />
    </div>
  )
}
