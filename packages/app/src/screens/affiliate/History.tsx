import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CommissionEntry } from '@atb/contract'
import { EmptyState, Pagination, Table, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import styles from './affiliate.module.css'

/** /affiliate/history: commission credited to the wallet, newest first, 20 a page. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const [page, setPage] = useState(1)
  const [history, reload] = useResource(flows.loadCommissions, { page })
  const data = history.status === 'done' ? history.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Commission history`}</h1>
      <p className={styles.muted}>
        {t`A share of each referee’s profit-share fee, credited to your wallet.`}
      </p>
      <Table<CommissionEntry>
        aria-label={t`Commission history`}
        stackOnNarrow
        isLoading={history.status === 'loading'}
        error={history.status === 'error' ? t`Your commission could not be loaded.` : undefined}
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No commission yet`}
            description={t`When a friend you invited pays a profit-share fee, your share appears here.`}
          />
        }
        rows={data?.items ?? []}
        columns={[
          { id: 'time', name: t`Time`, isRowHeader: true, cell: (e) => format.dateTime(e.time) },
          { id: 'referee', name: t`Referee`, wrap: true, cell: (e) => e.referee?.nickname ?? '—' },
          {
            id: 'amount',
            name: t`Amount`,
            numeric: true,
            cell: (e) => format.money(Number(e.amount), 'USDT'),
          },
        ]}
      />
      <Pagination page={page} pages={pages} onChange={(next) => setPage(next)} />
    </div>
  )
}
