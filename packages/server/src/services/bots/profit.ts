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
import { applyFills, D, str, type Dec } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { marketNow } from '../../lib/market-clock'
import { botFills, bots } from '../../db/schema'
import { quoteOf, toFill } from './fills'
import { ownedBot } from './rows'
import type { TradingDeps } from './runtime'
import { DAY_MS, type FillStatsCache } from './stats-cache'
import { dayKeyIn, dayStartIn } from '../../lib/time-zone'
import { sumOf, totalsOf } from './days'
import { livePrices, stopPrices } from './figures'
import { chargedShares } from '../wallet/profit-share'

type HistoryQuery = InferType<typeof profitHistorySchema>

const botColumns = {
  id: bots.id,
  kind: bots.kind,
  exchange: bots.exchange,
  symbols: bots.symbols,
  status: bots.status,
  allocation: bots.allocation,
  createdAt: bots.createdAt,
  stoppedAt: bots.stoppedAt,
}

const contractSizes = (t: TradingDeps | undefined) => (symbol: string) =>
  t?.feed.symbol(symbol)?.spec.contractSize

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

const add = (map: Map<number, Dec>, key: number, value: Dec) =>
  map.set(key, (map.get(key) ?? new D(0)).add(value))

/**
 * `/profit/summary` (decision 091): per currency, each bot's change in total (realised +
 * unrealised − fees) over the viewer's calendar days: today's since 00:00 in `zone`, the last 7
 * and 30 days including today, all time (the bots' totals, as the list shows them), per day, per
 * bot and per pair. A day's change is the total at its end minus the total at its start, so the
 * days add up to the total exactly.
 */
export async function profitSummary(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
  cache: FillStatsCache,
  zone = 'UTC',
): Promise<ProfitSummaryResponse> {
  const rows = await deps.db.select(botColumns).from(bots).where(eq(bots.userId, userId))
  const books = await cache.stats(
    deps.db,
    rows.map((r) => r.id),
    contractSizes(t),
  )
  const now = marketNow(deps.clock, t?.feed).getTime()
  const todayStart = dayStartIn(now, zone)
  const stopped = await stopPrices(
    deps.db,
    rows.filter((r) => r.status === 'stopped').map((r) => r.id),
  )
  const days = await cache.days.of(deps.db, t, rows, zone, todayStart, stopped)
  // The first instants of the 7- and 30-day windows: 00:00 six and 29 days before today's.
  const startOf = (back: number) => dayStartIn(todayStart - back * DAY_MS + DAY_MS / 2, zone)
  const week = startOf(6)
  const month = startOf(29)
  const currencies = new Map<string, Sums>()
  for (const row of rows) {
    const cached = books.get(row.id)!
    if (cached.books.size === 0) continue
    const prices = stopped.get(row.id) ?? (await livePrices(t, row))
    const nowTotals = totalsOf(cached.books, (s) => prices[s] ?? cached.lastPrice.get(s) ?? 0)
    const { starts, closes } = days.get(row.id)!
    const currency = quoteOf(row)
    const s = currencies.get(currency) ?? newSums()
    currencies.set(currency, s)
    // Each day's change: the total at the next day's start (now, for today) minus at its own.
    const marks = [...starts.filter((m) => m < todayStart), todayStart]
    const totalAt = (i: number) =>
      i + 1 < marks.length ? sumOf(closes.get(marks[i + 1]!)) : sumOf(nowTotals)
    for (let i = 0; i < marks.length; i++) {
      const change = totalAt(i).sub(i === 0 ? 0 : sumOf(closes.get(marks[i]!)))
      if (!change.isZero()) add(s.days, marks[i]!, change)
    }
    const total = sumOf(nowTotals)
    s.all = s.all.add(total)
    s.today = s.today.add(total.sub(sumOf(closes.get(todayStart))))
    // A window that starts before the bot's first day starts from 0.
    s.days7 = s.days7.add(total.sub(sumOf(closes.get(week))))
    s.days30 = s.days30.add(total.sub(sumOf(closes.get(month))))
    for (const [symbol, profit] of nowTotals) {
      const pair = s.byPair.get(symbol) ?? { bots: new Set<string>(), profit: new D(0) }
      s.byPair.set(symbol, pair)
      pair.bots.add(row.id)
      pair.profit = pair.profit.add(profit)
    }
    s.byBot.push({
      bot_id: row.id,
      kind: row.kind as StrategyKind,
      exchange_name: row.exchange as ExchangeName,
      symbols: row.symbols,
      status: row.status as BotStatusName,
      profit: str(total),
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
        .map(([day, profit]) => ({ date: dayKeyIn(day, zone), profit: str(profit) })),
      by_bot: s.byBot.sort((a, b) => byProfit(a, b) || (a.bot_id < b.bot_id ? -1 : 1)),
      by_pair: [...s.byPair]
        .map(([symbol, p]) => ({ symbol, bots: p.bots.size, profit: str(p.profit) }))
        .sort((a, b) => byProfit(a, b) || (a.symbol < b.symbol ? -1 : 1)),
    }))
  return { now, time_zone: zone, summaries }
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
