import { describe, expect, it } from 'vitest'
import { backtest } from '../backtest/backtest'
import { bars, coin, flat, testSpec } from './testkit'

const grid = {
  ...coin,
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 1,
  upper_price: 2,
}
const fillsOf = (r: Awaited<ReturnType<typeof backtest>>) =>
  r.trades.map((f) => `${f.side} ${f.qty}@${f.price}`)
const run = (
  config: object,
  candles: ReturnType<typeof bars>,
  kind: 'spot_grid' | 'futures_grid' = 'spot_grid',
) =>
  backtest({
    kind,
    config,
    candles,
    spec: testSpec(kind === 'spot_grid' ? 'spot' : 'futures'),
    exchange: { slippage: 0 },
  })

describe('spot grid', () => {
  const path = bars(flat(1.6), [1.6, 1.8, 1.6, 1.8], [1.8, 1.8, 1.2, 1.2])

  it('buys inventory for the upper levels, then trades level to level', async () => {
    const r = await run(grid, path)
    expect(fillsOf(r)).toEqual(['buy 26.7@1.6', 'sell 14.2@1.75', 'buy 14.2@1.5', 'buy 20@1.25'])
    expect(r.status).toBe('running')
    // (1.75 − 1.5) × 14.2 for the one completed round trip
    expect(r.gridProfit).toBe('3.55')
    expect(r.ledger.position).toBe('46.7')
    // 0.1 % of 42.72 + 24.85 + 21.3 + 25
    expect(r.ledger.fees).toBe('0.11387')
  })

  it('spaces geometric grids by ratio', async () => {
    const r = await run({ ...grid, grid_mode: 'geometric' }, bars(flat(1.6)))
    // Levels 1, 1.19, 1.41, 1.68, 2: 1.68 is nearest 1.6 and stays empty, so only 2 needs inventory (25 / 2).
    expect(fillsOf(r)).toEqual(['buy 12.5@1.6'])
  })

  it('stops at the stop loss price: cancels its orders and sells everything', async () => {
    const r = await run({ ...grid, enable_option_stop_loss: true, option_stop_loss: 1.1 }, [
      ...path,
      ...bars([1.2, 1.2, 1.05, 1.05]),
    ])
    expect(fillsOf(r).slice(4)).toEqual(['sell 46.7@1.05'])
    expect(r.status).toBe('stopped')
    expect(r.reason).toEqual({ code: 'stop_loss' })
    expect(r.ledger.position).toBe('0')
    expect(r.balances.TEST).toEqual({ free: '0', locked: '0' })
    expect(r.balances.USDT!.locked).toBe('0')
  })

  it('takes profit after the configured number of round trips', async () => {
    const r = await run({ ...grid, enable_option_profit_times: true, option_profit_times: 1 }, path)
    expect(r.reason).toEqual({ code: 'take_profit' })
    expect(r.status).toBe('stopped')
    // The round trip completes on the 1.2 tick; the 1.25 buy is cancelled and the close fills on the next tick.
    expect(fillsOf(r)).toEqual(['buy 26.7@1.6', 'sell 14.2@1.75', 'buy 14.2@1.5', 'sell 26.7@1.2'])
    expect(r.balances.USDT!.locked).toBe('0')
  })

  it('rejects a bad config with the schema message', async () => {
    await expect(run({ ...grid, number_of_grid: 150 }, path)).rejects.toThrow(
      'The number of grids must be at most 149',
    )
  })
})

describe('futures grid', () => {
  it('a neutral grid opens shorts above and longs below without an opening order', async () => {
    const config = { ...grid, margin_type: 'isolated', leverage: 2 }
    const r = await run(
      config,
      bars(flat(1.6), [1.6, 1.8, 1.6, 1.8], [1.8, 1.8, 1.7, 1.7]),
      'futures_grid',
    )
    // 25 margin × 2 leverage / 1.75 → 28.5 contracts short, its buy-back waits at 1.5
    expect(fillsOf(r)).toEqual(['sell 28.5@1.75'])
    expect(r.ledger.position).toBe('-28.5')
    expect(r.ledger.unrealizedPnl).toBe('1.425')
  })
})
