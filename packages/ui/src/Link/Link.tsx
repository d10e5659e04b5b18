import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ExternalLink } from 'lucide-react'
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components'
import styles from './Link.module.css'

export interface LinkProps extends Omit<RACLinkProps, 'children' | 'className'> {
  /** inline sits inside running text (underlined); standalone stands alone (bolder, underline on hover). */
  variant?: 'inline' | 'standalone'
  /** Opens in a new tab with rel="noopener noreferrer" and an external-link icon. */
  isExternal?: boolean
  /** The link text. */
  children?: ReactNode
}

/** A navigation link. External links open in a new tab and say so to screen readers. */
export function Link({ variant = 'inline', isExternal = false, children, ...props }: LinkProps) {
  const { t } = useLingui()
  const external = isExternal
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : { target: props.target, rel: props.rel }
  return (
    <RACLink {...props} {...external} className={styles.link} data-variant={variant}>
      {children}
      {isExternal ? (
        <>
          <ExternalLink className={styles.icon} size="1em" aria-hidden />
          <span className={styles.srOnly}> {t`(opens in a new tab)`}</span>
        </>
      ) : null}
    </RACLink>
  )
}
