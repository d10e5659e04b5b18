import type { BotListView, BotSort } from '@atb/contract'

/** The list's view of /robot/list: what the address bar keeps so reload and back restore it. */
export interface ListQuery {
  status: BotListView
  /** The pair search as typed; the server matches it anywhere in the pair. */
  search: string
  sort: BotSort
  order: 'asc' | 'desc'
  page: number
}

/** The filters /bot offers; stopped bots live in /bot/history. */
export const activeFilters = ['active', 'running', 'paused', 'error', 'out_of_balance'] as const
export type ActiveFilter = (typeof activeFilters)[number]

export const listSorts = ['created', 'pnl', 'status'] as const satisfies readonly BotSort[]

export const PAGE_SIZE = 20

export type ListPage = 'active' | 'history'

const defaults = (page: ListPage): ListQuery => ({
  status: page === 'history' ? 'history' : 'active',
  search: '',
  sort: 'created',
  order: 'desc',
  page: 1,
})

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback

/** Reads the address's query; anything unknown or out of range falls back to the default. */
export function parseListQuery(params: URLSearchParams, page: ListPage): ListQuery {
  const base = defaults(page)
  const number = Number(params.get('page'))
  return {
    status: page === 'history' ? 'history' : pick(params.get('status'), activeFilters, 'active'),
    search: (params.get('q') ?? '').trim().slice(0, 32),
    sort: pick(params.get('sort'), listSorts, base.sort),
    order: pick(params.get('order'), ['asc', 'desc'] as const, base.order),
    page: Number.isInteger(number) && number >= 1 ? Math.min(number, 100_000) : 1,
  }
}

/** The query as the address keeps it: defaults are left out, so a plain /bot stays plain. */
export function toSearchParams(query: ListQuery, page: ListPage): URLSearchParams {
  const base = defaults(page)
  const params = new URLSearchParams()
  if (page === 'active' && query.status !== base.status) params.set('status', query.status)
  if (query.search.trim()) params.set('q', query.search.trim())
  if (query.sort !== base.sort) params.set('sort', query.sort)
  if (query.order !== base.order) params.set('order', query.order)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** What GET /robot/list is asked (botListSchema). */
export interface BotListRequest {
  status: BotListView
  symbol?: string
  sort: BotSort
  order: 'asc' | 'desc'
  page: number
  page_size: number
}

export function toRequest(query: ListQuery): BotListRequest {
  const symbol = query.search.trim()
  return {
    status: query.status,
    ...(symbol ? { symbol } : {}),
    sort: query.sort,
    order: query.order,
    page: query.page,
    page_size: PAGE_SIZE,
  }
}

/** Whether the user narrowed the list (a "no match" rather than "no bots yet"). */
export function isFiltered(query: ListQuery, page: ListPage): boolean {
  return query.search.trim() !== '' || query.status !== defaults(page).status
}

/** Changing a filter goes back to the first page; changing the page keeps the filters. */
export function withChange(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const resetsPage = Object.keys(change).some((key) => key !== 'page')
  return { ...query, ...change, ...(resetsPage && change.page === undefined ? { page: 1 } : {}) }
}
