import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button } from '../../Button/Button'
import { Logo } from '../../Logo/Logo'
import { PreferenceMenus, type PreferenceMenusProps } from '../PreferenceMenus/PreferenceMenus'
import styles from './BlankLayout.module.css'

export interface BlankLayoutProps {
  /** The page heading shown in the header. */
  title?: ReactNode
  /** Shows a back button that calls this. */
  onBack?: () => void
  /** Shows a back link to this address instead (routed by the app's RouterProvider). */
  backHref?: string
  /** Where the logo links to. */
  homeHref?: string
  /** Actions at the end of the header. */
  actions?: ReactNode
  /** The language and colour-mode menus, at the end of the header. */
  preferences?: PreferenceMenusProps
  /** The page content. */
  children: ReactNode
}

/** A focused page: a slim header with back, logo and title, then the content. */
export function BlankLayout({
  title,
  onBack,
  backHref,
  homeHref = '/',
  actions,
  preferences,
  children,
}: BlankLayoutProps) {
  const { t } = useLingui()
  const titleId = useId()
  const back = t`Back`
  const arrow = <ArrowLeft size={20} aria-hidden />
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.start}>
          {backHref ? (
            <RACLink href={backHref} className={styles.backLink} aria-label={back}>
              {arrow}
            </RACLink>
          ) : onBack ? (
            <Button variant="ghost" aria-label={back} icon={arrow} onPress={onBack} />
          ) : null}
          <RACLink href={homeHref} className={styles.home}>
            <span className={styles.fullLogo}>
              <Logo size="sm" />
            </span>
            <span className={styles.markLogo}>
              <Logo size="sm" variant="mark" />
            </span>
          </RACLink>
          {title ? (
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
          ) : null}
        </div>
        {actions || preferences ? (
          <div className={styles.actions}>
            {actions}
            {preferences ? <PreferenceMenus {...preferences} /> : null}
          </div>
        ) : null}
      </header>
      <main className={styles.main} aria-labelledby={title ? titleId : undefined}>
        {children}
      </main>
    </div>
  )
}
