import type { ReactNode } from 'react'
import styles from './VisuallyHidden.module.css'

export interface VisuallyHiddenProps {
  /** Text read by assistive technology but not shown. */
  children: ReactNode
  /** Element to render; `span` by default so it fits inside inline content. */
  elementType?: 'span' | 'div'
}

/** Content for screen readers only. */
export function VisuallyHidden({ children, elementType: Element = 'span' }: VisuallyHiddenProps) {
  return <Element className={styles.hidden}>{children}</Element>
}
