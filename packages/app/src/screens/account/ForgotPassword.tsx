import { useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Link, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /forgot-password: mails a single-use reset link. The answer never says whether the address is known. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const [, , actor] = useMachine(flows.forgotPassword, { input: {} })
  const form = useFormBinding(actor)
  return (
    <div className={styles.form}>
      {form.isSuccess ? (
        <FormAlert tone="success">
          {t`If an account uses this email, a link to set a new password is on its way. Check your inbox.`}
        </FormAlert>
      ) : (
        <form
          className={styles.form}
          onSubmit={form.onSubmit}
          noValidate
          aria-label={t`Forgot password`}
        >
          <p
            className={styles.muted}
          >{t`Enter your account email and we will send you a reset link.`}</p>
          <TextField {...form.field('email')} label={t`Email`} type="email" autoComplete="email" />
          <FormAlert tone="error">{form.formError}</FormAlert>
          <Button type="submit" isPending={form.isSubmitting} fullWidth>
            {t`Send reset link`}
          </Button>
        </form>
      )}
      <p className={styles.muted}>
        <Trans>
          Remembered it? <Link href={withLocale('/login', locale)}>Log in</Link>
        </Trans>
      </p>
    </div>
  )
}
