import { useLocation } from 'react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ActivationHistoryEntry } from '@atb/contract'
import { EmptyState, Link, Skeleton, SkeletonGroup, Table, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { SubscriptionStatus } from './SubscriptionStatus'
import { SubscriptionUnlocks } from './SubscriptionUnlocks'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /subscription: the status and the history of redeemed codes. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [status, reloadStatus] = useResource(flows.loadSubscription, undefined)
  const [log, reloadLog] = useResource(flows.loadActivationHistory, { page: 1 })
  const history = log.status === 'done' ? log.data.items : []
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
      <SubscriptionUnlocks />
      {/* Decision 066: what the end of a subscription does to live bots. */}
      <p className={styles.muted}>
        {t`When a subscription ends, bots already running on your exchanges keep running. Once you pause or stop them, they need an active subscription to start again.`}
      </p>
      <div className={styles.actions}>
        <Link href={withLocale('/profile/activation/buy', locale)} variant="standalone">
          {t`Buy activation codes`}
        </Link>
        <Link href={withLocale('/profile/activation', locale)} variant="standalone">
          {t`Redeem an activation code`}
        </Link>
      </div>
      <h2>{t`History`}</h2>
      <Table<ActivationHistoryEntry & { id: string }>
        aria-label={t`Subscription history`}
        isLoading={log.status === 'loading'}
        error={log.status === 'error' ? t`The history could not be loaded.` : undefined}
        onRetry={reloadLog}
        emptyState={<EmptyState size="sm" title={t`No codes redeemed yet`} />}
        rows={history.map((entry) => ({ ...entry, id: `${entry.redeemed_at}-${entry.code_tail}` }))}
        columns={[
          {
            id: 'time',
            name: t`Redeemed`,
            isRowHeader: true,
            cell: (e) => format.dateTime(e.redeemed_at),
          },
          { id: 'code', name: t`Code`, cell: (e) => `••••${e.code_tail}` },
          {
            id: 'days',
            name: t`Added`,
            cell: ({ days }) => t`${plural(days, { one: '# day', other: '# days' })}`,
          },
          { id: 'until', name: t`Valid until`, cell: (e) => format.date(e.expires_after) },
        ]}
      />
    </div>
  )
}
