import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { EQUITY_MAX_POINTS, type BotView, type StrategyKind } from '@atb/contract'
import type { Deps } from '../../lib/deps'
import { botEquity, botEvents, botOrders } from '../../db/schema'
import { fillsOf, quoteOf } from './fills'
import { orderView } from './list'
import { fillView, performance } from './performance'
import { ownedBot, summaryOf } from './rows'
import type { BotRow, TradingDeps } from './runtime'
import { downsample } from './sample'

const RECENT_FILLS = 50

/** Prices to value the bot at: live for a running bot, frozen at the stop for a stopped one. */
async function pricesOf(deps: Deps, t: TradingDeps, row: BotRow): Promise<Record<string, number>> {
  if (row.status === 'stopped') {
    const [stop] = await deps.db
      .select({ data: botEvents.data })
      .from(botEvents)
      .where(and(eq(botEvents.botId, row.id), eq(botEvents.type, 'stopped')))
      .orderBy(desc(botEvents.time))
      .limit(1)
    const prices = (stop?.data as { prices?: Record<string, number> } | undefined)?.prices
    if (prices) return prices
  }
  const live = (await t.runtime.snapshot(row.id))?.prices ?? {}
  const out: Record<string, number> = {}
  for (const symbol of row.symbols) {
    const price = live[symbol] ?? t.feed.ticker(symbol)?.last
    if (price !== undefined) out[symbol] = price
  }
  return out
}

/** `/robot/view`: the bot page's data, with every figure from the performance module. */
export async function viewBot(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
): Promise<BotView> {
  const row = await ownedBot(deps.db, userId, id)
  const fills = (await fillsOf(deps.db, [row.id])).get(row.id) ?? []
  const prices = await pricesOf(deps, t, row)
  const contractSizes: Record<string, string> = {}
  for (const symbol of row.symbols) {
    const size = t.feed.symbol(symbol)?.spec.contractSize
    if (size) contractSizes[symbol] = size
  }
  const state = row.state as { gridProfit?: unknown } | null
  const { performance: perf, trips } = performance({
    kind: row.kind as StrategyKind,
    allocation: row.allocation,
    quote: quoteOf(row),
    fills,
    prices,
    contractSizes,
    gridProfit: typeof state?.gridProfit === 'string' ? state.gridProfit : null,
    startedAt: row.createdAt.getTime(),
    endedAt: (row.stoppedAt ?? deps.clock.now()).getTime(),
  })
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
  return {
    ...summaryOf(row, { realized: perf.realized_pnl, fees: perf.fees, trades: perf.trade_count }),
    config: row.config as Record<string, unknown>,
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
