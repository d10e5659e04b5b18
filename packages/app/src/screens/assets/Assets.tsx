import { useSyncExternalStore } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Skeleton, SkeletonGroup } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { BalanceCard } from './parts/BalanceCard'
import { HiddenContext } from './parts/figures'
import { Minimums } from './parts/Minimums'
import { UserIdCard } from './parts/UserIdCard'
import { WalletHistory } from './parts/WalletHistory'
import styles from './parts/assets.module.css'

/**
 * /assets (issue 15): the USDT wallet's balance, the user ID others send to, what the balance
 * is for, and every entry of its history. Balances follow the profile's hide-balance setting.
 */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const { hideBalance } = useSyncExternalStore(flows.store.subscribe, flows.store.get)
  const [shown, sendShown] = useMachine(flows.hideBalance, { input: { hidden: hideBalance } })
  const hidden = shown.matches('hidden')
  const [balance, retry] = useResource(flows.loadWalletBalance, {})
  return (
    <HiddenContext.Provider value={hidden}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t`Assets`}</h1>
        {balance.status === 'error' ? (
          <div role="alert" className={styles.problem}>
            <p>{t`Your balance could not be loaded.`}</p>
            <Button variant="secondary" onPress={retry}>
              {t`Try again`}
            </Button>
          </div>
        ) : balance.status === 'done' ? (
          <div className={styles.columns}>
            <BalanceCard
              balance={balance.data}
              hidden={hidden}
              onHiddenChange={() => sendShown({ type: 'balance.toggle' })}
            />
            <div className={styles.stack}>
              <UserIdCard userId={balance.data.user_id} />
              <Minimums available={balance.data.available} />
            </div>
          </div>
        ) : (
          <SkeletonGroup label={t`Loading your balance`}>
            <div className={styles.columns}>
              <Skeleton shape="rect" height={280} />
              <div className={styles.stack}>
                <Skeleton shape="rect" height={130} />
                <Skeleton shape="rect" height={140} />
              </div>
            </div>
          </SkeletonGroup>
        )}
        <WalletHistory />
      </div>
    </HiddenContext.Provider>
  )
}
