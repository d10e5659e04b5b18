// Test kits for the contract's and the server's tests (never imported by src code).
import type { ConfigurableKind } from './bots/configs'

/**
 * Number inputs no field may take (decision 077): text that is not a plain decimal, values that
 * are not finite, and values far outside any field's range or precision. Sent as JSON, the text
 * forms stay text; `1e308` and `1e-300` are real JSON numbers.
 */
export const hostileNumbers: readonly (string | number)[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '.5e2',
  '1e3',
  '5.',
  '+5',
  '1,5',
  '１２',
  '1e308',
  1e308,
  -1e308,
  1e-300,
  '1e-300',
]

const coin = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
}
/** The market the examples' prices sit in: BTC at 60,000 (the server tests' feed mid), ETH at 3,000. */
export const exampleContext = {
  lastPrice: 60_000,
  coinPrice: (asset: string) => ({ BTC: 60_000, ETH: 3_000 })[asset],
}

const grid = {
  ...coin,
  number_of_grid: 10,
  coin_per_grid: 50,
  space_of_grid: 1,
  upper_price: 62_000,
  lower_price: 58_000,
  risk_rate: 5,
  enable_option_profit_times: true,
  option_profit_times: 3,
  enable_option_earning: true,
  option_earning: 100,
  enable_option_stop_loss: true,
  option_stop_loss: 55_000,
  enable_option_stop_loss_percent: true,
  option_stop_loss_percent: 10,
}
const martingale = {
  ...coin,
  coin_initial_opening: 50,
  take_profit_ratio: 2,
  drop_pullback: 0.5,
  coverage_x: 2,
  coverage: [
    {
      orders: 1,
      calculate_target: 1,
      summary: 1,
      used_usdt: 50,
      price_dynamic: 2,
      multiply_dynamic: 2,
      price_unit: 'DYNAMIC',
      multiply_unit: 'DYNAMIC',
      price_drop: 2,
      multiply: 2,
    },
    { price_unit: 'STATIC', multiply_unit: 'FORCE_BUY', price_drop: 1_000, multiply: 3 },
  ],
  enable_option_entry_price: true,
  option_entry_price: 59_000,
}
const signal = {
  exchange_name: 'paper',
  signal_id: 'ma_cross_20_80',
  is_all_order: true,
  amount_all_order: 100,
  coverage_x: 1,
  coverage: [{ seq: 1, amount: 20 }],
  earning: 10,
  enable_option_take_profit: true,
  option_take_profit: 5,
  enable_option_stop_loss: true,
  option_stop_loss: 5,
  total_amount: 500,
  amount: 50,
}
const futuresSignal = {
  ...signal,
  coin_initial_opening: 20,
  margin_type: 'isolated',
  leverage: 3,
  mode: 'ALL',
}
const rebalance = {
  exchange_name: 'paper',
  remaining: 100,
  holding: [
    { coin_base_asset: 'BTC', target_percent: 60 },
    { coin_base_asset: 'ETH', target_percent: 40 },
  ],
  initial_amount: 1_000,
  enable_option_tigger_price: true,
  trigger_prices: [
    { coin_base_asset: 'BTC', price: 65_000 },
    { coin_base_asset: 'ETH', price: 2_500 },
  ],
  automatic_rebalance_condition: 'periodic',
  advanced_config_period: 60,
  enable_option_stop_tigger: true,
  stop_trigger: { stop_loss_ratio: 10, take_profit_ratio: 20 },
}
const manual = {
  side: 'BUY',
  capital: { type: 0, amount: 500 },
  coinInitial: { type: 0, amount: 100 },
  takeProfit: { type: 1, amount: 10 },
  stopLoss: { type: 0, amount: 50 },
  earning: 1_000,
  coverageAllOrders: [{ type: 0, amount: 50 }],
  coverage: [{ type: 1, amount: 1 }],
}
const quant = {
  ...coin,
  total_amount: 300,
  order_amount: 100,
  interval: '1h',
  enable_option_take_profit: true,
  option_take_profit: 5,
  enable_option_stop_loss: true,
  option_stop_loss: 5,
}

/**
 * Valid configs of every configurable kind with every option on, so each number field appears
 * (a kind with branches has one example per branch). Checked against the schemas by the contract's
 * tests; the server's tests send them with one field broken.
 */
export const configExamples: Record<ConfigurableKind, Record<string, unknown>[]> = {
  spot_grid: [grid],
  futures_grid: [{ ...grid, margin_type: 'isolated', leverage: 3, direction: 'neutral' }],
  spot_martingale: [
    { ...martingale, enable_option_tsl: true, option_tsl: { start: 2, gap: 1, ceiling_gap: 1.5 } },
    { ...martingale, enable_option_tsl: false, tp_retrectment: 1 },
  ],
  dca: [
    {
      ...coin,
      amount: 25,
      interval_minutes: 60,
      order_count: 10,
      enable_option_take_profit: true,
      option_take_profit: 5,
    },
  ],
  spot_signal: [signal],
  future_signal: [futuresSignal],
  forex_signal: [futuresSignal],
  spot_rebalance: [
    rebalance,
    {
      ...rebalance,
      automatic_rebalance_condition: 'threshold',
      advanced_config_period: undefined,
      advanced_config_threshold: 1,
    },
  ],
  spot_manual: [manual],
  future_manual: [manual],
  forex_manual: [manual],
  gold_manual: [manual],
  market_neutral: [
    {
      ...coin,
      total_amount: 300,
      leverage: 2,
      min_funding_apr: 10,
      exit_funding_apr: 5,
      rebalance_percent: 10,
    },
  ],
  chat_pattern: [{ ...quant, pivot_bars: 3, tolerance: 1, lookback: 50 }],
  indicators: [
    {
      ...quant,
      entry: { indicator: 'rsi', length: 14, op: 'crosses_below', target: 'value', value: 30 },
      exit: {
        indicator: 'sma',
        length: 20,
        op: 'above',
        target: 'indicator',
        target_indicator: 'ema',
        target_length: 50,
      },
    },
  ],
  advanced: [
    {
      ...quant,
      entry_logic: 'and',
      entry_conditions: [{ indicator: 'price', op: 'above', target: 'value', value: 61_000 }],
      exit_logic: 'or',
      exit_conditions: [{ indicator: 'roc', length: 10, op: 'below', target: 'value', value: -2 }],
    },
  ],
  trend_following: [
    { ...quant, entry: 'donchian', channel_length: 20, atr_length: 14, atr_multiplier: 3 },
    {
      ...quant,
      entry: 'ma_cross',
      fast_length: 20,
      slow_length: 50,
      atr_length: 14,
      atr_multiplier: 3,
    },
  ],
  swing_trading: [{ ...quant, rsi_length: 14, oversold: 30, overbought: 70 }],
  position_trading: [
    { ...quant, regime: 'close_above', fast_length: 5, slow_length: 20, confirm_bars: 1 },
  ],
  momentum_trading: [{ ...quant, roc_length: 10, roc_threshold: 2, adx_length: 14, adx_min: 20 }],
  mean_reversion: [{ ...quant, bb_length: 20, bb_deviation: 2 }],
}

/**
 * Create bodies for Paper bots that trade at once on the replay and the test market: a
 * martingale with one coverage step, and a 600 USDT rebalance on BTC and XRP (issue 27's bot, one
 * coin fewer). The figures audit, the end-to-end figures test and the server's tests share them.
 */
export const paperBots = {
  martingale: {
    kind: 'spot_martingale',
    exchange_name: 'paper',
    symbol: 'BTCUSDT',
    config: {
      coin_initial_opening: 100,
      take_profit_ratio: 0.3,
      drop_pullback: 0.2,
      enable_option_tsl: false,
      tp_retrectment: 0.1,
      coverage: [{ price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 1, multiply: 2 }],
      enable_option_entry_price: false,
    },
    agree_risk: true,
  },
  rebalance: {
    kind: 'spot_rebalance',
    exchange_name: 'paper',
    config: {
      exchange_name: 'paper',
      remaining: 100,
      holding: [
        { coin_base_asset: 'BTC', target_percent: 60 },
        { coin_base_asset: 'XRP', target_percent: 40 },
      ],
      initial_amount: 600,
      enable_option_tigger_price: false,
      automatic_rebalance_condition: 'periodic',
      advanced_config_period: 60,
      enable_option_stop_tigger: false,
    },
    agree_risk: true,
  },
} as const
