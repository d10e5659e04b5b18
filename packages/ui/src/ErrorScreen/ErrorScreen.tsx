import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FileQuestion, House, ServerCrash, TriangleAlert } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button } from '../Button/Button'
import styles from './ErrorScreen.module.css'

export interface ErrorScreenProps {
  /** HTTP-like status code shown large, e.g. 404 or 500. */
  status: number
  /** What went wrong, e.g. "Page Not Found: /some/path". */
  message: ReactNode
  /** Called by the 'Back to home' button. Ignored when `homeHref` is given. */
  onHome?: () => void
  /** Makes 'Back to home' a link to this address (routed by the app's RouterProvider). */
  homeHref?: string
}

function Illustration({ status }: { status: number }) {
  if (status === 404) return <FileQuestion size={48} strokeWidth={1.5} aria-hidden />
  if (status >= 500) return <ServerCrash size={48} strokeWidth={1.5} aria-hidden />
  return <TriangleAlert size={48} strokeWidth={1.5} aria-hidden />
}

/** A full-page error: status code, message and a way back home. */
export function ErrorScreen({ status, message, onHome, homeHref }: ErrorScreenProps) {
  const { t } = useLingui()
  const codeId = useId()
  const label = t`Back to home`
  const icon = <House size={18} aria-hidden />
  return (
    <section className={styles.screen} aria-labelledby={codeId}>
      <div className={styles.art} data-status={status >= 500 ? 'server' : 'client'}>
        <Illustration status={status} />
      </div>
      <h1 id={codeId} className={styles.code}>
        {status}
      </h1>
      <p className={styles.message}>{message}</p>
      {homeHref ? (
        <RACLink href={homeHref} className={styles.home}>
          {icon}
          {label}
        </RACLink>
      ) : (
        <Button size="lg" icon={icon} onPress={onHome}>
          {label}
        </Button>
      )}
    </section>
  )
}
