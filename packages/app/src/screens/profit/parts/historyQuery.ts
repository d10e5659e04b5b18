import { exchangeNames, type ExchangeName } from '@atb/contract'
import { DAY_MS, dayStart } from './profitData'
import type { HistoryFilter } from './exportHistory'

/** The history's filter as the address holds it: dates as UTC `YYYY-MM-DD`, both ends included. */
export interface HistoryQuery {
  bot_id: string
  exchange: ExchangeName | ''
  symbol: string
  from: string
  to: string
  page: number
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export function readQuery(params: URLSearchParams): HistoryQuery {
  const exchange = params.get('exchange') ?? ''
  const date = (key: string) => {
    const value = params.get(key) ?? ''
    return DATE.test(value) && !Number.isNaN(dayStart(value)) ? value : ''
  }
  const page = Number(params.get('page'))
  return {
    bot_id: (params.get('bot_id') ?? '').slice(0, 64),
    exchange: (exchangeNames as readonly string[]).includes(exchange)
      ? (exchange as ExchangeName)
      : '',
    symbol: cleanSymbol(params.get('symbol') ?? ''),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** A new address query: empty values are left out, and any filter change goes back to page 1. */
export function writeQuery(query: HistoryQuery, patch: Partial<HistoryQuery>): URLSearchParams {
  const next = { ...query, ...patch }
  if (!('page' in patch)) next.page = 1
  const params = new URLSearchParams()
  for (const key of ['bot_id', 'exchange', 'symbol', 'from', 'to'] as const)
    if (next[key]) params.set(key, next[key])
  if (next.page > 1) params.set('page', String(next.page))
  return params
}

/** Pairs are engine symbols (`BTCUSDT`): upper case letters and digits. */
export function cleanSymbol(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20)
}

/** A from-date after the to-date cannot match anything. */
export function rangeInvalid(query: HistoryQuery): boolean {
  return Boolean(query.from && query.to && query.from > query.to)
}

/** The endpoint's filter: whole UTC days, the to-day included to its last millisecond. */
export function toFilter(query: HistoryQuery): HistoryFilter {
  return {
    ...(query.bot_id ? { bot_id: query.bot_id } : {}),
    ...(query.exchange ? { exchange: query.exchange } : {}),
    ...(query.symbol ? { symbol: query.symbol } : {}),
    ...(query.from ? { from: dayStart(query.from) } : {}),
    ...(query.to ? { to: dayStart(query.to) + DAY_MS - 1 } : {}),
  }
}
