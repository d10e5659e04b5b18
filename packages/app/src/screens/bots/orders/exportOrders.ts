import type { BotOrderView, BotOrdersResponse, OrderRejection } from '@atb/contract'
import type { CsvColumn } from '../../../services/csv'
import { requestOf, type OrderFilter } from './orderQuery'

/** The most rows one export fetches; past it the user narrows the filter. */
export const EXPORT_CAP = 5000
/** The API's largest page, so an export takes as few calls as it can. */
export const EXPORT_PAGE_SIZE = 100

export type OrderPageLoader = (input: ReturnType<typeof requestOf>) => Promise<BotOrdersResponse>

export interface ExportProgress {
  fetched: number
  /** Every row the filter matches, as the server counts them. */
  total: number
}

export interface ExportResult {
  rows: BotOrderView[]
  total: number
  /** True when the filter matched more rows than the cap. */
  capped: boolean
}

/** Fetches every page of the filter, up to the cap, reporting progress after each page. */
export async function fetchAllOrders(
  load: OrderPageLoader,
  filter: OrderFilter,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const rows: BotOrderView[] = []
  let total = 0
  for (let page = 1; rows.length < EXPORT_CAP; page++) {
    signal?.throwIfAborted()
    const answer = await load(requestOf(filter, page, EXPORT_PAGE_SIZE))
    total = answer.total
    rows.push(...answer.items.slice(0, EXPORT_CAP - rows.length))
    onProgress({ fetched: rows.length, total: Math.min(total, EXPORT_CAP) })
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= total) break
  }
  return { rows, total, capped: total > rows.length }
}

/** The export's headers in the page's language. */
export interface OrderCsvHeaders {
  time: string
  bot: string
  exchange: string
  pair: string
  side: string
  type: string
  price: string
  quantity: string
  status: string
  /** Why a rejected order was refused. */
  reason: string
  order: string
}

/**
 * The CSV's columns: prices and quantities exactly as the API sends them (decimal strings, no
 * rounding or grouping), times in ISO 8601 UTC so every spreadsheet reads them the same.
 */
export function orderCsvColumns(
  h: OrderCsvHeaders,
  /** A rejected order's reason in the page's language. */
  rejected: (rejection: OrderRejection) => string,
): CsvColumn<BotOrderView>[] {
  return [
    { header: h.time, value: (o) => o.created_at },
    { header: h.bot, value: (o) => o.bot_id },
    { header: h.exchange, value: (o) => o.exchange_name },
    { header: h.pair, value: (o) => o.symbol },
    { header: h.side, value: (o) => o.side },
    { header: h.type, value: (o) => o.type },
    { header: h.price, value: (o) => o.price },
    { header: h.quantity, value: (o) => o.qty },
    { header: h.status, value: (o) => o.status },
    { header: h.reason, value: (o) => (o.rejection ? rejected(o.rejection) : '') },
    { header: h.order, value: (o) => o.client_id },
  ]
}
