import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  attentionKinds,
  HOME_BOTS,
  HOME_MOVERS,
  PAPER_BALANCES,
  type AttentionKind,
  type BotReason,
  type BotStatusName,
  type ExchangeName,
  type HomeAsset,
  type HomeAttention,
  type HomeSummaryResponse,
  type MarketTicker,
  type StrategyKind,
} from '@atb/contract'
import { D, str } from '@atb/engine'
import { botFills, bots } from '../db/schema'
import type { Deps } from '../lib/deps'
import { marketNow } from '../lib/market-clock'
import { quoteOf, toFill } from './bots/fills'
import { listBots } from './bots/list'
import type { TradingDeps } from './bots/runtime'
import type { FillStatsCache } from './bots/stats-cache'
import { paperWallet } from './bots/wallet'
import { cycleKinds, cycleOf } from './bots/cycle'
import { lowBalance, nextBuysOf } from './bots/warnings'
import { decodeJson } from '../trading/codec'
import { tickerRow } from './market-view'

type LiveStatus = Exclude<BotStatusName, 'stopped'>

const keyKinds: Partial<Record<string, AttentionKind>> = {
  invalid: 'key_invalid',
  disabled: 'key_disabled',
  withdrawal_enabled: 'key_withdrawal_enabled',
}

/** How many of the user's bots are in each live status. */
async function countsOf(deps: Deps, userId: string): Promise<Record<LiveStatus, number>> {
  const rows = await deps.db
    .select({ status: bots.status, n: count() })
    .from(bots)
    .where(and(eq(bots.userId, userId), ne(bots.status, 'stopped')))
    .groupBy(bots.status)
  const counts = { running: 0, paused: 0, error: 0, out_of_balance: 0 }
  for (const { status, n } of rows) if (status in counts) counts[status as LiveStatus] = n
  return counts
}

const botItem = (
  kind: AttentionKind,
  row: { id: string; kind: string; exchange: string; symbols: string[] },
  reason: BotReason | null,
): HomeAttention => ({
  kind,
  exchange_name: row.exchange as ExchangeName,
  bot_id: row.id,
  bot_kind: row.kind as StrategyKind,
  symbols: row.symbols,
  reason,
})

/**
 * Bots in error or out of balance with their stored reason; running bots with the bot page's
 * low-balance warning (the same functions, fed the bot's last buy, all they read of the fills,
 * and a martingale's or DCA's cycle from its engine state);
 * keys that are invalid, disabled or allow withdrawals. Most urgent first (attentionKinds).
 */
async function attentionOf(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
): Promise<HomeAttention[]> {
  const rows = await deps.db
    .select({
      id: bots.id,
      kind: bots.kind,
      exchange: bots.exchange,
      symbols: bots.symbols,
      status: bots.status,
      reason: bots.reason,
      allocation: bots.allocation,
    })
    .from(bots)
    .where(
      and(eq(bots.userId, userId), inArray(bots.status, ['error', 'out_of_balance', 'running'])),
    )
    .orderBy(desc(bots.createdAt), desc(bots.id))
  const items: HomeAttention[] = []
  for (const row of rows)
    if (row.status === 'error') items.push(botItem('bot_error', row, row.reason))
    else if (row.status === 'out_of_balance')
      items.push(botItem('bot_out_of_balance', row, row.reason))
  const running = rows.filter((r) => r.status === 'running')
  if (t && running.length > 0) {
    const lastBuys = await deps.db
      .selectDistinctOn([botFills.botId])
      .from(botFills)
      .where(
        and(
          inArray(
            botFills.botId,
            running.map((r) => r.id),
          ),
          eq(botFills.side, 'buy'),
          sql`${botFills.qty} <> 0`,
        ),
      )
      .orderBy(botFills.botId, desc(botFills.seq))
    const lastBuy = new Map(lastBuys.map((f) => [f.botId, toFill(f)]))
    const cycled = running.filter((r) => cycleKinds.includes(r.kind)).map((r) => r.id)
    const states = new Map(
      cycled.length === 0
        ? []
        : (
            await deps.db
              .select({ id: bots.id, state: bots.state })
              .from(bots)
              .where(inArray(bots.id, cycled))
          ).map((r) => [r.id, decodeJson(r.state)]),
    )
    for (const row of running) {
      const snapshot = await t.runtime.snapshot(row.id)
      const buy = lastBuy.get(row.id)
      const cycle = cycleOf(row.kind, states.get(row.id) ?? null, snapshot?.prices[row.symbols[0]!])
      const warned = lowBalance(
        row.kind,
        snapshot?.status ?? row.status,
        quoteOf(row),
        snapshot,
        nextBuysOf(row.kind, cycle, buy ? [buy] : []),
      )
      if (warned.length > 0) items.push(botItem('bot_low_balance', row, null))
    }
  }
  for (const key of await deps.exchanges.list(userId)) {
    const kind = key.status ? keyKinds[key.status] : undefined
    if (kind)
      items.push({
        kind,
        exchange_name: key.exchange_name,
        bot_id: null,
        bot_kind: null,
        symbols: [],
        // The key's own reason is on the API keys page, in the reader's language.
        reason: null,
      })
  }
  const rank = (a: HomeAttention) => attentionKinds.indexOf(a.kind)
  // A stable sort: within a kind, newest bot first, keys in the exchange list's order.
  return items.sort((a, b) => rank(a) - rank(b))
}

/** The market's largest 24 h moves, either way. */
function moversOf(deps: Deps): MarketTicker[] {
  const feed = deps.market
  return feed
    .symbols()
    .flatMap((s) => {
      const ticker = feed.ticker(s.symbol)
      return ticker ? [tickerRow(ticker, s)] : []
    })
    .sort((a, b) => Math.abs(b.change_24h) - Math.abs(a.change_24h))
    .slice(0, HOME_MOVERS)
}

/**
 * `/home/summary` (decision 043): composed from the services that answer the other pages, never a
 * second computation of a figure. Live bots and their totals, today's change among them, are
 * `/robot/list?status=active`'s (decision 091), free balances `/paper/balances`'s.
 */
export async function homeSummary(
  deps: Deps,
  t: TradingDeps | undefined,
  userId: string,
  stats: FillStatsCache,
  zone = 'UTC',
): Promise<HomeSummaryResponse> {
  const now = marketNow(deps.clock, t?.feed).getTime()
  const list = await listBots(
    deps,
    t,
    userId,
    { status: 'active', page: 1, page_size: HOME_BOTS },
    stats,
    zone,
  )
  const wallet = await paperWallet(deps.db, userId)
  const currencies = [
    ...new Set([...Object.keys(PAPER_BALANCES), ...list.totals.map((x) => x.currency)]),
  ].sort()
  const assets = currencies.map((currency): HomeAsset => {
    const free = wallet.balances.find((b) => b.asset === currency)?.free ?? '0'
    const totals = list.totals.find((x) => x.currency === currency)
    const inBots = totals ? new D(totals.investment).add(totals.total_pnl) : new D(0)
    return {
      currency,
      free,
      in_bots: str(inBots),
      total: str(inBots.add(free)),
      today_pnl: totals?.today_pnl ?? '0',
      total_pnl: totals?.total_pnl ?? '0',
    }
  })
  return {
    now,
    assets,
    counts: await countsOf(deps, userId),
    bots: list.items,
    attention: await attentionOf(deps, t, userId),
    movers: moversOf(deps),
  }
}
