import { and, asc, count, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm'
import type {
  BotListResponse,
  BotOrderStatus,
  BotOrdersResponse,
  ExchangeName,
} from '@atb/contract'
import type { InferType } from 'yup'
import type { botListSchema, botOrdersSchema } from '@atb/contract'
import { D } from '@atb/engine'
import type { Db } from '../../db'
import { botOrders, bots } from '../../db/schema'
import type { FillStatsCache } from './stats-cache'
import { ownedBot, summaryColumns, summaryOf } from './rows'
import { money } from './wallet'

type ListQuery = InferType<typeof botListSchema>
type OrdersQuery = InferType<typeof botOrdersSchema>

function listFilter(userId: string, q: ListQuery): SQL {
  const where: SQL[] = [eq(bots.userId, userId)]
  if (q.status === 'history') where.push(eq(bots.status, 'stopped'))
  else if (q.status === 'active') where.push(ne(bots.status, 'stopped'))
  else if (q.status) where.push(eq(bots.status, q.status))
  if (q.kind) where.push(eq(bots.kind, q.kind))
  if (q.market) where.push(eq(bots.market, q.market))
  if (q.exchange) where.push(eq(bots.exchange, q.exchange))
  return and(...where)!
}

/**
 * `/robot/list`: newest first unless asked otherwise. Sorting by PnL needs every matching bot's
 * figures, so that one sorts in memory, from books kept up to date per process (FillStatsCache).
 */
export async function listBots(
  db: Db,
  userId: string,
  q: ListQuery,
  cache: FillStatsCache,
  contractSizeOf: (symbol: string) => string | undefined,
): Promise<BotListResponse> {
  const where = listFilter(userId, q)
  const dir = q.order === 'asc' ? asc : desc
  const offset = (q.page - 1) * q.page_size
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bots).where(where)
  const base = db.select(summaryColumns).from(bots).where(where)
  const rows =
    q.sort === 'pnl'
      ? await base
      : await base
          .orderBy(
            ...(q.sort === 'status' ? [dir(bots.status)] : []),
            dir(bots.createdAt),
            dir(bots.id),
          )
          .limit(q.page_size)
          .offset(offset)
  const stats = await cache.stats(
    db,
    rows.map((r) => r.id),
    contractSizeOf,
  )
  let items = rows.map((row) => summaryOf(row, stats.get(row.id)!))
  if (q.sort === 'pnl') {
    const sign = q.order === 'asc' ? 1 : -1
    items = items
      .sort((a, b) => sign * new D(a.realized_pnl).cmp(b.realized_pnl) || (a.id < b.id ? -1 : 1))
      .slice(offset, offset + q.page_size)
  }
  return { items, page: q.page, page_size: q.page_size, total }
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
  created_at: r.createdAt.toISOString(),
})
