import { and, eq, inArray } from 'drizzle-orm'
import {
  isBasketKind,
  isPerpSymbol,
  spotSymbolOf,
  type BotPerformance,
  type StrategyKind,
} from '@atb/contract'
import { D, str, valuation } from '@atb/engine'
import type { Db } from '../../db'
import { botEvents } from '../../db/schema'
import { fillsOf, quoteOf } from './fills'
import { performance } from './performance'
import { summaryOf, type BotFigures, type SummaryRow } from './rows'
import type { CachedBooks } from './stats-cache'
import type { BotRow, TradingDeps } from './runtime'
import { basketWeights } from './weights'

export type Prices = Record<string, number>

/** The prices each stopped bot ended at, from its 'stopped' event (decision 041). */
export async function stopPrices(db: Db, ids: string[]): Promise<Map<string, Prices>> {
  const out = new Map<string, Prices>()
  if (ids.length === 0) return out
  const rows = await db
    .select({ botId: botEvents.botId, data: botEvents.data })
    .from(botEvents)
    .where(and(inArray(botEvents.botId, ids), eq(botEvents.type, 'stopped')))
  for (const { botId, data } of rows) {
    const prices = (data as { prices?: Prices } | null)?.prices
    if (prices && Object.keys(prices).length > 0) out.set(botId, prices)
  }
  return out
}

/**
 * Live prices of a bot that is not stopped: the feed's last price (what the host's ticks carry),
 * else the runtime's. The list and the bot page both use this, so they agree; the feed first
 * keeps the list from asking the runtime for a snapshot per bot per request.
 */
export async function livePrices(
  t: TradingDeps | undefined,
  row: Pick<SummaryRow, 'id' | 'symbols' | 'status'>,
): Promise<Prices> {
  if (!t) return {}
  const out: Prices = {}
  let missing = false
  for (const symbol of row.symbols) {
    // A paper perpetual trades at its pair's price (decision 056).
    const price = t.feed.ticker(isPerpSymbol(symbol) ? spotSymbolOf(symbol) : symbol)?.last
    if (price === undefined) missing = true
    else out[symbol] = price
  }
  if (!missing || row.status === 'stopped') return out
  const live = (await t.runtime.snapshot(row.id))?.prices ?? {}
  for (const symbol of row.symbols) if (live[symbol] !== undefined) out[symbol] ??= live[symbol]
  return out
}

/** Prices to value the bot at: live for a running bot, frozen at the stop for a stopped one. */
export async function pricesOf(
  db: Db,
  t: TradingDeps | undefined,
  row: Pick<SummaryRow, 'id' | 'symbols' | 'status'>,
): Promise<Prices> {
  if (row.status === 'stopped') {
    const stopped = (await stopPrices(db, [row.id])).get(row.id)
    if (stopped) return stopped
  }
  return livePrices(t, row)
}

/** The last valuation of each cached bot, reused while its fills and prices are the same. */
const valued = new WeakMap<CachedBooks, { key: string; figures: BotFigures }>()

/** The list's figures from cached books, valued as the bot page values them. */
export function listFigures(
  row: Pick<SummaryRow, 'kind' | 'allocation'>,
  cached: CachedBooks,
  prices: Prices,
): BotFigures {
  const key = `${cached.version}|${JSON.stringify(prices)}`
  const memo = valued.get(cached)
  if (memo?.key === key) return memo.figures
  const quote = quoteOf(row)
  const v = valuation({
    kind: row.kind as StrategyKind,
    allocation: row.allocation,
    quote,
    books: cached.books,
    priceOf: (s) => prices[s] ?? cached.lastPrice.get(s) ?? 0,
    gridProfit: cached.trips.profit,
  })
  const figures: BotFigures = {
    realized: str(v.realized),
    fees: str(v.fees),
    trades: v.trades,
    currency: quote,
    investment: str(v.allocation),
    total: str(v.total),
    pct: v.pct,
    gridProfit: v.gridProfit ? str(v.gridProfit) : null,
  }
  valued.set(cached, { key, figures })
  return figures
}

export const pageFigures = (p: BotPerformance): BotFigures => ({
  realized: p.realized_pnl,
  fees: p.fees,
  trades: p.trade_count,
  currency: p.currency,
  investment: p.allocation,
  total: p.total_pnl,
  pct: p.total_pnl_pct,
  gridProfit: p.grid_profit,
})

/** The bot page's performance (and a basket's weights): every stored fill, valued at pricesOf's prices. */
export async function pagePerformance(db: Db, t: TradingDeps | undefined, row: BotRow, now: Date) {
  const fills = (await fillsOf(db, [row.id])).get(row.id) ?? []
  const prices = await pricesOf(db, t, row)
  const contractSizes: Record<string, string> = {}
  for (const symbol of row.symbols) {
    const size = t?.feed.symbol(symbol)?.spec.contractSize
    if (size) contractSizes[symbol] = size
  }
  const {
    performance: perf,
    trips,
    books,
    priceOf,
  } = performance({
    kind: row.kind as StrategyKind,
    allocation: row.allocation,
    quote: quoteOf(row),
    fills,
    prices,
    contractSizes,
    startedAt: row.createdAt.getTime(),
    endedAt: (row.stoppedAt ?? now).getTime(),
  })
  const weights = isBasketKind(row.kind)
    ? basketWeights(row.config, perf.currency, books, priceOf, new D(perf.equity))
    : null
  return { perf, trips, fills, weights }
}

/** A bot's summary with the bot page's figures (the replies of create, pause, stop, sell…). */
export async function botSummary(db: Db, t: TradingDeps | undefined, row: BotRow, now: Date) {
  return summaryOf(row, pageFigures((await pagePerformance(db, t, row, now)).perf))
}
