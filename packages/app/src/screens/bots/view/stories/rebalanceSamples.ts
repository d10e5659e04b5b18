import type { BasketWeight, BotFillView, BotView } from '@atb/contract'
import { storyView } from '../../stories/sample'

/** The sample's creation time: 1 Jan 2030, 08:00 UTC. */
const T0 = Date.UTC(2030, 0, 1, 8, 0)
const HOUR = 3_600_000

const fill = (
  seq: number,
  symbol: string,
  side: 'buy' | 'sell',
  price: string,
  qty: string,
  fee: string,
  hours: number,
): BotFillView => ({
  seq,
  client_id: `r${seq}`,
  symbol,
  side,
  price,
  qty,
  fee,
  fee_asset: 'USDT',
  time: T0 + hours * HOUR,
})

/**
 * Issue 27's bot: 600 USDT on BTC, DOGE and SOL, rebalanced at a 1-point drift. Its quote went
 * into its coins (2.10 USDT left); the weights add up with that cash to its value, 606.60 USDT.
 */
const weights: BasketWeight[] = [
  {
    asset: 'BTC',
    symbol: 'BTCUSDT',
    target_pct: '40',
    current_pct: '40.3891',
    drift_pct: '0.3891',
    amount: '0.004',
    value: '245',
  },
  {
    asset: 'DOGE',
    symbol: 'DOGEUSDT',
    target_pct: '30',
    current_pct: '29.9209',
    drift_pct: '-0.0791',
    amount: '1100',
    value: '181.5',
  },
  {
    asset: 'SOL',
    symbol: 'SOLUSDT',
    target_pct: '30',
    current_pct: '29.3439',
    drift_pct: '-0.6561',
    amount: '1.25',
    value: '178',
  },
]

export const rebalanceBot = (overrides: Partial<BotView> = {}): BotView => {
  const base = storyView()
  return storyView({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000027',
    kind: 'spot_rebalance',
    symbols: ['BTCUSDT', 'DOGEUSDT', 'SOLUSDT'],
    allocation: { USDT: '600' },
    investment: '600',
    realized_pnl: '0.82',
    fees: '0.9',
    trades: 5,
    total_pnl: '6.6',
    total_pnl_pct: 1.1,
    grid_profit: null,
    config: {
      exchange_name: 'paper',
      coin_quote_asset: 'USDT',
      remaining: 100,
      holding: [
        { coin_base_asset: 'BTC', target_percent: 40 },
        { coin_base_asset: 'DOGE', target_percent: 30 },
        { coin_base_asset: 'SOL', target_percent: 30 },
      ],
      initial_amount: 600,
      enable_option_tigger_price: false,
      automatic_rebalance_condition: 'threshold',
      advanced_config_threshold: 1,
      enable_option_stop_tigger: false,
    },
    min_quantity: null,
    tick_size: null,
    performance: {
      ...base.performance,
      allocation: '600',
      equity: '606.6',
      realized_pnl: '0.82',
      unrealized_pnl: '6.68',
      fees: '0.9',
      total_pnl: '6.6',
      total_pnl_pct: 1.1,
      grid_profit: null,
      trend_pnl: null,
      apr_pct: 21.1,
      trade_count: 5,
      round_trips: 0,
      last_prices: { BTCUSDT: 61250, DOGEUSDT: 0.165, SOLUSDT: 142.4 },
    },
    open_orders: [],
    round_trips: [],
    recent_fills: [
      fill(5, 'DOGEUSDT', 'sell', '0.1712', '100', '0.02', 30),
      fill(4, 'BTCUSDT', 'buy', '60800', '0.0003', '0.02', 30),
      fill(3, 'SOLUSDT', 'buy', '144', '1.25', '0.18', 0),
      fill(2, 'DOGEUSDT', 'buy', '0.15', '1200', '0.18', 0),
      fill(1, 'BTCUSDT', 'buy', '64864.86', '0.0037', '0.24', 0),
    ],
    weights,
    ...overrides,
  })
}

/** Just created with a trigger price on every coin: nothing bought yet, all of it still cash. */
export const waitingBasket = (): BotView =>
  rebalanceBot({
    config: {
      ...rebalanceBot().config,
      enable_option_tigger_price: true,
      trigger_prices: [
        { coin_base_asset: 'BTC', price: 58_000 },
        { coin_base_asset: 'DOGE', price: 0.14 },
        { coin_base_asset: 'SOL', price: 130 },
      ],
    },
    trades: 0,
    realized_pnl: '0',
    fees: '0',
    total_pnl: '0',
    total_pnl_pct: 0,
    performance: {
      ...rebalanceBot().performance,
      equity: '600',
      realized_pnl: '0',
      unrealized_pnl: '0',
      fees: '0',
      total_pnl: '0',
      total_pnl_pct: 0,
      apr_pct: 0,
      trade_count: 0,
      runtime_ms: 240_000,
    },
    recent_fills: [],
    equity_curve: [],
    weights: weights.map((w) => ({
      ...w,
      current_pct: '0',
      drift_pct: String(-Number(w.target_pct)),
      amount: '0',
      value: '0',
    })),
  })

/** The smallest basket (50 USDT) after a crash: everything it holds is worth 8.20 USDT. */
export const brokeBasket = (): BotView => {
  const base = rebalanceBot()
  const at = (w: BasketWeight, amount: string, value: string, current: string, drift: string) => ({
    ...w,
    amount,
    value,
    current_pct: current,
    drift_pct: drift,
  })
  const [btc, doge, sol] = weights as [BasketWeight, BasketWeight, BasketWeight]
  return rebalanceBot({
    status: 'out_of_balance',
    reason: {
      code: 'holdings_below_running_minimum',
      values: { asset: 'USDT', value: '8.2', min: '10' },
    },
    allocation: { USDT: '50' },
    investment: '50',
    realized_pnl: '0',
    fees: '0.15',
    trades: 3,
    total_pnl: '-41.8',
    total_pnl_pct: -83.6,
    config: { ...base.config, initial_amount: 50 },
    performance: {
      ...base.performance,
      allocation: '50',
      equity: '8.2',
      realized_pnl: '0',
      unrealized_pnl: '-41.65',
      fees: '0.15',
      total_pnl: '-41.8',
      total_pnl_pct: -83.6,
      apr_pct: -1606.4,
      trade_count: 3,
    },
    recent_fills: base.recent_fills.filter((f) => f.time === base.recent_fills.at(-1)!.time),
    weights: [
      at(btc, '0.00005', '3.0625', '37.3476', '-2.6524'),
      at(doge, '15', '2.475', '30.1829', '0.1829'),
      at(sol, '0.018', '2.5632', '31.2585', '1.2585'),
    ],
  })
}
