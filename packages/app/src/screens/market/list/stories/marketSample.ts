import type { Market, MarketOverviewResponse, MarketRow, MarketTicker } from '@atb/contract'

/** The stories' clock; the replay maps its recorded candles onto the present. */
export const SAMPLE_NOW = Date.UTC(2030, 0, 20, 12, 0)

const WAVE = [0, 0.6, 0.2, -0.4, -0.1, 0.5, 0.9, 0.4, 0.7, 1.1, 0.8, 0.3, 0.6]

/** 25 hourly closes from `first` to `last`, with a small deterministic wobble on the way. */
function spark(first: number, last: number, wobble: number, digits: number): number[] {
  return Array.from({ length: 25 }, (_, i) => {
    const trend = first + ((last - first) * i) / 24
    const noise = i === 0 || i === 24 ? 0 : (WAVE[i % WAVE.length] ?? 0) * wobble
    return Number((trend + noise).toFixed(digits))
  })
}

interface Seed {
  symbol: string
  market: Market
  base: string
  quote: string
  open: number
  last: number
  high: number
  low: number
  /** Base volume over 24 h. */
  volume: number
  digits: number
}

/** The replay's seven symbols at prices of their recorded candles (engine/data/candles). */
const seeds: Seed[] = [
  {
    symbol: 'BTCUSDT',
    market: 'crypto',
    base: 'BTC',
    quote: 'USDT',
    open: 46_412.1,
    last: 47_073.73,
    high: 47_388.0,
    low: 45_902.55,
    volume: 41_208.7,
    digits: 2,
  },
  {
    symbol: 'SOLUSDT',
    market: 'crypto',
    base: 'SOL',
    quote: 'USDT',
    open: 14.02,
    last: 13.7,
    high: 14.21,
    low: 13.52,
    volume: 3_918_400,
    digits: 2,
  },
  {
    symbol: 'XRPUSDT',
    market: 'crypto',
    base: 'XRP',
    quote: 'USDT',
    open: 0.3951,
    last: 0.4039,
    high: 0.4068,
    low: 0.3932,
    volume: 214_500_000,
    digits: 4,
  },
  {
    symbol: 'DOGEUSDT',
    market: 'crypto',
    base: 'DOGE',
    quote: 'USDT',
    open: 0.1062,
    last: 0.1062,
    high: 0.1081,
    low: 0.1044,
    volume: 1_270_000_000,
    digits: 4,
  },
  {
    symbol: 'WLDUSDT',
    market: 'crypto',
    base: 'WLD',
    quote: 'USDT',
    open: 2.2875,
    last: 2.4347,
    high: 2.4512,
    low: 2.2701,
    volume: 21_650_000,
    digits: 4,
  },
  {
    symbol: 'EURUSD',
    market: 'forex',
    base: 'EUR',
    quote: 'USD',
    open: 1.05912,
    last: 1.05692,
    high: 1.06055,
    low: 1.05488,
    volume: 1_240_000,
    digits: 5,
  },
  {
    symbol: 'XAUUSD',
    market: 'gold',
    base: 'XAU',
    quote: 'USD',
    open: 3338.9,
    last: 3354.52,
    high: 3361.4,
    low: 3331.25,
    volume: 184_300,
    digits: 2,
  },
]

function rowOf(seed: Seed, favorite: boolean): MarketRow {
  const change = ((seed.last - seed.open) / seed.open) * 100
  return {
    symbol: seed.symbol,
    market: seed.market,
    base: seed.base,
    quote: seed.quote,
    last: seed.last,
    change_24h: Math.round(change * 100) / 100,
    high_24h: seed.high,
    low_24h: seed.low,
    volume_24h: seed.volume,
    quote_volume_24h: Math.round(seed.volume * seed.last),
    time: SAMPLE_NOW,
    source: 'replay',
    spark: spark(seed.open, seed.last, (seed.high - seed.low) / 6, seed.digits),
    favorite,
  }
}

/** Every sample row; BTC/USDT and XAU/USD are starred. */
export const sampleRows: MarketRow[] = seeds.map((seed) =>
  rowOf(seed, seed.symbol === 'BTCUSDT' || seed.symbol === 'XAUUSD'),
)

/** GET /market/overview for one market, as the replay answers it. */
export function sampleOverview(
  market: Market = 'crypto',
  rows: readonly MarketRow[] = sampleRows,
): MarketOverviewResponse {
  return { source: 'replay', rows: rows.filter((row) => row.market === market) }
}

/** The row of `symbol` (the samples always have it). */
export function sampleRow(symbol: string): MarketRow {
  const row = sampleRows.find((r) => r.symbol === symbol)
  if (!row) throw new Error(`no sample row ${symbol}`)
  return row
}

/** A socket ticker for `symbol` at `last`, as the live hub sends it. */
export function sampleTicker(symbol: string, last: number): MarketTicker {
  const {
    spark: _spark,
    favorite: _favorite,
    base: _b,
    quote: _q,
    quote_volume_24h: _v,
    ...ticker
  } = sampleRow(symbol)
  return { ...ticker, last, time: SAMPLE_NOW + 60_000 }
}
