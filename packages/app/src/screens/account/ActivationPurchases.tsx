import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Card, EmptyState, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { ActivationCodes } from './ActivationCodes'
import { useResource } from './useResource'
import styles from './account.module.css'

/** The codes bought with the wallet, newest purchase first; `attempt` reloads after a purchase. */
export function ActivationPurchases({ attempt }: { attempt: number }) {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const [list, reload] = useResource(flows.loadActivationPurchases, { page: 1, attempt })
  if (list.status === 'loading') {
    return (
      <SkeletonGroup label={t`Loading your purchases`}>
        <Skeleton shape="rect" height={120} />
      </SkeletonGroup>
    )
  }
  if (list.status === 'error') {
    return (
      <EmptyState
        size="sm"
        title={t`Your purchases could not be loaded`}
        description={t`Check your connection and try again.`}
        actionLabel={t`Try again`}
        onAction={reload}
      />
    )
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        size="sm"
        title={t`No codes bought yet`}
        description={t`Codes you buy with your wallet are listed here.`}
      />
    )
  }
  return (
    <ul className={styles.list} aria-label={t`Your purchases`}>
      {list.data.items.map((purchase) => {
        const when = format.dateTime(purchase.time)
        const paid = format.money(Number(purchase.amount), 'USDT')
        const days = plural(purchase.days, { one: '# day', other: '# days' })
        return (
          <li key={purchase.id}>
            <Card title={t`${when}: ${days}, ${paid}`} headingLevel={3} padding="sm">
              <ActivationCodes label={t`Codes bought on ${when}`} codes={purchase.codes} />
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
