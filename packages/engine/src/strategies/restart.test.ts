import { describe, expect, it } from 'vitest'
import type { Fill } from '../core/types'
import { futuresGrid, spotGrid, type GridState } from './grid'
import { spotMartingale, type MartingaleState } from './martingale'
import { parseConfig } from './registry'
import { coin, testSpec } from './testkit'
import type { BotContext, Holdings, Intent, Restart } from './types'

/** Levels 1, 1.25, 1.5, 1.75 and 2; at 1.6 the 1.5 level stays empty, 1.75 and 2 sell 14.2 + 12.5. */
const grid = {
  ...coin,
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 1,
  upper_price: 2,
}
const NEEDED = '26.7'

const held = (base: string, cash = '60'): Holdings => ({ base, cash, fees: '0' })
const ctx = (kind: 'spot' | 'futures', from?: Restart): BotContext => ({
  botId: 'a.2',
  symbols: [testSpec(kind)],
  time: 0,
  prices: { TESTUSDT: 1.6 },
  ...(from ? { from } : {}),
})
const orders = (intents: readonly Intent[]) =>
  intents.flatMap((i) =>
    i.type === 'place'
      ? [`${i.order.type} ${i.order.side} ${i.order.qty}@${i.order.price ?? '-'}`]
      : [],
  )
const market = (intents: readonly Intent[]) => orders(intents).filter((o) => o.startsWith('market'))

async function spotStart(holdings?: Holdings) {
  const config = await parseConfig('spot_grid', grid)
  const fresh = spotGrid.init(config as never, ctx('spot'))
  const from = holdings ? { holdings, state: fresh.state } : undefined
  return spotGrid.init(config as never, ctx('spot', from))
}

const fillOf = (intent: Intent, price: number): Fill => {
  if (intent.type !== 'place') throw new Error('not an order')
  const qty = intent.order.qty!
  return {
    seq: 1,
    clientId: intent.order.clientId,
    symbol: 'TESTUSDT',
    side: intent.order.side,
    price,
    qty,
    quote: String(Number(qty) * price),
    fee: '0',
    feeAsset: 'USDT',
    maker: false,
    time: 1000,
  }
}

describe('a grid restarted by an edit starts from what its account holds', () => {
  it('a new grid buys the base for every sell level at market, the sells waiting for it', async () => {
    const { intents } = await spotStart()
    expect(orders(intents)).toEqual([
      `market buy ${NEEDED}@-`,
      'limit buy 25@1',
      'limit buy 20@1.25',
    ])
  })

  it('holding enough base, it sends no market order and places every level at once', async () => {
    const { intents, state } = await spotStart(held(NEEDED))
    expect(market(intents)).toEqual([])
    expect(orders(intents)).toEqual([
      'limit buy 25@1',
      'limit buy 20@1.25',
      'limit sell 14.2@1.75',
      'limit sell 12.5@2',
    ])
    expect(state.holdings.base).toBe(NEEDED)
    // Its take profit and stop loss count from what it is worth now: 60 + 26.7 × 1.6.
    expect(state.invest).toBe('102.72')
  })

  it('holding part of it, it buys only the shortfall', async () => {
    const { intents } = await spotStart(held('20'))
    expect(market(intents)).toEqual(['market buy 6.7@-'])
  })

  it('buys a shortfall under the pair’s minimum order value up to that minimum', async () => {
    // 0.5 × 1.6 = 0.8 USDT is under the 5 USDT minimum: 3.2 (5.12 USDT) covers the sells.
    const { intents } = await spotStart(held('26.2'))
    expect(market(intents)).toEqual(['market buy 3.2@-'])
  })

  it('holding too much, it sells the surplus first and its buys wait for the cash', async () => {
    const { intents, state } = await spotStart(held('40', '20'))
    expect(orders(intents)).toEqual([
      'market sell 13.3@-',
      'limit sell 14.2@1.75',
      'limit sell 12.5@2',
    ])
    const sold = spotGrid.step(state as GridState, {
      type: 'fill',
      fill: fillOf(intents[0]!, 1.6),
    })
    expect(orders(sold.intents)).toEqual(['limit buy 25@1', 'limit buy 20@1.25'])
  })

  it('keeps a surplus worth less than the pair’s minimum (2 × 1.6 < 5 USDT)', async () => {
    const { intents } = await spotStart(held('28.7'))
    expect(market(intents)).toEqual([])
  })

  it('a long futures grid holding its position opens nothing more', async () => {
    const config = await parseConfig('futures_grid', {
      ...grid,
      direction: 'long',
      leverage: 2,
      margin_type: 'isolated',
    })
    const fresh = futuresGrid.init(config as never, ctx('futures'))
    // 50 notional per grid: 28.5 at 1.75 and 25 at 2.
    expect(market(fresh.intents)).toEqual(['market buy 53.5@-'])
    const edit = futuresGrid.init(
      config as never,
      ctx('futures', { holdings: held('53.5', '-25'), state: fresh.state }),
    )
    expect(market(edit.intents)).toEqual([])
  })

  it('a short futures grid trades the difference to the short its buy levels need', async () => {
    const config = await parseConfig('futures_grid', {
      ...grid,
      direction: 'short',
      leverage: 2,
      margin_type: 'isolated',
    })
    const fresh = futuresGrid.init(config as never, ctx('futures'))
    // Buy levels at 1 and 1.25: 50 and 40 contracts.
    expect(market(fresh.intents)).toEqual(['market sell 90@-'])
    const more = { holdings: held('-100', '300'), state: fresh.state }
    expect(market(futuresGrid.init(config as never, ctx('futures', more)).intents)).toEqual([
      'market buy 10@-',
    ])
    const less = { holdings: held('-60', '200'), state: fresh.state }
    expect(market(futuresGrid.init(config as never, ctx('futures', less)).intents)).toEqual([
      'market sell 30@-',
    ])
  })

  it('a neutral futures grid keeps the position it holds', async () => {
    const config = await parseConfig('futures_grid', {
      ...grid,
      leverage: 2,
      margin_type: 'isolated',
    })
    const fresh = futuresGrid.init(config as never, ctx('futures'))
    const edit = futuresGrid.init(
      config as never,
      ctx('futures', { holdings: held('30', '0'), state: fresh.state }),
    )
    expect(market(edit.intents)).toEqual([])
    expect((edit.state as GridState).holdings.base).toBe('30')
  })
})

describe('a martingale restarted by an edit keeps the cycle it holds', () => {
  const martingale = {
    ...coin,
    coin_initial_opening: 25,
    take_profit_ratio: 2,
    drop_pullback: 1,
    tp_retrectment: 0.5,
    coverage: [{ price_unit: 'DYNAMIC', multiply_unit: 'DYNAMIC', price_drop: 5, multiply: 2 }],
  }
  const start = async (from?: (s: MartingaleState) => Restart) => {
    const config = await parseConfig('spot_martingale', martingale)
    const fresh = spotMartingale.init(config as never, ctx('spot'))
    return spotMartingale.init(config as never, ctx('spot', from?.(fresh.state)))
  }

  it('holding the cycle’s coins, it buys nothing and carries the cycle’s cost', async () => {
    const { intents, state } = await start((fresh) => ({
      holdings: held('12.4', '75'),
      state: { ...fresh, phase: 'holding', cost: '24.8', bought: '12.4', avg: 2, steps: 0 },
    }))
    expect(intents).toEqual([])
    expect(state).toMatchObject({ phase: 'holding', cost: '24.8', bought: '12.4', avg: 2 })
  })

  it('holding coins another state booked, it values them at the price now', async () => {
    const { intents, state } = await start((fresh) => ({
      holdings: held('10', '75'),
      state: { botId: 'a', seq: 3, watch: fresh.watch, stopped: null },
    }))
    expect(intents).toEqual([])
    expect(state).toMatchObject({ phase: 'holding', cost: '16', bought: '10', avg: 1.6 })
  })

  it('holding no coins (or dust), it opens a new cycle with its first buy', async () => {
    const none = await start((fresh) => ({ holdings: held('0', '100'), state: fresh }))
    const dust = await start((fresh) => ({ holdings: held('1', '100'), state: fresh }))
    for (const { intents } of [none, dust])
      expect(intents).toMatchObject([{ type: 'place', order: { side: 'buy', quoteQty: '25' } }])
  })
})
