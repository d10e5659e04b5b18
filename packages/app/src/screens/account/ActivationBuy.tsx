import { useCallback, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ActivationBuyResponse } from '@atb/contract'
import { Button, Card, EmptyState, Link, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { SUPPORT_URL } from '../../services/support'
import { splitLocale, withLocale } from '../../router/locale'
import { ActivationBuyForm } from './ActivationBuyForm'
import { ActivationCodes } from './ActivationCodes'
import { ActivationPurchases } from './ActivationPurchases'
import { SecurityHold } from '../assets/parts/SecurityHold'
import { FormAlert } from './FormAlert'
import { SubscriptionUnlocks } from './SubscriptionUnlocks'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /profile/activation/buy: activation codes paid from the wallet (decision 060). */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const { user } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [plans, reloadPlans] = useResource(flows.loadActivationPlans, undefined)
  const [wallet, reloadWallet] = useResource(flows.loadWalletBalance, {})
  const [attempt, setAttempt] = useState(0)
  const [bought, setBought] = useState<ActivationBuyResponse | null>(null)
  const onBought = useCallback(
    (result: ActivationBuyResponse) => {
      setBought(result)
      setAttempt((n) => n + 1)
      reloadWallet()
      flows.notify(t`Bought ${plural(result.quantity, { one: '# code', other: '# codes' })}.`)
    },
    [flows, reloadWallet, t],
  )
  const usdt = (value: string) => format.money(Number(value), 'USDT')

  const body = () => {
    if (bought) {
      return (
        <Card title={t`Your new codes`} headingLevel={2}>
          <div className={styles.stack}>
            <FormAlert tone="success">
              {t`Paid ${usdt(bought.amount)}. Left in your wallet: ${usdt(bought.balance.available)}.`}
            </FormAlert>
            <ActivationCodes
              label={t`Your new codes`}
              codes={bought.codes.map((code) => ({ code, redeemed: false }))}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setBought(null)}>
                {t`Buy more codes`}
              </Button>
            </div>
          </div>
        </Card>
      )
    }
    if (!user || plans.status === 'loading') {
      return (
        <SkeletonGroup label={t`Loading the plans`}>
          <Skeleton shape="rect" height={320} />
        </SkeletonGroup>
      )
    }
    if (plans.status === 'error') {
      return (
        <EmptyState
          title={t`The plans could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reloadPlans}
        />
      )
    }
    if (!user.has_transaction_password) {
      return (
        <Card title={t`Set a transaction password first`} headingLevel={2}>
          <div className={styles.stack}>
            <p className={styles.muted}>
              {t`Purchases from your wallet are confirmed with your transaction password.`}
            </p>
            <Link
              href={`${withLocale('/profile/edit', locale)}?tab=transaction-password`}
              variant="standalone"
            >
              {t`Set transaction password`}
            </Link>
          </div>
        </Card>
      )
    }
    if (wallet.status === 'done' && wallet.data.hold_until) {
      return <SecurityHold purpose="buy" until={wallet.data.hold_until} onRetry={reloadWallet} />
    }
    return (
      <ActivationBuyForm
        key={attempt}
        plans={plans.data}
        wallet={wallet.status === 'done' ? wallet.data : null}
        onBought={onBought}
      />
    )
  }

  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        {t`Activation codes are 8 characters long. Each one adds days to your subscription. Pay with the USDT in your wallet, then redeem a code yourself or give it to someone.`}
      </p>
      <SubscriptionUnlocks />
      {body()}
      <h2>{t`Your purchases`}</h2>
      <ActivationPurchases attempt={attempt} />
      <div className={styles.actions}>
        <Link href={withLocale('/profile/activation', locale)} variant="standalone">
          {t`I have a code`}
        </Link>
        <Link href={SUPPORT_URL} isExternal variant="standalone">
          {t`Pay another way: contact support on LINE`}
        </Link>
      </div>
    </div>
  )
}
