import { useState, useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { TRANSACTION_PASSWORD_LENGTH } from '@atb/contract'
import { PasswordField, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { SettingsForm } from './SettingsForm'
import { useFormBinding } from './useFormBinding'

/**
 * The transaction password (spec: 6 characters, confirms withdrawals and transfers): set it once,
 * then change it with the old one. Which form shows is decided when the tab opens, so the success
 * note of a first set stays on screen.
 */
export function TransactionPasswordTab() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  if (!user) {
    return (
      <SkeletonGroup label={t`Loading your profile`}>
        <Skeleton shape="rect" height={160} />
      </SkeletonGroup>
    )
  }
  return <TransactionPasswordForm hasOne={user.has_transaction_password} />
}

function TransactionPasswordForm({ hasOne }: { hasOne: boolean }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [change] = useState(hasOne)
  const [, , actor] = useMachine(
    change ? flows.transactionPasswordChange : flows.transactionPasswordSet,
    { input: {} },
  )
  const form = useFormBinding(actor)
  const secret = (name: string, label: string, autoComplete: string) => (
    <PasswordField
      {...form.field(name)}
      label={label}
      autoComplete={autoComplete}
      maxLength={TRANSACTION_PASSWORD_LENGTH}
    />
  )
  const submitLabel = change ? t`Change transaction password` : t`Set transaction password`
  return (
    <SettingsForm
      form={form}
      label={submitLabel}
      submitLabel={submitLabel}
      doneText={change ? t`Transaction password changed.` : t`Transaction password set.`}
      intro={t`Your transaction password is ${TRANSACTION_PASSWORD_LENGTH} characters. It confirms withdrawals and transfers.`}
      layout="part"
    >
      {change
        ? secret('old_transaction_password', t`Current transaction password`, 'current-password')
        : null}
      {secret(
        change ? 'new_transaction_password' : 'transaction_password',
        t`New transaction password`,
        'new-password',
      )}
      {secret(
        change ? 'confirm_new_transaction_password' : 'confirm_transaction_password',
        t`Confirm transaction password`,
        'new-password',
      )}
    </SettingsForm>
  )
}
