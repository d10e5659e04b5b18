import { fromPromise } from 'xstate'
import {
  INTERVAL_MS,
  type BotListResponse,
  type BotSummary,
  type CandleInterval,
  type CandleRow,
  type MarketCandlesResponse,
  type MarketSymbolInfo,
  type MarketSymbolsResponse,
  type MarketTicker,
  type MarketTickersResponse,
  type RequestOf,
  type endpoints,
} from '@atb/contract'
import { storySummary } from '../../../bots/stories/sample'

/** The stories' clock: the newest candle of every interval opens at or before this. */
export const PAIR_NOW = Date.UTC(2030, 0, 20, 12, 0)

const all: CandleInterval[] = ['1m', '5m', '15m', '1h', '4h', '1d']

const symbol = (
  s: string,
  market: MarketSymbolInfo['market'],
  base: string,
  quote: string,
  tick_size: string,
  step_size: string,
  intervals = all,
): MarketSymbolInfo => ({
  symbol: s,
  market,
  base,
  quote,
  tick_size,
  step_size,
  min_notional: market === 'crypto' ? '5' : '1',
  intervals,
})

/** The replay's symbols with their exchange rules (engine/src/exchange/specs.ts). */
export const pairSymbols: MarketSymbolsResponse = {
  source: 'replay',
  symbols: [
    symbol('BTCUSDT', 'crypto', 'BTC', 'USDT', '0.01', '0.00001'),
    symbol('SOLUSDT', 'crypto', 'SOL', 'USDT', '0.01', '0.001'),
    symbol('XRPUSDT', 'crypto', 'XRP', 'USDT', '0.0001', '0.1'),
    symbol('DOGEUSDT', 'crypto', 'DOGE', 'USDT', '0.00001', '1'),
    symbol('WLDUSDT', 'crypto', 'WLD', 'USDT', '0.0001', '0.1'),
    symbol('EURUSD', 'forex', 'EUR', 'USD', '0.00001', '0.01'),
    // The gold feed is recorded from 15-minute bars up: finer intervals are not offered.
    symbol('XAUUSD', 'gold', 'XAU', 'USD', '0.01', '0.01', ['15m', '1h', '4h', '1d']),
  ],
}

const ticker = (
  s: string,
  market: MarketTicker['market'],
  last: number,
  change_24h: number,
  high_24h: number,
  low_24h: number,
  volume_24h: number,
): MarketTicker => ({
  symbol: s,
  market,
  last,
  change_24h,
  high_24h,
  low_24h,
  volume_24h,
  time: PAIR_NOW + 25_000,
  source: 'replay',
})

/** 24 h figures in the range these markets traded at in early 2025. */
export const pairTickers: Record<string, MarketTicker> = {
  BTCUSDT: ticker('BTCUSDT', 'crypto', 94_210.5, 2.34, 95_120, 91_880.25, 18_420.532),
  SOLUSDT: ticker('SOLUSDT', 'crypto', 238.41, -1.87, 246.9, 233.12, 4_812_330.2),
  XRPUSDT: ticker('XRPUSDT', 'crypto', 2.4321, 5.62, 2.4987, 2.2874, 612_884_120),
  DOGEUSDT: ticker('DOGEUSDT', 'crypto', 0.38912, -0.42, 0.39877, 0.37741, 1_984_552_310),
  WLDUSDT: ticker('WLDUSDT', 'crypto', 2.4587, 3.11, 2.5312, 2.3304, 38_442_117),
  EURUSD: ticker('EURUSD', 'forex', 1.05132, -0.18, 1.05488, 1.04917, 91_204.5),
  XAUUSD: ticker('XAUUSD', 'gold', 2_648.35, 0.74, 2_655.9, 2_621.4, 128_340.7),
}

export const tickersOf = (symbols: string): MarketTickersResponse => ({
  source: 'replay',
  tickers: symbols
    .split(',')
    .map((s) => pairTickers[s])
    .filter((t): t is MarketTicker => !!t),
})

/** A small deterministic PRNG (mulberry32), so the screenshots never change. */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Typical move per candle, as a fraction of the price: crypto swings, forex barely moves. */
const swing: Record<string, number> = { EURUSD: 0.0006, XAUUSD: 0.0025 }
const seedOf = (s: string) => [...s].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) >>> 0

/**
 * `count` candles of `interval` ending with the one open at PAIR_NOW, a random walk (seeded by
 * the symbol) that ends at the ticker's last price; volume in base units around the 24 h pace.
 */
export function pairCandles(
  s: string,
  interval: CandleInterval,
  count = 300,
): MarketCandlesResponse {
  const tick = pairTickers[s] ?? pairTickers.BTCUSDT!
  const random = seeded(seedOf(s + interval))
  const step = INTERVAL_MS[interval]
  const scale = (swing[s] ?? 0.006) * Math.sqrt(step / 3_600_000)
  const perCandle = (tick.volume_24h * step) / 86_400_000
  const walk: number[] = [1]
  for (let i = 1; i < count; i += 1) {
    const drift = Math.sin(i / 23) * 0.15
    walk.push(walk[i - 1]! * (1 + (random() - 0.5 + drift * 0.2) * scale * 2))
  }
  const factor = tick.last / walk[walk.length - 1]!
  const lastOpen = Math.floor(PAIR_NOW / step) * step
  const candles: CandleRow[] = walk.map((w, i) => {
    const close = w * factor
    const open = i ? walk[i - 1]! * factor : close * (1 - scale / 2)
    const high = Math.max(open, close) * (1 + random() * scale * 0.6)
    const low = Math.min(open, close) * (1 - random() * scale * 0.6)
    const volume = perCandle * (0.4 + random() * 1.2)
    return [lastOpen - (count - 1 - i) * step, open, high, low, close, volume]
  })
  return { source: 'replay', symbol: s, interval, candles }
}

/** The user's bots: two on BTC/USDT (one needs attention), one on BTC/USDC the search also finds. */
export const pairBots: BotSummary[] = [
  storySummary({
    id: '7c2e0a51-0000-4000-8000-000000000001',
    kind: 'spot_grid',
    symbols: ['BTCUSDT'],
    status: 'running',
    total_pnl: '48.72',
    total_pnl_pct: 4.87,
  }),
  storySummary({
    id: '7c2e0a51-0000-4000-8000-000000000002',
    kind: 'spot_martingale',
    exchange_name: 'binance',
    symbols: ['BTCUSDT'],
    status: 'out_of_balance',
    reason: { code: 'below_running_minimum', values: { asset: 'USDT', available: '6', min: '10' } },
    investment: '500',
    total_pnl: '-6.15',
    total_pnl_pct: -1.23,
    grid_profit: null,
  }),
  storySummary({
    id: '7c2e0a51-0000-4000-8000-000000000003',
    symbols: ['BTCUSDC'],
    currency: 'USDC',
  }),
  storySummary({
    id: '7c2e0a51-0000-4000-8000-000000000004',
    market: 'forex',
    kind: 'spot_grid',
    symbols: ['EURUSD'],
    currency: 'USD',
    total_pnl: '12.4',
    total_pnl_pct: 1.24,
  }),
]

/** Every candle request the fake server was asked, newest last, so plays can check the interval. */
export const candleRequests: CandleInput[] = []

type CandleInput = RequestOf<typeof endpoints.marketCandles>
type BotInput = RequestOf<typeof endpoints.botList>

/** The pair page's calls answered as the server would, from the samples above. */
export function pairFlows(bots: BotSummary[] = pairBots) {
  return {
    loadMarketSymbols: fromPromise<
      MarketSymbolsResponse,
      RequestOf<typeof endpoints.marketSymbols>
    >(async () => pairSymbols),
    loadTickers: fromPromise<MarketTickersResponse, RequestOf<typeof endpoints.marketTickers>>(
      async ({ input }) => tickersOf(input.symbols ?? ''),
    ),
    loadMarketCandles: fromPromise<MarketCandlesResponse, CandleInput>(async ({ input }) => {
      candleRequests.push(input)
      return pairCandles(input.symbol, input.interval)
    }),
    loadFavorites: fromPromise<{ symbols: string[] }, RequestOf<typeof endpoints.marketFavorites>>(
      async () => ({
        symbols: ['XAUUSD'],
      }),
    ),
    setFavorite: fromPromise<{ symbols: string[] }, RequestOf<typeof endpoints.marketFavorite>>(
      async ({ input }) => ({ symbols: input.favorite ? [input.symbol] : [] }),
    ),
    loadBots: fromPromise<BotListResponse, BotInput>(async ({ input }) => {
      const search = input.symbol?.toUpperCase() ?? ''
      const items = bots.filter((bot) => bot.symbols.some((s) => s.includes(search)))
      return { items, total: items.length, page: 1, page_size: 20, totals: [] }
    }),
  }
}

/** Candles that fail on the first call and load on the next (Try again). */
export function failingOnce() {
  let calls = 0
  return fromPromise<MarketCandlesResponse, CandleInput>(async ({ input }) => {
    calls += 1
    candleRequests.push(input)
    if (calls === 1) throw new Error('candles unavailable')
    return pairCandles(input.symbol, input.interval)
  })
}
