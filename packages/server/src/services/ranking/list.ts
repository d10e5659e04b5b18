import { and, eq, gte, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import type {
  BotStatusName,
  Market,
  RankingEntry,
  RankingListResponse,
  StrategyKind,
  rankingListSchema,
} from '@atb/contract'
import type { InferType } from 'yup'
import { D } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { marketNow } from '../../lib/market-clock'
import { bots, users } from '../../db/schema'
import { listFigures, livePrices, stopPrices } from '../bots/figures'
import { listColumns } from '../bots/rows'
import type { TradingDeps } from '../bots/runtime'
import type { FillStatsCache } from '../bots/stats-cache'
import { tradedIn, windowFigures, windowStart } from './figures'

type RankingQuery = InferType<typeof rankingListSchema>

interface Ranked {
  entry: Omit<RankingEntry, 'rank'>
  createdAt: number
}

/**
 * `/ranking/list` (decision 070): every opted-in bot that traded during the window (decision 079),
 * with the figures its owner's pages show, ordered by the metric (the other metric, then the older bot, break
 * ties). PnL in different quote currencies is compared at face value: they are all dollars.
 */
export async function rankingList(
  deps: Deps,
  t: TradingDeps | undefined,
  q: RankingQuery,
  cache: FillStatsCache,
): Promise<RankingListResponse> {
  const metric = q.metric ?? 'roi'
  const window = q.window ?? 'all'
  const now = marketNow(deps.clock, t?.feed).getTime()
  const where: SQL[] = [isNotNull(bots.publicSince)]
  if (q.kind) where.push(eq(bots.kind, q.kind))
  if (q.market) where.push(eq(bots.market, q.market))
  const start = windowStart(window, now)
  // A bot stopped before the window began did nothing in it.
  if (start > 0) where.push(or(isNull(bots.stoppedAt), gte(bots.stoppedAt, new Date(start)))!)
  const rows = await deps.db
    .select({ ...listColumns, nickname: users.nickname })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.userId))
    .where(and(...where))
  const contractSizeOf = (symbol: string) => t?.feed.symbol(symbol)?.spec.contractSize
  const books = await cache.stats(
    deps.db,
    rows.map((r) => r.id),
    contractSizeOf,
  )
  const stopped = await stopPrices(
    deps.db,
    rows.filter((r) => r.status === 'stopped').map((r) => r.id),
  )
  const ranked: Ranked[] = []
  let unranked = 0
  for (const row of rows) {
    const cached = books.get(row.id)!
    if (!tradedIn(window, cached, now)) {
      unranked++
      continue
    }
    const prices = stopped.get(row.id) ?? (await livePrices(t, row))
    const figures = listFigures(row, cached, prices)
    const w = windowFigures(window, figures, cached, now)
    ranked.push({
      createdAt: row.createdAt.getTime(),
      entry: {
        id: row.id,
        nickname: row.nickname,
        kind: row.kind as StrategyKind,
        market: row.market as Market,
        symbols: row.symbols,
        status: row.status as BotStatusName,
        currency: figures.currency,
        pnl: w.pnl,
        roi_pct: w.roi_pct,
        runtime_ms: Math.max(0, (row.stoppedAt?.getTime() ?? now) - row.createdAt.getTime()),
      },
    })
  }
  const byPnl = (a: Ranked, b: Ranked) => new D(b.entry.pnl).cmp(a.entry.pnl)
  const byRoi = (a: Ranked, b: Ranked) => b.entry.roi_pct - a.entry.roi_pct
  const [first, second] = metric === 'roi' ? [byRoi, byPnl] : [byPnl, byRoi]
  ranked.sort(
    (a, b) =>
      first(a, b) ||
      second(a, b) ||
      a.createdAt - b.createdAt ||
      (a.entry.id < b.entry.id ? -1 : 1),
  )
  const offset = (q.page - 1) * q.page_size
  return {
    items: ranked
      .slice(offset, offset + q.page_size)
      .map((r, i) => ({ rank: offset + i + 1, ...r.entry })),
    page: q.page,
    page_size: q.page_size,
    total: ranked.length,
    metric,
    window,
    unranked,
  }
}
