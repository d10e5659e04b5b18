import type { ReactNode } from 'react'
import styles from './account.module.css'

/** A form-level result: the error after a failed submit (announced), or a success note (the toast announces it). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null
  return (
    <p className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  )
}
