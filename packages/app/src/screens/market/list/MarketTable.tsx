import { useLingui } from '@lingui/react/macro'
import type { SortDescriptor } from 'react-aria-components'
import type { MarketRow } from '@atb/contract'
import { Sparkline, Table, VisuallyHidden, useFormatter, type TableColumn } from '@atb/ui'
import { FavoriteStar, LastPrice, LiveChange, LiveRange, LiveSourceBadge, PairLink } from './cells'
import type { MarketQuery, MarketSort } from './query'
import styles from './market.module.css'

type Item = MarketRow & { id: string }

/** How much of the table fits: phones keep the star, pair, price and change. */
export type TableWidth = 'narrow' | 'medium' | 'wide'

const shownOn: Record<TableWidth, readonly string[]> = {
  narrow: ['star', 'pair', 'price', 'change'],
  medium: ['star', 'pair', 'price', 'change', 'volume', 'spark'],
  wide: ['star', 'pair', 'price', 'change', 'high', 'low', 'volume', 'spark', 'source'],
}

export interface MarketTableProps {
  label: string
  rows: readonly MarketRow[]
  query: MarketQuery
  onSort: (sort: MarketSort, order: 'asc' | 'desc') => void
  isFavorite: (row: MarketRow) => boolean
  onToggleFavorite: (row: MarketRow) => void
  href: (path: string) => string
  width: TableWidth
  isLoading?: boolean
}

/** The market's symbols: sortable by pair, price, change and volume; prices follow the socket. */
export function MarketTable(props: MarketTableProps) {
  const { t } = useLingui()
  const fmt = useFormatter()
  const { query, isFavorite, onToggleFavorite, href } = props
  const all: TableColumn<Item>[] = [
    {
      id: 'star',
      name: <VisuallyHidden>{t`Favourite`}</VisuallyHidden>,
      cell: (row) => (
        <FavoriteStar row={row} favorite={isFavorite(row)} onToggle={onToggleFavorite} />
      ),
    },
    {
      id: 'pair',
      name: t`Pair`,
      isRowHeader: true,
      allowsSorting: true,
      cell: (row) => <PairLink row={row} href={href} />,
    },
    {
      id: 'price',
      name: t`Last price`,
      numeric: true,
      allowsSorting: true,
      cell: (row) => <LastPrice row={row} />,
    },
    {
      id: 'change',
      name: t`24h change`,
      numeric: true,
      allowsSorting: true,
      cell: (row) => <LiveChange row={row} />,
    },
    {
      id: 'high',
      name: t`24h high`,
      numeric: true,
      cell: (row) => <LiveRange row={row} side="high" />,
    },
    {
      id: 'low',
      name: t`24h low`,
      numeric: true,
      cell: (row) => <LiveRange row={row} side="low" />,
    },
    {
      id: 'volume',
      name: t`24h volume`,
      numeric: true,
      allowsSorting: true,
      cell: (row) => `${fmt.compact(row.quote_volume_24h)} ${row.quote}`,
    },
    {
      id: 'spark',
      name: t`Last 24h`,
      cell: (row) => (
        <Sparkline values={row.spark} period={t`Last 24 hours`} width={88} height={26} />
      ),
    },
    { id: 'source', name: t`Source`, cell: (row) => <LiveSourceBadge row={row} /> },
  ]
  const shown = shownOn[props.width]
  const columns = all.filter((column) => shown.includes(column.id))
  const items: Item[] = props.rows.map((row) => ({ ...row, id: row.symbol }))
  const sort: SortDescriptor = {
    column: query.sort,
    direction: query.order === 'asc' ? 'ascending' : 'descending',
  }
  return (
    <div className={styles.tableWrap} data-width={props.width}>
      <Table
        aria-label={props.label}
        columns={columns}
        rows={items}
        sortDescriptor={sort}
        onSortChange={(next) => {
          const column = String(next.column) as MarketSort
          // A new column starts where traders look first: A→Z for names, biggest first for figures.
          const order =
            column !== query.sort
              ? column === 'pair'
                ? 'asc'
                : 'desc'
              : next.direction === 'ascending'
                ? 'asc'
                : 'desc'
          props.onSort(column, order)
        }}
        isLoading={props.isLoading}
        loadingRows={5}
      />
    </div>
  )
}
