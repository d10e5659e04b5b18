import { describe, expect, it } from 'vitest'
import * as yup from 'yup'
import type { Tick } from '../core/types'
import { PaperExchange } from '../exchange/paper'
import { NEVER, draft, noop, placeIntent, stopWith } from '../strategies/common'
import { parseConfig, register } from '../strategies/registry'
import { coin, testSpec } from '../strategies/testkit'
import type { BotState } from '../strategies/types'
import { Runner } from './runner'
import { MemoryStore, type BotRecord } from './store'

const grid = {
  ...coin,
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 1,
  upper_price: 2,
}
const path = [1.6, 1.6, 1.8, 1.7, 1.4, 1.2, 1.3, 1.55, 1.8, 1.9, 1.45, 1.2]
const ticks = (prices: number[], from = 0): Tick[] =>
  prices.map((price, i) => ({ symbol: 'TESTUSDT', time: (from + i) * 1000, price }))

async function world(store = new MemoryStore()) {
  const venue = new PaperExchange({ symbols: [testSpec()], slippage: 0 })
  venue.tick({ symbol: 'TESTUSDT', time: 0, price: 1.6 })
  const fills = new Map<string, number>()
  const hooks = { onFill: (id: string) => fills.set(id, (fills.get(id) ?? 0) + 1) }
  const runner = new Runner(venue, store, hooks)
  const config = await parseConfig('spot_grid', grid)
  const add = (id: string) =>
    runner.add({
      id,
      kind: 'spot_grid',
      config,
      symbols: ['TESTUSDT'],
      time: 0,
      prices: { TESTUSDT: 1.6 },
    })
  return { venue, runner, store, add, fills, hooks }
}

const ordersOf = (venue: PaperExchange, id: string) =>
  venue
    .openOrders(id)
    .map((o) => `${o.clientId} ${o.side}@${o.price ?? 'mkt'}`)
    .sort()

/** Throws once, on the first save that matches, after that save has landed: a crash between two writes. */
class CrashingStore extends MemoryStore {
  armed: ((r: BotRecord) => boolean) | null = null
  override save(record: BotRecord) {
    super.save(record)
    if (this.armed?.(record)) {
      this.armed = null
      throw new Error('crash')
    }
  }
}

describe('runner', () => {
  it('runs many bots on one shared feed and they trade identically', async () => {
    const { venue, runner, add, fills } = await world()
    for (const id of ['a', 'b', 'c']) add(id)
    for (const t of ticks(path)) runner.tick(t)
    const counts = ['a', 'b', 'c'].map((id) => fills.get(id))
    expect(counts[0]).toBeGreaterThan(3)
    expect(new Set(counts).size).toBe(1)
    expect(ordersOf(venue, 'a').map((o) => o.slice(2))).toEqual(
      ordersOf(venue, 'c').map((o) => o.slice(2)),
    )
  })

  it.each([
    [
      'after writing intents, before sending them',
      (r: BotRecord) => r.outbox.length > 0 && r.state.seq > 6,
    ],
    [
      'after sending intents, before clearing them',
      (r: BotRecord) => r.outbox.length === 0 && r.state.seq > 6,
    ],
  ])('resumes after a crash %s without duplicate orders', async (_when, crashOn) => {
    const reference = await world()
    reference.add('bot')
    for (const t of ticks(path)) reference.runner.tick(t)

    const store = new CrashingStore()
    const first = await world(store)
    first.add('bot')
    store.armed = crashOn
    let crashedAt = -1
    const all = ticks(path)
    for (let i = 0; i < all.length && crashedAt < 0; i++) {
      try {
        first.runner.tick(all[i]!)
      } catch {
        crashedAt = i
      }
    }
    expect(crashedAt).toBeGreaterThan(0)
    const restarted = new Runner(first.venue, store, first.hooks)
    expect(restarted.resume().map((r) => r.id)).toEqual(['bot'])
    for (const t of all.slice(crashedAt + 1)) restarted.tick(t)
    expect(ordersOf(first.venue, 'bot')).toEqual(ordersOf(reference.venue, 'bot'))
    // Every fill reached the bot exactly once across the crash.
    expect(first.fills.get('bot')).toBe(reference.fills.get('bot'))
    expect(restarted.bot('bot')!.state).toEqual(reference.runner.bot('bot')!.state)
  })

  it('stops a bot that throws, records the error and keeps the others running', async () => {
    register({
      kind: 'advanced',
      market: 'spot',
      schema: yup.object({}),
      account: () => ({ balances: { USDT: '100' } }),
      init: (_c, ctx) =>
        noop<BotState>({
          botId: ctx.botId,
          seq: 0,
          stopped: null,
          watch: { low: 1.3, high: Infinity, at: Infinity },
        }),
      step: () => {
        throw new Error('strategy bug')
      },
    })
    const { runner, add, fills } = await world()
    add('good')
    runner.add({
      id: 'bad',
      kind: 'advanced',
      config: {},
      symbols: ['TESTUSDT'],
      time: 0,
      prices: { TESTUSDT: 1.6 },
    })
    for (const t of ticks(path)) runner.tick(t)
    expect(runner.bot('bad')).toMatchObject({
      status: 'error',
      reason: { code: 'error', values: { detail: 'strategy bug' } },
    })
    expect(runner.bot('good')).toMatchObject({ status: 'running' })
    expect(fills.get('good')).toBeGreaterThan(3)
  })
  it('hands a strategy the venue’s refusal as a code: an order under the minimum notional', async () => {
    // Arrange: a strategy that buys 1 TEST at 1.5 (1.5 USDT; the pair's minimum is 5) and stops
    // with whatever the venue answered.
    register({
      kind: 'advanced',
      market: 'spot',
      schema: yup.object({}),
      account: () => ({ balances: { USDT: '100' } }),
      init: (_c, ctx) => {
        const state: BotState = { botId: ctx.botId, seq: 0, stopped: null, watch: NEVER }
        const { intent } = placeIntent(state, {
          symbol: 'TESTUSDT',
          side: 'buy',
          type: 'limit',
          price: 1.5,
          qty: '1',
        })
        return { state, intents: [intent] }
      },
      step: (state, event) =>
        event.type === 'rejected'
          ? stopWith(
              draft(state),
              { code: 'order_rejected', values: { reject: event.reason.code } },
              [],
            )
          : noop(state),
    })
    const { runner } = await world()
    // Act
    runner.add({
      id: 'small',
      kind: 'advanced',
      config: {},
      symbols: ['TESTUSDT'],
      time: 0,
      prices: { TESTUSDT: 1.6 },
    })
    // Assert
    expect(runner.bot('small')).toMatchObject({
      status: 'stopped',
      reason: { code: 'order_rejected', values: { reject: 'min_notional' } },
    })
  })
})
