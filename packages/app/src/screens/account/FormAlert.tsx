import type { ReactNode } from 'react'
import styles from './account.module.css'

/** A form-level result announced to screen readers: the error after a failed submit, or a success. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null
  return (
    <p className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
