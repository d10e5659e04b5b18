import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Link, PasswordField, TextField } from '@atb/ui'
import { signupDetailsFormOf } from '@atb/machines'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { GoogleButton } from './GoogleButton'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/**
 * /signup, the first step of the email signup machine: the details, then the machine checks the
 * address and mails the code, and the flow continues on /signup/verify. A referral link's `?aff=`
 * is stored for email and Google signup alike.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [params] = useSearchParams()
  const aff = params.get('aff')?.trim() || null
  // One flow for both signup pages; coming back from the code step returns it to the details.
  const [actor] = useState(() => {
    const running = flows.emailSignup.start({ referralCode: aff ?? flows.referral.get() })
    if (running.getSnapshot().matches('verifying')) running.send({ type: 'signup.back' })
    return running
  })
  const step = useSelector(actor, (s) => s)
  const form = useFormBinding(signupDetailsFormOf(step.children.form))
  const at = (path: string) => withLocale(path, locale)

  useEffect(() => {
    if (aff) flows.referral.set(aff)
  }, [aff, flows])

  const codeSent = step.matches('verifying')
  useEffect(() => {
    if (codeSent) void navigate(withLocale('/signup/verify', locale))
  }, [codeSent, navigate, locale])

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
        <PasswordField
          {...form.field('confirm_password')}
          label={t`Confirm password`}
          autoComplete="new-password"
        />
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
        {step.context.emailTaken ? (
          <FormAlert tone="error">
            <Trans>
              This email is already registered. <Link href={at('/login')}>Log in instead</Link>
            </Trans>
          </FormAlert>
        ) : (
          <FormAlert tone="error">{form.formError}</FormAlert>
        )}
        <Button type="submit" isPending={form.isSubmitting || codeSent} fullWidth>
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
