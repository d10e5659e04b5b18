import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useMachine, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Link, PasswordField, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { redirectTarget } from '../../router/guards'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { GoogleButton } from './GoogleButton'
import { LoginCodeStep } from './LoginCodeStep'
import { SupportLink } from './SupportLink'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** /login: email and password through the login machine, then back to the remembered page. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [params] = useSearchParams()
  const [state, send, actor] = useMachine(flows.login, {
    input: { redirectTo: redirectTarget(`?${params}`) },
  })
  const formRef = useSelector(actor, (s) => s.children.form)
  const form = useFormBinding(formRef)

  useEffect(() => {
    const sub = actor.on(
      'login.redirect',
      (event) => void navigate(withLocale(event.to, locale), { replace: true }),
    )
    return () => sub.unsubscribe()
  }, [actor, navigate, locale])

  const busy = form.isSubmitting || state.matches('loadingProfile') || state.matches('loggedIn')
  const at = (path: string) => withLocale(path, locale)

  if (state.matches('profileFailed')) {
    return (
      <div className={styles.form}>
        <FormAlert tone="error">{t`You are signed in, but your profile could not be loaded.`}</FormAlert>
        <Button onPress={() => send({ type: 'login.retry' })}>{t`Try again`}</Button>
      </div>
    )
  }

  // The code step stays on screen while the profile loads after it.
  const codeStep =
    state.matches('twoFactor') ||
    state.matches('challengeExpired') ||
    (state.context.challenge !== null && busy)
  if (codeStep) return <LoginCodeStep actor={actor} />

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t`Log in`}>
        <TextField {...form.field('username')} label={t`Email`} type="email" autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          label={t`Password`}
          autoComplete="current-password"
        />
        <div className={styles.row}>
          <Link href={at('/forgot-password')}>{t`Forgot password?`}</Link>
        </div>
        <FormAlert tone="error">{form.formError}</FormAlert>
        <Button type="submit" isPending={busy} fullWidth>
          {t`Log in`}
        </Button>
      </form>
      <GoogleButton
        onChallenge={(challenge, redirectTo) =>
          send({ type: 'login.challenge', challenge, redirectTo })
        }
      />
      <p className={styles.muted}>
        <Trans>
          No account yet? <Link href={at('/signup')}>Sign up</Link>
        </Trans>
      </p>
      <SupportLink />
    </div>
  )
}
