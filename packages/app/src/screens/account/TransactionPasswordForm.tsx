import { useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { TRANSACTION_PASSWORD_LENGTH, type UserProfile } from '@atb/contract'
import { PasswordField, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { NoProof, ProofField, proofOf, type Proof } from './ProofField'
import { SettingsForm } from './SettingsForm'
import { useFormBinding } from './useFormBinding'

/**
 * The transaction password (spec: 6 characters, confirms withdrawals and transfers): set it once,
 * then change it with the old one. Which form shows is decided when the tab opens, so the success
 * note of a first set stays on screen. Either proves the person again (issue 26): a TOTP when
 * two-factor sign-in is on, else the login password; an account with neither is told what to do.
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
  return <TransactionPasswordForm user={user} />
}

function TransactionPasswordForm({ user }: { user: UserProfile }) {
  const [change] = useState(user.has_transaction_password)
  const [proof] = useState(() => proofOf(user))
  if (proof === 'none') return <NoProof />
  return change ? <ChangeForm proof={proof} /> : <SetForm proof={proof} />
}

/** What the schema asks for in the browser: the proof this account can give. */
const proofContext = (proof: Proof) => ({
  context: { two_factor: proof === 'totp', has_password: proof === 'password' },
})

/** A transaction-password input: exactly as long as the rule allows. */
function Secret(props: ComponentProps<typeof PasswordField>) {
  return <PasswordField {...props} maxLength={TRANSACTION_PASSWORD_LENGTH} />
}

function Frame({
  form,
  change,
  children,
}: {
  form: ComponentProps<typeof SettingsForm>['form']
  change: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
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
      {children}
    </SettingsForm>
  )
}

function SetForm({ proof }: { proof: Proof }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.transactionPasswordSet, { input: proofContext(proof) })
  const form = useFormBinding(actor)
  return (
    <Frame form={form} change={false}>
      <Secret
        {...form.field('transaction_password')}
        label={t`New transaction password`}
        autoComplete="new-password"
      />
      <Secret
        {...form.field('confirm_transaction_password')}
        label={t`Confirm transaction password`}
        autoComplete="new-password"
      />
      <ProofField proof={proof} form={form} />
    </Frame>
  )
}

function ChangeForm({ proof }: { proof: Proof }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [, , actor] = useMachine(flows.transactionPasswordChange, { input: proofContext(proof) })
  const form = useFormBinding(actor)
  return (
    <Frame form={form} change>
      <Secret
        {...form.field('old_transaction_password')}
        label={t`Current transaction password`}
        autoComplete="current-password"
      />
      <Secret
        {...form.field('new_transaction_password')}
        label={t`New transaction password`}
        autoComplete="new-password"
      />
      <Secret
        {...form.field('confirm_new_transaction_password')}
        label={t`Confirm transaction password`}
        autoComplete="new-password"
      />
      <ProofField proof={proof} form={form} />
    </Frame>
  )
}
