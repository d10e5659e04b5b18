import { describe, expect, it } from 'vitest'
import type { BotReason } from '@atb/contract'
import type { Tick } from '../core/types'
import { D } from '../core/decimal'
import { PaperExchange } from '../exchange/paper'
import { parseConfig } from '../strategies/registry'
import { coin, testSpec } from '../strategies/testkit'
import { Runner } from './runner'
import { MemoryStore } from './store'

const grid = {
  ...coin,
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 1,
  upper_price: 2,
}
const ticks = (prices: number[], from = 0): Tick[] =>
  prices.map((price, i) => ({ symbol: 'TESTUSDT', time: (from + i) * 1000, price }))
const path = [1.6, 1.6, 1.8, 1.7, 1.4, 1.2, 1.3, 1.55, 1.8, 1.9, 1.45, 1.2]

async function world() {
  const venue = new PaperExchange({ symbols: [testSpec()], slippage: 0 })
  venue.tick({ symbol: 'TESTUSDT', time: 0, price: 1.6 })
  const store = new MemoryStore()
  const runner = new Runner(venue, store)
  const config = await parseConfig('spot_grid', grid)
  runner.add({
    id: 'a',
    kind: 'spot_grid',
    config,
    symbols: ['TESTUSDT'],
    time: 0,
    prices: { TESTUSDT: 1.6 },
  })
  return { venue, store, runner, config }
}

describe('runner lifecycle and paper snapshots', () => {
  it('a paper account exported and imported elsewhere trades on identically', async () => {
    // Arrange
    const one = await world()
    const two = await world()
    for (const t of ticks(path.slice(0, 6))) one.runner.tick(t)
    // Act: the second world takes the first's account and bot record.
    two.venue.importAccount('a', one.venue.exportAccount('a'))
    const copy = new Runner(two.venue, one.store)
    two.runner.detach('a')
    copy.resume()
    for (const t of ticks(path.slice(6), 6)) {
      one.runner.tick(t)
      copy.tick(t)
    }
    // Assert
    expect(two.venue.exportAccount('a')).toEqual(one.venue.exportAccount('a'))
    expect(copy.bot('a')!.fillCursor).toBe(one.runner.bot('a')!.fillCursor)
  })

  it('a paused bot ignores prices but books the fills of its resting orders', async () => {
    // Arrange
    const { venue, runner } = await world()
    const resting = venue.openOrders('a').length
    // Act: the price falls through the grid's buy levels while paused.
    runner.pause('a')
    for (const t of ticks([1.6, 1.4, 1.2, 1.1])) runner.tick(t)
    const status = runner.bot('a')!.status
    const cursor = runner.bot('a')!.fillCursor
    runner.unpause('a')
    // Assert
    expect(status).toBe('paused')
    expect(cursor).toBeGreaterThan(0)
    expect(venue.openOrders('a').length).toBeGreaterThan(0)
    expect(resting).toBeGreaterThan(0)
    expect(runner.bot('a')!.status).toBe('running')
  })

  it('a paused bot places no new order; what its fills asked for goes out when it resumes', async () => {
    // Arrange
    const { venue, runner, store } = await world()
    const before = venue.openOrders('a').map((o) => o.clientId)
    // Act: buy levels fill while paused, then the bot resumes.
    runner.pause('a')
    for (const t of ticks([1.6, 1.4, 1.2, 1.1])) runner.tick(t)
    const whilePaused = venue.openOrders('a').map((o) => o.clientId)
    const held = store.load('a')!.outbox
    runner.unpause('a')
    const after = venue.openOrders('a').map((o) => o.clientId)
    // Assert: while paused only fewer of the same orders rest, the new ones wait in the durable
    // outbox, and they rest on the book once it runs again.
    expect(whilePaused.length).toBeLessThan(before.length)
    expect(whilePaused.every((id) => before.includes(id))).toBe(true)
    expect(held.length).toBeGreaterThan(0)
    expect(held.every((intent) => intent.type === 'place')).toBe(true)
    const placed = held.flatMap((i) => (i.type === 'place' ? [i.order.clientId] : []))
    expect(placed.every((id) => after.includes(id))).toBe(true)
    expect(runner.bot('a')!.outbox).toEqual([])
  })

  it('orders a paused bot held back never go out if it stops', async () => {
    // Arrange
    const { venue, runner } = await world()
    runner.pause('a')
    for (const t of ticks([1.6, 1.4, 1.2, 1.1])) runner.tick(t)
    const held = runner.bot('a')!.outbox.length
    // Act
    runner.stop('a', { code: 'stopped_by_user' })
    runner.unpause('a')
    // Assert
    expect(held).toBeGreaterThan(0)
    expect(runner.bot('a')!.outbox).toEqual([])
    expect(venue.openOrders('a')).toEqual([])
  })

  it('stop cancels the open orders; fail puts the bot in error with the reason', async () => {
    // Arrange
    const { venue, runner, config } = await world()
    runner.add({
      id: 'b',
      kind: 'spot_grid',
      config,
      symbols: ['TESTUSDT'],
      time: 0,
      prices: { TESTUSDT: 1.6 },
    })
    // Act
    const refused: BotReason = {
      code: 'key_refused',
      values: { exchange: 'binance', detail: 'revoked' },
    }
    runner.stop('a', { code: 'stopped_by_user' })
    runner.fail('b', refused)
    // Assert
    expect(venue.openOrders('a')).toEqual([])
    expect(venue.openOrders('b')).toEqual([])
    expect([runner.bot('a')!.status, runner.bot('a')!.reason]).toEqual([
      'stopped',
      { code: 'stopped_by_user' },
    ])
    expect([runner.bot('b')!.status, runner.bot('b')!.reason]).toEqual(['error', refused])
  })

  it('reconfigure replaces the orders under new client ids and keeps the cursor', async () => {
    // Arrange
    const { venue, runner } = await world()
    for (const t of ticks(path.slice(0, 6))) runner.tick(t)
    const cursor = runner.bot('a')!.fillCursor
    const config = await parseConfig('spot_grid', { ...grid, number_of_grid: 2 })
    // Act
    runner.reconfigure('a', config, 'a.2', { time: 6000, prices: { TESTUSDT: 1.2 } })
    // Assert
    const open = venue.openOrders('a')
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((o) => o.clientId.startsWith('a.2:'))).toBe(true)
    expect(runner.bot('a')!.fillCursor).toBe(cursor)
  })

  it('an edit of a grid holding its coins sends no market order, and the plan is what it sends', async () => {
    // Arrange: the grid bought its sells' base at the start and trades on.
    const { venue, runner, config } = await world()
    for (const t of ticks(path.slice(0, 3))) runner.tick(t)
    const base = venue.balances('a').TEST!
    const held = new D(base.free).add(base.locked)
    // Act: the same settings again at 1.8, where more levels are buys.
    const ctx = { time: 3000, prices: { TESTUSDT: 1.8 } }
    const plan = runner.plan('a', config, 'a.2', ctx)!
    runner.reconfigure('a', config, 'a.2', ctx)
    // Assert: the base the one sell left needs is held, so only limit orders go out, as planned.
    expect(held.gt(0)).toBe(true)
    const placed = plan.intents.flatMap((i) => (i.type === 'place' ? [i.order] : []))
    expect(placed.filter((o) => o.type === 'market')).toEqual([])
    expect(
      venue
        .openOrders('a')
        .map((o) => [o.clientId, o.type, o.side, o.price, o.qty])
        .sort(),
    ).toEqual(placed.map((o) => [o.clientId, o.type, o.side, o.price, o.qty]).sort())
  })

  it('an edit buys only what the new sell levels need beyond what the bot holds', async () => {
    // Arrange: the opening buy has filled.
    const { venue, runner } = await world()
    runner.tick(ticks([1.6], 1)[0]!)
    const { free, locked } = venue.balances('a').TEST!
    const held = new D(free).add(locked)
    // Levels 1.5 to 2.5: at 1.6 four sells, 47.8 TEST, and no buy.
    const wider = await parseConfig('spot_grid', { ...grid, lower_price: 1.5, upper_price: 2.5 })
    const at = { time: 1000, prices: { TESTUSDT: 1.6 } }
    const none = { base: '0', cash: '100', fees: '0' }
    const fresh = runner.plan('a', wider, 'x', { ...at, holdings: none })!
    // Act
    const plan = runner.reconfigure('a', wider, 'a.2', at)!
    // Assert: a new bot on these settings would buy for every sell level; this one buys the rest.
    const buys = (p: typeof plan) =>
      p.intents.flatMap((i) => (i.type === 'place' && i.order.type === 'market' ? [i.order] : []))
    const needs = new D(buys(fresh)[0]!.qty!)
    expect(held.gt(0)).toBe(true)
    expect(buys(plan).map((o) => [o.side, o.qty])).toEqual([['buy', needs.sub(held).toFixed()]])
    expect(plan.cancels.map((o) => o.clientId).every((id) => id.startsWith('a:'))).toBe(true)
    expect(venue.openOrders('a').filter((o) => o.type === 'market')).toHaveLength(1)
    // Once it fills, the sells it held back rest too: every level the plan listed.
    runner.tick(ticks([1.6], 2)[0]!)
    const limits = [...plan.intents, ...plan.then].flatMap((i) =>
      i.type === 'place' && i.order.type === 'limit'
        ? [[i.order.side, i.order.price, i.order.qty]]
        : [],
    )
    expect(limits.some(([side]) => side === 'sell')).toBe(true)
    expect(venue.openOrders('a').map((o) => [o.side, o.price, o.qty])).toEqual(
      expect.arrayContaining(limits),
    )
    expect(venue.openOrders('a')).toHaveLength(limits.length)
  })
})
