import { describe, expect, it } from 'vitest'
import { D } from '../core/decimal'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { syntheticCandles } from '../market/synthetic'
import { alignFeeds, backtestBasket, type BasketResult } from './basket'

const wld = loadCandles('binance-perp-WLD-USDT-1h.csv')
const xrp = loadCandles('XRP-USDT-perp-1h.json')
const holding = (a: string, b: string) => [
  { coin_base_asset: a, target_percent: 60 },
  { coin_base_asset: b, target_percent: 40 },
]
const config = (a: string, b: string, mode: object) => ({
  exchange_name: 'binance',
  remaining: 100,
  holding: holding(a, b),
  initial_amount: 1000,
  ...mode,
})

/** Every asset the exchange holds equals what the fills say, and equity is that valued at the last closes. */
function checkBooks(r: BasketResult) {
  const expected = new Map<string, InstanceType<typeof D>>([['USDT', new D(r.initial)]])
  for (const f of r.trades) {
    const sign = f.side === 'buy' ? 1 : -1
    const base = f.symbol.replace('USDT', '')
    expected.set('USDT', expected.get('USDT')!.sub(new D(f.quote).mul(sign)).sub(f.fee))
    expected.set(base, (expected.get(base) ?? new D(0)).add(new D(f.qty).mul(sign)))
  }
  for (const [asset, amount] of expected) {
    const b = r.balances[asset]!
    expect(new D(b.free).gte(0) && new D(b.locked).eq(0)).toBe(true)
    expect(new D(b.free).eq(amount)).toBe(true)
  }
}

describe('spot_rebalance on recorded candles', () => {
  it('WLD 1h with a seeded synthetic second coin over all 2,160 hours, rebalanced on 2 % drift', async () => {
    const syn = symbolSpec('SYNUSDT', 'spot', {
      base: 'SYN',
      quote: 'USDT',
      tickSize: '0.0001',
      stepSize: '0.1',
      minNotional: '5',
      makerFee: '0.001',
      takerFee: '0.001',
    })
    const synthetic = syntheticCandles({
      seed: 42,
      count: wld.length,
      start: 2,
      startTime: wld[0]!.time,
      intervalMs: 3600_000,
      volatility: 0.02,
    })
    const r = await backtestBasket({
      kind: 'spot_rebalance',
      config: config('WLD', 'SYN', {
        automatic_rebalance_condition: 'threshold',
        advanced_config_threshold: 2,
      }),
      feeds: [
        { spec: symbolSpec('WLDUSDT'), candles: wld },
        { spec: syn, candles: synthetic },
      ],
    })
    expect(r.candles).toBe(2160)
    expect(r.status).toBe('running')
    expect(r.trades.length).toBeGreaterThan(50)
    checkBooks(r)
  }, 30_000)

  it('WLD and XRP 1h, XRP replayed on WLD timestamps (100 hours), rebalanced every 4 h', async () => {
    const feeds = alignFeeds([
      { spec: symbolSpec('WLDUSDT'), candles: wld },
      { spec: symbolSpec('XRPUSDT'), candles: xrp },
    ])
    const r = await backtestBasket({
      kind: 'spot_rebalance',
      config: config('WLD', 'XRP', {
        automatic_rebalance_condition: 'periodic',
        advanced_config_period: 240,
      }),
      feeds,
    })
    expect(r.candles).toBe(100)
    expect(r.trades.length).toBeGreaterThan(4)
    expect(
      r.trades.filter((f) => f.symbol === 'XRPUSDT' && f.side === 'sell').length,
    ).toBeGreaterThan(0)
    checkBooks(r)
  }, 30_000)
})
