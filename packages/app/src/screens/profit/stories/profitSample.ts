import type {
  ProfitEvent,
  ProfitHistoryResponse,
  ProfitSummary,
  ProfitSummaryResponse,
} from '@atb/contract'

/**
 * Canned profit for the stories, fixed in time so screenshots hold still. The server's "now" is
 * 20 January 2030 (UTC); fills fall on some days of December and January, none on others.
 */
export const STORY_NOW = Date.UTC(2030, 0, 20, 10, 30)

const BOT_1 = '5b1f8f0e-1a2b-4c3d-8e9f-000000000001'
const BOT_2 = '5b1f8f0e-1a2b-4c3d-8e9f-000000000002'
const BOT_4 = '5b1f8f0e-1a2b-4c3d-8e9f-000000000004'

export const storyUsdt: ProfitSummary = {
  currency: 'USDT',
  today: '3.12',
  days_7: '9.95',
  days_30: '23.7896',
  all: '27.91',
  days: [
    { date: '2029-12-18', profit: '4.1204' },
    { date: '2029-12-27', profit: '2.25' },
    { date: '2029-12-30', profit: '-0.0004' },
    { date: '2030-01-02', profit: '5.4' },
    { date: '2030-01-05', profit: '-2.35' },
    { date: '2030-01-09', profit: '8.54' },
    { date: '2030-01-14', profit: '6.75' },
    { date: '2030-01-16', profit: '-1.96' },
    { date: '2030-01-17', profit: '0' },
    { date: '2030-01-19', profit: '2.04' },
    { date: '2030-01-20', profit: '3.12' },
  ],
  by_bot: [
    {
      bot_id: BOT_1,
      kind: 'spot_grid',
      exchange_name: 'paper',
      symbols: ['BTCUSDT'],
      status: 'running',
      profit: '36.28',
    },
    {
      bot_id: BOT_2,
      kind: 'spot_martingale',
      exchange_name: 'binance',
      symbols: ['ETHUSDT'],
      status: 'stopped',
      profit: '-8.37',
    },
  ],
  by_pair: [
    { symbol: 'BTCUSDT', bots: 1, profit: '36.28' },
    { symbol: 'ETHUSDT', bots: 1, profit: '-8.37' },
  ],
}

export const storyUsd: ProfitSummary = {
  currency: 'USD',
  today: '0',
  days_7: '-14.5',
  days_30: '42',
  all: '42',
  days: [
    { date: '2030-01-03', profit: '56.5' },
    { date: '2030-01-15', profit: '-14.5' },
  ],
  by_bot: [
    {
      bot_id: BOT_4,
      kind: 'forex_manual',
      exchange_name: 'oanda',
      symbols: ['XAUUSD'],
      status: 'paused',
      profit: '42',
    },
  ],
  by_pair: [{ symbol: 'XAUUSD', bots: 1, profit: '42' }],
}

export const storyProfit = (...summaries: ProfitSummary[]): ProfitSummaryResponse => ({
  now: STORY_NOW,
  time_zone: 'UTC',
  summaries,
})

const symbols = ['BTCUSDT', 'ETHUSDT', 'BTCUSDT', 'SOLUSDT'] as const

/** `count` events, newest first, an hour apart; sells realise, buys only pay their fee. */
export function storyEvent(i: number): ProfitEvent {
  const sell = i % 2 === 0
  const realized = sell ? (i % 4 === 0 ? '1.84210526' : '-0.5') : '0'
  const fee = '0.01234567'
  const profit = String(Math.round((Number(realized) - Number(fee)) * 1e8) / 1e8)
  const bot = i % 3 === 0 ? BOT_2 : BOT_1
  return {
    id: `${bot}:${100 - i}`,
    bot_id: bot,
    kind: bot === BOT_1 ? 'spot_grid' : 'spot_martingale',
    exchange_name: bot === BOT_1 ? 'paper' : 'binance',
    symbol: symbols[i % symbols.length]!,
    side: sell ? 'sell' : 'buy',
    qty: '0.0015',
    price: sell ? '97250.5' : '96110',
    realized,
    fee,
    profit,
    currency: 'USDT',
    time: STORY_NOW - i * 3_600_000,
  }
}

export function storyHistory(
  count: number,
  page = 1,
  total = count,
  pageSize = 20,
): ProfitHistoryResponse {
  const start = (page - 1) * pageSize
  const items = Array.from(
    { length: Math.max(0, Math.min(pageSize, total - start, count)) },
    (_, i) => storyEvent(start + i),
  )
  return { items, total, page, page_size: pageSize }
}
