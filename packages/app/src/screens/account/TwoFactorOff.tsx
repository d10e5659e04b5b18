import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Card, PasswordField, TextField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { SettingsForm } from './SettingsForm'
import { useFormBinding } from './useFormBinding'

/** Turning two-factor sign-in off: a current code or a recovery code, and the login password. */
export function TwoFactorOff({
  hasPassword,
  onDone,
}: {
  hasPassword: boolean
  onDone: () => void
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.twoFactorDisable, {
    input: { context: { has_password: hasPassword } },
  })
  const form = useFormBinding(actor)
  useEffect(() => {
    if (form.isSuccess) onDone()
  }, [form.isSuccess, onDone])
  return (
    <Card title={t`Turn off two-factor sign-in`} headingLevel={2}>
      <SettingsForm
        form={form}
        label={t`Turn off two-factor sign-in`}
        submitLabel={t`Turn off`}
        doneText={t`Two-factor sign-in turned off.`}
        intro={t`Turning it off pauses withdrawals for 24 hours. Confirm with a code from your authenticator app, or one of your recovery codes.`}
        layout="part"
      >
        <TextField
          {...form.field('totp_code')}
          label={t`Authenticator or recovery code`}
          autoComplete="one-time-code"
        />
        {hasPassword ? (
          <PasswordField
            {...form.field('password')}
            label={t`Login password`}
            autoComplete="current-password"
          />
        ) : null}
      </SettingsForm>
    </Card>
  )
}
