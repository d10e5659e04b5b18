import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { OTP_LENGTH } from '@atb/contract'
import { Button, EmptyState, PinInput } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** Seconds before another code may be asked for; the server also limits sends per minute. */
export const RESEND_COOLDOWN_S = 60

/**
 * /signup/verify: the 6-digit code from the mail, then the account exists and the user is in.
 * `resendCooldown` lets stories start without the ticking countdown, so screenshots hold still.
 */
export function Component({ resendCooldown = RESEND_COOLDOWN_S }: { resendCooldown?: number }) {
  const { t } = useLingui()
  const flows = useFlows()
  const pending = flows.pendingSignup.get()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  if (!pending) {
    return (
      <EmptyState
        title={t`Start with your email`}
        description={t`Your signup was not found in this tab. Enter your details again to get a new code.`}
        actionLabel={t`Go to sign up`}
        onAction={() => void navigate(withLocale('/signup', locale))}
      />
    )
  }
  return <VerifyForm email={pending.email} otpToken={pending.otp_token} cooldownStart={resendCooldown} />
}

function VerifyForm({ email, otpToken, cooldownStart }: { email: string; otpToken: string; cooldownStart: number }) {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [, , actor] = useMachine(flows.verifyOtp, { input: { values: { email, otp_token: otpToken } } })
  const form = useFormBinding(actor)
  const [cooldown, setCooldown] = useState(cooldownStart)
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  useEffect(() => {
    if (form.isSuccess) void navigate(withLocale('/', locale), { replace: true })
  }, [form.isSuccess, navigate, locale])

  const sendAgain = () => {
    setResend('sending')
    flows
      .resendOtp(email)
      .then((sent) => {
        form.send({ type: 'form.change', field: 'otp_token', value: sent.otp_token })
        setResend('sent')
        setCooldown(RESEND_COOLDOWN_S)
      })
      .catch(() => setResend('failed'))
  }

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t`Verify your email`}>
      <p className={styles.muted}>{t`We sent a ${OTP_LENGTH}-digit code to ${email}. It is valid for 10 minutes.`}</p>
      <PinInput {...form.pin('otp_pin')} label={t`Verification code`} length={OTP_LENGTH} autoFocus />
      <FormAlert tone="error">{form.formError}</FormAlert>
      {resend === 'sent' ? <FormAlert tone="success">{t`A new code is on its way.`}</FormAlert> : null}
      {resend === 'failed' ? <FormAlert tone="error">{t`The code could not be sent. Try again shortly.`}</FormAlert> : null}
      <Button type="submit" isPending={form.isSubmitting || form.isSuccess} fullWidth>
        {t`Verify and create account`}
      </Button>
      <Button
        variant="ghost"
        isDisabled={cooldown > 0}
        isPending={resend === 'sending'}
        onPress={sendAgain}
      >
        {cooldown > 0 ? t`Send a new code in ${cooldown} s` : t`Send a new code`}
      </Button>
    </form>
  )
}
