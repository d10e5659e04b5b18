import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { Logo } from '../../Logo/Logo'
import { HeaderControls, type HeaderControlsProps } from './HeaderControls'
import { MobileNav, PrimaryNav } from './NavBars'
import type { NavItem } from './types'
import styles from './DefaultLayout.module.css'

export type { ColorMode, LocaleOption, NavItem, ProfileSummary } from './types'

export interface DefaultLayoutProps extends HeaderControlsProps {
  /** Primary navigation in the header (wide screens). */
  items: NavItem[]
  /** Secondary destinations behind the "More" menu. */
  moreItems?: NavItem[]
  /** The bottom tab bar on narrow screens (< 768px), e.g. Home, Bots, Market, Assets, Profile. */
  mobileItems: NavItem[]
  /** Key of the current destination; marks it with aria-current="page". */
  currentKey?: string
  /** Where the logo links to. */
  homeHref?: string
  /** Id of the main landmark, the skip link's target. */
  mainId?: string
  /** The page content. */
  children: ReactNode
}

/** The signed-in app frame: header with navigation and settings, main content, and a mobile tab bar. */
export function DefaultLayout({
  items,
  moreItems,
  mobileItems,
  currentKey,
  homeHref = '/',
  mainId = 'main-content',
  children,
  ...controls
}: DefaultLayoutProps) {
  const { t } = useLingui()
  return (
    <div className={styles.root}>
      <div className={styles.frame}>
        <a href={`#${mainId}`} className={styles.skip}>
          {t`Skip to content`}
        </a>
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <RACLink href={homeHref} className={styles.home}>
              <span className={styles.fullLogo}>
                <Logo size="sm" />
              </span>
              <span className={styles.markLogo}>
                <Logo size="sm" variant="mark" />
              </span>
            </RACLink>
            <PrimaryNav items={items} moreItems={moreItems} currentKey={currentKey} />
            <HeaderControls {...controls} />
          </div>
        </header>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <MobileNav items={mobileItems} currentKey={currentKey} />
      </div>
    </div>
  )
}
