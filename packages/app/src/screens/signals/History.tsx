import { useState } from 'react'
import { useLocation, useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { SignalCall } from '@atb/contract'
import { EmptyState, Link, Pagination, Table, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import { ExportCsv } from '../ExportCsv'
import { Component as NotFound } from '../NotFound'
import { isNotFound } from '../bots/view/parts/useBotPage'
import { fetchAllPages } from '../profit/parts/exportHistory'
import { OutcomeBadge, useOutcomeName, useSideName } from './outcomes'
import { Percent, useSignalText } from './parts'
import styles from './signals.module.css'

const PAGE_SIZE = 20

/** /signal/{id}/history: every call of a signal, newest first, with its measured outcome. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const text = useSignalText()
  const side = useSideName()
  const outcome = useOutcomeName()
  const { id = '' } = useParams()
  const { locale } = splitLocale(useLocation().pathname)
  const [page, setPage] = useState(1)
  const [signal] = useResource(flows.loadSignal, { id })
  const [calls, reload] = useResource(flows.loadSignalCalls, { id, page, page_size: PAGE_SIZE })
  const data = calls.status === 'done' ? calls.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1
  const name = signal.status === 'done' ? text(signal.data).name : null
  if (signal.status === 'error' && isNotFound(signal.error)) return <NotFound />
  return (
    <div className={styles.page}>
      <Link href={withLocale(`/signal/${id}`, locale)}>{name ?? t`Back to the signal`}</Link>
      <h1 className={styles.title}>{name ? t`${name}: call history` : t`Call history`}</h1>
      <div className={styles.between}>
        <p className={styles.muted}>
          {t`Outcomes are measured on market prices: the first of take profit or stop loss reached, or the price after 7 days.`}
        </p>
        <ExportCsv<SignalCall>
          fileName={`signal-${id}-calls`}
          total={data?.total ?? 0}
          fetchRows={(options) => fetchAllPages(flows.loadSignalCalls, { id }, options)}
          columns={() => [
            { header: t`Time (UTC)`, value: (c) => c.called_at },
            { header: t`Pair`, value: (c) => c.symbol },
            { header: t`Side`, value: (c) => side(c.side) },
            { header: t`Entry`, value: (c) => c.entry },
            { header: t`Take profit`, value: (c) => c.take_profit },
            { header: t`Stop loss`, value: (c) => c.stop_loss },
            { header: t`Outcome`, value: (c) => outcome(c.outcome) },
            { header: t`Closed (UTC)`, value: (c) => c.closed_at },
            { header: t`Exit price`, value: (c) => c.exit_price },
            { header: t`Return (%)`, value: (c) => c.return_pct },
          ]}
        />
      </div>
      <Table<SignalCall>
        aria-label={t`Calls`}
        stackOnNarrow
        isLoading={calls.status === 'loading'}
        error={calls.status === 'error' ? t`The calls could not be loaded.` : undefined}
        onRetry={reload}
        emptyState={
          <EmptyState
            size="sm"
            title={t`No calls yet`}
            description={t`Calls appear here as soon as the signal makes one.`}
          />
        }
        rows={data?.items ?? []}
        columns={[
          {
            id: 'time',
            name: t`Time`,
            isRowHeader: true,
            cell: (c) => format.dateTime(c.called_at),
          },
          { id: 'pair', name: t`Pair`, cell: (c) => `${c.symbol} · ${side(c.side)}` },
          {
            id: 'entry',
            name: t`Entry`,
            numeric: true,
            cell: (c) => format.price(Number(c.entry)),
          },
          {
            id: 'tp',
            name: t`Take profit`,
            numeric: true,
            cell: (c) => format.price(Number(c.take_profit)),
          },
          {
            id: 'sl',
            name: t`Stop loss`,
            numeric: true,
            cell: (c) => format.price(Number(c.stop_loss)),
          },
          { id: 'outcome', name: t`Outcome`, cell: (c) => <OutcomeBadge call={c} /> },
          {
            id: 'return',
            name: t`Return`,
            numeric: true,
            cell: (c) => <Percent value={c.return_pct} />,
          },
        ]}
      />
      {pages > 1 ? (
        <Pagination page={page} pages={pages} onChange={(next) => setPage(next)} />
      ) : null}
    </div>
  )
}
