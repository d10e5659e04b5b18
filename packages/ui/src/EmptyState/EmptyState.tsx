import type { ReactNode } from 'react'
import { Inbox } from 'lucide-react'
import { Button } from '../Button/Button'
import styles from './EmptyState.module.css'

export interface EmptyStateProps {
  /** A decorative icon; defaults to an inbox. Pass `null` for none. */
  icon?: ReactNode
  /** Short headline, e.g. "No bots yet". */
  title: ReactNode
  /** One or two sentences on why it is empty and what to do. */
  description?: ReactNode
  /** Label of the call-to-action button; shown only with `onAction`. */
  actionLabel?: ReactNode
  /** Called when the call-to-action is pressed. */
  onAction?: () => void
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** sm inside tables and cards, md on whole pages. */
  size?: 'sm' | 'md'
}

/** What a list, table or page shows when it has nothing to show, with an optional next step. */
export function EmptyState({
  icon,
  title,
  description,
  actionLabel,
  onAction,
  headingLevel = 3,
  size = 'md',
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  const shownIcon = icon === undefined ? <Inbox size={size === 'sm' ? 24 : 32} aria-hidden /> : icon
  return (
    <div className={styles.empty} data-size={size}>
      {shownIcon ? <div className={styles.icon}>{shownIcon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actionLabel && onAction ? (
        <Button size={size === 'sm' ? 'sm' : 'md'} onPress={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  )
}
