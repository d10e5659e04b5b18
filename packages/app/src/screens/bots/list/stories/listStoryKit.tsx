import { fromPromise } from 'xstate'
import type { Decorator } from '@storybook/react-vite'
import type { BotListResponse, BotSummary, BotTotals, RequestOf, endpoints } from '@atb/contract'
import type { LiveSource } from '../../../../services/live'
import { LiveContext } from '../../../../services/useTicker'
import { fakeLiveSource, type FakeLiveSource } from '../../../../services/fakeLiveSource'
import { storySummaries, storySummary } from '../../stories/sample'
import type { BotListRequest } from '../query'
import { NowContext } from '../runtime'

/** The stories' clock: 19 days and 4 hours after the samples were created. */
export const STORY_NOW = Date.UTC(2030, 0, 20, 12, 0)

/** Every request the fake server was asked, newest last, so plays can check what a control sent. */
export const botRequests: BotListRequest[] = []

const statusRank: Record<BotSummary['status'], number> = {
  running: 0,
  paused: 1,
  out_of_balance: 2,
  error: 3,
  stopped: 4,
}

function totalsOf(bots: BotSummary[]): BotTotals[] {
  const by = new Map<string, BotTotals>()
  for (const bot of bots) {
    const row = by.get(bot.currency) ?? {
      currency: bot.currency,
      bots: 0,
      investment: '0',
      total_pnl: '0',
      today_pnl: '0',
    }
    const add = (a: string, b: number) => String(Math.round((Number(a) + b) * 100) / 100)
    by.set(bot.currency, {
      ...row,
      bots: row.bots + 1,
      investment: add(row.investment, Number(bot.investment)),
      total_pnl: add(row.total_pnl, Number(bot.total_pnl)),
      // The header sums the cards it totals, as the server does (decision 091).
      today_pnl: add(row.today_pnl, Number(bot.today_pnl ?? 0)),
    })
  }
  return [...by.values()]
}

/** GET /robot/list as the server answers it: filtered, sorted, paged, with the filter's totals. */
export function answer(bots: readonly BotSummary[], request: BotListRequest): BotListResponse {
  const matches = bots.filter((bot) => {
    const view = request.status
    const inView =
      view === 'history'
        ? bot.status === 'stopped'
        : view === 'active'
          ? bot.status !== 'stopped'
          : bot.status === view
    const symbol = request.symbol?.toUpperCase()
    return inView && (!symbol || bot.symbols.some((s) => s.includes(symbol)))
  })
  const value = (bot: BotSummary) =>
    request.sort === 'pnl'
      ? Number(bot.total_pnl)
      : request.sort === 'status'
        ? statusRank[bot.status]
        : Date.parse(bot.created_at)
  const sign = request.order === 'asc' ? 1 : -1
  const sorted = [...matches].sort((a, b) => sign * (value(a) - value(b)))
  const start = (request.page - 1) * request.page_size
  return {
    items: sorted.slice(start, start + request.page_size),
    total: matches.length,
    page: request.page,
    page_size: request.page_size,
    totals: totalsOf(matches),
  }
}

/** A fake loadBots over `bots` (read on every call, so a story may change them between loads). */
export function fakeBotServer(bots: () => readonly BotSummary[]) {
  return fromPromise<BotListResponse, RequestOf<typeof endpoints.botList>>(async ({ input }) => {
    const request: BotListRequest = {
      status: input.status ?? 'active',
      ...(input.symbol ? { symbol: input.symbol } : {}),
      sort: input.sort ?? 'created',
      order: input.order ?? 'desc',
      page: input.page,
      page_size: input.page_size,
    }
    botRequests.push(request)
    return answer(bots(), request)
  })
}

const HOUR = 3_600_000
const T0 = Date.UTC(2030, 0, 1, 8, 0)
const iso = (ms: number) => new Date(ms).toISOString()
const pairs = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'BNBUSDT', 'DOGEUSDT']
const statuses = ['running', 'running', 'paused', 'out_of_balance', 'error'] as const

/** `count` active bots, newest first by creation, with varied pairs, statuses and results. */
export function manyBots(count: number): BotSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length] ?? 'running'
    const pnl = ((i % 7) - 3) * 4.25
    return storySummary({
      id: `5b1f8f0e-1a2b-4c3d-8e9f-1${String(i).padStart(11, '0')}`,
      kind: i % 3 === 0 ? 'spot_grid' : i % 3 === 1 ? 'spot_martingale' : 'dca',
      exchange_name: i % 4 === 0 ? 'binance' : 'paper',
      symbols: [pairs[i % pairs.length] ?? 'BTCUSDT'],
      status,
      reason:
        status === 'error'
          ? ({ code: 'key_refused', values: { exchange: 'binance', detail: '-2015' } } as const)
          : status === 'out_of_balance'
            ? ({
                code: 'below_running_minimum',
                values: { asset: 'USDT', available: '8.2', min: '10' },
              } as const)
            : null,
      created_at: iso(T0 + i * 5 * HOUR),
      total_pnl: String(pnl),
      total_pnl_pct: pnl / 5,
      investment: '500',
      grid_profit: i % 3 === 0 ? String(Math.max(0, pnl + 6)) : null,
    })
  })
}

/** /bot's samples: one bot in each live status, on Paper, Binance and OANDA. */
export const activeBots: BotSummary[] = storySummaries

/** Stopped bots as /bot/history shows them: sold, kept, and one stopped by an error. */
export const stoppedBots: BotSummary[] = [
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-200000000001',
    status: 'stopped',
    stop_mode: 'sell',
    reason: { code: 'stopped_by_user_sold' },
    stopped_at: iso(T0 + 12 * 24 * HOUR + 3 * HOUR),
    total_pnl: '48.12',
    total_pnl_pct: 4.81,
  }),
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-200000000002',
    kind: 'spot_martingale',
    symbols: ['ETHUSDT'],
    status: 'stopped',
    stop_mode: 'keep',
    reason: { code: 'take_profit' },
    created_at: iso(T0 + 2 * 24 * HOUR),
    stopped_at: iso(T0 + 5 * 24 * HOUR + 7 * HOUR),
    total_pnl: '-6.4',
    total_pnl_pct: -1.28,
    investment: '500',
    grid_profit: null,
  }),
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-200000000003',
    kind: 'forex_manual',
    market: 'forex',
    symbols: ['EURUSD'],
    exchange_name: 'oanda',
    currency: 'USD',
    status: 'stopped',
    stop_mode: null,
    reason: { code: 'error', values: { detail: 'The broker closed the account' } },
    stopped_at: iso(T0 + 40 * HOUR),
    investment: '2000',
    total_pnl: '0',
    total_pnl_pct: 0,
    grid_profit: null,
  }),
]

/** A socket stand-in whose bot events the play sends. */
export type FakeFeed = FakeLiveSource
export const fakeFeed = (): FakeFeed => fakeLiveSource()

/** Meta decorator: the fixed clock and a quiet socket, or the story's own feed. */
export function withListEnv(feed: LiveSource = fakeFeed()): Decorator {
  return (Story) => (
    <NowContext.Provider value={() => STORY_NOW}>
      <LiveContext.Provider value={feed}>
        <Story />
      </LiveContext.Provider>
    </NowContext.Provider>
  )
}
