import { useEffect } from 'react'
import { useMachine, useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, PasswordField, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { QrCode } from '../affiliate/QrCode'
import { FormAlert } from './FormAlert'
import { RecoveryCodes } from './RecoveryCodes'
import { useFormBinding } from './useFormBinding'
import styles from './account.module.css'

/** The secret in groups of four, as authenticator apps print theirs: easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** Turning two-factor sign-in on through the setup machine: scan, confirm, keep the codes. */
export function TwoFactorSetup({
  hasPassword,
  onEnabled,
  onDone,
}: {
  hasPassword: boolean
  /** The first code was accepted: it is on, and the recovery codes are on screen. */
  onEnabled: () => void
  /** The codes are saved: the page shows it on. */
  onDone: () => void
}) {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const [state, send, actor] = useMachine(flows.twoFactorSetup, { input: { hasPassword } })
  const formRef = useSelector(actor, (s) => s.children.form)
  const form = useFormBinding(formRef)
  const start = () => send({ type: 'twoFactor.start' })
  const enabled = state.matches('recoveryCodes')
  useEffect(() => {
    if (enabled) onEnabled()
  }, [enabled, onEnabled])

  if (state.matches('recoveryCodes') || state.matches('done')) {
    return (
      <RecoveryCodes
        codes={state.context.recoveryCodes}
        onFinish={() => {
          send({ type: 'twoFactor.finish' })
          onDone()
        }}
      />
    )
  }
  if (state.matches('intro') || state.matches('creating') || state.matches('failure')) {
    return (
      <Card title={t`Turn on two-factor sign-in`} headingLevel={2}>
        <div className={styles.stack}>
          <ol className={styles.bullets}>
            <li>{t`Install an authenticator app on your phone.`}</li>
            <li>{t`Scan the QR code we show you, or type the key by hand.`}</li>
            <li>{t`Enter the 6-digit code the app shows, then keep your recovery codes safe.`}</li>
          </ol>
          <FormAlert tone="error">
            {state.context.error ? translate(state.context.error) : null}
          </FormAlert>
          <Button onPress={start} isPending={state.matches('creating')}>
            {state.matches('failure') ? t`Try again` : t`Turn on`}
          </Button>
        </div>
      </Card>
    )
  }
  const setup = state.context.setup
  return (
    <Card title={t`Scan the QR code`} headingLevel={2}>
      <div className={styles.stack}>
        {setup ? (
          <>
            <QrCode
              value={setup.otpauth_url}
              label={t`QR code for your authenticator app`}
              size={184}
            />
            <p className={styles.muted}>{t`Can’t scan it? Type this key into the app instead:`}</p>
            <p className={styles.code} aria-label={t`Setup key`}>
              {grouped(setup.secret)}
            </p>
          </>
        ) : null}
        <form
          className={styles.form}
          onSubmit={form.onSubmit}
          noValidate
          aria-label={t`Confirm two-factor sign-in`}
        >
          <TextField
            {...form.field('totp_code')}
            label={t`Code from the app`}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          {hasPassword ? (
            <PasswordField
              {...form.field('password')}
              label={t`Login password`}
              autoComplete="current-password"
            />
          ) : null}
          <FormAlert tone="error">{form.formError}</FormAlert>
          <Button type="submit" isPending={form.isSubmitting}>
            {t`Confirm and turn on`}
          </Button>
        </form>
      </div>
    </Card>
  )
}
