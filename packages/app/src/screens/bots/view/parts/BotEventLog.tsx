import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BotEventView, BotStatusName } from '@atb/contract'
import { Table, Pagination, EmptyState, useFormatter } from '@atb/ui'
import { useFlows } from '../../../../services/FlowsContext'
import { useResource } from '../../../account/useResource'
import { reasonText } from '../../botReason'
import { statusTitles } from './labels'
import { useConfigText } from './useConfigText'
import styles from './botView.module.css'

const PAGE_SIZE = 20

/** An event's title or its details; a component so it follows the language (see BotTrades). */
function EventText({
  event: e,
  part,
  currency,
}: {
  event: BotEventView
  part: 'title' | 'details'
  currency: string
}) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const text = useConfigText()
  const status = (name: BotStatusName | null) => (name ? i18n._(statusTitles[name]) : '–')
  const from = status(e.from)
  const to = status(e.to)
  const reason = e.reason ? (
    <span className={styles.reason}>{reasonText(e.reason, i18n)}</span>
  ) : null
  let title: string
  let details: ReactNode = null
  switch (e.type) {
    case 'created':
      title = t`Bot created`
      details = e.to ? t`Started as ${to}` : null
      break
    case 'status':
      title = t`${from} → ${to}`
      details = reason
      break
    case 'config': {
      const version = e.version ?? ''
      title = t`Settings changed (version ${version})`
      details = (
        <ul className={styles.changes}>
          {e.changes.map((c) => {
            const field = text.label(c.field)
            const before = text.value(c.field, c.from)
            const after = text.value(c.field, c.to)
            return <li key={c.field}>{t`${field}: ${before} → ${after}`}</li>
          })}
        </ul>
      )
      break
    }
    case 'sold': {
      title = t`Coins sold`
      if (e.sold) {
        const qty = format.number(Number(e.sold.qty))
        const price = format.price(Number(e.sold.price))
        const quote = format.money(Number(e.sold.quote), currency)
        details = t`Sold ${qty} at ${price} for ${quote}`
      }
      break
    }
    case 'stopped':
      title =
        e.mode === 'sell'
          ? t`Stopped, coins sold`
          : e.mode === 'keep'
            ? t`Stopped, coins kept`
            : t`Stopped`
      details = reason
      break
  }
  return <>{part === 'title' ? title : details}</>
}

/** Everything that happened to the bot, newest first, 20 a page; it survives a stop. */
export function BotEventLog({ id, currency }: { id: string; currency: string }) {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const [page, setPage] = useState(1)
  const [events, retry] = useResource(flows.loadBotEvents, { id, page, page_size: PAGE_SIZE })
  const data = events.status === 'done' ? events.data : null
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <div className={styles.stack}>
      <Table<BotEventView>
        aria-label={t`Event log`}
        stackOnNarrow
        isLoading={events.status === 'loading'}
        error={events.status === 'error' ? t`The event log could not be loaded.` : undefined}
        onRetry={retry}
        rows={data?.items ?? []}
        emptyState={<EmptyState size="sm" headingLevel={3} title={t`No events yet`} />}
        columns={[
          { id: 'time', name: t`Time`, cell: (e) => format.dateTime(e.time) },
          {
            id: 'event',
            name: t`Event`,
            isRowHeader: true,
            cell: (e) => <EventText event={e} part="title" currency={currency} />,
          },
          {
            id: 'details',
            name: t`Details`,
            wrap: true,
            cell: (e) => <EventText event={e} part="details" currency={currency} />,
          },
        ]}
      />
      <Pagination
        page={page}
        pages={pages}
        onChange={(next) => setPage(next)}
        label={t`Event log pages`}
      />
    </div>
  )
}
