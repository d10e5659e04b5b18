import { useLocation, useParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Link, PasswordField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /recovery-password/:token: the mailed link's token with a new password. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { token = '' } = useParams()
  const { locale } = splitLocale(useLocation().pathname)
  const [, , actor] = useMachine(flows.resetPassword, { input: { values: { token } } })
  const form = useFormBinding(actor)
  const tokenError = form.errorOf('token')
  if (form.isSuccess) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{t`Your password was changed. Log in with the new one.`}</FormAlert>
        <Link href={withLocale('/login', locale)} variant="standalone">
          {t`Go to log in`}
        </Link>
      </div>
    )
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Set a new password`}
    >
      <PasswordField
        {...form.field('password')}
        label={t`New password`}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('confirm_password')}
        label={t`Confirm new password`}
        autoComplete="new-password"
      />
      <FormAlert tone="error">{tokenError ?? form.formError}</FormAlert>
      <Button type="submit" isPending={form.isSubmitting} fullWidth>
        {t`Save new password`}
      </Button>
      <Link href={withLocale('/forgot-password', locale)}>{t`Ask for a new link`}</Link>
    </form>
  )
}
