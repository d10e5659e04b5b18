import type { MarketRow } from '@atb/contract'
import type { MarketSort, SortOrder } from './query'

/** Letters and digits only, in capitals: "btc-usdt", "BTC/USDT" and "btcusdt" read alike. */
const squash = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Whether a row matches the search by its base, quote or symbol; an empty search matches all. */
export function matchesSearch(row: Pick<MarketRow, 'symbol' | 'base' | 'quote'>, search: string) {
  const wanted = squash(search)
  if (!wanted) return true
  return [row.symbol, `${row.base}${row.quote}`].some((name) => squash(name).includes(wanted))
}

const sortValue: Record<MarketSort, (row: MarketRow) => string | number> = {
  pair: (row) => `${row.base}/${row.quote}`,
  price: (row) => row.last,
  change: (row) => row.change_24h,
  volume: (row) => row.quote_volume_24h,
}

/**
 * The rows in the chosen order. Ties keep the symbol order, so rows never swap places for no
 * reason. Prices are compared as the server listed them: live ticks do not reshuffle the table
 * under the pointer.
 */
export function sortRows(rows: readonly MarketRow[], sort: MarketSort, order: SortOrder) {
  const value = sortValue[sort]
  const sign = order === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const diff =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return diff !== 0 ? sign * diff : a.symbol.localeCompare(b.symbol)
  })
}

export interface RowView {
  search: string
  sort: MarketSort
  order: SortOrder
  /** Only starred rows. */
  fav: boolean
  /** The star as the user sees it now (optimistic), by symbol. */
  isFavorite: (row: MarketRow) => boolean
}

/** The rows the table shows: searched, narrowed to favourites when asked, then sorted. */
export function visibleRows(rows: readonly MarketRow[], view: RowView): MarketRow[] {
  const kept = rows.filter(
    (row) => matchesSearch(row, view.search) && (!view.fav || view.isFavorite(row)),
  )
  return sortRows(kept, view.sort, view.order)
}
