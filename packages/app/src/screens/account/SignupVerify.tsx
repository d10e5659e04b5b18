import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { Actor } from 'xstate'
import { OTP_LENGTH } from '@atb/contract'
import { signupCodeFormOf, OTP_RESEND_COOLDOWN_MS, type emailSignupMachine } from '@atb/machines'
import { Button, EmptyState, PinInput } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

type SignupActor = Actor<typeof emailSignupMachine>

/**
 * /signup/verify, the code step of the email signup machine: the 6-digit code from the mail, then
 * the machine verifies it, registers, and the user is in. The flow lives in memory (it holds the
 * password), so a reload or a new tab sends the user back to /signup.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [actor] = useState(() => flows.emailSignup.current() as SignupActor | null)
  const atCodeStep =
    useSelector(actor ?? undefined, (s) => s?.matches('details') === false) ?? false

  if (!actor || !atCodeStep) {
    return (
      <EmptyState
        title={t`Start with your email`}
        description={t`Your signup was not found in this tab. Enter your details again to get a new code.`}
        actionLabel={t`Go to sign up`}
        onAction={() => void navigate(withLocale('/signup', locale))}
      />
    )
  }
  return <VerifyForm actor={actor} />
}

/** Whole seconds left of the resend cooldown, counted from when the machine started it. */
function useCooldownSeconds(coolingDown: boolean, restartKey: number) {
  const [left, setLeft] = useState(Math.ceil(OTP_RESEND_COOLDOWN_MS / 1000))
  useEffect(() => {
    if (!coolingDown) return
    const until = Date.now() + OTP_RESEND_COOLDOWN_MS
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)))
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [coolingDown, restartKey])
  return coolingDown ? left : 0
}

function VerifyForm({ actor }: { actor: SignupActor }) {
  const { t } = useLingui()
  const translate = useMessage()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const state = useSelector(actor, (s) => s)
  const form = useFormBinding(signupCodeFormOf(state.children.form))
  const email = String(state.context.details?.email ?? '')
  const checking =
    state.matches('checkingCode') || state.matches('registering') || state.matches('loadingProfile')
  const resend = state.matches({ verifying: { resend: 'ready' } })
    ? 'ready'
    : state.matches({ verifying: { resend: 'sending' } })
      ? 'sending'
      : 'coolingDown'
  const seconds = useCooldownSeconds(resend === 'coolingDown', state.context.resends)

  useEffect(() => {
    const sub = actor.on(
      'signup.redirect',
      (event) => void navigate(withLocale(event.to, locale), { replace: true }),
    )
    return () => sub.unsubscribe()
  }, [actor, navigate, locale])

  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Verify your email`}
    >
      <p
        className={styles.muted}
      >{t`We sent a ${OTP_LENGTH}-digit code to ${email}. It is valid for 10 minutes.`}</p>
      <PinInput
        {...form.pin('otp_pin')}
        label={t`Verification code`}
        length={OTP_LENGTH}
        autoFocus
      />
      <FormAlert tone="error">{form.formError}</FormAlert>
      {state.context.resendError ? (
        <FormAlert tone="error">{translate(state.context.resendError)}</FormAlert>
      ) : state.context.resends > 0 ? (
        <FormAlert tone="success">{t`A new code is on its way.`}</FormAlert>
      ) : null}
      <Button
        type="submit"
        isPending={form.isSubmitting || checking || state.status === 'done'}
        fullWidth
      >
        {t`Verify and create account`}
      </Button>
      <Button
        variant="ghost"
        isDisabled={resend === 'coolingDown'}
        isPending={resend === 'sending'}
        onPress={() => actor.send({ type: 'signup.resendOtp' })}
      >
        {resend === 'coolingDown' && seconds > 0
          ? t`Send a new code in ${seconds} s`
          : t`Send a new code`}
      </Button>
      <Button variant="ghost" onPress={() => void navigate(withLocale('/signup', locale))}>
        {t`Change email or details`}
      </Button>
    </form>
  )
}
