import { describe, expect, it } from 'vitest'
import { botConfigSchemas } from '@atb/contract'
import { D } from '../core/decimal'
import type { Candle } from '../core/types'
import { backtest } from '../backtest/backtest'
import { symbolSpec } from '../exchange/specs'
import { register, runnableKinds } from '../strategies/registry'
import { coin } from '../strategies/testkit'
import type { BotEvent } from '../strategies/types'
import fc from 'fast-check'
import { aggregate, BarBuilder } from './bars'
import { expectOrdersFollowSignals, quantPath, simulateQuant } from './property-kit'
import { expectConserved, expectNonNegative } from '../strategies/property-kit'
import { RuleSignal } from './rule-signal'
import { quantStrategy } from './strategy'
import type { QuantRule } from './types'
import { propertyRuns } from '../strategies/property-kit'

const HOUR = 3_600_000
const candle = (time: number, close: number): Candle => ({
  time,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1,
})

/** Up after a rising close, flat after a falling one: enough to drive the follower. */
function toyRule(): QuantRule {
  let previous = NaN
  return {
    warmup: 1,
    bar(c) {
      const side = c.close > previous ? 'BUY' : c.close < previous ? 'SELL' : null
      previous = c.close
      return side ? { side, reason: side === 'BUY' ? 'rose' : 'fell' } : null
    },
    plot: () => ({ lines: [], shapes: [] }),
  }
}

describe('BarBuilder', () => {
  it('closes a bar when a later bar’s first price arrives, with its high, low and volume', () => {
    const b = new BarBuilder(HOUR)
    expect(b.price(0, 10)).toBeNull()
    expect(b.price(10, 12)).toBeNull()
    expect(b.price(20, 9)).toBeNull()
    expect(b.price(HOUR + 5, 11)).toEqual({
      time: 0,
      open: 10,
      high: 12,
      low: 9,
      close: 9,
      volume: 0,
    })
    // A price from an earlier bar is ignored.
    expect(b.price(30, 100)).toBeNull()
  })

  it('aggregates 15-minute candles into closed hours, leaving the forming one out', () => {
    const quarter = HOUR / 4
    const fine = Array.from({ length: 10 }, (_, i) => candle(i * quarter, 100 + i))
    const hours = aggregate(fine, HOUR)
    expect(hours).toHaveLength(2)
    expect(hours[0]).toEqual({ time: 0, open: 100, high: 104, low: 99, close: 103, volume: 4 })
    expect(hours[1]!.close).toBe(107)
  })
})

describe('RuleSignal', () => {
  it('turns a bar-close decision into a signal known when the next bar opens', () => {
    const s = new RuleSignal(toyRule(), HOUR)
    s.seed([candle(-HOUR, 100)])
    expect(s.price(0, 101)).toBeNull()
    expect(s.price(HOUR, 99)).toEqual({ side: 'BUY', time: HOUR, price: 101 })
    expect(s.plot().marks).toEqual([{ side: 'BUY', time: HOUR, price: 101, reason: 'rose' }])
  })

  it('gives the same signals from ticks as from candles', () => {
    const closes = [100, 101, 103, 102, 100, 104, 105, 101]
    const fromTicks = new RuleSignal(toyRule(), HOUR)
    const fromCandles = new RuleSignal(toyRule(), HOUR)
    const a = closes.map((p, i) => fromTicks.price(i * HOUR, p))
    const b = closes.map((p, i) => fromCandles.candle({ ...candle(i * HOUR, p), high: p, low: p }))
    expect(a).toEqual(b)
    expect(a.filter(Boolean).length).toBeGreaterThan(2)
  })
})

describe('the quant follower', () => {
  it('holds one long from BUY to SELL, sized by order_amount, and its books balance', async () => {
    if (!runnableKinds().includes('trend_following'))
      register(quantStrategy('trend_following', botConfigSchemas.trend_following))
    const closes = [100, 101, 103, 102, 100, 104, 105, 101, 99, 102]
    const candles = closes.map((p, i) => candle(i * HOUR, p))
    const source = new RuleSignal(toyRule(), HOUR)
    const events = new Map<number, BotEvent[]>()
    candles.forEach((c, i) => {
      const signal = source.candle(c)
      if (signal) events.set(i, [{ type: 'signal', symbol: 'WLDUSDT', ...signal }])
    })
    const config = {
      ...coin,
      coin_symbol: 'WLDUSDT',
      coin_base_asset: 'WLD',
      coin_quote_asset: 'USDT',
      total_amount: 1000,
      order_amount: 400,
      interval: '1h',
    }
    const r = await backtest({
      kind: 'trend_following',
      config,
      candles,
      spec: symbolSpec('WLDUSDT'),
      events,
    })
    const buys = r.trades.filter((t) => t.side === 'buy')
    const sells = r.trades.filter((t) => t.side === 'sell')
    expect(buys.length).toBeGreaterThan(1)
    // Never two entries in a row: each buy is followed by a sell before the next buy.
    const sides = r.trades.map((t) => t.side).join('')
    expect(sides).not.toContain('buybuy')
    expect(sells.length).toBeGreaterThanOrEqual(buys.length - 1)
    for (const b of buys) expect(Number(b.quote)).toBeLessThanOrEqual(400)
    const l = r.ledger
    expect(new D(r.initial).add(l.realizedPnl).add(l.unrealizedPnl).sub(l.fees).eq(l.equity)).toBe(
      true,
    )
  })
})

describe('the quant property kit', () => {
  it('runs a bot as the host does, and its checks hold for a toy rule', () => {
    if (!runnableKinds().includes('trend_following'))
      register(quantStrategy('trend_following', botConfigSchemas.trend_following))
    const config = botConfigSchemas.trend_following.validateSync({
      ...coin,
      total_amount: 1000,
      order_amount: 300,
      interval: '1h',
      enable_option_stop_loss: true,
      option_stop_loss: 2,
    })
    let traded = 0
    fc.assert(
      fc.property(quantPath, (prices) => {
        const run = simulateQuant(
          'trend_following',
          config,
          prices,
          new RuleSignal(toyRule(), HOUR),
        )
        traded += run.trades.length
        expectNonNegative(run.venue)
        expectConserved(run)
        expectOrdersFollowSignals(run)
      }),
      propertyRuns(50),
    )
    expect(traded).toBeGreaterThan(50)
  })
})
