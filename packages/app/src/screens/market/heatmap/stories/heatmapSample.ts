import type { HeatmapPeriod, HeatmapTile, Market, MarketHeatmapResponse } from '@atb/contract'

type Row = [symbol: string, market: Market, base: string, quote: string, last: number]

/** The seven symbols the replay market really has; its forex and gold carry no volume. */
const replayRows: Row[] = [
  ['BTCUSDT', 'crypto', 'BTC', 'USDT', 96_420.5],
  ['SOLUSDT', 'crypto', 'SOL', 'USDT', 238.41],
  ['XRPUSDT', 'crypto', 'XRP', 'USDT', 1.4312],
  ['DOGEUSDT', 'crypto', 'DOGE', 'USDT', 0.3871],
  ['WLDUSDT', 'crypto', 'WLD', 'USDT', 2.184],
  ['EURUSD', 'forex', 'EUR', 'USD', 1.0523],
  ['XAUUSD', 'gold', 'XAU', 'USD', 2648.3],
]

/** Per period: [change %, quote volume] in the order of replayRows. */
const moves: Record<HeatmapPeriod, Array<[number, number]>> = {
  '1h': [
    [0.41, 78_000_000],
    [-0.86, 21_500_000],
    [0.12, 11_200_000],
    [1.92, 9_800_000],
    [-2.6, 2_100_000],
    [-0.03, 0],
    [0.18, 0],
  ],
  '24h': [
    [2.35, 1_912_000_000],
    [-3.1, 452_000_000],
    [0.42, 281_000_000],
    [6.8, 193_000_000],
    [-7.4, 38_500_000],
    [-0.12, 0],
    [0.8, 0],
  ],
  '7d': [
    [8.9, 12_400_000_000],
    [-11.2, 3_050_000_000],
    [4.1, 1_960_000_000],
    [21.7, 1_420_000_000],
    [-14.8, 262_000_000],
    [0.64, 0],
    [2.9, 0],
  ],
}

/** The replay's heatmap for a market (all when absent) and period. */
export function storyHeatmap(
  market: Market | undefined,
  period: HeatmapPeriod,
): MarketHeatmapResponse {
  const tiles: HeatmapTile[] = replayRows.flatMap(([symbol, m, base, quote, last], i) => {
    const [change, quote_volume] = moves[period][i]!
    return !market || market === m
      ? [{ symbol, market: m, base, quote, last, change, quote_volume, source: 'replay' as const }]
      : []
  })
  return { source: 'replay', period, tiles }
}

const more =
  'ETH BNB ADA AVAX LINK DOT TRX LTC BCH NEAR ATOM UNI APT ARB OP FIL ICP INJ SUI SEI TIA PEPE SHIB'

/** A live exchange's crypto heatmap with about thirty symbols and a long tail of volumes. */
export function storyManyTiles(): MarketHeatmapResponse {
  const replay = storyHeatmap('crypto', '24h').tiles
  const extra: HeatmapTile[] = more.split(' ').map((base, i) => ({
    symbol: `${base}USDT`,
    market: 'crypto',
    base,
    quote: 'USDT',
    last: 10 + i,
    change: Math.round((((i * 37) % 17) - 8 + (i % 3) / 4) * 100) / 100,
    quote_volume: Math.round(900_000_000 / (i + 1.5) ** 1.25),
    source: 'live',
  }))
  return {
    source: 'live',
    period: '24h',
    tiles: [...replay, ...extra].map((t) => ({ ...t, source: 'live' })),
  }
}
