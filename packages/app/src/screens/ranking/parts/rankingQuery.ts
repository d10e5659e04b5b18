import {
  RANKING_PAGE_SIZE,
  markets,
  rankingMetrics,
  rankingWindows,
  strategyKinds,
  type Market,
  type RankingMetric,
  type RankingWindow,
  type StrategyKind,
} from '@atb/contract'

/** The board as the address holds it, so a link, Back and a reload show the same ranking. */
export interface RankingQuery {
  metric: RankingMetric
  window: RankingWindow
  kind: StrategyKind | ''
  market: Market | ''
  page: number
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined

export function readRankingQuery(params: URLSearchParams): RankingQuery {
  const page = Number(params.get('page'))
  return {
    metric: oneOf(rankingMetrics, params.get('metric')) ?? 'roi',
    window: oneOf(rankingWindows, params.get('window')) ?? '30d',
    kind: oneOf(strategyKinds, params.get('kind')) ?? '',
    market: oneOf(markets, params.get('market')) ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** The address's search for a board; defaults are left out. */
export function writeRankingQuery(q: RankingQuery): URLSearchParams {
  const out = new URLSearchParams()
  if (q.metric !== 'roi') out.set('metric', q.metric)
  if (q.window !== '30d') out.set('window', q.window)
  if (q.kind) out.set('kind', q.kind)
  if (q.market) out.set('market', q.market)
  if (q.page > 1) out.set('page', String(q.page))
  return out
}

/** The request for a board: only what is chosen. */
export const rankingRequest = (q: RankingQuery) => ({
  metric: q.metric,
  window: q.window,
  page: q.page,
  page_size: RANKING_PAGE_SIZE,
  ...(q.kind ? { kind: q.kind } : {}),
  ...(q.market ? { market: q.market } : {}),
})
