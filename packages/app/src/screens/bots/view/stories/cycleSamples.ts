import {
  martingaleBudget,
  martingaleOrders,
  worstCaseOf,
  type BotCycle,
  type BotView,
  type CoverageStep,
} from '@atb/contract'
import { storyView } from '../../stories/sample'

/** 1 Jan 2030, 10:00 UTC: the DCA sample's next order. */
const NEXT_DCA = Date.UTC(2030, 0, 1, 10, 0)

/**
 * The bot page's current cycle (decision 086), as the server reads it: a martingale of 100 USDT
 * and three steps of twice the last, 2 % apart (the server test's bot, with its Paper fills), and
 * a DCA bot buying 100 USDT an hour, five times.
 */
const step: CoverageStep = {
  price_unit: 'DYNAMIC',
  price_drop: 2,
  multiply_unit: 'DYNAMIC',
  multiply: 2,
}
const plan = { coin_initial_opening: 100, drop_pullback: 0.5, coverage: [step, step, step] }

const martingaleConfig = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  ...plan,
  take_profit_ratio: 1,
  tp_retrectment: 0.5,
}

/** After step 1 of 3: 0.0057 BTC at an average of 49,524.75, the next step at 48,289.13. */
export const midCycle: BotCycle = {
  size: '0.0057',
  cost: '282.291056',
  average_price: '49524.7466667',
  take_profit_price: '50019.9941333',
  take_profit_distance_pct: 1.5634,
  taking_profit: false,
  next_buy: { price: '48289.1276', time: null, amount: '374.487112' },
  steps_used: 1,
  steps_planned: 3,
  lowest_price: '47559.9617732',
  worst_case: martingaleBudget(plan),
  needed_left: '1134.69594936',
  buys_left: 2,
  fee_reserve_percent: 1,
}

/** Waiting for its 48,000 entry price: the whole plan is left, the wizard's worst case. */
const fromEntry = martingaleOrders(plan, 48_000)
export const beforeFirstBuy: BotCycle = {
  ...midCycle,
  size: '0',
  cost: '0',
  average_price: null,
  take_profit_price: null,
  take_profit_distance_pct: null,
  next_buy: { price: '48000', time: null, amount: '100' },
  steps_used: 0,
  lowest_price: fromEntry.at(-1)!.trigger,
  needed_left: worstCaseOf(fromEntry),
  buys_left: fromEntry.length,
}

/** Every step bought; nothing more to buy until it takes profit. */
export const allStepsUsed: BotCycle = {
  ...midCycle,
  size: '0.0286',
  cost: '1385.169695',
  average_price: '48432.5068182',
  take_profit_price: '48916.8318864',
  take_profit_distance_pct: 2.0869,
  next_buy: null,
  steps_used: 3,
  lowest_price: null,
  needed_left: '0',
  buys_left: 0,
}

/** Past its take profit, trailing the price up. */
export const takingProfit: BotCycle = {
  ...allStepsUsed,
  take_profit_distance_pct: -0.3,
  taking_profit: true,
}

export const dcaCycle: BotCycle = {
  size: '0.004',
  cost: '198',
  average_price: '49500',
  take_profit_price: '50985',
  take_profit_distance_pct: 4.051,
  taking_profit: false,
  next_buy: { price: null, time: NEXT_DCA, amount: '100' },
  steps_used: 2,
  steps_planned: 5,
  lowest_price: null,
  worst_case: '505',
  needed_left: '303',
  buys_left: 3,
  fee_reserve_percent: 1,
}

/** No grid figures, and the allocation its worst case took: the rest adds up as before. */
const spotPerformance = (allocation: string, equity: string, pct: number) => ({
  ...storyView().performance,
  allocation,
  equity,
  total_pnl_pct: pct,
  grid_profit: null,
  trend_pnl: null,
})

/** A running Paper martingale on BTCUSDT with this cycle. */
export const martingaleWith = (cycle: BotCycle | null, overrides: Partial<BotView> = {}) =>
  storyView({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000007',
    kind: 'spot_martingale',
    grid_profit: null,
    allocation: { USDT: '1515' },
    investment: '1515',
    total_pnl_pct: 1.42,
    performance: spotPerformance('1515', '1536.5', 1.42),
    config: martingaleConfig,
    cycle,
    open_orders: [],
    round_trips: [],
    ...overrides,
  })

/** A running Paper DCA bot on BTCUSDT with this cycle. */
export const dcaWith = (cycle: BotCycle | null) =>
  storyView({
    id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000008',
    kind: 'dca',
    grid_profit: null,
    allocation: { USDT: '505' },
    investment: '505',
    total_pnl_pct: 4.26,
    performance: spotPerformance('505', '526.5', 4.26),
    config: {
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
      amount: 100,
      interval_minutes: 60,
      order_count: 5,
      enable_option_take_profit: true,
      option_take_profit: 3,
    },
    cycle,
    open_orders: [],
    round_trips: [],
  })
