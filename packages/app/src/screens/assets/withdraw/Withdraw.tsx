import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { formChild } from '@atb/machines'
import { Button, Skeleton, SkeletonGroup, Stepper } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useMessage } from '../../../i18n/useMessage'
import { useFormBinding } from '../../account/useFormBinding'
import { SecurityHold } from '../parts/SecurityHold'
import { NoTransactionPassword } from '../transfer/NoTransactionPassword'
import { WithdrawConfirmStep } from './WithdrawConfirmStep'
import { WithdrawDoneStep } from './WithdrawDoneStep'
import { WithdrawFillStep } from './WithdrawFillStep'
import { WithdrawHistory } from './WithdrawHistory'
import styles from './withdraw.module.css'
import assets from '../parts/assets.module.css'

/**
 * /assets/withdraw (issue 15, decision 064): USDT out to a BEP20 address. The withdraw machine
 * loads the balance and limits, checks the form, shows the fee and what arrives, and requests
 * once; the amount and fee are held at once. The history below follows each withdrawal to the
 * chain. An account without a transaction password is sent to set one.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  // Each new request reloads the history at once instead of at its next refresh.
  const [requested, setRequested] = useState(0)
  const onRequested = useCallback(() => setRequested((n) => n + 1), [])
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Withdraw USDT`}</h1>
      {user ? (
        <WithdrawFlow
          hasTransactionPassword={user.has_transaction_password}
          twoFactor={user.two_factor_enabled}
          onRequested={onRequested}
        />
      ) : (
        <SkeletonGroup label={t`Loading your profile`}>
          <Skeleton shape="rect" height={420} />
        </SkeletonGroup>
      )}
      <WithdrawHistory reload={requested} />
    </div>
  )
}

function WithdrawFlow({
  hasTransactionPassword,
  twoFactor,
  onRequested,
}: {
  hasTransactionPassword: boolean
  twoFactor: boolean
  onRequested: () => void
}) {
  const { t } = useLingui()
  const flows = useFlows()
  const translate = useMessage()
  const [state, send] = useMachine(flows.withdraw, {
    input: { hasTransactionPassword, twoFactor },
  })
  const formRef = formChild(state)
  const form = useFormBinding(formRef)
  const { context } = state
  const error = context.error ? translate(context.error) : null
  const done = state.matches('done')
  useEffect(() => {
    if (done) onRequested()
  }, [done, onRequested])

  if (state.matches('needsTransactionPassword')) return <NoTransactionPassword purpose="withdraw" />
  if (state.matches('suspended') && context.info?.suspended_until) {
    return (
      <SecurityHold
        purpose="withdraw"
        until={context.info.suspended_until}
        onRetry={() => send({ type: 'withdraw.retry' })}
      />
    )
  }
  const step = done
    ? 'done'
    : state.matches('confirming') || state.matches('sending')
      ? 'confirm'
      : 'fill'
  return (
    <div className={assets.stack}>
      <Stepper
        aria-label={t`Withdrawal steps`}
        variant="compact"
        currentStep={step}
        steps={[
          { id: 'fill', label: t`Details` },
          { id: 'confirm', label: t`Confirm` },
          { id: 'done', label: t`Requested` },
        ]}
      />
      {state.matches('loadFailed') ? (
        <div role="alert" className={assets.problem}>
          <p>{t`Your balance and withdrawal limits could not be loaded, so a withdrawal cannot start.`}</p>
          <Button variant="secondary" onPress={() => send({ type: 'withdraw.retry' })}>
            {t`Try again`}
          </Button>
        </div>
      ) : !context.balance || !context.info || state.matches('loading') ? (
        <SkeletonGroup label={t`Loading your balance`}>
          <Skeleton shape="rect" height={420} />
        </SkeletonGroup>
      ) : step === 'done' && context.result ? (
        <WithdrawDoneStep
          result={context.result}
          onAgain={() => send({ type: 'withdraw.again' })}
        />
      ) : step === 'confirm' && context.details ? (
        <WithdrawConfirmStep
          details={context.details}
          info={context.info}
          available={context.balance.available}
          sending={state.matches('sending')}
          error={error}
          onBack={() => send({ type: 'withdraw.back' })}
          onConfirm={() => send({ type: 'withdraw.confirm' })}
        />
      ) : (
        <WithdrawFillStep
          form={form}
          balance={context.balance}
          info={context.info}
          returned={context.details !== null}
          visit={formRef?.sessionId}
          onMax={() => send({ type: 'withdraw.max' })}
          twoFactor={twoFactor}
        />
      )}
    </div>
  )
}
