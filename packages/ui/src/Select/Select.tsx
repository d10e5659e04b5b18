import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import {
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue as RACSelectValue,
} from 'react-aria-components'
import { type ErrorMessage, FieldChrome, fieldClassName } from '../Field/Field'
import { ListPopover, Option, type OptionProps, OptionList } from './ListPopover'
import styles from './Select.module.css'

export interface SelectProps<T extends object> extends Omit<
  RACSelectProps<T>,
  'children' | 'className'
> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the trigger. */
  description?: ReactNode
  /** Shown under the trigger while it is invalid. */
  errorMessage?: ErrorMessage
  /** Options as data; then `children` is a function that renders one. */
  items?: Iterable<T>
  /** SelectItem elements, or a render function for `items`. */
  children: ReactNode | ((item: T) => ReactNode)
}

/** A single choice from a list that opens below a button. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={fieldClassName}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <RACButton className={styles.trigger}>
          <RACSelectValue className={styles.value} />
          <ChevronDown className={styles.chevron} size={18} aria-hidden />
        </RACButton>
      </FieldChrome>
      <ListPopover>
        <OptionList items={items}>{children}</OptionList>
      </ListPopover>
    </RACSelect>
  )
}

export type SelectItemProps = OptionProps

/** One option of a Select. */
export const SelectItem = Option
