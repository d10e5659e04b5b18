import type { ReactNode } from 'react'
import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  type RadioFieldProps as RACRadioFieldProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components'
import { Description, type ErrorMessage, FieldChrome, fieldClassName } from '../Field/Field'
import styles from './RadioGroup.module.css'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className'> {
  /** The group's visible label. */
  label?: ReactNode
  /** Help text under the options. */
  description?: ReactNode
  /** Shown under the options while the group is invalid. */
  errorMessage?: ErrorMessage
  /** The Radio options. */
  children: ReactNode
}

/** A labelled set of mutually exclusive options; arrow keys move the selection. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={fieldClassName}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldChrome>
    </RACRadioGroup>
  )
}

export interface RadioProps extends Omit<RACRadioFieldProps, 'children' | 'className'> {
  /** The option's label. */
  children: ReactNode
  /** A second line explaining the option. */
  description?: ReactNode
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RACRadioField {...props} className={styles.field}>
      <RACRadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden />
        <span className={styles.label}>{children}</span>
      </RACRadioButton>
      {description ? <Description>{description}</Description> : null}
    </RACRadioField>
  )
}
