import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import { Button } from '../../Button/Button'
import { Menu, MenuItem, MenuTrigger } from '../../Menu/Menu'
import type { NavItem } from './types'
import styles from './DefaultLayout.module.css'

interface NavProps {
  items: NavItem[]
  currentKey?: string
}

/** The header's primary navigation with an overflow "More" menu; hidden on narrow screens. */
export function PrimaryNav({
  items,
  moreItems = [],
  currentKey,
}: NavProps & { moreItems?: NavItem[] }) {
  const { t } = useLingui()
  const moreIsCurrent = moreItems.some((item) => item.key === currentKey)
  return (
    <nav className={styles.primaryNav} aria-label={t`Main`}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.key}>
            <RACLink
              href={item.href}
              className={styles.navLink}
              aria-current={item.key === currentKey ? 'page' : undefined}
            >
              {item.label}
            </RACLink>
          </li>
        ))}
        {moreItems.length > 0 ? (
          <li>
            <MenuTrigger>
              <Button variant="ghost">
                <span className={styles.more} data-current={moreIsCurrent || undefined}>
                  {t`More`}
                  <ChevronDown size={16} aria-hidden />
                </span>
              </Button>
              <Menu aria-label={t`More`} placement="bottom start">
                {moreItems.map((item) => (
                  <MenuItem
                    key={item.key}
                    id={item.key}
                    href={item.href}
                    icon={item.icon}
                    textValue={item.label}
                  >
                    {item.label}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** The fixed bottom tab bar that replaces the primary navigation on narrow screens. */
export function MobileNav({ items, currentKey }: NavProps) {
  const { t } = useLingui()
  return (
    <nav className={styles.mobileNav} aria-label={t`Quick links`}>
      <ul className={styles.mobileList}>
        {items.map((item) => (
          <li key={item.key}>
            <RACLink
              href={item.href}
              className={styles.mobileLink}
              aria-current={item.key === currentKey ? 'page' : undefined}
            >
              {item.icon}
              <span>{item.label}</span>
            </RACLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
