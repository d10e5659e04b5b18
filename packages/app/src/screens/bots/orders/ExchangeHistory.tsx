import { useLocation, useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import {
  Badge,
  type BadgeVariant,
  Button,
  EmptyState,
  Link,
  Pagination,
  ProgressBar,
  Table,
  useFormatter,
} from '@atb/ui'
import type { BotOrderStatus, BotOrderView } from '@atb/contract'
import { useFlows } from '../../../services/FlowsContext'
import { splitLocale, withLocale } from '../../../router/locale'
import { useResource } from '../../account/useResource'
import { rejectionText } from '../botReason'
import { exchangeTitles } from '../create/exchangeName'
import { OrderFilters } from './OrderFilters'
import { filterFromQuery, isFiltered, queryOf, requestOf, type OrderFilter } from './orderQuery'
import { useOrderExport } from './useOrderExport'
import { useOrderWords } from './useOrderWords'
import styles from './orders.module.css'

const statusTone: Record<BotOrderStatus, BadgeVariant> = {
  pending: 'info',
  open: 'info',
  filled: 'positive',
  canceled: 'neutral',
  rejected: 'warning',
}

/** /bot/exchange-history: every order the user's bots sent, filtered in the address, with CSV. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const [query, setQuery] = useSearchParams()
  const filter = filterFromQuery(query)
  const [orders, reload] = useResource(flows.loadOrders, requestOf(filter))
  const exporting = useOrderExport(filter)
  const change = (next: OrderFilter) => setQuery(queryOf(next))
  const data = orders.status === 'done' ? orders.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  const running = exporting.state.status === 'running'
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.lead}>{t`Every order your bots sent to an exchange, newest first.`}</p>
        <Button
          variant="secondary"
          onPress={() => void exporting.start()}
          isPending={running}
          isDisabled={!data || data.total === 0}
        >
          {t`Export CSV`}
        </Button>
      </header>
      <OrderFilters key={query.get('symbol') ?? ''} filter={filter} onChange={change} />
      <ExportStatus state={exporting.state} />
      <OrderTable
        orders={data?.items ?? []}
        loading={orders.status === 'loading'}
        failed={orders.status === 'error'}
        filtered={isFiltered(filter)}
        onRetry={reload}
      />
      {data ? (
        <Pagination
          page={filter.page}
          pages={pages}
          onChange={(next) => change({ ...filter, page: next })}
        />
      ) : null}
    </div>
  )
}

function ExportStatus({ state }: { state: ReturnType<typeof useOrderExport>['state'] }) {
  const { t } = useLingui()
  const f = useFormatter()
  if (state.status === 'idle') return null
  if (state.status === 'running') {
    const p = state.progress
    return (
      <div className={styles.export}>
        <ProgressBar
          label={t`Exporting orders`}
          {...(p && p.total > 0
            ? { value: p.fetched, maxValue: p.total }
            : { isIndeterminate: true })}
          valueLabel={p ? t`${f.number(p.fetched)} of ${f.number(p.total)} orders` : t`Starting…`}
        />
      </div>
    )
  }
  return (
    <p className={styles.status} role={state.status === 'failed' ? 'alert' : 'status'}>
      {state.message}
    </p>
  )
}

interface OrderTableProps {
  orders: readonly BotOrderView[]
  loading: boolean
  failed: boolean
  filtered: boolean
  onRetry: () => void
}

function OrderTable({ orders, loading, failed, filtered, onRetry }: OrderTableProps) {
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const words = useOrderWords()
  const { locale } = splitLocale(useLocation().pathname)
  const decimal = (value: string | null) => (value === null ? '—' : f.number(Number(value), 8))
  return (
    <Table<BotOrderView>
      aria-label={t`Orders`}
      stackOnNarrow
      isLoading={loading}
      error={failed ? t`The order history could not be loaded.` : undefined}
      onRetry={onRetry}
      emptyState={
        <EmptyState
          size="sm"
          title={filtered ? t`No orders match these filters` : t`No orders yet`}
          description={
            filtered
              ? t`Try another pair, status or date range, or clear the filters.`
              : t`Orders appear here as soon as one of your bots trades.`
          }
        />
      }
      rows={orders}
      columns={[
        { id: 'time', name: t`Time`, isRowHeader: true, cell: (o) => f.dateTime(o.created_at) },
        {
          id: 'bot',
          name: t`Bot`,
          cell: (o) => (
            <Link href={withLocale(`/bot/view/${encodeURIComponent(o.bot_id)}`, locale)}>
              {t`Bot ${o.bot_id.slice(0, 8)}`}
            </Link>
          ),
        },
        { id: 'pair', name: t`Pair`, cell: (o) => o.symbol },
        {
          id: 'side',
          name: t`Side`,
          cell: (o) => (
            <Badge size="sm" variant={o.side === 'buy' ? 'positive' : 'negative'}>
              {words.side[o.side]}
            </Badge>
          ),
        },
        { id: 'type', name: t`Type`, cell: (o) => words.type[o.type] },
        { id: 'price', name: t`Price`, numeric: true, cell: (o) => decimal(o.price) },
        { id: 'qty', name: t`Quantity`, numeric: true, cell: (o) => decimal(o.qty) },
        {
          id: 'status',
          name: t`Status`,
          cell: (o) => (
            <>
              <Badge size="sm" variant={statusTone[o.status]}>
                {words.status[o.status]}
              </Badge>
              {o.rejection ? (
                <span className={styles.rejection}>{rejectionText(o.rejection, i18n)}</span>
              ) : null}
            </>
          ),
        },
        { id: 'exchange', name: t`Exchange`, cell: (o) => i18n._(exchangeTitles[o.exchange_name]) },
      ]}
    />
  )
}
