import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useMachine } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Link, PasswordField, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { GoogleButton } from './GoogleButton'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /signup: a referral link's `?aff=` is stored for email and Google signup alike, then the code is mailed. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [params] = useSearchParams()
  const aff = params.get('aff')?.trim() || null
  const invitation = aff ?? flows.referral.get() ?? ''
  const [, , actor] = useMachine(flows.signup, { input: { values: { invitation_code: invitation } } })
  const form = useFormBinding(actor)

  useEffect(() => {
    if (aff) flows.referral.set(aff)
  }, [aff, flows])

  useEffect(() => {
    if (form.isSuccess) void navigate(withLocale('/signup/verify', locale))
  }, [form.isSuccess, navigate, locale])

  const at = (path: string) => withLocale(path, locale)
  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t`Sign up`}>
        <TextField {...form.field('email')} label={t`Email`} type="email" autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          label={t`Password`}
          description={t`6 to 40 characters.`}
          autoComplete="new-password"
        />
        <PasswordField {...form.field('confirm_password')} label={t`Confirm password`} autoComplete="new-password" />
        <TextField
          {...form.field('invitation_code')}
          label={t`Invitation code (optional)`}
          autoComplete="off"
        />
        <Checkbox {...form.checkbox('policy')}>
          <Trans>
            I agree to the <Link href={at('/policy')}>terms, privacy and risk policy</Link>
          </Trans>
        </Checkbox>
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={form.isSubmitting || form.isSuccess} fullWidth>
          {t`Send verification code`}
        </Button>
      </form>
      <GoogleButton />
      <p className={styles.muted}>
        <Trans>
          Already have an account? <Link href={at('/login')}>Log in</Link>
        </Trans>
      </p>
    </div>
  )
}
