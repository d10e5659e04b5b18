import { describe, expect, it } from 'vitest'
import type { Fill, OrderView } from '@atb/engine'
import type { RuntimeSnapshot } from './runtime'
import { lowBalance } from './warnings'

const buy = (quote: string): Fill => ({
  seq: 1,
  clientId: 'b1',
  symbol: 'BTCUSDT',
  side: 'buy',
  price: 60_000,
  qty: '0.001',
  quote,
  fee: '0.06',
  feeAsset: 'USDT',
  maker: false,
  time: 0,
})

const snapshot = (free: string, locked = '0', openOrders: OrderView[] = []): RuntimeSnapshot => ({
  status: 'running',
  reason: null,
  prices: { BTCUSDT: 60_000 },
  balances: { USDT: { free, locked } },
  openOrders,
})

const restingBuy: OrderView = {
  clientId: 'g1',
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: 59_000,
  qty: '0.001',
  status: 'open',
}

describe('the low-balance warning', () => {
  it('warns under twice the running minimum, counting quote held in open orders', () => {
    expect(lowBalance('dca', 'running', 'USDT', snapshot('15.5'), [])).toEqual([
      { code: 'low_balance', asset: 'USDT', available: '15.5', needed: '20' },
    ])
    expect(lowBalance('dca', 'paused', 'USDT', snapshot('5', '14.99', [restingBuy]), [])).toEqual([
      { code: 'low_balance', asset: 'USDT', available: '19.99', needed: '20' },
    ])
    expect(lowBalance('dca', 'running', 'USDT', snapshot('5', '15', [restingBuy]), [])).toEqual([])
  })

  it('warns when the free quote cannot pay for a buy as large as the last, unless buys rest already', () => {
    expect(lowBalance('dca', 'running', 'USDT', snapshot('99.9'), [buy('100')])).toEqual([
      { code: 'low_balance', asset: 'USDT', available: '99.9', needed: '100' },
    ])
    expect(lowBalance('dca', 'running', 'USDT', snapshot('100'), [buy('100')])).toEqual([])
    // A hedged market-neutral bot buys again only in a re-hedge, paid by the short it closes.
    expect(lowBalance('market_neutral', 'running', 'USDT', snapshot('30'), [buy('500')])).toEqual(
      [],
    )
    expect(lowBalance('market_neutral', 'running', 'USDT', snapshot('15'), [buy('500')])).toEqual([
      { code: 'low_balance', asset: 'USDT', available: '15', needed: '20' },
    ])
    expect(
      lowBalance('dca', 'running', 'USDT', snapshot('50', '0', [restingBuy]), [buy('100')]),
    ).toEqual([])
  })

  it('says nothing for a bot that is already out of balance, stopped, or whose account is not its own', () => {
    expect(lowBalance('dca', 'out_of_balance', 'USDT', snapshot('5'), [])).toEqual([])
    expect(lowBalance('dca', 'stopped', 'USDT', null, [])).toEqual([])
    const shared = { ...snapshot('5'), balances: {} }
    expect(lowBalance('dca', 'running', 'USDT', shared, [])).toEqual([])
  })
})
