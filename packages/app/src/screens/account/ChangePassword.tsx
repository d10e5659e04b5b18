import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, PasswordField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /profile/change-password: the old password proves it is the owner. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.changePassword, { input: {} })
  const form = useFormBinding(actor)
  useEffect(() => {
    if (form.isSuccess) flows.notify(t`Password changed.`)
  }, [form.isSuccess, flows, t])
  return (
    <div className={styles.page}>
      {form.isSuccess ? <FormAlert tone="success">{t`Password changed.`}</FormAlert> : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t`Change password`}>
        <PasswordField {...form.field('old_password')} label={t`Current password`} autoComplete="current-password" />
        <PasswordField
          {...form.field('new_password')}
          label={t`New password`}
          description={t`6 to 40 characters.`}
          autoComplete="new-password"
        />
        <PasswordField {...form.field('confirm_new_password')} label={t`Confirm new password`} autoComplete="new-password" />
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={form.isSuccess}>
          {t`Change password`}
        </Button>
      </form>
    </div>
  )
}
