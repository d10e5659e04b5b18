import type { ReactNode } from 'react'
import { Check } from 'lucide-react'
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components'
import styles from './ListPopover.module.css'

/**
 * The floating list used by Select and ComboBox. Local to this folder on purpose: the shared
 * Popover is built separately, and these two only need a trigger-wide list.
 */
export function ListPopover(props: Omit<RACPopoverProps, 'className'>) {
  return <RACPopover offset={6} {...props} className={styles.popover} />
}

/** The options list inside a ListPopover. */
export function OptionList<T extends object>(props: Omit<RACListBoxProps<T>, 'className'>) {
  return <RACListBox {...props} className={styles.listbox} />
}

export interface OptionProps extends Omit<RACListBoxItemProps, 'className' | 'children'> {
  /** The option's content; set `textValue` when it is not plain text. */
  children: ReactNode
}

/** One option, with a check mark while selected. */
export function Option({ children, ...props }: OptionProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <RACListBoxItem {...props} textValue={textValue} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span className={styles.content}>{children}</span>
          {isSelected ? <Check className={styles.check} size={16} aria-hidden /> : null}
        </>
      )}
    </RACListBoxItem>
  )
}

/** The text a list shows when nothing matches. */
export function EmptyOptions({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>
}
