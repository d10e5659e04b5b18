import type { ReactNode } from 'react'
import { Check, Minus } from 'lucide-react'
import {
  CheckboxButton as RACCheckboxButton,
  CheckboxField as RACCheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components'
import { type ErrorMessage, FieldChrome, fieldClassName } from '../Field/Field'
import styles from './Checkbox.module.css'

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children' | 'className'> {
  /** The label beside the box. */
  children?: ReactNode
  /** Help text under the label. */
  description?: ReactNode
  /** Shown under the checkbox while it is invalid, e.g. "The policy must be checked". */
  errorMessage?: ErrorMessage
}

/** A checkbox with its label, optional description and error message. */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <RACCheckboxField {...props} className={styles.field}>
      <FieldChrome description={description} errorMessage={errorMessage}>
        <RACCheckboxButton className={styles.checkbox}>
          {({ isSelected, isIndeterminate }) => (
            <>
              <span className={styles.box} aria-hidden>
                {isIndeterminate ? (
                  <Minus size={14} strokeWidth={3} />
                ) : isSelected ? (
                  <Check size={14} strokeWidth={3} />
                ) : null}
              </span>
              {children ? <span className={styles.label}>{children}</span> : null}
            </>
          )}
        </RACCheckboxButton>
      </FieldChrome>
    </RACCheckboxField>
  )
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children' | 'className'> {
  /** The group's visible label. */
  label?: ReactNode
  /** Help text under the options. */
  description?: ReactNode
  /** Shown under the options while the group is invalid. */
  errorMessage?: ErrorMessage
  /** Lays the options out in a row instead of a column. */
  orientation?: 'vertical' | 'horizontal'
  /** The Checkbox options. */
  children: ReactNode
}

/** A labelled set of checkboxes whose value is the array of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={fieldClassName}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options} data-orientation={orientation}>
          {children}
        </div>
      </FieldChrome>
    </RACCheckboxGroup>
  )
}
