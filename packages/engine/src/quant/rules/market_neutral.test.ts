import { describe, expect, it } from 'vitest'
import { marketNeutralSchema, type MarketNeutralConfig } from '@atb/contract'
import type { Fill } from '../../core/types'
import { perpSpecOf } from '../../exchange/specs'
import { testSpec } from '../../strategies/testkit'
import type { BotEvent, Intent } from '../../strategies/types'
import {
  CHECK_MS,
  marketNeutralStrategy as mn,
  neutralEquity,
  type NeutralState,
} from './market_neutral'

const spot = testSpec()
const perp = perpSpecOf(spot)
const HOUR = 3_600_000
/** 0.0001 per 8 h is 10.95 % a year; 0.00001 is 1.095 %; a negative rate is paid by shorts. */
const RICH = 0.0001
const THIN = 0.00001

const config = (over: Partial<MarketNeutralConfig> = {}): MarketNeutralConfig =>
  marketNeutralSchema.validateSync({
    exchange_name: 'paper',
    coin_symbol: spot.symbol,
    coin_base_asset: 'TEST',
    coin_quote_asset: 'USDT',
    total_amount: 1000,
    leverage: 1,
    min_funding_apr: 8,
    exit_funding_apr: 2,
    rebalance_percent: 20,
    ...over,
  })

const start = (over?: Partial<MarketNeutralConfig>) =>
  mn.init(config(over), {
    botId: 'b',
    symbols: [spot, perp],
    time: 0,
    prices: { [spot.symbol]: 100 },
  }).state

let seq = 0
const fill = (
  f: Partial<Fill> & Pick<Fill, 'clientId' | 'symbol' | 'side' | 'qty' | 'price'>,
): Fill => ({
  seq: ++seq,
  quote: String(Number(f.qty) * f.price),
  fee: '0',
  feeAsset: 'USDT',
  maker: false,
  time: 0,
  ...f,
})

const tick = (price: number, time: number, funding?: number): BotEvent => ({
  type: 'tick',
  symbol: funding === undefined ? spot.symbol : perp.symbol,
  time,
  price,
  ...(funding === undefined ? {} : { funding }),
})

const orders = (intents: readonly Intent[]) =>
  intents.flatMap((i) => (i.type === 'place' ? [i.order] : []))

/** Steps the bot into a 1× hedge of 4.99 TEST at 100: spot bought, short filled. */
function hedged(over?: Partial<MarketNeutralConfig>) {
  let s = start(over)
  let r = mn.step(s, tick(100, HOUR, RICH))
  const buy = orders(r.intents)[0]!
  r = mn.step(r.state, {
    type: 'fill',
    fill: fill({
      clientId: buy.clientId,
      symbol: spot.symbol,
      side: 'buy',
      qty: '4.99',
      price: 100,
    }),
  })
  const sell = orders(r.intents)[0]!
  s = mn.step(r.state, {
    type: 'fill',
    fill: fill({
      clientId: sell.clientId,
      symbol: perp.symbol,
      side: 'sell',
      qty: '4.9',
      price: 100,
      realizedPnl: '0',
    }),
  }).state
  return s
}

describe('market_neutral decisions (decision 056)', () => {
  it('waits for a perpetual tick to know the funding rate', () => {
    const s = start()
    expect(s.watch.at).toBe(-Infinity)
    const r = mn.step(s, tick(100, HOUR))
    expect(r.intents).toEqual([])
    expect(Number.isNaN(r.state.rate)).toBe(true)
  })

  it('stays flat while yearly funding is under the entry rate', () => {
    const r = mn.step(start(), tick(100, HOUR, THIN))
    expect(r.intents).toEqual([])
    expect(r.state.phase).toBe('flat')
    expect(r.state.watch).toEqual({ low: -Infinity, high: Infinity, at: HOUR + CHECK_MS })
  })

  it('buys the spot leg with its share of the capital, then shorts exactly the coins bought', () => {
    const r = mn.step(start(), tick(100, HOUR, RICH))
    // 1,000 less the 0.2 % fee reserve, half in spot at 1×.
    expect(orders(r.intents)).toEqual([
      { clientId: 'b:1', symbol: spot.symbol, side: 'buy', type: 'market', quoteQty: '499' },
    ])
    expect(r.state.phase).toBe('buying')
    const next = mn.step(r.state, {
      type: 'fill',
      fill: fill({
        clientId: 'b:1',
        symbol: spot.symbol,
        side: 'buy',
        qty: '4.94',
        price: 101,
        fee: '0.5',
      }),
    })
    // The short is floored to the perpetual's lot (0.1): 4.9 of the 4.94 coins.
    expect(orders(next.intents)).toEqual([
      { clientId: 'b:2', symbol: perp.symbol, side: 'sell', type: 'market', qty: '4.9' },
    ])
    expect(next.state.phase).toBe('shorting')
    expect(next.state.cash).toBe(String(1000 - 4.94 * 101 - 0.5))
  })

  it('splits by leverage: at 2× two thirds go to spot', () => {
    const r = mn.step(start({ leverage: 2, rebalance_percent: 20 }), tick(100, HOUR, RICH))
    expect(orders(r.intents)[0]!.quoteQty).toBe('665.33333333')
  })

  it('once hedged, waits inside the rebalance band and counts the funding it is paid', () => {
    const s = hedged()
    expect(s.phase).toBe('hedged')
    expect(s.hedgePrice).toBe(100)
    expect(s.watch).toEqual({ low: 80, high: 120, at: HOUR + CHECK_MS })
    const paid = mn.step(s, {
      type: 'fill',
      fill: fill({
        clientId: 'funding-1',
        symbol: perp.symbol,
        side: 'sell',
        qty: '0',
        price: 100,
        quote: '0',
        realizedPnl: '0.049',
      }),
    }).state
    expect(paid.funding).toBe('0.049')
    expect(Number(paid.cash)).toBeCloseTo(Number(s.cash) + 0.049, 9)
    expect(mn.step(paid, tick(110, 2 * HOUR, RICH)).intents).toEqual([])
  })

  it('closes both legs when funding falls under the exit rate', () => {
    const r = mn.step(hedged(), tick(100, 2 * HOUR, THIN))
    expect(orders(r.intents)).toEqual([
      {
        clientId: 'b:3',
        symbol: perp.symbol,
        side: 'buy',
        type: 'market',
        qty: '4.9',
        reduceOnly: true,
      },
      { clientId: 'b:4', symbol: spot.symbol, side: 'sell', type: 'market', qty: '4.9' },
    ])
    expect(r.state.phase).toBe('closing')
  })

  it('re-hedges after a 20 % move: closes the short, resizes spot to the split, shorts again', () => {
    let r = mn.step(hedged(), tick(125, 2 * HOUR, RICH))
    expect(orders(r.intents)).toEqual([
      {
        clientId: 'b:3',
        symbol: perp.symbol,
        side: 'buy',
        type: 'market',
        qty: '4.9',
        reduceOnly: true,
      },
    ])
    expect(r.state.phase).toBe('rehedging')
    r = mn.step(r.state, {
      type: 'fill',
      fill: fill({
        clientId: 'b:3',
        symbol: perp.symbol,
        side: 'buy',
        qty: '4.9',
        price: 125,
        realizedPnl: '-122.5',
      }),
    })
    // Equity 1,000 − 499 + 4.99 × 125 − 122.5 = 1,002.25; spot should hold half of 99.8 % of it.
    const before = r.state
    expect(neutralEquity(before, 125)).toBeCloseTo(1002.25, 9)
    const sell = orders(r.intents)[0]!
    expect(sell).toMatchObject({ symbol: spot.symbol, side: 'sell', type: 'market' })
    // 623.75 of spot against a target of 500.12: 0.989 TEST, floored to the 0.1 lot.
    expect(sell.qty).toBe('0.9')
    expect(before.phase).toBe('resizing')
    r = mn.step(before, {
      type: 'fill',
      fill: fill({
        clientId: sell.clientId,
        symbol: spot.symbol,
        side: 'sell',
        qty: sell.qty!,
        price: 125,
      }),
    })
    expect(orders(r.intents)[0]).toMatchObject({ symbol: perp.symbol, side: 'sell', qty: '4' })
    expect(r.state.rehedges).toBe(1)
  })

  it('unwinds what is open when a leg is refused, and waits a funding interval', () => {
    let r = mn.step(start(), tick(100, HOUR, RICH))
    r = mn.step(r.state, {
      type: 'fill',
      fill: fill({ clientId: 'b:1', symbol: spot.symbol, side: 'buy', qty: '4.99', price: 100 }),
    })
    r = mn.step(r.state, {
      type: 'rejected',
      clientId: 'b:2',
      reason: { code: 'balance' },
      time: Infinity,
    })
    expect(orders(r.intents)).toEqual([
      { clientId: 'b:3', symbol: spot.symbol, side: 'sell', type: 'market', qty: '4.9' },
    ])
    expect(r.state.retryAt).toBe(HOUR + 8 * HOUR)
    r = mn.step(r.state, {
      type: 'fill',
      fill: fill({ clientId: 'b:3', symbol: spot.symbol, side: 'sell', qty: '4.9', price: 100 }),
    })
    expect(r.state.phase).toBe('flat')
    expect(mn.step(r.state, tick(100, 2 * HOUR, RICH)).intents).toEqual([])
    expect(orders(mn.step(r.state, tick(100, 9 * HOUR, RICH)).intents)).toHaveLength(1)
  })

  it('sells the spot leg and stops when the short is liquidated', () => {
    const r = mn.step(hedged(), {
      type: 'fill',
      fill: fill({
        clientId: 'liq',
        symbol: perp.symbol,
        side: 'buy',
        qty: '4.9',
        price: 199,
        realizedPnl: '-485.1',
        liquidation: true,
      }),
    })
    expect(orders(r.intents)).toEqual([
      { clientId: 'b:3', symbol: spot.symbol, side: 'sell', type: 'market', qty: '4.9' },
    ])
    expect(r.intents.at(-1)).toEqual({ type: 'stop', reason: { code: 'liquidated' } })
    expect((r.state as NeutralState).stopped).toBe('liquidated')
  })
})
