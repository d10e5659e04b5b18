import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { walletEntryTypes, type WalletEntryView } from '@atb/contract'
import {
  EmptyState,
  Link,
  Pagination,
  Segment,
  SegmentedControl,
  Select,
  SelectItem,
  Table,
  useFormatter,
} from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useResource } from '../../account/useResource'
import { ExportWalletCsv } from './ExportWalletCsv'
import { SignedUsdt, Usdt } from './figures'
import { useWalletLabels } from './labels'
import {
  readWalletQuery,
  toWalletFilter,
  walletPeriods,
  writeWalletQuery,
  type WalletPeriod,
  type WalletQuery,
} from './walletQuery'
import styles from './assets.module.css'

const PAGE_SIZE = 20

/** The wallet's entries, newest first: filtered by type and period from the address, paged, exportable. */
export function WalletHistory() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const labels = useWalletLabels()
  const [params, setParams] = useSearchParams()
  const query = readWalletQuery(params)
  const filter = toWalletFilter(query)
  const [history, retry] = useResource(flows.loadWalletHistory, {
    ...filter,
    page: query.page,
    page_size: PAGE_SIZE,
  })
  const change = (patch: Partial<WalletQuery>) =>
    setParams(writeWalletQuery(query, patch), { replace: !('page' in patch) })
  const data = history.status === 'done' ? history.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  const filtered = Boolean(query.type) || query.period !== 'all'
  const periods: Record<WalletPeriod, string> = {
    '7': t`7 days`,
    '30': t`30 days`,
    '90': t`90 days`,
    all: t`All`,
  }

  return (
    <section className={styles.stack} aria-labelledby="wallet-history">
      <h2 id="wallet-history" className={styles.sectionTitle}>
        {t`History`}
      </h2>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <Select
          label={t`Type`}
          selectedKey={query.type || 'all'}
          onSelectionChange={(key) =>
            change({ type: key === 'all' ? '' : (key as WalletQuery['type']) })
          }
        >
          {[
            <SelectItem key="all" id="all">
              {t`All types`}
            </SelectItem>,
            ...walletEntryTypes.map((type) => (
              <SelectItem key={type} id={type}>
                {labels.type(type)}
              </SelectItem>
            )),
          ]}
        </Select>
        <SegmentedControl
          aria-label={t`Period`}
          selectedKey={query.period}
          onSelectionChange={(key) => change({ period: key as WalletPeriod })}
        >
          {walletPeriods.map((period) => (
            <Segment key={period} id={period}>
              {periods[period]}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      <ExportWalletCsv key={JSON.stringify(filter)} filter={filter} total={data?.total ?? 0} />
      <Table<WalletEntryView>
        aria-label={t`Wallet history`}
        stackOnNarrow
        isLoading={history.status === 'loading'}
        error={history.status === 'error' ? t`The wallet history could not be loaded.` : undefined}
        onRetry={retry}
        emptyState={
          filtered ? (
            <EmptyState
              size="sm"
              title={t`No entries match these filters`}
              description={t`Choose another type or a longer period.`}
            />
          ) : (
            <EmptyState
              size="sm"
              title={t`No wallet activity yet`}
              description={
                <>
                  {t`Deposits, transfers and withdrawals will appear here.`}{' '}
                  <Link href={labels.href('/assets/deposit')}>{t`Make your first deposit`}</Link>
                </>
              }
            />
          )
        }
        rows={data?.items ?? []}
        columns={[
          { id: 'time', name: t`Time`, cell: (e) => format.dateTime(e.time) },
          { id: 'type', name: t`Type`, isRowHeader: true, cell: (e) => labels.type(e.type) },
          {
            id: 'amount',
            name: t`Amount`,
            numeric: true,
            cell: (e) => <SignedUsdt value={e.amount} />,
          },
          {
            id: 'balance',
            name: t`Balance after`,
            numeric: true,
            cell: (e) => <Usdt value={e.balance_after} />,
          },
          {
            id: 'counterparty',
            name: t`From or to`,
            wrap: true,
            cell: (e) => e.counterparty?.nickname ?? '—',
          },
        ]}
      />
      <Pagination page={query.page} pages={pages} onChange={(next) => change({ page: next })} />
    </section>
  )
}
