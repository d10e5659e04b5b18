import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Logo } from '../../Logo/Logo'
import { PreferenceMenus, type PreferenceMenusProps } from '../PreferenceMenus/PreferenceMenus'
import styles from './AuthLayout.module.css'

export interface AuthLayoutProps {
  /** The card's heading, e.g. "Log in". */
  title: ReactNode
  /** A line under the heading. */
  description?: ReactNode
  /** The form or message. */
  children: ReactNode
  /** Below the card content, e.g. "No account? Sign up". */
  footer?: ReactNode
  /** The marketing line on the brand panel (wide screens). */
  tagline?: ReactNode
  /** Extra brand panel content under the tagline, e.g. a short feature list. */
  brandContent?: ReactNode
  /** The language and colour-mode menus, above the card. */
  preferences?: PreferenceMenusProps
}

/** Login, signup and recovery screens: a centred card, with a green brand panel beside it on wide screens. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  tagline,
  brandContent,
  preferences,
}: AuthLayoutProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <aside className={styles.brand}>
          <Logo size="md" tone="inverse" />
          <div className={styles.pitch}>
            <p className={styles.tagline}>
              {tagline ??
                t`Automated trading bots for crypto, forex and gold, running around the clock.`}
            </p>
            {brandContent}
          </div>
          <svg
            className={styles.chart}
            viewBox="0 0 400 160"
            preserveAspectRatio="none"
            aria-hidden
            focusable="false"
          >
            <path d="M0 130 L40 118 L80 124 L120 96 L160 104 L200 72 L240 84 L280 52 L320 60 L360 28 L400 36" />
          </svg>
        </aside>
        <div className={styles.side}>
          {preferences ? (
            <header className={styles.topBar}>
              <PreferenceMenus {...preferences} />
            </header>
          ) : null}
          <main className={styles.main}>
            <section className={styles.card} aria-labelledby={titleId}>
              <div className={styles.cardLogo}>
                <Logo size="md" />
              </div>
              <header className={styles.header}>
                <h1 id={titleId} className={styles.title}>
                  {title}
                </h1>
                {description ? <p className={styles.description}>{description}</p> : null}
              </header>
              <div className={styles.body}>{children}</div>
              {footer ? <footer className={styles.footer}>{footer}</footer> : null}
            </section>
          </main>
        </div>
      </div>
    </div>
  )
}
