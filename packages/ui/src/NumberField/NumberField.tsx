import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { Minus, Plus } from 'lucide-react'
import {
  I18nProvider,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
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
import styles from './NumberField.module.css'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children' | 'className'> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input, e.g. the allowed range. */
  description?: ReactNode
  /** Shown under the input while it is invalid. */
  errorMessage?: ErrorMessage
  /** Hint text inside the empty input. */
  placeholder?: string
  /** A unit shown after the number, e.g. "USDT" or "%". */
  unit?: ReactNode
  /** Hides the increment and decrement buttons (arrow keys still step). */
  hideStepper?: boolean
}

/**
 * A number input that parses and formats in the active Lingui locale (RAC's `formatOptions`),
 * clamps to `minValue`/`maxValue` and steps with buttons, arrow keys and Page Up/Down.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  hideStepper = false,
  ...props
}: NumberFieldProps) {
  const { i18n } = useLingui()
  return (
    // React Aria reads its locale from its own provider, so bridge it from Lingui.
    <I18nProvider locale={i18n.locale || 'en'}>
      <RACNumberField {...props} className={fieldClassName}>
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
          <FieldGroup>
            <Input placeholder={placeholder} />
            {unit ? <FieldAffix>{unit}</FieldAffix> : null}
            {hideStepper ? null : (
              <span className={styles.stepper}>
                <FieldButton slot="decrement">
                  <Minus size={16} aria-hidden />
                </FieldButton>
                <FieldButton slot="increment">
                  <Plus size={16} aria-hidden />
                </FieldButton>
              </span>
            )}
          </FieldGroup>
        </FieldChrome>
      </RACNumberField>
    </I18nProvider>
  )
}
