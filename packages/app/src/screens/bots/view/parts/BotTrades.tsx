import { useLingui } from '@lingui/react/macro'
import type { BotFillView, BotOrderView, BotView, RoundTrip } from '@atb/contract'
import { Badge, EmptyState, Table, useFormatter, type TableColumn } from '@atb/ui'
import { Coin } from './Coin'
import { ExportTradesCsv } from './ExportTradesCsv'
import styles from './botView.module.css'

function Side({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useLingui()
  return (
    <Badge size="sm" variant={side === 'buy' ? 'positive' : 'negative'}>
      {side === 'buy' ? t`Buy` : t`Sell`}
    </Badge>
  )
}

// Cells are components with their own useLingui: the table keeps rendered cells across renders,
// so text computed in the parent would stay in the language it was first drawn in.
function OrderType({ type }: { type: 'limit' | 'market' }) {
  const { t } = useLingui()
  return <>{type === 'limit' ? t`Limit` : t`Market`}</>
}

function OrderPrice({ price }: { price: string | null }) {
  const { t } = useLingui()
  const format = useFormatter()
  return <>{price === null ? t`Market` : format.price(Number(price))}</>
}

/** The orders the bot has on the book now. */
export function OpenOrders({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const format = useFormatter()
  const amount = (value: string | null) => (value === null ? '–' : format.number(Number(value)))
  return (
    <Table<BotOrderView>
      aria-label={t`Open orders`}
      stackOnNarrow
      rows={bot.open_orders}
      emptyState={
        <EmptyState
          size="sm"
          headingLevel={3}
          title={t`No open orders`}
          description={
            bot.status === 'running'
              ? t`The bot places its next orders as the price moves.`
              : t`The bot has no orders on the book while it is not running.`
          }
        />
      }
      columns={[
        { id: 'side', name: t`Side`, isRowHeader: true, cell: (o) => <Side side={o.side} /> },
        { id: 'type', name: t`Type`, cell: (o) => <OrderType type={o.type} /> },
        {
          id: 'price',
          name: t`Price`,
          numeric: true,
          cell: (o) => <OrderPrice price={o.price} />,
        },
        { id: 'qty', name: t`Quantity`, numeric: true, cell: (o) => amount(o.qty) },
        { id: 'time', name: t`Placed`, cell: (o) => format.dateTime(o.created_at) },
      ]}
    />
  )
}

type TripRow = RoundTrip & { id: string }
type FillRow = BotFillView & { id: string }

/** The Coin column, for a bot that trades more than one symbol (a basket, a hedge). */
function coinColumn<T extends { symbol: string }>(bot: BotView, name: string): TableColumn<T>[] {
  if (bot.symbols.length < 2) return []
  const quote = bot.performance.currency
  return [{ id: 'coin', name, cell: (row) => <Coin symbol={row.symbol} quote={quote} /> }]
}

/** The trades tab: its table, and the export of every trade of the bot. */
export function Trades({ bot }: { bot: BotView }) {
  return (
    <div className={styles.stack}>
      <ExportTradesCsv bot={bot} />
      <TradesTable bot={bot} />
    </div>
  )
}

/** Round trips (open → close, with their profit), or the latest fills for kinds without them. */
function TradesTable({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const format = useFormatter()
  const currency = bot.performance.currency
  const empty = (
    <EmptyState
      size="sm"
      headingLevel={3}
      title={t`No trades yet`}
      description={t`Completed trades appear here as the bot's orders fill.`}
    />
  )
  if (!bot.round_trips.length && bot.recent_fills.length) {
    const rows: FillRow[] = bot.recent_fills.map((f) => ({ ...f, id: String(f.seq) }))
    return (
      <Table<FillRow>
        aria-label={t`Recent fills`}
        stackOnNarrow
        rows={rows}
        emptyState={empty}
        columns={[
          { id: 'time', name: t`Time`, isRowHeader: true, cell: (f) => format.dateTime(f.time) },
          ...coinColumn<FillRow>(bot, t`Coin`),
          { id: 'side', name: t`Side`, cell: (f) => <Side side={f.side} /> },
          {
            id: 'price',
            name: t`Price`,
            numeric: true,
            cell: (f) => format.price(Number(f.price)),
          },
          {
            id: 'qty',
            name: t`Quantity`,
            numeric: true,
            cell: (f) => format.number(Number(f.qty)),
          },
          {
            id: 'fee',
            name: t`Fee`,
            numeric: true,
            cell: (f) => format.money(Number(f.fee), f.fee_asset),
          },
        ]}
      />
    )
  }
  const rows: TripRow[] = bot.round_trips.map((trip) => ({
    ...trip,
    id: `${trip.open.seq}-${trip.close.seq}`,
  }))
  return (
    <Table<TripRow>
      aria-label={t`Round trips`}
      stackOnNarrow
      rows={rows}
      emptyState={empty}
      columns={[
        {
          id: 'open',
          name: t`Opened`,
          isRowHeader: true,
          cell: (r) => (
            <span className={styles.leg}>
              <Side side={r.open.side} /> {format.price(Number(r.open.price))}
              <span className={styles.muted}>{format.dateTime(r.open.time)}</span>
            </span>
          ),
        },
        ...coinColumn<TripRow>(bot, t`Coin`),
        {
          id: 'close',
          name: t`Closed`,
          cell: (r) => (
            <span className={styles.leg}>
              <Side side={r.close.side} /> {format.price(Number(r.close.price))}
              <span className={styles.muted}>{format.dateTime(r.close.time)}</span>
            </span>
          ),
        },
        { id: 'qty', name: t`Quantity`, numeric: true, cell: (r) => format.number(Number(r.qty)) },
        {
          id: 'profit',
          name: t`Profit after fees`,
          numeric: true,
          cell: (r) => (
            <span data-tone={Number(r.profit) < 0 ? 'down' : 'up'} className={styles.signed}>
              {format.pnl(Number(r.profit), currency)}
            </span>
          ),
        },
      ]}
    />
  )
}
