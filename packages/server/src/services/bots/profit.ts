import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type {
  ExchangeName,
  ProfitByBot,
  ProfitEvent,
  ProfitHistoryResponse,
  ProfitSummary,
  ProfitSummaryResponse,
  StrategyKind,
  BotStatusName,
  profitHistorySchema,
} from '@atb/contract'
import type { InferType } from 'yup'
import { D, str, type Dec } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { botFills, bots } from '../../db/schema'
import { quoteOf, toFill } from './fills'
import { applyFills } from './performance'
import { ownedBot } from './rows'
import type { TradingDeps } from './runtime'
import { DAY_MS, utcDay, type FillStatsCache } from './stats-cache'
import { chargedShares } from '../wallet/profit-share'

type HistoryQuery = InferType<typeof profitHistorySchema>

const botColumns = {
  id: bots.id,
  kind: bots.kind,
  exchange: bots.exchange,
  symbols: bots.symbols,
  status: bots.status,
  allocation: bots.allocation,
}

const contractSizes = (t: TradingDeps | undefined) => (symbol: string) =>
  t?.feed.symbol(symbol)?.spec.contractSize

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

interface Sums {
  today: Dec
  days7: Dec
  days30: Dec
  all: Dec
  days: Map<number, Dec>
  byBot: ProfitByBot[]
  byPair: Map<string, { bots: Set<string>; profit: Dec }>
}

const newSums = (): Sums => ({
  today: new D(0),
  days7: new D(0),
  days30: new D(0),
  all: new D(0),
  days: new Map(),
  byBot: [],
  byPair: new Map(),
})

const byProfit = (a: { profit: string }, b: { profit: string }) => new D(b.profit).cmp(a.profit)

/**
 * `/profit/summary` (decision 041): the sums of every fill's profit event per currency, over UTC
 * days (today, the last 7 and 30 days including today, all), per day, per bot and per pair. Read
 * from the list's cached books, which book the same events.
 */
export async function profitSummary(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
  cache: FillStatsCache,
): Promise<ProfitSummaryResponse> {
  const rows = await deps.db.select(botColumns).from(bots).where(eq(bots.userId, userId))
  const books = await cache.stats(
    deps.db,
    rows.map((r) => r.id),
    contractSizes(t),
  )
  const now = deps.clock.now().getTime()
  const today = utcDay(now)
  const currencies = new Map<string, Sums>()
  for (const row of rows) {
    const daily = books.get(row.id)!.daily
    if (daily.size === 0) continue
    const currency = quoteOf(row)
    const s = currencies.get(currency) ?? newSums()
    currencies.set(currency, s)
    let botProfit = new D(0)
    for (const [symbol, days] of daily) {
      const pair = s.byPair.get(symbol) ?? { bots: new Set<string>(), profit: new D(0) }
      s.byPair.set(symbol, pair)
      pair.bots.add(row.id)
      for (const [day, profit] of days) {
        botProfit = botProfit.add(profit)
        pair.profit = pair.profit.add(profit)
        s.days.set(day, (s.days.get(day) ?? new D(0)).add(profit))
        s.all = s.all.add(profit)
        if (day === today) s.today = s.today.add(profit)
        if (day > today - 7) s.days7 = s.days7.add(profit)
        if (day > today - 30) s.days30 = s.days30.add(profit)
      }
    }
    s.byBot.push({
      bot_id: row.id,
      kind: row.kind as StrategyKind,
      exchange_name: row.exchange as ExchangeName,
      symbols: row.symbols,
      status: row.status as BotStatusName,
      profit: str(botProfit),
    })
  }
  const summaries: ProfitSummary[] = [...currencies]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, s]) => ({
      currency,
      today: str(s.today),
      days_7: str(s.days7),
      days_30: str(s.days30),
      all: str(s.all),
      days: [...s.days]
        .sort(([a], [b]) => a - b)
        .map(([day, profit]) => ({ date: isoDay(day), profit: str(profit) })),
      by_bot: s.byBot.sort((a, b) => byProfit(a, b) || (a.bot_id < b.bot_id ? -1 : 1)),
      by_pair: [...s.byPair]
        .map(([symbol, p]) => ({ symbol, bots: p.bots.size, profit: str(p.profit) }))
        .sort((a, b) => byProfit(a, b) || (a.symbol < b.symbol ? -1 : 1)),
    }))
  return { now, summaries }
}

/**
 * `/profit/history`: the profit events themselves, newest first. A bot's fills are replayed from
 * its first (average cost needs every earlier fill); only the pair filter narrows the replay,
 * since each pair has its own ledger.
 */
export async function profitHistory(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
  q: HistoryQuery,
): Promise<ProfitHistoryResponse> {
  if (q.bot_id !== undefined) await ownedBot(deps.db, userId, q.bot_id)
  const where: SQL[] = [eq(bots.userId, userId)]
  if (q.bot_id !== undefined) where.push(eq(bots.id, q.bot_id))
  if (q.exchange) where.push(eq(bots.exchange, q.exchange))
  const rows = await deps.db
    .select(botColumns)
    .from(bots)
    .where(and(...where))
  const offset = (q.page - 1) * q.page_size
  const page = { page: q.page, page_size: q.page_size }
  if (rows.length === 0) return { items: [], ...page, total: 0 }
  const fillWhere: SQL[] = [
    eq(botFills.userId, userId),
    inArray(
      botFills.botId,
      rows.map((r) => r.id),
    ),
  ]
  if (q.symbol) fillWhere.push(eq(botFills.symbol, q.symbol.toUpperCase()))
  const fills = await deps.db
    .select()
    .from(botFills)
    .where(and(...fillWhere))
    .orderBy(asc(botFills.botId), asc(botFills.seq))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const shares = await chargedShares(
    deps.db,
    rows.filter((r) => r.exchange !== 'paper').map((r) => r.id),
  )
  const events: ProfitEvent[] = []
  let start = 0
  while (start < fills.length) {
    const botId = fills[start]!.botId
    let end = start
    while (end < fills.length && fills[end]!.botId === botId) end++
    const bot = byId.get(botId)!
    const currency = quoteOf(bot)
    applyFills(
      new Map(),
      fills.slice(start, end).map(toFill),
      contractSizes(t),
      (f, realized, fee) => {
        if (q.from !== undefined && f.time < q.from) return
        if (q.to !== undefined && f.time > q.to) return
        events.push({
          id: `${botId}:${f.seq}`,
          bot_id: botId,
          kind: bot.kind as StrategyKind,
          exchange_name: bot.exchange as ExchangeName,
          symbol: f.symbol,
          side: f.side,
          qty: f.qty,
          price: String(f.price),
          realized: str(realized),
          fee: str(fee),
          profit: str(realized.sub(fee)),
          profit_share: shares.get(`${botId}:${f.seq}`) ?? null,
          currency,
          time: f.time,
        })
      },
    )
    start = end
  }
  events.sort((a, b) => b.time - a.time || b.bot_id.localeCompare(a.bot_id) || seqOf(b) - seqOf(a))
  return { items: events.slice(offset, offset + q.page_size), ...page, total: events.length }
}

const seqOf = (e: ProfitEvent) => Number(e.id.slice(e.id.lastIndexOf(':') + 1))
