import {
  botOrderStatuses,
  exchangeNames,
  orderSides,
  type BotOrderStatus,
  type ExchangeName,
} from '@atb/contract'

/** The history's filters as the address keeps them (`?exchange=okx&side=buy&from=2030-01-01`). */
export interface OrderFilter {
  exchange?: ExchangeName
  symbol?: string
  side?: 'buy' | 'sell'
  status?: BotOrderStatus
  /** Calendar days (YYYY-MM-DD) in the user's time zone, both included. */
  from?: string
  to?: string
  page: number
}

export const PAGE_SIZE = 20
const DAY = /^\d{4}-\d{2}-\d{2}$/

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined

/** Reads the filter from the query, dropping what is not a valid value (a hand-edited address). */
export function filterFromQuery(query: URLSearchParams): OrderFilter {
  const day = (key: string) => {
    const value = query.get(key)
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined
  }
  const symbol = query.get('symbol')?.trim().toUpperCase().slice(0, 32)
  const page = Number(query.get('page'))
  const filter: OrderFilter = {
    exchange: oneOf(exchangeNames, query.get('exchange')),
    symbol: symbol || undefined,
    side: oneOf(orderSides, query.get('side')),
    status: oneOf(botOrderStatuses, query.get('status')),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined),
  ) as unknown as OrderFilter
}

/** The query for a filter: empty fields and the first page are left out, so links stay short. */
export function queryOf(filter: OrderFilter): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of ['exchange', 'symbol', 'side', 'status', 'from', 'to'] as const) {
    const value = filter[key]
    if (value) query.set(key, value)
  }
  if (filter.page > 1) query.set('page', String(filter.page))
  return query
}

const startOfDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d).getTime()
}

/** GET /robot/orders' input for one page: local calendar days become epoch milliseconds. */
export function requestOf(filter: OrderFilter, page = filter.page, pageSize = PAGE_SIZE) {
  return {
    ...(filter.exchange ? { exchange: filter.exchange } : {}),
    ...(filter.symbol ? { symbol: filter.symbol } : {}),
    ...(filter.side ? { side: filter.side } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: startOfDay(filter.from) } : {}),
    // The end day is included: up to the last millisecond before the next day starts.
    ...(filter.to ? { to: startOfDay(filter.to) + 86_400_000 - 1 } : {}),
    page,
    page_size: pageSize,
  }
}

export const isFiltered = (filter: OrderFilter) =>
  Boolean(
    filter.exchange || filter.symbol || filter.side || filter.status || filter.from || filter.to,
  )
