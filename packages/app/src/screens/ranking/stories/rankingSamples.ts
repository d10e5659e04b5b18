import type { RankingBotView, RankingEntry, RankingListResponse } from '@atb/contract'

const DAY = 86_400_000
const START = Date.UTC(2030, 0, 1)

export const storyEntries: RankingEntry[] = [
  {
    rank: 1,
    id: '7c1f8f0e-1a2b-4c3d-8e9f-000000000001',
    nickname: 'Grid_Shark',
    kind: 'spot_grid',
    market: 'crypto',
    symbols: ['BTCUSDT'],
    status: 'running',
    currency: 'USDT',
    pnl: '48.27',
    roi_pct: 9.65,
    runtime_ms: 19 * DAY + 4 * 3600_000,
  },
  {
    rank: 2,
    id: '7c1f8f0e-1a2b-4c3d-8e9f-000000000002',
    nickname: 'หมีขาว',
    kind: 'dca',
    market: 'crypto',
    symbols: ['ETHUSDT'],
    status: 'running',
    currency: 'USDT',
    pnl: '121.5',
    roi_pct: 6.08,
    runtime_ms: 42 * DAY,
  },
  {
    rank: 3,
    id: '7c1f8f0e-1a2b-4c3d-8e9f-000000000003',
    nickname: '',
    kind: 'spot_grid',
    market: 'gold',
    symbols: ['XAUUSD'],
    status: 'stopped',
    currency: 'USD',
    pnl: '-12.4',
    roi_pct: -1.24,
    runtime_ms: 5 * DAY + 7 * 3600_000,
  },
]

export const storyBoard = (
  items: RankingEntry[] = storyEntries,
  total = items.length,
  unranked = 0,
): RankingListResponse => ({
  items,
  page: 1,
  page_size: 20,
  total,
  metric: 'roi',
  window: '30d',
  unranked,
})

const curve = Array.from({ length: 20 }, (_, i) => ({
  time: START + i * DAY + 23 * 3600_000,
  equity: 500 + i * 2.6 + (i % 4 === 3 ? -6 : 0),
}))

export const storyRankingBot: RankingBotView = {
  id: storyEntries[0]!.id,
  nickname: 'Grid_Shark',
  kind: 'spot_grid',
  market: 'crypto',
  symbols: ['BTCUSDT'],
  status: 'running',
  currency: 'USDT',
  created_at: new Date(START).toISOString(),
  stopped_at: null,
  runtime_ms: 19 * DAY + 4 * 3600_000,
  investment: '500',
  trades: 86,
  max_drawdown_pct: 1.21,
  windows: {
    '7d': { pnl: '14.02', roi_pct: 2.8 },
    '30d': { pnl: '39.9', roi_pct: 7.98 },
    all: { pnl: '48.27', roi_pct: 9.65 },
  },
  equity_curve: curve,
  config: {
    coin_symbol: 'BTCUSDT',
    coin_base_asset: 'BTC',
    coin_quote_asset: 'USDT',
    grid_mode: 'arithmetic',
    number_of_grid: 10,
    coin_per_grid: 50,
    space_of_grid: 1,
    upper_price: 63000,
    lower_price: 57000,
    is_recurring: false,
    is_covering: false,
    enable_option_profit_times: false,
    enable_option_earning: false,
  },
}
