import { useLingui } from '@lingui/react/macro'
import { Link, Table, useFormatter, type TableColumn, type TreemapTile } from '@atb/ui'
import styles from './heatmap.module.css'

export interface HeatmapListProps {
  tiles: readonly TreemapTile[]
  scope: string
  period: string
}

/** The map's tiles as a table, largest volume first: for screen readers and colour-blind users. */
export function HeatmapList({ tiles, scope, period }: HeatmapListProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const columns: TableColumn<TreemapTile>[] = [
    {
      id: 'pair',
      name: t`Pair`,
      isRowHeader: true,
      cell: (tile) => (
        <Link href={tile.href} variant="standalone">
          {tile.name}
        </Link>
      ),
      allowsSorting: true,
      sortValue: (tile) => tile.name,
    },
    {
      id: 'change',
      name: t`Change`,
      numeric: true,
      allowsSorting: true,
      sortValue: (tile) => tile.change,
      cell: (tile) => {
        const tone = tile.change >= 0.005 ? 'up' : tile.change <= -0.005 ? 'down' : 'flat'
        return (
          <span className={styles.change} data-tone={tone}>
            {tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : ''}
            {format.percent(tile.change, { signed: true })}
          </span>
        )
      },
    },
    {
      id: 'volume',
      name: t`Volume`,
      numeric: true,
      allowsSorting: true,
      sortValue: (tile) => tile.value,
      cell: (tile) => `${format.compact(tile.value)} ${tile.unit}`,
    },
  ]
  return (
    <Table
      aria-label={t`Symbols: ${scope}, ${period}`}
      columns={columns}
      rows={tiles}
      defaultSortDescriptor={{ column: 'volume', direction: 'descending' }}
      stackOnNarrow
    />
  )
}
