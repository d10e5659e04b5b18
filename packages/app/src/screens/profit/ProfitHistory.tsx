import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import type { ProfitEvent } from '@atb/contract'
import { EmptyState, Link, Pagination, Table, Tag, TagGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { ApiRequestError } from '../../api/errors'
import { useResource } from '../account/useResource'
import { ExportProfitCsv } from './parts/ExportProfitCsv'
import { HistoryFilters } from './parts/HistoryFilters'
import {
  rangeInvalid,
  readQuery,
  toFilter,
  writeQuery,
  type HistoryQuery,
} from './parts/historyQuery'
import { useProfitLabels } from './parts/labels'
import { Signed } from './parts/ProfitTotals'
import styles from './parts/profit.module.css'

const PAGE_SIZE = 20

/** /profit/history: every realised-profit event, filtered from the address, paged, exportable. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const labels = useProfitLabels()
  const [params, setParams] = useSearchParams()
  const query = readQuery(params)
  const filter = toFilter(query)
  const invalid = rangeInvalid(query)
  const [history, retry] = useResource(flows.loadProfitHistory, {
    ...filter,
    page: query.page,
    page_size: PAGE_SIZE,
  })
  const change = (patch: Partial<HistoryQuery>) =>
    setParams(writeQuery(query, patch), { replace: !('page' in patch) })
  const data = history.status === 'done' && !invalid ? history.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  const botMissing =
    history.status === 'error' &&
    history.error instanceof ApiRequestError &&
    history.error.body.code === 'record_not_found'
  const filtered = Boolean(query.exchange || query.symbol || query.from || query.to || query.bot_id)
  const botShort = query.bot_id.slice(0, 8)
  const sides = { buy: t`Buy`, sell: t`Sell` }

  return (
    <div className={styles.page}>
      <p className={styles.note}>
        {t`Each fill's profit is what it realised against the bot's average cost, minus its fee. Buys only pay their fee.`}
      </p>
      {query.bot_id ? (
        <TagGroup label={t`Bot`} onRemove={() => change({ bot_id: '' })}>
          <Tag id="bot">{t`Bot ${botShort}`}</Tag>
        </TagGroup>
      ) : null}
      <HistoryFilters query={query} onChange={change} />
      <ExportProfitCsv key={JSON.stringify(filter)} filter={filter} total={data?.total ?? 0} />
      <Table<ProfitEvent>
        aria-label={t`Profit history`}
        stackOnNarrow
        isLoading={history.status === 'loading' && !invalid}
        error={
          history.status === 'error'
            ? botMissing
              ? t`That bot was not found. Clear the bot filter to see all profit.`
              : t`Profit history could not be loaded.`
            : undefined
        }
        onRetry={retry}
        emptyState={
          filtered ? (
            <EmptyState
              size="sm"
              title={t`No profit matches these filters`}
              description={t`Change or clear the filters.`}
            />
          ) : (
            <EmptyState
              size="sm"
              title={t`No profit yet`}
              description={t`Each filled order of your bots appears here with the profit it realised.`}
            />
          )
        }
        rows={data?.items ?? []}
        columns={[
          { id: 'time', name: t`Time`, isRowHeader: true, cell: (e) => format.dateTime(e.time) },
          {
            id: 'bot',
            name: t`Bot`,
            wrap: true,
            cell: (e) => (
              <Link href={labels.href(`/bot/view/${e.bot_id}`)}>
                {`${labels.kind(e.kind)} · ${labels.venue(e.exchange_name)}`}
              </Link>
            ),
          },
          { id: 'pair', name: t`Pair`, cell: (e) => e.symbol },
          { id: 'side', name: t`Side`, cell: (e) => sides[e.side] },
          {
            id: 'qty',
            name: t`Quantity`,
            numeric: true,
            cell: (e) => format.number(Number(e.qty)),
          },
          {
            id: 'price',
            name: t`Price`,
            numeric: true,
            cell: (e) => format.price(Number(e.price)),
          },
          { id: 'fee', name: t`Fee`, numeric: true, cell: (e) => format.number(Number(e.fee)) },
          {
            id: 'profit',
            name: t`Profit`,
            numeric: true,
            cell: (e) => <Signed value={e.profit} currency={e.currency} />,
          },
        ]}
      />
      <Pagination page={query.page} pages={pages} onChange={(next) => change({ page: next })} />
    </div>
  )
}
