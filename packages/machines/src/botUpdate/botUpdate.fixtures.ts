import {
  configChanges,
  type BotEditPlan,
  type BotUpdateResponse,
  type BotView,
} from '@atb/contract'

/** A running spot grid as GET /robot/view answers it, for the edit machine's tests and stepper. */
export function updateFixtureBot(overrides: Partial<BotView> = {}): BotView {
  return {
    id: 'bot-1',
    kind: 'spot_grid',
    exchange_name: 'paper',
    market: 'crypto',
    symbols: ['BTCUSDT'],
    status: 'running',
    reason: null,
    config_version: 3,
    allocation: { USDT: '1000' },
    realized_pnl: '0',
    fees: '0',
    trades: 0,
    stop_mode: null,
    created_at: '2030-01-01T00:00:00.000Z',
    stopped_at: null,
    currency: 'USDT',
    investment: '1000',
    total_pnl: '0',
    total_pnl_pct: 0,
    grid_profit: null,
    today_pnl: '0',
    config: { coin_symbol: 'BTCUSDT', number_of_grid: 10, upper_price: 63000, lower_price: 57000 },
    public_since: null,
    warnings: [],
    cycle: null,
    min_quantity: null,
    tick_size: null,
    sellable: null,
    performance: {} as BotView['performance'],
    equity_curve: [],
    open_orders: [],
    rejected_orders: [],
    round_trips: [],
    recent_fills: [],
    weights: null,
    ...overrides,
  }
}

/** What the server answers for a saved update: the next version and the changes it recorded. */
export function updateFixtureResult(
  bot: BotView,
  config: Record<string, unknown>,
): BotUpdateResponse {
  return {
    bot,
    config_version: bot.config_version + 1,
    changes: configChanges(bot.config, config),
  }
}

/** The server's dry run of an edit: the grid's orders replaced, and a market buy of the shortfall. */
export function updateFixturePlan(fingerprint = '0123456789abcdef'): BotEditPlan {
  return {
    price: '60000',
    base_asset: 'BTC',
    quote_asset: 'USDT',
    cancels: [
      { side: 'buy', price: '59400', qty: '0.00168', quote: '99.792' },
      { side: 'sell', price: '60600', qty: '0.00165', quote: '99.99' },
    ],
    places: [
      { side: 'buy', price: '59400', qty: '0.00168', quote: '99.792' },
      { side: 'sell', price: '60600', qty: '0.00165', quote: '99.99' },
      { side: 'sell', price: '63600', qty: '0.00157', quote: '99.852' },
    ],
    market: [{ side: 'buy', price: null, qty: '0.00157', quote: '94.2' }],
    fingerprint,
  }
}
