import { describe, expect, it } from 'vitest'
import { backtestBasket, type BasketResult } from '../backtest/basket'
import type { Candle } from '../core/types'
import { symbolSpec } from '../exchange/specs'
import { BotConfigError, parseConfig } from './registry'
import { maxDrift, planRebalance } from './rebalance-plan'

const HOUR = 3600_000
const rules = {
  quote: 'USDT',
  tickSize: '0.01',
  stepSize: '0.01',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
}
export const specA = symbolSpec('AAAUSDT', 'spot', { ...rules, base: 'AAA' })
export const specB = symbolSpec('BBBUSDT', 'spot', { ...rules, base: 'BBB' })

/** Flat hourly candles at the given closes, so every intrabar tick is that price. */
const hourly = (...prices: number[]): Candle[] =>
  prices.map((p, i) => ({ time: i * HOUR, open: p, high: p, low: p, close: p, volume: 0 }))

const base = {
  exchange_name: 'binance',
  remaining: 100,
  holding: [
    { coin_base_asset: 'AAA', target_percent: 50 },
    { coin_base_asset: 'BBB', target_percent: 50 },
  ],
  initial_amount: 1000,
  automatic_rebalance_condition: 'periodic',
  advanced_config_period: 60,
}
const run = (config: object, a: Candle[], b: Candle[]) =>
  backtestBasket({
    kind: 'spot_rebalance',
    config,
    feeds: [
      { spec: specA, candles: a },
      { spec: specB, candles: b },
    ],
    exchange: { slippage: 0 },
  })
const fillsOf = (r: BasketResult) =>
  r.trades.map((f) => `${f.side} ${f.qty} ${f.symbol.slice(0, 3)}@${f.price}`)

describe('spot rebalance', () => {
  it('splits the initial amount, then rebalances every period back to the targets', async () => {
    const r = await run(base, hourly(10, 12, 12, 12), hourly(20, 20, 20, 20))
    // 500 / 1.001 / 10 → 49.95 AAA and 500 / 1.001 / 20 → 24.97 BBB; cash left 0.1011.
    // At 1 h AAA is worth 599.4 of 1098.9011: sell (599.4 − 549.45055) / 12 → 4.16 AAA for 49.92,
    // then the 49.97118 of cash buys 49.97118 / 1.001 / 20 → 2.49 BBB. At 2 h and 3 h the gaps are below 5 USDT.
    expect(fillsOf(r)).toEqual([
      'buy 49.95 AAA@10',
      'buy 24.97 BBB@20',
      'sell 4.16 AAA@12',
      'buy 2.49 BBB@20',
    ])
    expect(r.balances).toEqual({
      USDT: { free: '0.12138', locked: '0' },
      AAA: { free: '45.79', locked: '0' },
      BBB: { free: '27.46', locked: '0' },
    })
    expect(r.status).toBe('running')
  })

  it('waits a whole period before the first rebalance', async () => {
    const thirty = { ...base, advanced_config_period: 1440 }
    const r = await run(thirty, hourly(10, 12, 12, 12), hourly(20, 20, 20, 20))
    expect(r.trades).toHaveLength(2)
  })

  it('rebalances on threshold only when a holding drifts that far from its target', async () => {
    const threshold = {
      ...base,
      automatic_rebalance_condition: 'threshold',
      advanced_config_threshold: 5,
    }
    // AAA's weight: 11 → 52.4 %, 12 → 54.5 % (drift 4.5), 12.5 → 55.6 % (drift 5.6 ≥ 5).
    const r = await run(threshold, hourly(10, 11, 12, 12.5, 12.5), hourly(20, 20, 20, 20, 20))
    // Total 1123.8761, target 561.93805: sell 62.43695 / 12.5 → 4.99 AAA; the 62.413725 of cash then
    // falls short of BBB's 62.53805 gap, so the buy is scaled to it: 62.413725 / 1.001 / 20 → 3.11 BBB.
    expect(fillsOf(r).slice(2)).toEqual(['sell 4.99 AAA@12.5', 'buy 3.11 BBB@20'])
    expect(r.trades[2]!.time).toBe(3 * HOUR + HOUR / 4)
  })

  it('buys a coin with a trigger price only once its price reaches it, and starts the clock then', async () => {
    const trigger = {
      ...base,
      enable_option_tigger_price: true,
      trigger_prices: [{ coin_base_asset: 'AAA', price: 9 }],
    }
    const r = await run(trigger, hourly(10, 9.5, 9, 9, 9), hourly(20, 20, 20, 20, 20))
    // 500 / 1.001 / 9 = 55.50005 → 55.5 AAA, bought at the tick after 9 is reached.
    expect(fillsOf(r)).toEqual(['buy 24.97 BBB@20', 'buy 55.5 AAA@9'])
  })

  it('stops and sells everything to quote when the stop loss or take profit is reached', async () => {
    const stop = {
      ...base,
      advanced_config_period: 1440,
      enable_option_stop_tigger: true,
      stop_trigger: { stop_loss_ratio: 10, take_profit_ratio: 20 },
    }
    const down = await run(stop, hourly(10, 9.5, 8.5, 8.5), hourly(20, 19, 17, 17))
    // At 2 h AAA's first tick (8.5, BBB still 19) values the basket at 899.1061 ≤ 900: both sell on their next tick.
    expect(fillsOf(down).slice(2)).toEqual(['sell 24.97 BBB@17', 'sell 49.95 AAA@8.5'])
    expect([down.status, down.reason]).toEqual(['stopped', { code: 'stop_loss' }])
    expect(Object.keys(down.balances).map((a) => [a, down.balances[a]!.free])).toEqual([
      ['USDT', '848.317035'],
      ['AAA', '0'],
      ['BBB', '0'],
    ])
    const up = await run(stop, hourly(10, 12.5, 12.5), hourly(20, 25, 25))
    expect([up.status, up.reason]).toEqual(['stopped', { code: 'take_profit' }])
  })

  it('rejects a bad config with the schema message', async () => {
    await expect(parseConfig('spot_rebalance', { ...base, remaining: 90 })).rejects.toThrow(
      BotConfigError,
    )
    await expect(parseConfig('spot_rebalance', { ...base, remaining: 90 })).rejects.toThrow(
      'The remaining must be exactly 100',
    )
  })

  it('plans sells of over-weight and buys of under-weight holdings, and measures drift in points', () => {
    const basket = { held: { AAA: '10', BBB: '5' }, cash: '0', prices: { AAA: 10, BBB: 20 } }
    expect(maxDrift(basket, { AAA: 25, BBB: 75 })).toBe(25)
    const specs = { AAA: specA, BBB: specB }
    expect(planRebalance(basket, { AAA: 25, BBB: 75 }, specs)).toEqual({
      sells: [{ asset: 'AAA', qty: '5' }],
      buys: [{ asset: 'BBB', quote: '50' }],
    })
    expect(planRebalance(basket, { AAA: 49, BBB: 51 }, specs)).toEqual({ sells: [], buys: [] })
  })
})
