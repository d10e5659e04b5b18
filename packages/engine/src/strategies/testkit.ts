import type { Candle } from '../core/types'
import { symbolSpec } from '../exchange/specs'

/** A symbol with round numbers for hand-checked scenarios. */
export const testSpec = (kind: 'spot' | 'futures' = 'spot') =>
  symbolSpec('TESTUSDT', kind, {
    base: 'TEST',
    quote: 'USDT',
    tickSize: '0.01',
    stepSize: '0.1',
    minNotional: '5',
    makerFee: '0.001',
    takerFee: '0.001',
  })

/** Candles from [open, high, low, close] rows, one minute apart. */
export const bars = (...rows: [number, number, number, number][]): Candle[] =>
  rows.map(([open, high, low, close], i) => ({
    time: i * 60_000,
    open,
    high,
    low,
    close,
    volume: 0,
  }))

export const flat = (price: number): [number, number, number, number] => [
  price,
  price,
  price,
  price,
]

export const coin = {
  exchange_name: 'binance',
  coin_symbol: 'TESTUSDT',
  coin_base_asset: 'TEST',
  coin_quote_asset: 'USDT',
}
