import type { ReactNode } from 'react'
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components'
import styles from './Tabs.module.css'

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'orientation'> {
  /** A TabList followed by one TabPanel per tab. */
  children: ReactNode
}

/** Switches between views; arrow keys move between tabs (horizontal only). */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <RACTabs {...props} orientation="horizontal" className={styles.tabs}>
      {children}
    </RACTabs>
  )
}

export interface TabListProps<T extends object> extends Omit<
  RACTabListProps<T>,
  'className' | 'style'
> {
  /** Accessible name of the tab list, e.g. "Bots". */
  'aria-label'?: string
}

/** The row of tabs. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.list} />
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'children'> {
  /** The tab label. */
  children: ReactNode
  /** A small count or badge after the label. */
  badge?: ReactNode
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export function Tab({ children, badge, ...props }: TabProps) {
  return (
    <RACTab {...props} className={styles.tab}>
      <span>{children}</span>
      {badge !== undefined ? <span className={styles.badge}>{badge}</span> : null}
    </RACTab>
  )
}

export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>

/** The content shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.panel} />
}
