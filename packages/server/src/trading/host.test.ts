import { afterEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { botEquity, botFills, botOrders, bots } from '../db/schema'
import { LocalLiveHub, type BotLiveEvent } from '../services/live-hub'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { ScriptedFeed, type ScriptedFeedOptions } from '../test/scripted-feed'
import { listOrders } from '../services/bots/list'
import { TradingHost } from './host'
import { gridConfig, insertBot, insertUser, rebalanceConfig, REBALANCE_SYMBOLS } from './testkit'

describe.each(databaseKinds)('trading host on %s', (kind) => {
  let database: Database | undefined
  const hosts: TradingHost[] = []

  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.close()
    await database?.close()
    database = undefined
  })

  async function world(feedOptions: ScriptedFeedOptions = {}) {
    database ??= await openTestDatabase(kind)
    const feed = new ScriptedFeed({ seed: 3, ...feedOptions })
    const hub = new LocalLiveHub()
    const clock = { now: 0 }
    const host = new TradingHost({
      db: database.db,
      feed,
      hub,
      renewEveryMs: 0,
      now: () => clock.now,
    })
    hosts.push(host)
    const userId = await insertUser(database.db)
    const events: BotLiveEvent[] = []
    hub.listen(userId, (e) => {
      if (e.type.startsWith('bot.')) events.push(e as BotLiveEvent)
    })
    return { db: database.db, feed, hub, host, userId, events, clock }
  }

  const rowOf = async (id: string) =>
    (await database!.db.select().from(bots).where(eq(bots.id, id)))[0]!

  it('persists state and paper account together, and a new host resumes exactly there', async () => {
    // Arrange
    const { db, feed, host, userId } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    feed.step(400)
    await host.flush()
    const before = host.snapshot(id)
    await host.close()
    hosts.splice(0)
    // Act
    const next = new TradingHost({ db, feed, hub: new LocalLiveHub(), renewEveryMs: 0 })
    hosts.push(next)
    await next.start()
    const after = next.snapshot(id)
    // Assert
    expect(before.pnl.trades).toBeGreaterThan(3)
    expect(after.balances).toEqual(before.balances)
    expect(after.openOrders).toEqual(before.openOrders)
    expect(after.state).toEqual(before.state)
    expect(after.fillCursor).toBe(before.fillCursor)
    expect(after.pnl).toEqual(before.pnl)
    const fills = await db.select().from(botFills).where(eq(botFills.botId, id))
    expect(fills.map((f) => f.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: before.fillCursor }, (_, i) => i + 1),
    )
  })

  it('records orders, publishes fills, status and throttled pnl', async () => {
    // Arrange
    const { db, feed, host, userId, events, clock } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    // Act
    feed.step(400)
    await host.flush()
    const framesInOneSecond = events.filter((e) => e.type === 'bot.pnl').length
    clock.now = 1000
    feed.step(1)
    await host.flush()
    // Assert
    const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    const fills = await db.select().from(botFills).where(eq(botFills.botId, id))
    expect(new Set(orders.map((o) => o.clientId)).size).toBe(orders.length)
    expect(orders.filter((o) => o.status === 'filled').length).toBeGreaterThanOrEqual(
      fills.filter((f) => !f.clientId.startsWith('funding')).length,
    )
    const fillEvents = events.filter((e) => e.type === 'bot.fill')
    expect(fillEvents).toHaveLength(fills.length)
    // Each fill carries when the host received its tick (the host's clock), for tick-to-socket latency.
    expect(fillEvents.map((e) => e.receivedAt).filter((t) => t !== 0 && t !== 1000)).toEqual([])
    // The clock stood still through 400 ticks and their fills: one PnL frame; a second later, one more.
    expect(framesInOneSecond).toBe(1)
    expect(events.filter((e) => e.type === 'bot.pnl')).toHaveLength(2)
    expect(host.snapshot(id).openOrders.length).toBeGreaterThan(0)
  })

  it('pauses, resumes, and stops keeping the coins', async () => {
    // Arrange
    const { db, feed, host, userId, events } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    feed.step(50)
    // Act
    const paused = await host.pause(id)
    const cursor = paused.fillCursor
    feed.step(20)
    const resumed = await host.resume(id)
    const stopped = await host.stop(id, 'keep')
    // Assert
    expect(paused.status).toBe('paused')
    expect(resumed.status).toBe('running')
    expect(resumed.fillCursor).toBeGreaterThanOrEqual(cursor)
    expect(stopped.status).toBe('stopped')
    expect(stopped.openOrders).toEqual([])
    const row = await rowOf(id)
    expect([row.status, row.stopMode, row.stoppedAt !== null]).toEqual(['stopped', 'keep', true])
    expect([stopped.reason, row.reason]).toEqual([{ code: 'stopped_by_user' }, stopped.reason])
    // The bot API announces the statuses a user asks for once stored; the host does not repeat them.
    expect(events.filter((e) => e.type === 'bot.status')).toEqual([])
  })

  it('stops with sell: the base is sold at market at once, durably', async () => {
    // Arrange
    const { db, feed, host, userId } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    feed.step(4)
    const btc = host.snapshot(id).balances.BTC
    expect(Number(btc?.free ?? 0) + Number(btc?.locked ?? 0)).toBeGreaterThan(0)
    // Act
    const snap = await host.stop(id, 'sell')
    // Assert
    expect(Number(snap.balances.BTC?.free ?? 0)).toBe(0)
    expect(snap.openOrders).toEqual([])
    const close = await db
      .select()
      .from(botOrders)
      .where(eq(botOrders.clientId, `${id}:close`))
    expect(close.map((o) => o.status)).toEqual(['filled'])
    expect((await rowOf(id)).stopMode).toBe('sell')
    expect((await rowOf(id)).reason).toEqual({ code: 'stopped_by_user_sold' })
  })

  it('records why the paper venue refused an order: under the minimum notional', async () => {
    // Arrange: a grid that has bought some BTC.
    const { db, feed, host, userId } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    feed.step(4)
    // Act: a sell of 0.00001 BTC (0.6 USDT), under BTCUSDT's minimum order value of 5.
    await expect(host.sell(id, '0.00001')).rejects.toMatchObject({ code: 'below_minimum_quantity' })
    await host.flush()
    // Assert: stored as the code, and the order list says it.
    const [order] = await db
      .select()
      .from(botOrders)
      .where(sql`${botOrders.clientId} like ${`${id}:sell:%`}`)
    expect([order!.status, order!.error]).toEqual(['rejected', { code: 'min_notional' }])
    const listed = await listOrders(db, userId, {
      bot_id: id,
      status: 'rejected',
      page: 1,
      page_size: 5,
    })
    expect(listed.items).toEqual([
      expect.objectContaining({ client_id: order!.clientId, rejection: { code: 'min_notional' } }),
    ])
  })

  it('puts a bot that throws in error with its message; the others keep trading', async () => {
    // Arrange
    const { db, feed, host, userId } = await world()
    const bad = await insertBot(db, userId)
    const good = await insertBot(db, userId)
    await host.start()
    feed.step(20)
    await host.close()
    hosts.splice(0)
    await db.execute(
      sql`update bots set state = jsonb_set(jsonb_set(state, '{levels}', 'null'), '{watch}', '{"low": 1e9, "high": 2e9, "at": 0}') where id = ${bad}`,
    )
    const next = new TradingHost({ db, feed, hub: new LocalLiveHub(), renewEveryMs: 0 })
    hosts.push(next)
    await next.start()
    const before = next.snapshot(good).fillCursor
    // Act
    feed.step(300)
    await next.flush()
    // Assert
    const row = await rowOf(bad)
    expect(row.status).toBe('error')
    expect(row.reason).toMatchObject({
      code: 'error',
      values: { detail: expect.stringMatching(/null|undefined/) },
    })
    expect(next.snapshot(bad).openOrders).toEqual([])
    expect(next.snapshot(good).status).toBe('running')
    expect(next.snapshot(good).fillCursor).toBeGreaterThan(before)
  })

  it('marks a running bot out of balance when its quote falls below 10, with the reason', async () => {
    // Arrange: a falling market fills every buy level, spending the whole allocation.
    const { db, feed, host, userId, events } = await world({ drift: -0.004, volatility: 0.002 })
    const id = await insertBot(db, userId, {
      config: gridConfig({ lower_price: 50_000, upper_price: 59_000 }),
      // Exactly ten buys of 100 USDT plus their 0.1 % fee.
      allocation: { USDT: '1001' },
    })
    await host.start()
    // Act
    feed.step(400)
    await host.flush()
    // Assert
    const row = await rowOf(id)
    expect(row.status).toBe('out_of_balance')
    expect(row.reason).toEqual({
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: expect.stringMatching(/^\d+(\.\d+)?$/), min: '10' },
    })
    expect(events.some((e) => e.type === 'bot.status' && e.status === 'out_of_balance')).toBe(true)
  })

  it('keeps a rebalance bot that spent its quote on its coins running, and sells every coin at a stop', async () => {
    // Arrange: issue 27's bot, 600 USDT on three coins that move apart, so it also rebalances.
    const { db, feed, host, userId, events } = await world({ symbols: REBALANCE_SYMBOLS })
    const id = await insertBot(db, userId, {
      kind: 'spot_rebalance',
      config: rebalanceConfig(),
      allocation: { USDT: '600' },
      symbols: REBALANCE_SYMBOLS,
    })
    await host.start()
    // Act
    feed.step(200)
    await host.flush()
    // Assert: it runs, though it bought (under 10 USDT left, the single-pair minimum) and rebalanced.
    const row = await rowOf(id)
    expect(row.status).toBe('running')
    expect(row.reason).toBeNull()
    expect(events.filter((e) => e.type === 'bot.status')).toEqual([])
    const snap = host.snapshot(id)
    expect(Number(snap.balances.USDT?.free ?? 0)).toBeLessThan(10)
    for (const coin of ['BTC', 'DOGE', 'SOL'])
      expect(Number(snap.balances[coin]?.free)).toBeGreaterThan(0)
    expect((snap.state as { rebalances: number }).rebalances).toBeGreaterThan(1)
    expect(Number(snap.pnl.equity)).toBeGreaterThan(500)
    expect(Object.keys(snap.prices).sort()).toEqual(REBALANCE_SYMBOLS)
    // A stop with sell sells every coin of the basket, not only the first.
    const stopped = await host.stop(id, 'sell')
    for (const coin of ['BTC', 'DOGE', 'SOL'])
      expect(Number(stopped.balances[coin]?.free ?? 0)).toBeLessThan(
        coin === 'BTC' ? 0.00001 : coin === 'DOGE' ? 1 : 0.001,
      )
    expect(Number(stopped.balances.USDT?.free)).toBeGreaterThan(500)
  })

  it('marks a rebalance bot out of balance when its whole value falls below 10', async () => {
    // Arrange: the smallest basket in a market that falls over 90 %.
    const { db, feed, host, userId } = await world({
      symbols: REBALANCE_SYMBOLS,
      drift: -0.012,
      volatility: 0.002,
    })
    const id = await insertBot(db, userId, {
      kind: 'spot_rebalance',
      config: rebalanceConfig({ initial_amount: 50 }),
      allocation: { USDT: '50' },
      symbols: REBALANCE_SYMBOLS,
    })
    await host.start()
    // Act
    feed.step(4 * 200)
    await host.flush()
    // Assert
    expect(Number(host.snapshot(id).pnl.equity)).toBeLessThan(10)
    const row = await rowOf(id)
    expect(row.status).toBe('out_of_balance')
    expect(row.reason).toMatchObject({
      code: 'holdings_below_running_minimum',
      values: { asset: 'USDT', min: '10' },
    })
  })

  it('updates the config: open orders are replaced, statistics continue', async () => {
    // Arrange
    const { db, feed, host, userId } = await world()
    const id = await insertBot(db, userId)
    await host.start()
    feed.step(100)
    const before = host.snapshot(id)
    // Act
    const after = await host.update(id, gridConfig({ number_of_grid: 5 }), 2)
    // Assert
    expect(after.pnl.trades).toBe(before.pnl.trades)
    expect(after.openOrders.length).toBeGreaterThan(0)
    expect(after.openOrders.every((o) => o.clientId.startsWith(`${id}.2:`))).toBe(true)
    expect(after.fillCursor).toBe(before.fillCursor)
  })

  it('samples equity beside buy-and-hold each feed minute and keeps the curve bounded', async () => {
    // Arrange: 4 ticks a candle, 15 s of feed time a tick: 2 days of minutes.
    const { db, feed, host, userId } = await world({ count: 3000 })
    const id = await insertBot(db, userId)
    await host.start()
    // Act
    feed.step(4 * 2 * 1440)
    await host.flush()
    const before = await db.select().from(botEquity).where(eq(botEquity.botId, id))
    await host.maintain()
    const after = await db.select().from(botEquity).where(eq(botEquity.botId, id))
    // Assert
    expect(before.length).toBeGreaterThan(2 * 1440)
    expect(after.length).toBeLessThan(1440 + 30)
    expect(after.length).toBeGreaterThan(1440)
    expect(Number(after[0]!.hold)).toBeGreaterThan(0)
    expect(Number(after[0]!.equity)).toBeGreaterThan(0)
  })
})
