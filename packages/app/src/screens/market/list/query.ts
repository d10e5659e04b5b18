import { markets, type Market } from '@atb/contract'

/** The columns the table sorts by. */
export const marketSorts = ['pair', 'price', 'change', 'volume'] as const
export type MarketSort = (typeof marketSorts)[number]
export type SortOrder = 'asc' | 'desc'

/** What /market keeps in its address, so reload and Back restore the same view. */
export interface MarketQuery {
  market: Market
  /** The search as typed. */
  q: string
  sort: MarketSort
  order: SortOrder
  /** Only the user's starred pairs. */
  fav: boolean
}

/** Busiest first, as exchanges list their markets. */
export const defaultQuery: MarketQuery = {
  market: 'crypto',
  q: '',
  sort: 'volume',
  order: 'desc',
  fav: false,
}

const MAX_SEARCH = 32

const pick = <T extends string>(value: string | undefined | null, allowed: readonly T[]) =>
  allowed.includes(value as T) ? (value as T) : undefined

/** Reads `?market=&q=&sort=&fav=`; anything unknown falls back to the default. */
export function parseMarketQuery(params: URLSearchParams): MarketQuery {
  // `sort=change` or `sort=change-asc`: one parameter keeps the address short.
  const [column, order] = (params.get('sort') ?? '').split('-')
  const sort = pick(column, marketSorts)
  return {
    market: pick(params.get('market'), markets) ?? defaultQuery.market,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    sort: sort ?? defaultQuery.sort,
    order: sort ? (pick(order, ['asc', 'desc'] as const) ?? 'desc') : defaultQuery.order,
    fav: params.get('fav') === '1',
  }
}

/** The query as the address keeps it; defaults are left out, so a plain /market stays plain. */
export function toMarketParams(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.market !== defaultQuery.market) params.set('market', query.market)
  if (query.q.trim()) params.set('q', query.q.trim().slice(0, MAX_SEARCH))
  if (query.sort !== defaultQuery.sort || query.order !== defaultQuery.order)
    params.set('sort', query.order === 'desc' ? query.sort : `${query.sort}-asc`)
  if (query.fav) params.set('fav', '1')
  return params
}
