import { describe, expect, it } from 'vitest'
import { D } from '../core/decimal'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { coin } from '../strategies/testkit'
import { backtest } from './backtest'
import { demoEvents } from './events'

const candles = loadCandles('binance-perp-WLD-USDT-1h.csv')
const wld = { ...coin, coin_symbol: 'WLDUSDT', coin_base_asset: 'WLD' }
const signal = {
  exchange_name: 'binance',
  signal_id: 'ma_cross_20_80',
  coverage_x: 2,
  coverage: [
    { seq: 1, amount: 20 },
    { seq: 2, amount: 40 },
  ],
  enable_option_take_profit: true,
  option_take_profit: 8,
  enable_option_stop_loss: true,
  option_stop_loss: 5,
}
const manual = {
  side: 'BUY',
  capital: { type: 0, amount: 500 },
  coinInitial: { type: 0, amount: 100 },
  takeProfit: { type: 1, amount: 10 },
  stopLoss: { type: 1, amount: 8 },
  earning: 1000,
}

const cases = [
  [
    'dca',
    {
      ...wld,
      amount: 25,
      interval_minutes: 1440,
      order_count: 30,
      enable_option_take_profit: true,
      option_take_profit: 30,
    },
  ],
  ['spot_signal', { ...signal, total_amount: 500, amount: 50 }],
  [
    'future_signal',
    {
      ...signal,
      total_amount: 500,
      coin_initial_opening: 20,
      margin_type: 'isolated',
      leverage: 3,
      mode: 'ALL',
    },
  ],
  [
    'futures_grid',
    {
      ...wld,
      number_of_grid: 30,
      coin_per_grid: 25,
      space_of_grid: 3,
      lower_price: 0.9,
      upper_price: 2.9,
      margin_type: 'crossed',
      leverage: 2,
    },
  ],
  ['spot_manual', manual],
  ['future_manual', manual],
  ['forex_manual', { ...manual, side: 'SELL' }],
  ['gold_manual', manual],
] as const

describe.each(cases)('%s on binance-perp-WLD-USDT-1h.csv', (kind, config) => {
  it('trades and its books balance', async () => {
    const futures = !['dca', 'spot_signal', 'spot_manual'].includes(kind)
    const spec = symbolSpec('WLDUSDT', futures ? 'futures' : 'spot')
    const r = await backtest({
      kind,
      config,
      candles,
      spec,
      events: demoEvents(kind, candles, 'WLDUSDT', config),
    })
    expect(r.trades.length).toBeGreaterThan(1)
    const l = r.ledger
    expect(
      new D(r.initial)
        .add(l.realizedPnl)
        .add(l.unrealizedPnl)
        .sub(l.fees)
        .add(l.funding)
        .eq(l.equity),
    ).toBe(true)
    for (const b of Object.values(r.balances)) expect(new D(b.locked).gte(0)).toBe(true)
  }, 30_000)
})
