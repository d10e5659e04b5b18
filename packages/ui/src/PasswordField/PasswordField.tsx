import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Eye, EyeOff, Lock } from 'lucide-react'
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import {
  type ErrorMessage,
  FieldAffix,
  FieldButton,
  FieldChrome,
  fieldClassName,
  FieldGroup,
  Input,
} from '../Field/Field'

export interface PasswordFieldProps extends Omit<
  RACTextFieldProps,
  'children' | 'className' | 'type'
> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input, e.g. the password rules. */
  description?: ReactNode
  /** Shown under the input while it is invalid. */
  errorMessage?: ErrorMessage
  /** Hint text inside the empty input. */
  placeholder?: string
  /** Shows a lock icon before the input. */
  showIcon?: boolean
  /** Starts with the password visible. */
  defaultRevealed?: boolean
}

/** A password input with a show/hide toggle that keeps focus in place. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showIcon = false,
  defaultRevealed = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useLingui()
  const [revealed, setRevealed] = useState(defaultRevealed)
  return (
    <RACTextField
      {...props}
      autoComplete={autoComplete}
      type={revealed ? 'text' : 'password'}
      className={fieldClassName}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <FieldGroup>
          {showIcon ? (
            <FieldAffix>
              <Lock size={16} aria-hidden />
            </FieldAffix>
          ) : null}
          <Input placeholder={placeholder} />
          <FieldButton
            aria-label={revealed ? t`Hide password` : t`Show password`}
            aria-pressed={revealed}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </FieldButton>
        </FieldGroup>
      </FieldChrome>
    </RACTextField>
  )
}
