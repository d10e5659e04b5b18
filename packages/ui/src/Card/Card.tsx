import type { ReactNode } from 'react'
import { Button as RACButton, Link as RACLink } from 'react-aria-components'
import styles from './Card.module.css'

export interface CardProps {
  /** Heading shown in the card header. */
  title?: ReactNode
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Controls at the end of the header, e.g. a menu or a small button. Not allowed on interactive cards. */
  actions?: ReactNode
  /** Content below a divider at the bottom, e.g. totals or secondary actions. */
  footer?: ReactNode
  /** Inner spacing: none for edge-to-edge content such as tables. */
  padding?: 'none' | 'sm' | 'md'
  /** Makes the whole card a link to this address. */
  href?: string
  /** Makes the whole card a button; called when it is pressed. */
  onPress?: () => void
  /** Accessible name for an interactive card when its title is not a good name. */
  'aria-label'?: string
  /** The card body. */
  children?: ReactNode
}

/** A surface that groups related content, optionally with a header, a footer, or one press target. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  footer,
  padding = 'md',
  href,
  onPress,
  children,
  ...props
}: CardProps) {
  const interactive = href !== undefined || onPress !== undefined
  // Buttons and links flatten their content, so an interactive card's title is plain text.
  const Heading = interactive ? 'span' : (`h${headingLevel}` as const)
  const content = (
    <>
      {title || (actions && !interactive) ? (
        <div className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : null}
          {actions && !interactive ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children !== undefined ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  )
  const shared = {
    className: styles.card,
    'data-padding': padding,
    'aria-label': props['aria-label'],
  }
  if (href !== undefined) {
    return (
      <RACLink {...shared} href={href} onPress={onPress} data-interactive>
        {content}
      </RACLink>
    )
  }
  if (onPress) {
    return (
      <RACButton {...shared} onPress={onPress} data-interactive>
        {content}
      </RACButton>
    )
  }
  return <section {...shared}>{content}</section>
}
