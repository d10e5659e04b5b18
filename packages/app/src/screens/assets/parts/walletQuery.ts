import { walletEntryTypes, type WalletEntryType } from '@atb/contract'

const DAY_MS = 86_400_000

/** The periods the history offers, in days; `all` has no start. */
export const walletPeriods = ['7', '30', '90', 'all'] as const
export type WalletPeriod = (typeof walletPeriods)[number]

/** The history's filter as the address holds it: `?type=deposit&period=30&page=2`. */
export interface WalletQuery {
  type: WalletEntryType | ''
  period: WalletPeriod
  page: number
}

/** The endpoint's filter, without paging. */
export interface WalletFilter {
  type?: WalletEntryType
  from?: number
}

const isType = (value: string): value is WalletEntryType =>
  (walletEntryTypes as readonly string[]).includes(value)
const isPeriod = (value: string): value is WalletPeriod =>
  (walletPeriods as readonly string[]).includes(value)

export function readWalletQuery(params: URLSearchParams): WalletQuery {
  const type = params.get('type') ?? ''
  const period = params.get('period') ?? ''
  const page = Number(params.get('page'))
  return {
    type: isType(type) ? type : '',
    period: isPeriod(period) ? period : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** A new address query: defaults are left out, and any filter change goes back to page 1. */
export function writeWalletQuery(query: WalletQuery, patch: Partial<WalletQuery>): URLSearchParams {
  const next = { ...query, ...patch }
  if (!('page' in patch)) next.page = 1
  const params = new URLSearchParams()
  if (next.type) params.set('type', next.type)
  if (next.period !== 'all') params.set('period', next.period)
  if (next.page > 1) params.set('page', String(next.page))
  return params
}

/**
 * The endpoint's filter. "Last 7 days" starts at the beginning of the UTC day six days before
 * `now`, so today counts as one of the seven and the filter stays the same all day (the page
 * does not reload as the clock moves).
 */
export function toWalletFilter(query: WalletQuery, now = Date.now()): WalletFilter {
  const today = now - (now % DAY_MS)
  return {
    ...(query.type ? { type: query.type } : {}),
    ...(query.period !== 'all' ? { from: today - (Number(query.period) - 1) * DAY_MS } : {}),
  }
}
