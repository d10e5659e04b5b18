import type { ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components'
import styles from './Disclosure.module.css'

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children' | 'className'> {
  /** The trigger's text, e.g. "Advanced". */
  title: ReactNode
  /** A short summary beside the title while the panel is closed (the value it holds). */
  summary?: ReactNode
  /** The heading level the trigger sits in; 4 under a form's section titles. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** What opens under the trigger. */
  children: ReactNode
}

/** A titled section that opens and closes under its trigger ("Advanced" settings of a form). */
export function Disclosure({
  title,
  summary,
  headingLevel = 4,
  children,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={styles.disclosure}>
      {({ isExpanded }) => (
        <>
          <RACHeading level={headingLevel} className={styles.heading}>
            <RACButton slot="trigger" className={styles.trigger}>
              <ChevronRight size={16} aria-hidden className={styles.chevron} />
              <span className={styles.title}>{title}</span>
              {summary && !isExpanded ? <span className={styles.summary}>{summary}</span> : null}
            </RACButton>
          </RACHeading>
          <RACDisclosurePanel className={styles.panel}>{children}</RACDisclosurePanel>
        </>
      )}
    </RACDisclosure>
  )
}
