import type { ReactNode } from 'react'
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import {
  type ErrorMessage,
  FieldAffix,
  FieldChrome,
  fieldClassName,
  FieldGroup,
  Input,
} from '../Field/Field'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className'> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input. */
  description?: ReactNode
  /** Shown under the input while it is invalid (set `isInvalid`, or let validation decide). */
  errorMessage?: ErrorMessage
  /** Hint text inside the empty input. */
  placeholder?: string
  /** A decorative icon before the text (give it `aria-hidden`). */
  icon?: ReactNode
  /** Static text after the input, such as a unit. */
  suffix?: ReactNode
}

/** A single-line text input with label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  suffix,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={fieldClassName}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <FieldGroup>
          {icon ? <FieldAffix>{icon}</FieldAffix> : null}
          <Input placeholder={placeholder} />
          {suffix ? <FieldAffix>{suffix}</FieldAffix> : null}
        </FieldGroup>
      </FieldChrome>
    </RACTextField>
  )
}
