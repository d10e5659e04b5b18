import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { PasswordField } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { SettingsForm } from './SettingsForm'
import { useFormBinding } from './useFormBinding'

/** /profile/change-password: the old password proves it is the owner. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.changePassword, { input: {} })
  const form = useFormBinding(actor)
  return (
    <SettingsForm
      form={form}
      label={t`Change password`}
      submitLabel={t`Change password`}
      doneText={t`Password changed.`}
    >
      <PasswordField
        {...form.field('old_password')}
        label={t`Current password`}
        autoComplete="current-password"
      />
      <PasswordField
        {...form.field('new_password')}
        label={t`New password`}
        description={t`6 to 40 characters.`}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.field('confirm_new_password')}
        label={t`Confirm new password`}
        autoComplete="new-password"
      />
    </SettingsForm>
  )
}
