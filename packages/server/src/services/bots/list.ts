import { and, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import type {
  BotListResponse,
  BotSummary,
  BotTotals,
  BotOrderStatus,
  BotOrdersResponse,
  ExchangeName,
} from '@atb/contract'
import type { InferType } from 'yup'
import type { botListSchema, botOrdersSchema } from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { marketNow } from '../../lib/market-clock'
import type { Db } from '../../db'
import { botOrders, bots } from '../../db/schema'
import { dayStartIn } from '../../lib/time-zone'
import { todayOf } from './days'
import { listFigures, livePrices, stopPrices } from './figures'
import type { FillStatsCache } from './stats-cache'
import { listColumns, ownedBot, summaryOf } from './rows'
import type { TradingDeps } from './runtime'
import { money } from './wallet'

const selectList = (db: Db, where: SQL) => db.select(listColumns).from(bots).where(where)
type ListRow = Awaited<ReturnType<typeof selectList>>[number]

type ListQuery = InferType<typeof botListSchema>
type OrdersQuery = InferType<typeof botOrdersSchema>

/** `%` and `\` match themselves; separators a user may type (`BTC/USDT`, `btc_usdt`) are dropped. */
const pairPattern = (text: string) =>
  `%${text.replace(/[\s/_-]/g, '').replace(/[%\\]/g, (c) => `\\${c}`)}%`

function listFilter(userId: string, q: ListQuery): SQL {
  const where: SQL[] = [eq(bots.userId, userId)]
  if (q.status === 'history') where.push(eq(bots.status, 'stopped'))
  else if (q.status === 'active') where.push(ne(bots.status, 'stopped'))
  else if (q.status) where.push(eq(bots.status, q.status))
  if (q.kind) where.push(eq(bots.kind, q.kind))
  if (q.market) where.push(eq(bots.market, q.market))
  if (q.exchange) where.push(eq(bots.exchange, q.exchange))
  if (q.symbol)
    where.push(
      sql`exists (select 1 from jsonb_array_elements_text(${bots.symbols}) as pair(s)
        where pair.s ilike ${pairPattern(q.symbol)})`,
    )
  return and(...where)!
}

type Listed = { row: ListRow; summary: BotSummary; today: Dec }

function order(items: Listed[], q: ListQuery) {
  const sign = q.order === 'asc' ? 1 : -1
  const byKey = (a: Listed, b: Listed) =>
    a.row.createdAt.getTime() - b.row.createdAt.getTime() || (a.row.id < b.row.id ? -1 : 1)
  const compare = (a: Listed, b: Listed): number => {
    if (q.sort === 'pnl') {
      const c = new D(a.summary.total_pnl).cmp(b.summary.total_pnl)
      if (c !== 0) return c
    }
    if (q.sort === 'status' && a.row.status !== b.row.status)
      return a.row.status < b.row.status ? -1 : 1
    return byKey(a, b)
  }
  return items.sort((a, b) => sign * compare(a, b))
}

function totalsOf(items: Listed[]): BotTotals[] {
  const by = new Map<string, { bots: number; investment: Dec; total: Dec; today: Dec }>()
  for (const { summary, today } of items) {
    const t = by.get(summary.currency) ?? {
      bots: 0,
      investment: new D(0),
      total: new D(0),
      today: new D(0),
    }
    t.bots++
    t.investment = t.investment.add(summary.investment)
    t.total = t.total.add(summary.total_pnl)
    t.today = t.today.add(today)
    by.set(summary.currency, t)
  }
  return [...by]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, t]) => ({
      currency,
      bots: t.bots,
      investment: str(t.investment),
      total_pnl: str(t.total),
      today_pnl: str(t.today),
    }))
}

/**
 * `/robot/list`: newest first unless asked otherwise, each bot with the bot page's figures and
 * the header's totals over every bot the filter matches (decision 041). "Today" is each bot's
 * change in total since 00:00 in the viewer's `zone` (decision 091). The books come from
 * FillStatsCache (kept up to date per process), so no request replays a bot's fills.
 */
export async function listBots(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
  q: ListQuery,
  cache: FillStatsCache,
  zone = 'UTC',
): Promise<BotListResponse> {
  const rows = await selectList(deps.db, listFilter(userId, q))
  const ids = rows.map((r) => r.id)
  const contractSizeOf = (symbol: string) => t?.feed.symbol(symbol)?.spec.contractSize
  const books = await cache.stats(deps.db, ids, contractSizeOf)
  const stopped = await stopPrices(
    deps.db,
    rows.filter((r) => r.status === 'stopped').map((r) => r.id),
  )
  const todayStart = dayStartIn(marketNow(deps.clock, t?.feed).getTime(), zone)
  const days = await cache.days.of(deps.db, t, rows, zone, todayStart, stopped)
  const items: Listed[] = []
  for (const row of rows) {
    const cached = books.get(row.id)!
    const prices = stopped.get(row.id) ?? (await livePrices(t, row))
    const figures = listFigures(row, cached, prices)
    const today = todayOf(days.get(row.id), todayStart, new D(figures.total))
    items.push({ row, summary: summaryOf(row, { ...figures, today: str(today) }), today })
  }
  const offset = (q.page - 1) * q.page_size
  return {
    items: order(items, q)
      .slice(offset, offset + q.page_size)
      .map((i) => i.summary),
    page: q.page,
    page_size: q.page_size,
    total: rows.length,
    totals: totalsOf(items),
  }
}

/** Every order of the user's bots, newest first; a bot id of someone else's is 'record not found'. */
export async function listOrders(
  db: Db,
  userId: string,
  q: OrdersQuery,
): Promise<BotOrdersResponse> {
  const where: SQL[] = [eq(botOrders.userId, userId)]
  if (q.bot_id !== undefined) {
    await ownedBot(db, userId, q.bot_id)
    where.push(eq(botOrders.botId, q.bot_id))
  }
  if (q.exchange) where.push(eq(botOrders.exchange, q.exchange))
  if (q.symbol) where.push(eq(botOrders.symbol, q.symbol.toUpperCase()))
  if (q.side) where.push(eq(botOrders.side, q.side))
  if (q.status) where.push(eq(botOrders.status, q.status))
  if (q.from !== undefined) where.push(gte(botOrders.createdAt, new Date(q.from)))
  if (q.to !== undefined) where.push(lte(botOrders.createdAt, new Date(q.to)))
  const filter = and(...where)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(botOrders)
    .where(filter)
  const rows = await db
    .select()
    .from(botOrders)
    .where(filter)
    .orderBy(desc(botOrders.createdAt), desc(botOrders.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
  return { items: rows.map(orderView), page: q.page, page_size: q.page_size, total }
}

export const orderView = (r: typeof botOrders.$inferSelect) => ({
  id: r.id,
  bot_id: r.botId,
  exchange_name: r.exchange as ExchangeName,
  client_id: r.clientId,
  symbol: r.symbol,
  side: r.side as 'buy' | 'sell',
  type: r.type as 'limit' | 'market',
  price: r.price === null ? null : money(r.price),
  qty: r.qty === null ? null : money(r.qty),
  status: r.status as BotOrderStatus,
  rejection: r.status === 'rejected' || r.status === 'canceled' ? r.error : null,
  created_at: r.createdAt.toISOString(),
})
