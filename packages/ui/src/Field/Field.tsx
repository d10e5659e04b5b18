import type { ReactNode } from 'react'
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Group as RACGroup,
  type GroupProps as RACGroupProps,
  Input as RACInput,
  type InputProps as RACInputProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components'
import styles from './Field.module.css'

/** The class for a field's root (RAC TextField, NumberField, Select...): a vertical stack. */
export const fieldClassName = styles.field

/** An error message, or a function of RAC's validation result that returns one. */
export type ErrorMessage = string | ((validation: ValidationResult) => string)

/** The visible label of a field; RAC wires `for`/`aria-labelledby` from context. */
export function Label(props: Omit<RACLabelProps, 'className'>) {
  return <RACLabel {...props} className={styles.label} />
}

/** Help text under a field, announced through `aria-describedby`. */
export function Description(props: Omit<TextProps, 'className' | 'slot'>) {
  return <Text {...props} slot="description" className={styles.description} />
}

/** The error under a field; RAC renders it only while the field is invalid. */
export function FieldError(props: Omit<RACFieldErrorProps, 'className'>) {
  return <RACFieldError {...props} className={styles.error} />
}

/** The bordered box around an input and its adornments (icons, units, buttons). */
export function FieldGroup(props: Omit<RACGroupProps, 'className'>) {
  return <RACGroup {...props} className={styles.group} />
}

/** The text input inside a FieldGroup. */
export function Input(props: Omit<RACInputProps, 'className'>) {
  return <RACInput {...props} className={styles.input} />
}

/** A small icon button inside a FieldGroup (show password, steppers, open list). */
export function FieldButton(props: Omit<RACButtonProps, 'className'>) {
  return <RACButton {...props} className={styles.button} />
}

/** Static text inside a FieldGroup, such as a unit ("USDT", "%"). */
export function FieldAffix({ children }: { children: ReactNode }) {
  return <span className={styles.affix}>{children}</span>
}

export interface FieldChromeProps {
  /** The visible label. */
  label?: ReactNode
  /** Help text under the control. */
  description?: ReactNode
  /** Shown under the control while it is invalid. */
  errorMessage?: ErrorMessage
  /** The control itself. */
  children: ReactNode
}

/** Label, control, description and error in the order every field uses. */
export function FieldChrome({ label, description, errorMessage, children }: FieldChromeProps) {
  return (
    <>
      {label ? <Label>{label}</Label> : null}
      {children}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  )
}
