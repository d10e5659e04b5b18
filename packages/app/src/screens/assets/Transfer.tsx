import { useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { formChild } from '@atb/machines'
import { Button, Skeleton, SkeletonGroup, Stepper } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { useFormBinding } from '../account/useFormBinding'
import { ConfirmStep } from './transfer/ConfirmStep'
import { DoneStep } from './transfer/DoneStep'
import { FillStep } from './transfer/FillStep'
import { NoTransactionPassword } from './transfer/NoTransactionPassword'
import { SecurityHold } from './parts/SecurityHold'
import styles from './parts/assets.module.css'

/**
 * /assets/transfer (issue 15): USDT to another account by its user ID. The transfer machine
 * loads the balance, checks the form, names the recipient by nickname for the confirm step, and
 * sends once. An account without a transaction password is sent to set one; a held one is told
 * until when (decision 081).
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  if (!user) {
    return (
      <div className={styles.narrow}>
        <SkeletonGroup label={t`Loading your profile`}>
          <Skeleton shape="rect" height={320} />
        </SkeletonGroup>
      </div>
    )
  }
  return <TransferFlow hasTransactionPassword={user.has_transaction_password} />
}

function TransferFlow({ hasTransactionPassword }: { hasTransactionPassword: boolean }) {
  const { t } = useLingui()
  const flows = useFlows()
  const translate = useMessage()
  const [state, send] = useMachine(flows.transfer, { input: { hasTransactionPassword } })
  const formRef = formChild(state)
  const form = useFormBinding(formRef)
  const { context } = state
  const error = context.error ? translate(context.error) : null

  if (state.matches('needsTransactionPassword')) {
    return (
      <div className={styles.narrow}>
        <NoTransactionPassword />
      </div>
    )
  }
  if (state.matches('held') && context.balance?.hold_until) {
    return (
      <div className={styles.narrow}>
        <SecurityHold
          purpose="transfer"
          until={context.balance.hold_until}
          onRetry={() => send({ type: 'transfer.retry' })}
        />
      </div>
    )
  }
  const step = state.matches('done')
    ? 'done'
    : state.matches('confirming') || state.matches('sending')
      ? 'confirm'
      : 'fill'
  return (
    <div className={styles.narrow}>
      <Stepper
        aria-label={t`Transfer steps`}
        variant="compact"
        currentStep={step}
        steps={[
          { id: 'fill', label: t`Details` },
          { id: 'confirm', label: t`Confirm` },
          { id: 'done', label: t`Sent` },
        ]}
      />
      {state.matches('loadFailed') ? (
        <div role="alert" className={styles.problem}>
          <p>{t`Your balance could not be loaded, so a transfer cannot start.`}</p>
          <Button variant="secondary" onPress={() => send({ type: 'transfer.retry' })}>
            {t`Try again`}
          </Button>
        </div>
      ) : state.matches('loading') || !context.balance ? (
        <SkeletonGroup label={t`Loading your balance`}>
          <Skeleton shape="rect" height={320} />
        </SkeletonGroup>
      ) : step === 'done' && context.result ? (
        <DoneStep result={context.result} onAgain={() => send({ type: 'transfer.again' })} />
      ) : step === 'confirm' && context.recipient && context.details ? (
        <ConfirmStep
          recipient={context.recipient}
          amount={context.details.amount}
          available={context.balance.available}
          balanceAfter={context.balanceAfter ?? context.balance.available}
          sending={state.matches('sending')}
          error={error}
          onBack={() => send({ type: 'transfer.back' })}
          onConfirm={() => send({ type: 'transfer.confirm' })}
        />
      ) : (
        <FillStep
          form={form}
          available={context.balance.available}
          returned={context.details !== null}
          visit={formRef?.sessionId}
          onMax={() => send({ type: 'transfer.max' })}
        />
      )}
    </div>
  )
}
