import type { Market } from '@atb/contract'

/** One symbol the replay market plays, and the recorded file it plays (see data/candles/README.md). */
export interface ReplayEntry {
  symbol: string
  market: Market
  file: string
}

/** The embedded market: four crypto pairs and WLD against USDT, one forex pair and gold. */
export const replayCatalog: readonly ReplayEntry[] = [
  { symbol: 'BTCUSDT', market: 'crypto', file: 'binance-BTC-USDT-1h-2020-2021.csv' },
  { symbol: 'SOLUSDT', market: 'crypto', file: 'binance-SOL-USDT-1h.csv' },
  { symbol: 'XRPUSDT', market: 'crypto', file: 'binance-XRP-USDT-1h.csv' },
  { symbol: 'DOGEUSDT', market: 'crypto', file: 'binance-DOGE-USDT-1h.csv' },
  { symbol: 'WLDUSDT', market: 'crypto', file: 'binance-perp-WLD-USDT-3m.csv' },
  { symbol: 'EURUSD', market: 'forex', file: 'fx-EUR-USD-15m.csv' },
  { symbol: 'XAUUSD', market: 'gold', file: 'oanda-XAU-USD-1h-2018.csv' },
]
