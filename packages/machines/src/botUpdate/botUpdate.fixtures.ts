import { configChanges, type BotUpdateResponse, type BotView } from '@atb/contract'

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
    config: { coin_symbol: 'BTCUSDT', number_of_grid: 10, upper_price: 63000, lower_price: 57000 },
    public_since: null,
    warnings: [],
    min_quantity: null,
    tick_size: null,
    sellable: null,
    performance: {} as BotView['performance'],
    equity_curve: [],
    open_orders: [],
    round_trips: [],
    recent_fills: [],
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
