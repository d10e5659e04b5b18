import type { ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components'
import styles from './Form.module.css'

export interface FormProps extends Omit<RACFormProps, 'className'> {
  /** Vertical space between fields: sm 12px, md 16px, lg 24px. */
  gap?: 'sm' | 'md' | 'lg'
  /** A form-level error (e.g. "Invalid credentials"), announced and shown above the fields. */
  error?: ReactNode
  /** Fields and actions, stacked vertically. */
  children?: ReactNode
}

/**
 * A native form with RAC validation. Field errors from the server go in `validationErrors`,
 * keyed by field `name`; Enter in any text field submits through the submit button.
 */
export function Form({ gap = 'md', error, children, ...props }: FormProps) {
  return (
    <RACForm {...props} className={styles.form} data-gap={gap}>
      {error ? (
        <div role="alert" className={styles.alert}>
          <CircleAlert size={18} aria-hidden className={styles.alertIcon} />
          <span>{error}</span>
        </div>
      ) : null}
      {children}
    </RACForm>
  )
}
