import type { ReactNode } from 'react'
import { Check } from 'lucide-react'
import {
  Collection as RACCollection,
  MenuContext as RACMenuContext,
  OverlayTriggerStateContext as RACOverlayTriggerStateContext,
  PopoverContext as RACPopoverContext,
  Provider as RACProvider,
  RootMenuTriggerStateContext as RACRootMenuTriggerStateContext,
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover as RACPopover,
  Separator as RACSeparator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components'
import type { DeferredMenuParts } from './DeferredMenuTrigger'
import styles from './Menu.module.css'

export type MenuTriggerProps = RACMenuTriggerProps

/** Pairs a pressable trigger (e.g. `Button`) with a `Menu`; opens on press, Enter, Space or arrow keys. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />
}

/**
 * Connects a `Menu` to the trigger a `DeferredMenuTrigger` made, with the same contexts RAC's
 * `MenuTrigger` gives its own menu (react-aria-components 1.22, Menu.mjs).
 */
export function DeferredMenu({
  parts,
  children,
}: {
  parts: DeferredMenuParts
  children: ReactNode
}) {
  const { state, menuProps, triggerRef, scrollRef } = parts
  return (
    <RACProvider
      values={[
        [RACMenuContext, { ...menuProps, ref: scrollRef }],
        [RACOverlayTriggerStateContext, state],
        [RACRootMenuTriggerStateContext, state],
        [
          RACPopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </RACProvider>
  )
}

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  /** Where the menu opens relative to its trigger. */
  placement?: RACPopoverProps['placement']
}

/** A list of actions or choices in a popover. With `selectionMode="single"` the chosen item shows a check. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <RACPopover placement={placement} offset={6} className={styles.popover}>
      <RACMenu {...props} className={styles.menu} />
    </RACPopover>
  )
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'children' | 'className'> {
  /** A decorative icon before the label. */
  icon?: ReactNode
  /** Secondary text after the label, e.g. a keyboard shortcut or a native language name. */
  detail?: ReactNode
  /** The item's label. */
  children: ReactNode
}

/** One action or choice inside a `Menu`. */
export function MenuItem({ icon, detail, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <RACMenuItem {...props} textValue={textValue} className={styles.item}>
      {({ isSelected, selectionMode }) => (
        <>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <span className={styles.label}>{children}</span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
          {selectionMode !== 'none' ? (
            <span className={styles.check}>
              {isSelected ? <Check size={16} aria-hidden /> : null}
            </span>
          ) : null}
        </>
      )}
    </RACMenuItem>
  )
}

export interface MenuSectionProps<T extends object> extends Omit<
  RACMenuSectionProps<T>,
  'className'
> {
  /** A visible heading for the group. */
  title?: ReactNode
}

/** Groups related items under an optional heading. */
export function MenuSection<T extends object>({
  title,
  children,
  items,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={styles.section}>
      {title ? <RACHeader className={styles.header}>{title}</RACHeader> : null}
      <RACCollection items={items}>{children}</RACCollection>
    </RACMenuSection>
  )
}

/** A thin line between groups of items. */
export function MenuSeparator() {
  return <RACSeparator className={styles.separator} />
}
