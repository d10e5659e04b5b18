import { describe, expect, it } from 'vitest'
import { D, backtest, loadCandles, symbolSpec } from '@atb/engine'
import { performance } from './performance'
import { downsample } from './sample'

const candles = loadCandles('binance-perp-WLD-USDT-1h.csv')
const last = candles.at(-1)!
const coin = {
  exchange_name: 'paper',
  coin_symbol: 'WLDUSDT',
  coin_base_asset: 'WLD',
  coin_quote_asset: 'USDT',
}
const grid = {
  ...coin,
  number_of_grid: 30,
  coin_per_grid: 25,
  space_of_grid: 3,
  lower_price: 0.9,
  upper_price: 2.9,
}
const cases = [
  ['spot_grid', grid, 'spot'],
  ['futures_grid', { ...grid, margin_type: 'crossed', leverage: 2 }, 'futures'],
  ['dca', { ...coin, amount: 25, interval_minutes: 1440, order_count: 30 }, 'spot'],
] as const

describe.each(cases)('the performance module on a real %s backtest', (kind, config, market) => {
  it('agrees with the backtester to the last decimal, and its profit adds up', async () => {
    const r = await backtest({ kind, config, candles, spec: symbolSpec('WLDUSDT', market) })
    const { performance: p, trips } = performance({
      kind,
      allocation: { USDT: r.initial },
      quote: 'USDT',
      fills: r.trades,
      prices: { WLDUSDT: last.close },
      contractSizes: {},
      startedAt: candles[0]!.time,
      endedAt: last.time,
    })
    expect(r.trades.length).toBeGreaterThan(10)
    expect(new D(p.equity).eq(r.final)).toBe(true)
    expect(new D(p.realized_pnl).eq(new D(r.ledger.realizedPnl).add(r.ledger.funding))).toBe(true)
    expect(new D(p.fees).eq(r.ledger.fees)).toBe(true)
    const total = new D(p.realized_pnl).add(p.unrealized_pnl).sub(p.fees)
    expect(total.eq(new D(p.equity).sub(p.allocation))).toBe(true)
    expect(p.total_pnl).toBe(total.toString())
    expect(p.trade_count).toBe(r.trades.filter((f) => f.qty !== '0').length)
    if (kind !== 'dca') {
      // Every completed round trip counts, and grid profit + trend profit is the total exactly.
      const trips_ = trips.reduce((sum, t) => sum.add(t.profit), new D(0))
      expect(new D(p.grid_profit!).eq(trips_)).toBe(true)
      expect(new D(p.grid_profit!).add(p.trend_pnl!).eq(p.total_pnl)).toBe(true)
    }
    // DCA never sold on this history, so only the grids have closed round trips.
    expect(trips.length > 0).toBe(kind !== 'dca')
  }, 30_000)
})

describe('downsample', () => {
  it('keeps the first and last points and at most the maximum', () => {
    const points = Array.from({ length: 1001 }, (_, i) => i)
    const kept = downsample(points, 500)
    expect(kept).toHaveLength(500)
    expect([kept[0], kept.at(-1)]).toEqual([0, 1000])
    expect(downsample([1, 2, 3], 500)).toEqual([1, 2, 3])
  })
})
