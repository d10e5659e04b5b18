import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { ActivityEntry } from '@atb/contract'
import { EmptyState, Link, Skeleton, SkeletonGroup, Table, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { SubscriptionStatus } from './SubscriptionStatus'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /subscription: the status and the history of redeemed codes (from the activity log). */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [status, reloadStatus] = useResource(flows.loadSubscription, undefined)
  const [log, reloadLog] = useResource(flows.loadActivity, { page: 1 })
  const history = log.status === 'done' ? log.data.items.filter((e) => e.kind === 'activation') : []
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Subscription`}</h1>
      {status.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your subscription`}>
          <Skeleton shape="rect" height={96} />
        </SkeletonGroup>
      ) : status.status === 'error' ? (
        <EmptyState
          title={t`Your subscription could not be loaded`}
          actionLabel={t`Try again`}
          onAction={reloadStatus}
        />
      ) : (
        <SubscriptionStatus status={status.data} />
      )}
      <Link href={withLocale('/profile/activation', locale)} variant="standalone">
        {t`Redeem an activation code`}
      </Link>
      <h2>{t`History`}</h2>
      <Table<ActivityEntry>
        aria-label={t`Subscription history`}
        isLoading={log.status === 'loading'}
        error={log.status === 'error' ? t`The history could not be loaded.` : undefined}
        onRetry={reloadLog}
        emptyState={<EmptyState size="sm" title={t`No codes redeemed yet`} />}
        rows={history}
        columns={[
          { id: 'time', name: t`Redeemed`, isRowHeader: true, cell: (e) => format.dateTime(e.created_at) },
          { id: 'ip', name: t`IP address`, cell: (e) => e.ip },
        ]}
      />
    </div>
  )
}
