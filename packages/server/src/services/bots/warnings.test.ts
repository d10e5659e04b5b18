import { describe, expect, it } from 'vitest'
import { martingaleOrders, worstCaseOf } from '@atb/contract'
import type { Fill, OrderView } from '@atb/engine'
import { dcaAt, martingaleAt, martingaleConfig, pendingOf } from '../../test/cycle-kit'
import { cycleOf } from './cycle'
import type { RuntimeSnapshot } from './runtime'
import { lowBalance, nextBuysOf } from './warnings'

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

/** The bot page's warning for a bot of `kind` with this cycle and these fills. */
const warn = (
  kind: string,
  at: RuntimeSnapshot,
  fills: Fill[] = [],
  cycle: ReturnType<typeof cycleOf> = null,
  status = 'running',
) => lowBalance(kind, status, 'USDT', at, nextBuysOf(kind, cycle, fills))

describe('the low-balance warning', () => {
  it('warns under twice the running minimum, counting quote held in open orders', () => {
    const minimum = { code: 'low_balance', asset: 'USDT', counts: 'minimum', buys_left: null }
    expect(warn('spot_grid', snapshot('15.5'))).toEqual([
      { ...minimum, available: '15.5', needed: '20' },
    ])
    expect(warn('spot_grid', snapshot('5', '14.99', [restingBuy]), [], null, 'paused')).toEqual([
      { ...minimum, available: '19.99', needed: '20' },
    ])
    expect(warn('spot_grid', snapshot('5', '15', [restingBuy]))).toEqual([])
  })

  it('warns when the free quote cannot pay for a buy as large as the last, unless buys rest already', () => {
    const last = { code: 'low_balance', asset: 'USDT', counts: 'last_buy', buys_left: null }
    expect(warn('spot_signal', snapshot('99.9'), [buy('100')])).toEqual([
      { ...last, available: '99.9', needed: '100' },
    ])
    expect(warn('spot_signal', snapshot('100'), [buy('100')])).toEqual([])
    expect(warn('spot_signal', snapshot('50', '0', [restingBuy]), [buy('100')])).toEqual([])
    // A hedged market-neutral bot buys again only in a re-hedge, paid by the short it closes.
    expect(warn('market_neutral', snapshot('30'), [buy('500')])).toEqual([])
    expect(warn('market_neutral', snapshot('15'), [buy('500')])[0]).toMatchObject({
      needed: '20',
      counts: 'minimum',
    })
  })

  it('asks a martingale that has not bought for the wizard’s worst case, all its buys', () => {
    const cycle = cycleOf('spot_martingale', martingaleAt(60_000).state, 60_000)
    const wizard = worstCaseOf(martingaleOrders(martingaleConfig, 60_000))
    expect(wizard).toBe('1515')
    expect(warn('spot_martingale', snapshot('1400'), [], cycle)).toEqual([
      {
        code: 'low_balance',
        asset: 'USDT',
        available: '1400',
        needed: wizard,
        counts: 'cycle',
        buys_left: 4,
      },
    ])
    expect(warn('spot_martingale', snapshot('1515'), [], cycle)).toEqual([])
  })

  it('asks nothing more of a martingale that has used every step (it once asked for its last buy)', () => {
    const bot = martingaleAt(50_000)
    bot.buy(pendingOf(bot.state), 50_000, '0.002', '100')
    for (const [drop, rebound, qty, quote] of [
      [49_000, 49_250, '0.004', '197'],
      [48_265, 48_600, '0.008', '388.8'],
      [47_628, 47_900, '0.016', '766.4'],
    ] as const) {
      bot.tick(drop)
      bot.tick(rebound)
      bot.buy(pendingOf(bot.state), rebound, qty, quote)
    }
    const cycle = cycleOf('spot_martingale', bot.state, 47_900)
    // 1515 − 1452.2 spent: above the minimum, short of another 766.4 buy the bot will not place.
    expect(warn('spot_martingale', snapshot('62.8'), [buy('766.4')], cycle)).toEqual([])
  })

  it('asks a DCA bot for the orders it has left at worst', () => {
    const bot = dcaAt(50_000)
    bot.tick(50_000, 0)
    bot.buy(pendingOf(bot.state), 50_000, '0.002', '100')
    bot.tick(49_000, 3_600_000)
    bot.buy(pendingOf(bot.state), 49_000, '0.002', '98')
    const cycle = cycleOf('dca', bot.state, 49_000)
    expect(warn('dca', snapshot('250'), [buy('98')], cycle)).toEqual([
      {
        code: 'low_balance',
        asset: 'USDT',
        available: '250',
        needed: '303',
        counts: 'cycle',
        buys_left: 3,
      },
    ])
  })

  it('values everything a basket holds at the runtime’s prices, and never asks it for a next buy', () => {
    const basket = (usdt: string, btc: string, xrp: string): RuntimeSnapshot => ({
      status: 'running',
      reason: null,
      prices: { BTCUSDT: 60_000, XRPUSDT: 0.5 },
      balances: {
        USDT: { free: usdt, locked: '0' },
        BTC: { free: btc, locked: '0' },
        XRP: { free: xrp, locked: '0' },
      },
      openOrders: [],
    })
    // 0.4 USDT of quote, but 360 USDT of coins: no warning, whatever its last buy was.
    expect(warn('spot_rebalance', basket('0.4', '0.003', '360'), [buy('200')])).toEqual([])
    // 6 + 6 + 0.4 = 12.4 USDT held in all, under twice the minimum.
    expect(warn('spot_rebalance', basket('0.4', '0.0001', '12'))).toEqual([
      {
        code: 'low_balance',
        asset: 'USDT',
        available: '12.4',
        needed: '20',
        counts: 'minimum',
        buys_left: null,
      },
    ])
  })

  it('says nothing for a bot that is already out of balance, stopped, or whose account is not its own', () => {
    expect(warn('spot_grid', snapshot('5'), [], null, 'out_of_balance')).toEqual([])
    expect(lowBalance('spot_grid', 'stopped', 'USDT', null, null)).toEqual([])
    const shared = { ...snapshot('5'), balances: {} }
    expect(warn('spot_grid', shared)).toEqual([])
  })
})
