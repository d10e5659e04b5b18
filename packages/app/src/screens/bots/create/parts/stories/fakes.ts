import type {
  BacktestResponse,
  ErrorCode,
  ExchangeConnectionView,
  ExchangeListResponse,
  LiveTicker,
  MarketCandlesResponse,
  MarketSymbolInfo,
} from '@atb/contract'
import { apiErrors } from '@atb/contract'
import { ApiRequestError } from '../../../../../api/errors'
import type { LiveSource, LiveStatus } from '../../../../../services/live'
import { storyPlot } from '../../../view/stories/viewSamples'
import type { SetupData } from '../setupData'

/** A fixed instant, so dates in screenshots never move: 1 Jan 2025, 00:00 UTC. */
const T0 = 1_735_689_600_000
const HOUR = 3_600_000

const pair = (base: string, quote: string, tick: string): MarketSymbolInfo => ({
  symbol: `${base}${quote}`,
  market: 'crypto',
  base,
  quote,
  tick_size: tick,
  step_size: '0.0001',
  min_notional: '5',
  intervals: ['1m', '5m', '15m', '1h', '4h', '1d'],
})

export const storySymbols: MarketSymbolInfo[] = [
  pair('BTC', 'USDT', '0.01'),
  pair('ETH', 'USDT', '0.01'),
  pair('SOL', 'USDT', '0.001'),
  pair('XRP', 'USDT', '0.0001'),
]

const tick = (symbol: string, last: number, change: number): LiveTicker => ({
  symbol,
  market: 'crypto',
  last,
  change_24h: change,
  high_24h: last * 1.02,
  low_24h: last * 0.97,
  volume_24h: 1200,
  time: T0,
  source: 'replay',
})

export const storyTickers: LiveTicker[] = [
  tick('BTCUSDT', 97_250.5, 2.35),
  tick('ETHUSDT', 3_412.8, -1.12),
  tick('SOLUSDT', 188.42, 0),
  tick('XRPUSDT', 2.3125, 4.8),
]

const venue = (
  exchange_name: ExchangeConnectionView['exchange_name'],
  status: ExchangeConnectionView['status'],
): ExchangeConnectionView => ({
  exchange_name,
  status,
  masked_key: status && exchange_name !== 'paper' ? '••••7Q2K' : null,
  permissions: status === 'connected' ? ['read', 'trade'] : [],
  checked_at: status ? '2025-01-01T00:00:00.000Z' : null,
  reason: status === 'invalid' ? 'Invalid API key' : null,
  source: status && exchange_name !== 'paper' ? 'key' : null,
})

/** The exchange list with Paper and the given statuses for the keyed venues (null: never connected). */
export const storyExchanges = (
  statuses: Partial<Record<'binance' | 'okx' | 'oanda', ExchangeConnectionView['status']>> = {},
): ExchangeListResponse => ({
  exchanges: [
    venue('paper', 'connected'),
    venue('binance', statuses.binance ?? null),
    venue('okx', statuses.okx ?? null),
    venue('oanda', statuses.oanda ?? null),
  ],
  okxOAuth: false,
})

/** A month of hourly closes that drift up with a daily swing. */
function storyCandles(symbol: string): MarketCandlesResponse {
  const base = storyTickers.find((k) => k.symbol === symbol)?.last ?? 100
  return {
    source: 'replay',
    symbol,
    interval: '1h',
    candles: Array.from({ length: 720 }, (_, i) => {
      const close = base * (0.94 + i * 0.00008 + Math.sin(i / 12) * 0.01)
      return [T0 + i * HOUR, close, close * 1.003, close * 0.997, close, 10]
    }),
  }
}

/** A deterministic 7-day grid backtest: the bot gains steadily while the coin swings. */
export function storyBacktest(days = 7): BacktestResponse {
  const points = days * 24
  return {
    kind: 'spot_grid',
    symbol: 'BTCUSDT',
    from: T0,
    to: T0 + points * HOUR,
    interval: '1h',
    candles: points,
    summary: {
      return_pct: 3.42,
      max_drawdown_pct: 1.87,
      trades: 46,
      fees: '4.61',
      grid_profit: '38.20',
      initial: '1000',
      final: '1034.20',
    },
    equity_curve: Array.from({ length: points }, (_, i) => ({
      time: T0 + i * HOUR,
      equity: 1000 + (34.2 * i) / points + Math.sin(i / 9) * 3,
      hold: 1000 * (1 + 0.018 * (i / points) + Math.sin(i / 14) * 0.025),
    })),
    source: 'replay',
  }
}

/** A promise that never settles: the part stays loading or running. */
export const pending = <T>() => new Promise<T>(() => undefined)

/** Fails the way the ky client does: an ApiRequestError with the error envelope. */
export const failing = (code: ErrorCode) => {
  const { status, description } = apiErrors[code]
  return Promise.reject(
    new ApiRequestError(status, { status: 'error', description, code }, '/story'),
  )
}

/** Canned answers for every call; a story overrides the ones its state is about. */
export function fakeSetupData(overrides: Partial<SetupData> = {}): SetupData {
  return {
    exchanges: async () => storyExchanges(),
    // Subscribed, so live venues can be chosen; a story about the gate overrides it.
    subscription: async () => ({ active: true, expires_at: '2027-06-01T00:00:00.000Z' }),
    symbols: async () => ({ source: 'replay', symbols: storySymbols }),
    tickers: async () => ({ source: 'replay', tickers: storyTickers }),
    candles: async (symbol) => storyCandles(symbol),
    paperBalances: async () => ({
      exchange_name: 'paper',
      balances: [
        { asset: 'USDT', free: '10000', in_bots: '0' },
        { asset: 'USD', free: '10000', in_bots: '0' },
      ],
    }),
    exchangeBalances: async (exchange) => ({
      exchange_name: exchange,
      balances: [{ asset: exchange === 'oanda' ? 'USD' : 'USDT', free: '2500' }],
      time: T0,
    }),
    backtest: async (request) => storyBacktest(Number(request.days ?? 30)),
    plotPreview: async () => storyPlot(),
    profitShareTerms: async () => ({ rate: '0.1', min_create: 30, min_running: 10 }),
    ...overrides,
  }
}

/** A socket stand-in: the story's tickers, at a fixed status, and nothing ever changes. */
export function fakeLive(status: LiveStatus = 'live', tickers = storyTickers): LiveSource {
  return {
    subscribeTicker: () => () => undefined,
    subscribeBots: () => () => undefined,
    getTicker: (symbol) =>
      status === 'live' ? tickers.find((k) => k.symbol === symbol) : undefined,
    getStatus: () => status,
    onStatus: () => () => undefined,
  }
}
