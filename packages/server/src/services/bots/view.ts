import { and, asc, desc, eq, inArray, like } from 'drizzle-orm'
import { EQUITY_MAX_POINTS, isSellableKind, type BotView, type StrategyKind } from '@atb/contract'
import { D, fillView, str } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { marketNow } from '../../lib/market-clock'
import { botEquity, botOrders } from '../../db/schema'
import { decodeJson } from '../../trading/codec'
import { cycleOf } from './cycle'
import { dayStartIn } from '../../lib/time-zone'
import { todayOf } from './days'
import { pagePerformance, pageFigures, stopPrices } from './figures'
import { quoteOf } from './fills'
import { orderView } from './list'
import { minQuantity, toStep } from './lot'
import { ownedBot, summaryOf } from './rows'
import type { TradingDeps } from './runtime'
import type { FillStatsCache } from './stats-cache'
import { downsample } from './sample'
import { lowBalance, nextBuysOf } from './warnings'

const RECENT_FILLS = 50
const RECENT_REJECTIONS = 5

/** The client ids of a config version's orders: `<bot>:n` at first, `<bot>.<version>:n` after an edit. */
const ordersPrefix = (id: string, version: number) => (version > 1 ? `${id}.${version}:` : `${id}:`)

/** `/robot/view`: the bot page's data, with every figure from the performance module. */
export async function viewBot(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  day: { stats: FillStatsCache; zone: string },
): Promise<BotView> {
  const row = await ownedBot(deps.db, userId, id)
  const now = marketNow(deps.clock, t.feed)
  const { perf, trips, fills, weights } = await pagePerformance(deps.db, t, row, now)
  // Today's change as the list counts it: now minus the total at 00:00 in the viewer's zone.
  const todayStart = dayStartIn(now.getTime(), day.zone)
  const stopped = row.status === 'stopped' ? await stopPrices(deps.db, [row.id]) : new Map()
  const days = await day.stats.days.of(deps.db, t, [row], day.zone, todayStart, stopped)
  const today = todayOf(days.get(row.id), todayStart, new D(perf.total_pnl))
  const equity = await deps.db
    .select()
    .from(botEquity)
    .where(eq(botEquity.botId, row.id))
    .orderBy(asc(botEquity.time))
  const open = await deps.db
    .select()
    .from(botOrders)
    .where(and(eq(botOrders.botId, row.id), inArray(botOrders.status, ['pending', 'open'])))
    .orderBy(asc(botOrders.createdAt))
  const rejected = await deps.db
    .select()
    .from(botOrders)
    .where(
      and(
        eq(botOrders.botId, row.id),
        eq(botOrders.status, 'rejected'),
        like(botOrders.clientId, `${ordersPrefix(row.id, row.configVersion)}%`),
      ),
    )
    .orderBy(desc(botOrders.createdAt), desc(botOrders.id))
    .limit(RECENT_REJECTIONS)
  const primary = row.symbols[0] ?? ''
  const spec = t.feed.symbol(primary)?.spec
  const snapshot = row.status === 'stopped' ? null : await t.runtime.snapshot(row.id)
  const holding =
    snapshot && isSellableKind(row.kind as StrategyKind) ? await t.runtime.holding(row.id) : null
  const cycle =
    row.status === 'stopped'
      ? null
      : cycleOf(row.kind, decodeJson(row.state), perf.last_prices[primary])
  const status = snapshot?.status ?? row.status
  return {
    ...summaryOf(row, { ...pageFigures(perf), today: str(today) }),
    config: row.config as Record<string, unknown>,
    public_since: row.publicSince?.toISOString() ?? null,
    warnings: lowBalance(
      row.kind,
      status,
      quoteOf(row),
      snapshot,
      nextBuysOf(row.kind, cycle, fills),
    ),
    cycle,
    min_quantity: spec
      ? str(minQuantity(spec, perf.last_prices[primary] ?? t.feed.ticker(primary)?.last))
      : null,
    tick_size: spec?.tickSize ?? null,
    sellable: holding && spec ? str(toStep(new D(holding.base), spec.stepSize)) : null,
    performance: perf,
    equity_curve: downsample(
      equity.map((e) => ({
        time: e.time.getTime(),
        equity: Number(e.equity),
        hold: Number(e.hold),
      })),
      EQUITY_MAX_POINTS,
    ),
    open_orders: open.map(orderView),
    rejected_orders: rejected.map(orderView),
    round_trips: trips,
    recent_fills: trips.length ? [] : fills.slice(-RECENT_FILLS).reverse().map(fillView),
    weights,
  }
}
