import { useEffect, type ReactNode } from 'react'
import { Button } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import type { FormBinding } from './useFormBinding'
import styles from './account.module.css'

interface SettingsFormProps {
  /** The bound form machine (any schema: only its state is read here). */
  form: Pick<FormBinding, 'isSuccess' | 'isSubmitting' | 'formError' | 'onSubmit'>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  /** Said once the change is saved: as a toast, and as a note that stays above the form. */
  doneText: string
  /** A line above the fields. */
  intro?: ReactNode
  /** A whole page (the default) or a part of one, such as a tab. */
  layout?: 'page' | 'part'
  children: ReactNode
}

/**
 * The frame every account settings form shares (password, PIN, transaction password, profile):
 * the fields, the form-level error, one submit that shows its pending state, and the outcome.
 */
export function SettingsForm({
  form,
  label,
  submitLabel,
  doneText,
  intro,
  layout = 'page',
  children,
}: SettingsFormProps) {
  const flows = useFlows()
  useEffect(() => {
    if (form.isSuccess) flows.notify(doneText)
  }, [form.isSuccess, flows, doneText])
  return (
    <div className={layout === 'page' ? styles.page : styles.stack}>
      {form.isSuccess ? <FormAlert tone="success">{doneText}</FormAlert> : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={label}>
        {intro ? <p className={styles.muted}>{intro}</p> : null}
        {children}
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={form.isSuccess}>
          {submitLabel}
        </Button>
      </form>
    </div>
  )
}
