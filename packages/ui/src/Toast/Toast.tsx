import type { CSSProperties, FocusEvent, ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { Bell, CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react'
import { Button } from '../Button/Button'
import { Spinner } from '../Spinner/Spinner'
import styles from './Toast.module.css'

export type ToastType = 'default' | 'info' | 'error' | 'warning' | 'success' | 'loading'

export interface ToastData {
  /** Changes for every new toast so the enter transition replays. */
  id: string
  /** Decides the icon, the accent colour and whether it interrupts (error, warning). */
  type: ToastType
  /** The main text. */
  message: ReactNode
  /** Optional bold line above the message. */
  title?: ReactNode
}

export interface ToastRegionProps {
  /** The toast on screen, or null for none. Only one shows at a time. */
  toast: ToastData | null
  /** Called when the toast or its close button is pressed. */
  onClose: () => void
  /** Called when the pointer enters or focus moves into the toast, to hold the auto-close timer. */
  onPause?: () => void
  /** Called when the pointer leaves or focus leaves the toast. */
  onResume?: () => void
  /** Auto-close time the progress bar counts down; 0 hides the bar. Loading toasts never show it. */
  durationMs?: number
  /** Freezes the progress bar, mirroring the paused timer. */
  paused?: boolean
  /** Render in place instead of a portal on document.body (for embedding in stories or tests). */
  inline?: boolean
}

const icons: Record<Exclude<ToastType, 'loading'>, ReactNode> = {
  default: <Bell size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
  success: <CircleCheck size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
  error: <CircleX size={20} aria-hidden />,
}

/** The single top-centre toast slot. Presentational: the toast machine owns timing and the queue. */
export function ToastRegion({
  toast,
  onClose,
  onPause,
  onResume,
  durationMs = 4000,
  paused = false,
  inline = false,
}: ToastRegionProps) {
  const { t } = useLingui()
  const urgent = toast?.type === 'error' || toast?.type === 'warning'
  const showProgress = toast != null && toast.type !== 'loading' && durationMs > 0
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume?.()
  }
  const region = (
    <div className={styles.region} data-inline={inline || undefined}>
      {toast ? (
        <div
          key={toast.id}
          className={styles.toast}
          data-type={toast.type}
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
          onClick={onClose}
          onPointerEnter={onPause}
          onPointerLeave={onResume}
          onFocus={onPause}
          onBlur={onBlur}
        >
          <span className={styles.icon}>
            {toast.type === 'loading' ? <Spinner size="sm" label={null} /> : icons[toast.type]}
          </span>
          <div className={styles.body}>
            {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
            <p className={styles.message}>{toast.message}</p>
          </div>
          <span className={styles.close}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Close`}
              icon={<X size={16} aria-hidden />}
              onPress={onClose}
            />
          </span>
          {showProgress ? (
            <span
              className={styles.progress}
              data-paused={paused || undefined}
              style={{ '--toast-duration': `${durationMs}ms` } as CSSProperties}
              aria-hidden
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
  if (inline || typeof document === 'undefined') return region
  return createPortal(region, document.body)
}
