import { and, asc, eq, inArray } from 'drizzle-orm'
import { EQUITY_MAX_POINTS, isSellableKind, type BotView, type StrategyKind } from '@atb/contract'
import { D, str } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { botEquity, botOrders } from '../../db/schema'
import { pagePerformance, pageFigures } from './figures'
import { quoteOf } from './fills'
import { orderView } from './list'
import { minQuantity, toStep } from './lot'
import { fillView } from './performance'
import { ownedBot, summaryOf } from './rows'
import type { TradingDeps } from './runtime'
import { downsample } from './sample'
import { lowBalance } from './warnings'

const RECENT_FILLS = 50

/** `/robot/view`: the bot page's data, with every figure from the performance module. */
export async function viewBot(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
): Promise<BotView> {
  const row = await ownedBot(deps.db, userId, id)
  const { perf, trips, fills } = await pagePerformance(deps.db, t, row, deps.clock.now())
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
  const primary = row.symbols[0] ?? ''
  const spec = t.feed.symbol(primary)?.spec
  const snapshot = row.status === 'stopped' ? null : await t.runtime.snapshot(row.id)
  const holding =
    snapshot && isSellableKind(row.kind as StrategyKind) ? await t.runtime.holding(row.id) : null
  return {
    ...summaryOf(row, pageFigures(perf)),
    config: row.config as Record<string, unknown>,
    public_since: row.publicSince?.toISOString() ?? null,
    warnings: lowBalance(row.kind, snapshot?.status ?? row.status, quoteOf(row), snapshot, fills),
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
    round_trips: trips,
    recent_fills: trips.length ? [] : fills.slice(-RECENT_FILLS).reverse().map(fillView),
  }
}
