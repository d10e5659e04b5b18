import type { BotEventView, BotSummary, BotView, RoundTrip } from '@atb/contract'

/**
 * Canned bots for the bot area's stories (issue 12), fixed in time so screenshots hold still.
 * Figures add up the way the server's performance module makes them: total = realised +
 * unrealised − fees, and total_pnl_pct = total ÷ investment.
 */
const T0 = Date.UTC(2030, 0, 1, 8, 0)
const iso = (ms: number) => new Date(ms).toISOString()

export function storySummary(overrides: Partial<BotSummary> = {}): BotSummary {
  return {
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000001',
    kind: 'spot_grid',
    exchange_name: 'paper',
    market: 'crypto',
    symbols: ['BTCUSDT'],
    status: 'running',
    reason: null,
    config_version: 1,
    allocation: { USDT: '1000' },
    realized_pnl: '18.42',
    fees: '1.96',
    trades: 24,
    stop_mode: null,
    created_at: iso(T0),
    stopped_at: null,
    currency: 'USDT',
    investment: '1000',
    total_pnl: '21.5',
    total_pnl_pct: 2.15,
    grid_profit: '16.1',
    today_pnl: '2.35',
    ...overrides,
  }
}

/** One bot in each status, a martingale and a forex bot among them. */
export const storySummaries: BotSummary[] = [
  storySummary(),
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000002',
    kind: 'spot_martingale',
    symbols: ['ETHUSDT'],
    status: 'paused',
    total_pnl: '-12.3',
    total_pnl_pct: -2.46,
    today_pnl: '-1.84',
    investment: '500',
    allocation: { USDT: '500' },
    grid_profit: null,
  }),
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000003',
    kind: 'futures_grid',
    exchange_name: 'binance',
    status: 'out_of_balance',
    reason: {
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    },
  }),
  storySummary({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000004',
    kind: 'forex_manual',
    market: 'forex',
    symbols: ['EURUSD'],
    exchange_name: 'oanda',
    status: 'error',
    reason: { code: 'key_refused', values: { exchange: 'oanda', detail: 'Invalid token' } },
    currency: 'USD',
    allocation: { USD: '2000' },
    investment: '2000',
    total_pnl: '0',
    total_pnl_pct: 0,
    today_pnl: '0',
    grid_profit: null,
  }),
]

const fill = (seq: number, side: 'buy' | 'sell', price: number, minutes: number) => ({
  seq,
  client_id: `c${seq}`,
  symbol: 'BTCUSDT',
  side,
  price: String(price),
  qty: '0.001',
  fee: '0.06',
  fee_asset: 'USDT',
  time: T0 + minutes * 60_000,
})

const trips: RoundTrip[] = [
  {
    symbol: 'BTCUSDT',
    qty: '0.001',
    open: fill(1, 'buy', 60000, 30),
    close: fill(2, 'sell', 60600, 95),
    profit: '0.48',
  },
  {
    symbol: 'BTCUSDT',
    qty: '0.001',
    open: fill(3, 'buy', 59400, 140),
    close: fill(4, 'sell', 60000, 210),
    profit: '0.48',
  },
]

export function storyView(overrides: Partial<BotView> = {}): BotView {
  const summary = storySummary()
  return {
    ...summary,
    public_since: null,
    config: {
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
      number_of_grid: 10,
      coin_per_grid: 100,
      upper_price: 63000,
      lower_price: 57000,
      space_of_grid: 1,
      enable_option_stop_loss: true,
      option_stop_loss: 55000,
    },
    warnings: [],
    cycle: null,
    min_quantity: '0.00001',
    tick_size: '0.01',
    sellable: null,
    performance: {
      currency: 'USDT',
      allocation: '1000',
      equity: '1021.5',
      realized_pnl: '18.42',
      unrealized_pnl: '5.04',
      fees: '1.96',
      total_pnl: '21.5',
      total_pnl_pct: 2.15,
      grid_profit: '16.1',
      trend_pnl: '7.36',
      apr_pct: 41.3,
      trade_count: 24,
      round_trips: 2,
      runtime_ms: 19 * 86_400_000,
      last_prices: { BTCUSDT: 60420.5 },
    },
    equity_curve: Array.from({ length: 48 }, (_, i) => ({
      time: T0 + i * 3_600_000,
      equity: 1000 + i * 0.45 + Math.sin(i / 4) * 3,
      hold: 1000 + Math.sin(i / 5) * 12,
    })),
    open_orders: [
      {
        id: 'o1',
        bot_id: summary.id,
        exchange_name: 'paper',
        client_id: 'g1',
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '59400',
        qty: '0.00168',
        status: 'open',
        rejection: null,
        created_at: iso(T0 + 3_600_000),
      },
      {
        id: 'o2',
        bot_id: summary.id,
        exchange_name: 'paper',
        client_id: 'g2',
        symbol: 'BTCUSDT',
        side: 'sell',
        type: 'limit',
        price: '61200',
        qty: '0.00163',
        status: 'open',
        rejection: null,
        created_at: iso(T0 + 3_600_000),
      },
    ],
    rejected_orders: [],
    round_trips: trips,
    recent_fills: [],
    weights: null,
    ...overrides,
  }
}

export const storyEvents: BotEventView[] = [
  {
    id: 'e3',
    type: 'config',
    time: iso(T0 + 5 * 3_600_000),
    from: null,
    to: null,
    reason: null,
    changes: [{ field: 'number_of_grid', from: 8, to: 10 }],
    version: 2,
    sold: null,
    mode: null,
  },
  {
    id: 'e2',
    type: 'status',
    time: iso(T0 + 2 * 3_600_000),
    from: 'running',
    to: 'paused',
    reason: null,
    changes: [],
    version: null,
    sold: null,
    mode: null,
  },
  {
    id: 'e1',
    type: 'created',
    time: iso(T0),
    from: null,
    to: 'running',
    reason: null,
    changes: [],
    version: 1,
    sold: null,
    mode: null,
  },
]
