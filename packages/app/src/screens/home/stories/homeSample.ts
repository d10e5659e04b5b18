import type {
  HomeAttention,
  HomeSummaryResponse,
  MarketSymbolInfo,
  MarketSymbolsResponse,
  MarketTicker,
} from '@atb/contract'
import { storySummary } from '../../bots/stories/sample'

/**
 * The home dashboard's canned answers, on the replay's symbols and fixed in time so screenshots
 * hold still. Totals add up: total = free + in bots.
 */
export const HOME_NOW = Date.UTC(2030, 0, 20, 12, 0)

const id = (n: number) => `5b1f8f0e-1a2b-4c3d-8e9f-3000000000${String(n).padStart(2, '0')}`

export function storyTicker(
  symbol: string,
  last: number,
  change: number,
  market: MarketTicker['market'] = 'crypto',
): MarketTicker {
  return {
    symbol,
    market,
    last,
    change_24h: change,
    high_24h: last * 1.04,
    low_24h: last * 0.95,
    volume_24h: 1_250_000,
    time: HOME_NOW,
    source: 'replay',
  }
}

/** The largest 24 h moves either way, as the server orders them (by size of move). */
export const storyMovers: MarketTicker[] = [
  storyTicker('DOGEUSDT', 0.16201, 11.24),
  storyTicker('WLDUSDT', 2.314, -9.82),
  storyTicker('SOLUSDT', 148.32, 8.41),
  storyTicker('XRPUSDT', 0.5821, -6.07),
  storyTicker('XAUUSD', 2341.5, 1.12, 'gold'),
]

const symbolInfo = (
  symbol: string,
  base: string,
  quote: string,
  market: MarketSymbolInfo['market'] = 'crypto',
): MarketSymbolInfo => ({
  symbol,
  market,
  base,
  quote,
  tick_size: '0.0001',
  step_size: '0.001',
  min_notional: '10',
  intervals: ['1m', '1h', '1d'],
})

export const storySymbols: MarketSymbolsResponse = {
  source: 'replay',
  symbols: [
    symbolInfo('BTCUSDT', 'BTC', 'USDT'),
    symbolInfo('SOLUSDT', 'SOL', 'USDT'),
    symbolInfo('XRPUSDT', 'XRP', 'USDT'),
    symbolInfo('DOGEUSDT', 'DOGE', 'USDT'),
    symbolInfo('WLDUSDT', 'WLD', 'USDT'),
    symbolInfo('EURUSD', 'EUR', 'USD', 'forex'),
    symbolInfo('XAUUSD', 'XAU', 'USD', 'gold'),
  ],
}

/** Live bots, newest first: grids and a DCA on Paper, a martingale on Binance, forex and gold. */
export const storyHomeBots = [
  storySummary({ id: id(1), total_pnl: '21.5', total_pnl_pct: 2.15 }),
  storySummary({
    id: id(2),
    kind: 'dca',
    symbols: ['SOLUSDT'],
    investment: '800',
    allocation: { USDT: '800' },
    total_pnl: '14.86',
    total_pnl_pct: 1.86,
    grid_profit: null,
  }),
  storySummary({
    id: id(3),
    kind: 'spot_martingale',
    exchange_name: 'binance',
    symbols: ['XRPUSDT'],
    status: 'paused',
    investment: '500',
    allocation: { USDT: '500' },
    total_pnl: '-3.78',
    total_pnl_pct: -0.76,
    grid_profit: null,
  }),
  storySummary({
    id: id(4),
    kind: 'forex_manual',
    market: 'forex',
    exchange_name: 'paper',
    symbols: ['EURUSD'],
    currency: 'USD',
    investment: '1000',
    allocation: { USD: '1000' },
    total_pnl: '18.2',
    total_pnl_pct: 1.82,
    grid_profit: null,
  }),
  storySummary({
    id: id(5),
    kind: 'gold_manual',
    market: 'gold',
    exchange_name: 'paper',
    symbols: ['XAUUSD'],
    currency: 'USD',
    investment: '1000',
    allocation: { USD: '1000' },
    total_pnl: '-3.45',
    total_pnl_pct: -0.35,
    grid_profit: null,
  }),
]

/** Running bots in two currencies; nothing needs attention. */
export function storyHome(overrides: Partial<HomeSummaryResponse> = {}): HomeSummaryResponse {
  return {
    now: HOME_NOW,
    assets: [
      {
        currency: 'USDT',
        free: '7667.42',
        in_bots: '2332.58',
        total: '10000',
        today_pnl: '12.46',
        total_pnl: '32.58',
      },
      {
        currency: 'USD',
        free: '8000',
        in_bots: '2014.75',
        total: '10014.75',
        today_pnl: '-3.2',
        total_pnl: '14.75',
      },
    ],
    counts: { running: 4, paused: 1, error: 0, out_of_balance: 0 },
    bots: storyHomeBots,
    attention: [],
    movers: storyMovers,
    ...overrides,
  }
}

/** One of every kind of attention, most urgent first, as the server orders them. */
export const storyAttention: HomeAttention[] = [
  {
    kind: 'bot_error',
    exchange_name: 'binance',
    bot_id: id(6),
    bot_kind: 'futures_grid',
    symbols: ['DOGEUSDT'],
    reason: {
      code: 'key_refused',
      values: { exchange: 'binance', detail: 'Invalid API-key, IP, or permissions for action.' },
    },
  },
  {
    kind: 'bot_out_of_balance',
    exchange_name: 'paper',
    bot_id: id(7),
    bot_kind: 'spot_grid',
    symbols: ['WLDUSDT'],
    reason: {
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    },
  },
  {
    kind: 'bot_low_balance',
    exchange_name: 'paper',
    bot_id: id(2),
    bot_kind: 'dca',
    symbols: ['SOLUSDT'],
    reason: null,
  },
  {
    kind: 'key_invalid',
    exchange_name: 'binance',
    bot_id: null,
    bot_kind: null,
    symbols: [],
    reason: null,
  },
  {
    kind: 'key_disabled',
    exchange_name: 'okx',
    bot_id: null,
    bot_kind: null,
    symbols: [],
    reason: null,
  },
  {
    kind: 'key_withdrawal_enabled',
    exchange_name: 'oanda',
    bot_id: null,
    bot_kind: null,
    symbols: [],
    reason: null,
  },
]

/** The attention story's bots: one in error and one out of balance among the running ones. */
export const storyTroubledBots = [
  storySummary({
    id: id(6),
    kind: 'futures_grid',
    exchange_name: 'binance',
    symbols: ['DOGEUSDT'],
    status: 'error',
    reason: {
      code: 'key_refused',
      values: { exchange: 'binance', detail: 'Invalid API-key, IP, or permissions for action.' },
    },
    total_pnl: '-8.37',
    total_pnl_pct: -0.84,
  }),
  storySummary({
    id: id(7),
    symbols: ['WLDUSDT'],
    status: 'out_of_balance',
    reason: {
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    },
    total_pnl: '4.02',
    total_pnl_pct: 0.4,
  }),
  ...storyHomeBots.slice(0, 4),
]

/** A new trader: Paper's starting balances, no bots yet. */
export const storyNewUser = storyHome({
  assets: [
    {
      currency: 'USDT',
      free: '10000',
      in_bots: '0',
      total: '10000',
      today_pnl: '0',
      total_pnl: '0',
    },
    {
      currency: 'USD',
      free: '10000',
      in_bots: '0',
      total: '10000',
      today_pnl: '0',
      total_pnl: '0',
    },
  ],
  counts: { running: 0, paused: 0, error: 0, out_of_balance: 0 },
  bots: [],
  attention: [],
})
