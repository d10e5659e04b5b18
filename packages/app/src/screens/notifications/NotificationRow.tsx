import { useLingui } from '@lingui/react/macro'
import { BellRing, Bot, Gift, ShieldAlert, Wallet } from 'lucide-react'
import type { NotificationCategory, NotificationView } from '@atb/contract'
import { Link as RACLink } from 'react-aria-components'
import { Button, useFormatter } from '@atb/ui'
import { useNotificationText } from './texts'
import styles from './notifications.module.css'

const icons: Record<NotificationCategory, typeof Bot> = {
  bot: Bot,
  wallet: Wallet,
  security: ShieldAlert,
  affiliate: Gift,
  events: BellRing,
}

export interface NotificationRowProps {
  notification: NotificationView
  href: string
  onMarkRead?: () => void
  /** While its mark-read call runs. */
  pending?: boolean
}

/** One notification in the list: unread mark, what happened, when, and a way to mark it read. */
export function NotificationRow({
  notification: n,
  href,
  onMarkRead,
  pending,
}: NotificationRowProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const text = useNotificationText()(n)
  const Icon = icons[n.category] ?? BellRing
  const unread = n.read_at === null
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <span className={styles.icon} aria-hidden>
        <Icon size={20} />
      </span>
      <div className={styles.text}>
        <RACLink href={href} className={styles.rowTitle}>
          {unread ? <span className={styles.dot} aria-hidden /> : null}
          {text.title}
          {unread ? <span className={styles.srOnly}>{t`(unread)`}</span> : null}
        </RACLink>
        <p className={styles.body}>{text.body}</p>
        <time className={styles.time} dateTime={n.created_at}>
          {format.dateTime(n.created_at)}
        </time>
      </div>
      {unread && onMarkRead ? (
        <Button
          size="sm"
          variant="ghost"
          isPending={pending}
          onPress={onMarkRead}
          aria-label={t`Mark read: ${text.title}`}
        >
          {t`Mark read`}
        </Button>
      ) : null}
    </li>
  )
}
