import { and, asc, eq, isNotNull } from 'drizzle-orm'
import {
  maxDrawdownPct,
  publicConfigOf,
  rankingWindows,
  type BotPublicResponse,
  type BotStatusName,
  type Market,
  type RankingBotView,
  type RankingEquityPoint,
  type StrategyKind,
} from '@atb/contract'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { marketNow } from '../../lib/market-clock'
import { botEquity, bots, users } from '../../db/schema'
import { pageFigures, pagePerformance } from '../bots/figures'
import { isUuid, ownedBot } from '../bots/rows'
import type { TradingDeps } from '../bots/runtime'
import { utcDay, type FillStatsCache } from '../bots/stats-cache'
import { windowFigures } from './figures'

/** The last recorded point of each UTC day, oldest first. */
function dailyCloses(points: readonly RankingEquityPoint[]): RankingEquityPoint[] {
  const out: RankingEquityPoint[] = []
  for (const p of points) {
    const last = out.at(-1)
    if (last && utcDay(last.time) === utcDay(p.time)) out[out.length - 1] = p
    else out.push(p)
  }
  return out
}

/**
 * `/ranking/view` (decision 070): an opted-in bot's public page. Its figures are the bot page's
 * (the same performance module); a bot not in the ranking, deleted, or an id that is not one is
 * 'record not found' to everyone, its owner included, so the answer never tells which.
 */
export async function rankingView(
  deps: Deps,
  t: TradingDeps | undefined,
  id: string,
  cache: FillStatsCache,
): Promise<RankingBotView> {
  if (!isUuid(id)) throw new ApiFailure('record_not_found')
  const [found] = await deps.db
    .select({ bot: bots, nickname: users.nickname })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.userId))
    .where(and(eq(bots.id, id), isNotNull(bots.publicSince)))
  if (!found) throw new ApiFailure('record_not_found')
  const { bot: row, nickname } = found
  const now = marketNow(deps.clock, t?.feed)
  const { perf } = await pagePerformance(deps.db, t, row, now)
  const figures = pageFigures(perf)
  const contractSizeOf = (symbol: string) => t?.feed.symbol(symbol)?.spec.contractSize
  const cached = (await cache.stats(deps.db, [row.id], contractSizeOf)).get(row.id)!
  const points = (
    await deps.db
      .select({ time: botEquity.time, equity: botEquity.equity })
      .from(botEquity)
      .where(eq(botEquity.botId, row.id))
      .orderBy(asc(botEquity.time))
  ).map((p) => ({ time: p.time.getTime(), equity: Number(p.equity) }))
  return {
    id: row.id,
    nickname,
    kind: row.kind as StrategyKind,
    market: row.market as Market,
    symbols: row.symbols,
    status: row.status as BotStatusName,
    currency: perf.currency,
    created_at: row.createdAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    runtime_ms: perf.runtime_ms,
    investment: perf.allocation,
    trades: perf.trade_count,
    max_drawdown_pct: maxDrawdownPct(points.map((p) => p.equity)),
    windows: Object.fromEntries(
      rankingWindows.map((w) => [w, windowFigures(w, figures, cached, now.getTime())]),
    ) as RankingBotView['windows'],
    equity_curve: dailyCloses(points),
    config: publicConfigOf(row.config as Record<string, unknown>),
  }
}

/** `/robot/public`: the owner puts the bot into the ranking or takes it out (idempotent). */
export async function setBotPublic(
  deps: Deps,
  userId: string,
  id: string,
  on: boolean,
): Promise<BotPublicResponse> {
  const row = await ownedBot(deps.db, userId, id)
  const since = on ? (row.publicSince ?? deps.clock.now()) : null
  await deps.db
    .update(bots)
    .set({ publicSince: since })
    .where(and(eq(bots.id, row.id), eq(bots.userId, userId)))
  return { id: row.id, public_since: since?.toISOString() ?? null }
}
