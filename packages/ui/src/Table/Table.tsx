import { useMemo, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert } from 'lucide-react'
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
  type TableProps as RACTableProps,
} from 'react-aria-components'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Skeleton } from '../Skeleton/Skeleton'
import { SelectionCheckbox } from './SelectionCheckbox'
import styles from './Table.module.css'

export interface TableColumn<T> {
  /** Stable key; also the sort column key. */
  id: string
  /** Header text. */
  name: ReactNode
  /** The cell content for one row. */
  cell: (item: T) => ReactNode
  /** Right-aligns with tabular digits, for money, prices and counts. */
  numeric?: boolean
  /** Lets the user sort by this column. */
  allowsSorting?: boolean
  /** The value built-in sorting compares; required for sorting when the table sorts itself. */
  sortValue?: (item: T) => string | number
  /** Marks the column that names each row (usually the first). */
  isRowHeader?: boolean
  /** Lets long text (e.g. a browser's user agent) wrap instead of widening the table. */
  wrap?: boolean
}

export interface TableProps<T extends { id: Key }> extends Pick<
  RACTableProps,
  'selectionMode' | 'selectedKeys' | 'defaultSelectedKeys' | 'onRowAction'
> {
  /** Accessible name of the table. */
  'aria-label': string
  /** Column definitions, in order. */
  columns: readonly TableColumn<T>[]
  /** The rows; each needs a unique `id`. */
  rows: readonly T[]
  /** Controlled sort; without it the table sorts `rows` itself using `sortValue`. */
  sortDescriptor?: SortDescriptor
  /** Called when the user sorts by a column. */
  onSortChange?: (descriptor: SortDescriptor) => void
  /** Initial sort when the table sorts itself. */
  defaultSortDescriptor?: SortDescriptor
  /** Called with the selected keys, or "all". */
  onSelectionChange?: (keys: Selection) => void
  /** Shows skeleton rows and marks the table busy. */
  isLoading?: boolean
  /** Number of skeleton rows while loading. */
  loadingRows?: number
  /** Shown when there are no rows; defaults to "No results". */
  emptyState?: ReactNode
  /** An error message; replaces the rows with the message and a Retry button. */
  error?: ReactNode
  /** Called when the user presses Retry. */
  onRetry?: () => void
  /** In a narrow container (< 560px) each row becomes a stack of labelled lines, so nothing scrolls sideways. */
  stackOnNarrow?: boolean
}

/** A data table with sorting, optional selection, and built-in loading, empty and error states. */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  defaultSortDescriptor,
  isLoading = false,
  loadingRows = 5,
  emptyState,
  error,
  onRetry,
  onSelectionChange,
  stackOnNarrow = false,
  ...props
}: TableProps<T>) {
  const { t } = useLingui()
  const [ownSort, setOwnSort] = useState(defaultSortDescriptor)
  const sort = sortDescriptor ?? ownSort
  const selectable = props.selectionMode !== undefined && props.selectionMode !== 'none'

  const shown = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.column)
    if (sortDescriptor || !column?.sortValue) return rows
    const value = column.sortValue
    const sign = sort?.direction === 'descending' ? -1 : 1
    return [...rows].sort((a, b) => {
      const x = value(a)
      const y = value(b)
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y)))
      )
    })
  }, [rows, columns, sort, sortDescriptor])

  if (error) {
    return (
      <div className={styles.frame} data-state="error">
        <div className={styles.error} role="alert">
          <CircleAlert size={24} aria-hidden />
          <p className={styles.errorText}>{error}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t`Retry`}
            </Button>
          ) : null}
        </div>
      </div>
    )
  }

  const skeletons = Array.from({ length: loadingRows }, (_, i) => ({ id: `skeleton-${i}` }))
  return (
    <div
      className={styles.frame}
      aria-busy={isLoading || undefined}
      data-stack={stackOnNarrow || undefined}
    >
      <RACTable
        {...props}
        className={styles.table}
        selectionMode={isLoading ? 'none' : props.selectionMode}
        onSelectionChange={onSelectionChange}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setOwnSort(next)
          onSortChange?.(next)
        }}
      >
        <RACTableHeader className={styles.header}>
          {selectable ? (
            <RACColumn className={styles.column} data-checkbox>
              {props.selectionMode === 'multiple' ? <SelectionCheckbox /> : null}
            </RACColumn>
          ) : null}
          {columns.map((column) => (
            <RACColumn
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={styles.column}
              data-numeric={column.numeric || undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnLabel}>
                  {column.name}
                  {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                </span>
              )}
            </RACColumn>
          ))}
        </RACTableHeader>
        {isLoading ? (
          <RACTableBody items={skeletons} className={styles.body}>
            {(item) => (
              <RACRow id={item.id} className={styles.row}>
                {selectable ? <RACCell className={styles.cell} /> : null}
                {columns.map((column) => (
                  <RACCell
                    key={column.id}
                    className={styles.cell}
                    data-numeric={column.numeric || undefined}
                  >
                    <Skeleton width={column.numeric ? '60%' : '80%'} />
                  </RACCell>
                ))}
              </RACRow>
            )}
          </RACTableBody>
        ) : (
          <RACTableBody
            items={shown}
            // RAC caches each row's cells by item; the cells also depend on the columns (their
            // renderers close over the page's translations and formatter), so a new set redraws.
            dependencies={[columns, stackOnNarrow]}
            className={styles.body}
            renderEmptyState={() => emptyState ?? <EmptyState size="sm" title={t`No results`} />}
          >
            {(item) => (
              <RACRow id={item.id} className={styles.row} dependencies={[columns, stackOnNarrow]}>
                {selectable ? (
                  <RACCell className={styles.cell} data-checkbox>
                    <SelectionCheckbox />
                  </RACCell>
                ) : null}
                {columns.map((column) => (
                  <RACCell
                    key={column.id}
                    className={styles.cell}
                    data-numeric={column.numeric || undefined}
                    data-wrap={column.wrap || undefined}
                  >
                    {stackOnNarrow ? (
                      <>
                        {/* The stacked line's label; the column header already names the cell. */}
                        <span className={styles.cellLabel} aria-hidden>
                          {column.name}
                        </span>
                        <span className={styles.cellValue}>{column.cell(item)}</span>
                      </>
                    ) : (
                      column.cell(item)
                    )}
                  </RACCell>
                ))}
              </RACRow>
            )}
          </RACTableBody>
        )}
      </RACTable>
    </div>
  )
}

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <Icon
      size={14}
      aria-hidden
      className={styles.sortIcon}
      data-active={direction ? true : undefined}
    />
  )
}
