import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { Logo } from '../Logo/Logo'
import { Spinner } from '../Spinner/Spinner'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden'
import styles from './LoadingOverlay.module.css'

export interface LoadingOverlayProps {
  /** Shows the overlay; it fades in and out rather than popping. */
  isVisible: boolean
  /** Render in place instead of a portal on document.body. */
  inline?: boolean
  /**
   * What screen readers hear; "Loading" by default. `null` says nothing more than the busy status:
   * for the moment before any language has arrived, when no text can be translated yet.
   */
  label?: string | null
}

/** The full-screen logo-and-spinner veil shown while a page loads. */
export function LoadingOverlay({ isVisible, inline = false, label }: LoadingOverlayProps) {
  const { t } = useLingui()
  const overlay = (
    <div
      className={styles.overlay}
      data-visible={isVisible || undefined}
      data-inline={inline || undefined}
      role="status"
      aria-busy={isVisible}
      aria-hidden={isVisible ? undefined : true}
    >
      {isVisible ? (
        <div className={styles.content}>
          <span aria-hidden>
            <Logo size="lg" />
          </span>
          <span className={styles.spinner}>
            <Spinner size="md" label={null} />
          </span>
          {label === null ? null : <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>}
        </div>
      ) : null}
    </div>
  )
  if (inline || typeof document === 'undefined') return overlay
  return createPortal(overlay, document.body)
}
