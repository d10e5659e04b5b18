import { describe, expect, it } from 'vitest'
import { backtest } from '../backtest/backtest'
import { bars, coin, flat, testSpec } from './testkit'

const config = {
  ...coin,
  coin_initial_opening: 25,
  take_profit_ratio: 2,
  drop_pullback: 1,
  tp_retrectment: 0.5,
  coverage: [{ price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 5, multiply: 2 }],
}
const run = (c: object, candles: ReturnType<typeof bars>) =>
  backtest({
    kind: 'spot_martingale',
    config: c,
    candles,
    spec: testSpec(),
    exchange: { slippage: 0 },
  })
const fillsOf = (r: Awaited<ReturnType<typeof run>>) =>
  r.trades.map((f) => `${f.side} ${f.qty}@${f.price}`)

describe('spot martingale', () => {
  const path = bars(
    flat(2),
    [2, 2, 1.85, 1.85],
    [1.85, 1.9, 1.8, 1.88],
    [1.88, 2, 1.88, 1.99],
    flat(1.99),
  )

  it('covers after the drop and the pullback, trails the take profit, then starts a new cycle', async () => {
    const r = await run(config, path)
    // 25 → 12.4 @ 2; the 5 % drop to 1.85 arms coverage, the 1 % rebound from 1.8 buys 2 × 24.8 → 26.3 @ 1.88;
    // average 74.244 / 38.7 ≈ 1.9184, so 2.0 passes the 2 % take profit and 1.99 is the 0.5 % retracement.
    expect(fillsOf(r)).toEqual(['buy 12.4@2', 'buy 26.3@1.88', 'sell 38.7@1.99', 'buy 12.5@1.99'])
    expect(r.ledger.realizedPnl).toBe('2.769')
    expect(r.status).toBe('running')
  })

  it('waits for the entry price before the first order', async () => {
    const r = await run(
      { ...config, enable_option_entry_price: true, option_entry_price: 1.86 },
      path,
    )
    expect(fillsOf(r)[0]).toBe('buy 13.5@1.85') // 25 / 1.001 / 1.85 is exactly 13.5
  })

  it('uses the trailing take profit instead of the retracement when enabled', async () => {
    const trailing = {
      ...config,
      tp_retrectment: undefined,
      enable_option_tsl: true,
      option_tsl: { start: 3, gap: 1, ceiling_gap: 2 },
    }
    const r = await run(
      trailing,
      bars(flat(2), [2, 2.1, 2, 2.1], [2.1, 2.1, 2.05, 2.05], flat(2.05)),
    )
    // Trailing starts at +3 % (2.06); peak 2.1 is +5 %, so the distance is min(2, 1 × 5 / 3) ≈ 1.667 % → sell below 2.065.
    expect(fillsOf(r)).toEqual(['buy 12.4@2', 'sell 12.4@2.05', 'buy 12.1@2.05'])
  })
})
