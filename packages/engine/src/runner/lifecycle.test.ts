import { describe, expect, it } from 'vitest'
import type { Tick } from '../core/types'
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
    runner.stop('a', 'by user')
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
    runner.stop('a', 'by user')
    runner.fail('b', 'key revoked')
    // Assert
    expect(venue.openOrders('a')).toEqual([])
    expect(venue.openOrders('b')).toEqual([])
    expect([runner.bot('a')!.status, runner.bot('a')!.reason]).toEqual(['stopped', 'by user'])
    expect([runner.bot('b')!.status, runner.bot('b')!.reason]).toEqual(['error', 'key revoked'])
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
})
