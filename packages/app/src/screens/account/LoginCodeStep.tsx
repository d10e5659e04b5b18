import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { loginMachine } from '@atb/machines'
import { Button, TextField } from '@atb/ui'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/**
 * The sign-in's second step for an account with two-factor sign-in (decision 082): a code from
 * the authenticator app or a recovery code; once the challenge has expired, the way back.
 */
export function LoginCodeStep({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  const { t } = useLingui()
  const expired = useSelector(actor, (s) => s.matches('challengeExpired'))
  const loading = useSelector(actor, (s) => s.matches('loadingProfile') || s.matches('loggedIn'))
  const codeRef = useSelector(actor, (s) => s.children.code)
  const form = useFormBinding(codeRef)
  const back = () => actor.send({ type: 'login.back' })

  if (expired) {
    return (
      <div className={styles.form}>
        <FormAlert tone="error">
          {t`This sign-in took too long. Enter your email and password again.`}
        </FormAlert>
        <Button onPress={back} fullWidth>{t`Sign in again`}</Button>
      </div>
    )
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Two-factor sign-in`}
    >
      <p className={styles.muted}>
        {t`Your account has two-factor sign-in. Enter the 6-digit code your authenticator app shows now.`}
      </p>
      <TextField
        {...form.field('totp_code')}
        label={t`Authenticator code`}
        description={t`Lost your phone? Enter one of your recovery codes instead.`}
        autoComplete="one-time-code"
        autoFocus
      />
      <FormAlert tone="error">{form.formError}</FormAlert>
      <Button type="submit" isPending={form.isSubmitting || loading} fullWidth>
        {t`Verify and sign in`}
      </Button>
      <Button variant="secondary" onPress={back} fullWidth>
        {t`Back`}
      </Button>
    </form>
  )
}
