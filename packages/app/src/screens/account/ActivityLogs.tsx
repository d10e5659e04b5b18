import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ActivityEntry, ActivityKind } from '@atb/contract'
import { Table, Pagination, EmptyState, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from './useResource'
import styles from './account.module.css'

/** /profile/activity-logs: sign-ins and security changes, newest first, 20 a page. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const [page, setPage] = useState(1)
  const [log, reload] = useResource(flows.loadActivity, { page })
  const kinds: Record<ActivityKind, string> = {
    register: t`Account created`,
    login: t`Logged in`,
    login_google: t`Logged in with Google`,
    logout: t`Logged out`,
    password_change: t`Password changed`,
    password_reset: t`Password reset`,
    profile_update: t`Profile updated`,
    pin_create: t`PIN created`,
    pin_update: t`PIN changed`,
    transaction_password_set: t`Transaction password set`,
    transaction_password_change: t`Transaction password changed`,
    activation: t`Activation code redeemed`,
    pin_wrong: t`Wrong PIN entered`,
    transaction_password_wrong: t`Wrong transaction password entered`,
    password_wrong: t`Wrong password entered`,
    two_factor_enable: t`Two-factor sign-in turned on`,
    two_factor_disable: t`Two-factor sign-in turned off`,
    recovery_code_used: t`Recovery code used`,
    two_factor_wrong: t`Wrong two-factor code entered`,
  }
  const data = log.status === 'done' ? log.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <div className={styles.page}>
      <Table<ActivityEntry>
        aria-label={t`Activity log`}
        stackOnNarrow
        isLoading={log.status === 'loading'}
        error={log.status === 'error' ? t`The activity log could not be loaded.` : undefined}
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No activity yet`}
            description={t`Sign-ins and security changes will appear here.`}
          />
        }
        rows={data?.items ?? []}
        columns={[
          { id: 'kind', name: t`Event`, isRowHeader: true, cell: (e) => kinds[e.kind] ?? e.kind },
          { id: 'time', name: t`Time`, cell: (e) => format.dateTime(e.created_at) },
          { id: 'ip', name: t`IP address`, cell: (e) => e.ip },
          { id: 'agent', name: t`Browser`, wrap: true, cell: (e) => e.user_agent },
        ]}
      />
      <Pagination page={page} pages={pages} onChange={(next) => setPage(next)} />
    </div>
  )
}
