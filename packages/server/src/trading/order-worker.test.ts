import { afterEach, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { CcxtAdapter } from '@atb/engine'
import { startFakeExchange } from '@atb/engine/testing'
import type { Database } from '../db'
import { botFills, botOrders, bots, notifications } from '../db/schema'
import { LocalLiveHub } from '../services/live-hub'
import { notifyRefusals } from '../services/notifications/bot-events'
import type { NotifyDeps } from '../services/notifications/notify'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import { TradingHost, type TradingHostOptions } from './host'
import { shortOf, type CoinsShort } from './order-worker'
import { access, insertBot, insertUser, venueId, wldGrid } from './testkit'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
const venues = ['binance', 'okx'] as const

describe.each(databaseKinds)('order worker on %s', (kind) => {
  let database: Database | undefined
  let fake: Fake | undefined
  const hosts: TradingHost[] = []

  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.close()
    await fake?.close()
    await database?.close()
    database = fake = undefined
  })

  async function world(venue: (typeof venues)[number]) {
    database ??= await openTestDatabase(kind)
    fake ??= await startFakeExchange({ withdrawals: false, trading: true, price: 1 })
    const keys = access()
    const url = fake.url
    const host = (extra: Partial<TradingHostOptions> = {}) => {
      const h = new TradingHost({
        db: database!.db,
        feed: new ScriptedFeed({ symbols: ['WLDUSDT'] }),
        hub: new LocalLiveHub(),
        renewEveryMs: 0,
        exchanges: {
          access: keys,
          pollEveryMs: 0,
          reconcileEveryMs: 0,
          connect: (v, credentials) =>
            new CcxtAdapter({ venue: v as 'binance' | 'okx', credentials, baseUrl: url }, v),
        },
        ...extra,
      })
      hosts.push(h)
      return h
    }
    const userId = await insertUser(database.db)
    const id = await insertBot(database.db, userId, {
      exchange: venue,
      symbols: ['WLDUSDT'],
      config: wldGrid(venue),
      allocation: { USDT: '120' },
    })
    return { db: database.db, fake, keys, host, id }
  }

  it('a futures bot stored on a connected exchange never starts there, and sends nothing (decision 093)', async () => {
    const { db, fake, host } = await world('binance')
    const userId = await insertUser(db)
    const id = await insertBot(db, userId, {
      kind: 'futures_grid',
      exchange: 'binance',
      symbols: ['WLDUSDT'],
      config: { ...wldGrid('binance'), leverage: 2, margin_type: 'crossed', direction: 'neutral' },
      allocation: { USDT: '120' },
    })
    const h = host()
    await h.start()
    await h.pollExchanges()
    expect(h.hosted()).not.toContain(id)
    const [row] = await db.select().from(bots).where(eq(bots.id, id))
    expect(row).toMatchObject({ status: 'error', reason: { code: 'exchange_unavailable' } })
    expect(posted(fake).length).toBeGreaterThan(0)
    const mine = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    expect(mine).toEqual([])
  })

  const posted = (f: Fake) =>
    f.received
      .filter((r) => r.method === 'POST' && /\/order$/.test(r.path))
      .map((r) => r.params.newClientOrderId ?? r.params.clOrdId)

  it.each(venues)(
    'sends durable intents to %s once each and books its fills once',
    async (venue) => {
      // Arrange
      const { db, fake, host, id } = await world(venue)
      const h = host()
      await h.start()
      // Act: two passes, the second after the bot answered the first pass's fills.
      await h.pollExchanges()
      await h.pollExchanges()
      // Assert
      const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
      const fills = await db.select().from(botFills).where(eq(botFills.botId, id))
      const sent = posted(fake)
      expect(sent.length).toBeGreaterThan(2)
      expect(new Set(sent).size).toBe(sent.length)
      expect(orders.filter((o) => o.status === 'filled').every((o) => o.exchangeOrderId)).toBe(true)
      expect(fills.map((f) => f.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: fills.length }, (_, i) => i + 1),
      )
      expect(new Set(fills.map((f) => f.tradeId)).size).toBe(fills.length)
      expect(fills.length).toBeGreaterThan(2)
      expect(h.snapshot(id).fillCursor).toBe(fills.length)
    },
  )

  it.each(venues)(
    'after a crash between send and record, %s is asked for the order before it is sent again',
    async (venue) => {
      // Arrange: one pass, then the record of one sent order is lost as if the process died.
      const { db, fake, host, id } = await world(venue)
      const first = host()
      await first.start()
      await first.pollExchanges()
      const [lost] = await db
        .select()
        .from(botOrders)
        .where(and(eq(botOrders.botId, id), isNotNull(botOrders.exchangeOrderId)))
        .limit(1)
      await first.close()
      hosts.splice(0)
      await db
        .update(botOrders)
        .set({ status: 'pending', exchangeOrderId: null })
        .where(eq(botOrders.clientId, lost!.clientId))
      const before = await db.select().from(botFills).where(eq(botFills.botId, id))
      // Act: a new process resumes and runs the worker again.
      const next = host()
      await next.start()
      await next.pollExchanges()
      // Assert: sent once, found again by its client id; old trades not booked twice.
      const sent = posted(fake).filter((c) => c === venueId(venue, lost!.clientId))
      expect(sent.length).toBe(1)
      const [found] = await db
        .select()
        .from(botOrders)
        .where(eq(botOrders.clientId, lost!.clientId))
      expect(found!.exchangeOrderId).toBe(lost!.exchangeOrderId)
      const after = await db.select().from(botFills).where(eq(botFills.botId, id))
      expect(new Set(after.map((f) => f.tradeId)).size).toBe(after.length)
      expect(after.length).toBeGreaterThanOrEqual(before.length)
    },
  )

  it('reports each order’s time from its journal entry to the venue’s answer', async () => {
    // Arrange: the bot's opening orders are journaled, then made three seconds old.
    const { db, fake, host, id } = await world('binance')
    const answered: { exchange: string; outcome: string; ms: number }[] = []
    const h = host({
      metrics: {
        tick() {},
        order: (exchange, outcome, ms) => answered.push({ exchange, outcome, ms }),
      },
    })
    await h.start()
    await h.flush()
    await db
      .update(botOrders)
      .set({ createdAt: sql`${botOrders.createdAt} - interval '3 seconds'` })
      .where(eq(botOrders.botId, id))
    // Act
    const started = Date.now()
    await h.pollExchanges()
    const elapsed = Date.now() - started
    // Assert: one answer per order sent, each at least the three seconds it waited.
    expect(answered.length).toBe(posted(fake).length)
    expect(answered.length).toBeGreaterThan(0)
    for (const a of answered) {
      expect(a).toMatchObject({ exchange: 'binance', outcome: 'placed' })
      expect(a.ms).toBeGreaterThanOrEqual(3000)
      expect(a.ms).toBeLessThan(3000 + elapsed + 1000)
    }
  })

  /** Each limit order of the bot with the fills booked for it. */
  async function limitOrdersWithFills(db: Database['db'], id: string) {
    const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    const fills = await db.select().from(botFills).where(eq(botFills.botId, id))
    return orders
      .filter((o) => o.type === 'limit' && o.exchangeOrderId)
      .map((o) => ({ order: o, fills: fills.filter((f) => f.clientId === o.clientId) }))
  }

  /** A limit order's fill holds the whole order: its quantity, three trades, their fees summed. */
  const whole = ({ order, fills }: Awaited<ReturnType<typeof limitOrdersWithFills>>[number]) =>
    fills.length === 1 &&
    Number(fills[0]!.qty) === Number(order.qty) &&
    fills[0]!.tradeId!.split(',').length === 3 &&
    Math.abs(Number(fills[0]!.fee) - 0.015) < 1e-9

  it('a limit order filled in three trades reaches the bot as one fill of the whole order', async () => {
    // Arrange: every limit order fills a third at each read of the trades.
    const { db, fake, host, id } = await world('binance')
    fake.state.tradeParts = 3
    const h = host()
    await h.start()
    // Act: the buy levels go out at start, the sell levels once the opening buy has filled.
    await h.pollExchanges()
    await h.pollExchanges()
    const partway = await limitOrdersWithFills(db, id)
    for (let pass = 0; pass < 4; pass++) await h.pollExchanges()
    // Assert: nothing booked for a level while part of it rested on the book …
    expect(partway.length).toBeGreaterThan(1)
    expect(partway.filter((l) => l.fills.length > 0)).toEqual([])
    // … then one fill per level with the whole order in it; never a part.
    const levels = await limitOrdersWithFills(db, id)
    const filled = levels.filter((l) => l.fills.length > 0)
    expect(filled.length).toBeGreaterThanOrEqual(partway.length)
    expect(filled.filter((l) => !whole(l))).toEqual([])
    // The counter-orders the bot placed answer whole levels: each is as large as a level.
    const sizes = new Set(partway.map((l) => Number(l.order.qty)))
    const counters = levels.filter((l) => !partway.some((p) => p.order.id === l.order.id))
    expect(counters.length).toBeGreaterThan(0)
    expect(counters.filter((c) => !sizes.has(Number(c.order.qty)))).toEqual([])
  })

  it('a cancelled order hands over the trades it had as its last fill', async () => {
    // Arrange: levels partly filled.
    const { db, fake, host, id } = await world('binance')
    fake.state.tradeParts = 3
    const h = host()
    await h.start()
    await h.pollExchanges()
    await h.pollExchanges()
    // Act: the bot stops, keeping its coins; the worker cancels the resting levels.
    await h.stop(id, 'keep')
    await h.pollExchanges()
    // Assert: each cancelled level booked what it filled, once, as one fill.
    const levels = await limitOrdersWithFills(db, id)
    expect(levels.length).toBeGreaterThan(1)
    for (const { order, fills } of levels) {
      expect(order.status).toBe('canceled')
      expect(fills).toHaveLength(1)
      const trades = fills[0]!.tradeId!.split(',').length
      expect(trades).toBeLessThan(3)
      expect(Number(fills[0]!.qty)).toBeGreaterThan(0)
      expect(Number(fills[0]!.qty)).toBeLessThan(Number(order.qty))
    }
  })

  it('trades of a part-filled order held when the process dies are read again, and booked once', async () => {
    // Arrange: levels partly filled, then the process is gone.
    const { db, fake, host, id } = await world('binance')
    fake.state.tradeParts = 3
    const first = host()
    await first.start()
    await first.pollExchanges()
    await first.pollExchanges()
    const before = await limitOrdersWithFills(db, id)
    await first.close()
    hosts.splice(0)
    // Act: a new process resumes the bot and reads the venue's trades again.
    const next = host()
    await next.start()
    for (let pass = 0; pass < 3; pass++) await next.pollExchanges()
    // Assert: the levels that rested part-filled are booked once each, whole.
    expect(before.filter((l) => l.fills.length > 0)).toEqual([])
    const after = await limitOrdersWithFills(db, id)
    const levels = after.filter((l) => before.some((b) => b.order.id === l.order.id))
    expect(levels.length).toBe(before.length)
    expect(levels.filter((l) => !whole(l))).toEqual([])
  })

  /**
   * A cancel still to send, of an order on BTCUSDT (which the fake does not list) that the bot was
   * stopped before it went out.
   */
  async function staleCancel(db: Database['db'], userId: string, botId: string) {
    const now = new Date()
    await db.insert(botOrders).values({
      botId,
      userId,
      exchange: 'binance',
      clientId: `${botId}:stale`,
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1',
      qty: '1',
      status: 'canceling',
      createdAt: now,
      updatedAt: now,
    })
  }

  it('a cancel on a market the venue does not list is done, not retried every pass', async () => {
    // Arrange: a bot stopped before its order on an unlisted market went out.
    const { db, fake, host, id } = await world('binance')
    const userId = (await db.select({ userId: bots.userId }).from(bots).where(eq(bots.id, id)))[0]!
      .userId
    await staleCancel(db, userId, id)
    const h = host()
    await h.start()
    // Act
    await h.pollExchanges()
    await h.pollExchanges()
    // Assert: settled as cancelled, and nothing about it reached the venue.
    const [row] = await db
      .select()
      .from(botOrders)
      .where(eq(botOrders.clientId, `${id}:stale`))
    expect(row!.status).toBe('canceled')
    expect(fake.received.filter((r) => r.method === 'DELETE')).toEqual([])
  })

  it("one account's failing pass does not hold up another account's orders", async () => {
    // Arrange: user B's key cannot be read, so B's pass throws; user A's grid is new.
    const { db, fake, keys, host, id } = await world('binance')
    const other = await insertUser(db)
    const credentials = keys.credentials
    keys.credentials = async (userId, exchange) => {
      if (userId === other) throw new Error('the key store did not answer')
      return credentials(userId, exchange)
    }
    const otherBot = await insertBot(db, other, {
      exchange: 'binance',
      symbols: ['WLDUSDT'],
      config: wldGrid('binance'),
      allocation: { USDT: '120' },
    })
    await staleCancel(db, other, otherBot)
    const h = host()
    await h.start()
    // Act: the pass reports B's failure …
    const failed = await h.pollExchanges().then(
      () => null,
      (error: unknown) => error,
    )
    // Assert: … after A's orders went out.
    expect(failed).not.toBeNull()
    const sent = posted(fake)
    const ours = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    expect(ours.length).toBeGreaterThan(0)
    expect(
      ours.filter((o) => sent.includes(venueId('binance', o.clientId))).length,
    ).toBeGreaterThan(0)
  })

  it.each(venues)(
    'an order %s refuses by its rules is rejected with the reason, not sent again',
    async (venue) => {
      // Arrange: the venue refuses every price as too far from the market's.
      const { db, fake, host, id } = await world(venue)
      fake.state.refuseOrders = 'PERCENT_PRICE_BY_SIDE'
      const h = host()
      await h.start()
      // Act
      await h.pollExchanges()
      await h.pollExchanges()
      // Assert
      const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
      const refused = orders.filter((o) => o.status === 'rejected')
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.map((o) => o.error)).toEqual(refused.map(() => ({ code: 'price_band' })))
      const sent = posted(fake)
      expect(new Set(sent).size).toBe(sent.length)
    },
  )

  it('a revoked key marks the connection invalid and puts the bot in error', async () => {
    // Arrange
    const { db, fake, keys, host, id } = await world('binance')
    fake.state.revoked = true
    const h = host()
    await h.start()
    // Act
    await h.pollExchanges()
    // Assert
    const [row] = await db
      .select()
      .from(bots)
      .where(and(eq(bots.id, id)))
    expect(row!.status).toBe('error')
    expect(row!.reason).toEqual({
      code: 'key_refused',
      values: { exchange: 'binance', detail: expect.stringMatching(/Invalid API-key/) },
    })
    expect(keys.invalid).toHaveLength(1)
  })

  it('stop with sell on an exchange sells what the bot bought, through the worker', async () => {
    // Arrange
    const { db, fake, host, id } = await world('binance')
    const h = host()
    await h.start()
    await h.pollExchanges()
    const [bought] = await db
      .select({ base: sql<string>`sum(case when side = 'buy' then qty else -qty end)` })
      .from(botFills)
      .where(eq(botFills.botId, id))
    // Act
    const stopped = await h.stop(id, 'sell')
    await h.pollExchanges()
    // Assert
    expect(stopped.status).toBe('stopped')
    const [close] = await db
      .select()
      .from(botOrders)
      .where(eq(botOrders.clientId, `${id}:close`))
    expect([close!.side, close!.type, close!.status]).toEqual(['sell', 'market', 'filled'])
    expect(Number(close!.qty)).toBe(Number(bought!.base))
    expect(posted(fake)).toContain(venueId('binance', `${id}:close`))
    const open = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    expect(open.filter((o) => ['pending', 'open', 'canceling'].includes(o.status))).toEqual([])
  })

  describe('faults a venue throws (issue 28)', () => {
    const live = (rows: { status: string }[]) =>
      rows.filter((o) => o.status === 'open' || o.status === 'filled')

    it('a rate limit holds that account for the venue’s wait, and no other account', async () => {
      // Arrange: A trades on binance, B on okx; binance answers A's first order with a 429.
      const { db, fake, host, id } = await world('binance')
      const other = await insertUser(db)
      const otherBot = await insertBot(db, other, {
        exchange: 'okx',
        symbols: ['WLDUSDT'],
        config: wldGrid('okx'),
        allocation: { USDT: '120' },
      })
      fake.state.faults = [{ kind: 'rate_limit', venue: 'binance', retryAfterS: 30 }]
      let now = Date.now()
      const h = host({ now: () => now })
      await h.start()
      const orders = (botId: string) =>
        db.select().from(botOrders).where(eq(botOrders.botId, botId))
      // Act and assert: B's orders go out while A waits …
      await h.pollExchanges()
      expect(live(await orders(otherBot)).length).toBeGreaterThan(0)
      expect(live(await orders(id))).toEqual([])
      const before = fake.received.filter((r) => r.path === '/api/v3/order').length
      now += 20_000
      await h.pollExchanges()
      expect(fake.received.filter((r) => r.path === '/api/v3/order').length).toBe(before)
      // … and A's go out once the 30 s are over; nothing was refused.
      now += 11_000
      await h.pollExchanges()
      expect(live(await orders(id)).length).toBeGreaterThan(0)
      expect((await orders(id)).filter((o) => o.status === 'rejected')).toEqual([])
      expect(fake.faultCounts.rate_limit).toBe(1)
    })

    it.each(venues)(
      'an order %s took whose answer timed out is asked for, never placed twice',
      async (venue) => {
        // Arrange: the venue books the first order and never answers; the client gives up.
        const { db, fake, host, id } = await world(venue)
        fake.state.faults = [{ kind: 'timeout_after_accept' }]
        const h = host({
          exchanges: {
            access: access(),
            pollEveryMs: 0,
            connect: (v, credentials) =>
              new CcxtAdapter(
                { venue: v as 'binance' | 'okx', credentials, baseUrl: fake.url, timeoutMs: 1_000 },
                v,
              ),
          },
        })
        await h.start()
        // Act
        await h.pollExchanges()
        await h.pollExchanges()
        // Assert: every order placed once, the timed-out one found by its client id.
        const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
        const sent = posted(fake)
        expect(new Set(sent).size).toBe(sent.length)
        expect(orders.filter((o) => o.status === 'rejected')).toEqual([])
        expect(live(orders.filter((o) => venueId(venue, o.clientId) === sent[0]))).toHaveLength(1)
        const lookups = fake.received.filter(
          (r) => r.method === 'GET' && /\/(api\/v3|api\/v5\/trade)\/order$/.test(r.path),
        )
        // (On a busy machine another send may time out too; each is asked for the same way.)
        expect(lookups.map((r) => r.params.origClientOrderId ?? r.params.clOrdId)).toContain(
          sent[0],
        )
      },
    )

    it.each(venues)(
      'a 5xx on %s is no refusal: the order is asked for, then sent, once',
      async (venue) => {
        const { db, fake, host, id } = await world(venue)
        fake.state.faults = [{ kind: 'server_error' }]
        const h = host()
        await h.start()
        await h.pollExchanges()
        await h.pollExchanges()
        const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
        expect(orders.filter((o) => o.status === 'rejected')).toEqual([])
        // The faulted POST reached the venue's door and was answered 5xx; the lookup found
        // nothing, so it was sent again: two POSTs of that id, one order.
        const sent = posted(fake)
        expect(sent.filter((c) => c === sent[0])).toHaveLength(2)
        expect(new Set(sent).size).toBe(sent.length - 1)
        expect(live(orders.filter((o) => venueId(venue, o.clientId) === sent[0]))).toHaveLength(1)
      },
    )

    it('a venue failing every pass for two minutes is told down once, and back when it answers', async () => {
      const { fake, host } = await world('binance')
      let now = Date.now()
      const h = host({ now: () => now })
      const told: string[] = []
      h.onVenueHealth((c) => told.push(`${c.exchange} ${c.down ? 'down' : 'back'}`))
      await h.start()
      fake.state.down = true
      // Five failed passes are not enough under two minutes, nor two minutes under five passes.
      for (let i = 0; i < 5; i++) {
        await h.pollExchanges()
        now += 20_000
      }
      expect(told).toEqual([])
      for (let i = 0; i < 3; i++) {
        now += 20_000
        await h.pollExchanges()
      }
      expect(told).toEqual(['binance down'])
      fake.state.down = false
      await h.pollExchanges()
      await h.pollExchanges()
      expect(told).toEqual(['binance down', 'binance back'])
    })

    it('orders refused for their size reach the owner in one notice, once, within the pass', async () => {
      const { db, fake, host, id } = await world('binance')
      fake.state.refuseOrders = 'NOTIONAL'
      const notify = { clock: { now: () => new Date() }, live: new LocalLiveHub() }
      const h = host({ notify: notify as unknown as NotifyDeps })
      await h.start()
      await h.pollExchanges()
      const refused = (await db.select().from(botOrders).where(eq(botOrders.botId, id))).filter(
        (o) => o.status === 'rejected',
      )
      expect(refused.length).toBeGreaterThan(1)
      expect(refused.every((o) => o.error?.code === 'min_notional')).toBe(true)
      const told = () =>
        db.select().from(notifications).where(eq(notifications.kind, 'bot.order_rejected'))
      const [notice] = await told()
      expect(notice).toMatchObject({
        link: `/bot/view/${id}`,
        params: { bot_id: id, reject: 'min_notional', count: refused.length },
      })
      // Refused again while that notice is unread: no second one.
      await notifyRefusals(notify, db, [{ botId: id, rejection: { code: 'min_notional' } }])
      expect(await told()).toHaveLength(1)
    })

    /** A bot resting levels on the venue's book, which fill at each read once the price reaches them. */
    async function resting(venue: (typeof venues)[number]) {
      const w = await world(venue)
      w.fake.state.book = true
      w.fake.state.price = 1
      const notify = { clock: { now: () => new Date() }, live: new LocalLiveHub() }
      const h = w.host({ notify: notify as unknown as NotifyDeps })
      await h.start()
      await h.pollExchanges()
      await h.pollExchanges()
      const rows = () => w.db.select().from(botOrders).where(eq(botOrders.botId, w.id))
      const open = (await rows()).filter((o) => o.status === 'open')
      expect(open.length).toBeGreaterThan(1)
      // The highest buy level: the next the price reaches.
      const next = open
        .filter((o) => o.side === 'buy')
        .sort((a, b) => Number(b.price) - Number(a.price))[0]!
      return { ...w, h, rows, open, next }
    }

    const toldOutside = (db: Database['db']) =>
      db.select().from(notifications).where(eq(notifications.kind, 'bot.order_rejected'))

    it.each(venues)(
      'an order the user cancels on %s is noticed at the next check, and its owner told',
      async (venue) => {
        const { db, fake, h, id, rows, open, next } = await resting(venue)
        // Act: the user cancels a resting level on the exchange's own site.
        expect(fake.cancelByUser(venueId(venue, next.clientId))).toBe(true)
        await h.pollExchanges()
        // Assert: that order is cancelled with the reason; the others still rest.
        const after = await rows()
        expect(after.find((o) => o.clientId === next.clientId)).toMatchObject({
          status: 'canceled',
          error: { code: 'canceled_outside' },
        })
        expect(after.filter((o) => o.status === 'open')).toHaveLength(open.length - 1)
        expect(await toldOutside(db)).toMatchObject([
          {
            link: `/bot/view/${id}`,
            params: { bot_id: id, reject: 'canceled_outside', count: 1 },
          },
        ])
        // The bot no longer counts on it: no cancel is sent for it, nothing is placed twice.
        await h.pollExchanges()
        const cancels = fake.received.filter((r) => r.method === 'DELETE' || /cancel/.test(r.path))
        expect(cancels).toEqual([])
        const ids = posted(fake)
        expect(new Set(ids).size).toBe(ids.length)
      },
    )

    it.each(venues)(
      'coins sold on %s outside the bot are noticed at the next check, and told once',
      async (venue) => {
        // Arrange: the account holds the coins the grid bought, and 1,000 WLD of the user's own.
        const { db, fake, host, id } = await world(venue)
        fake.state.book = true
        fake.state.balances = {
          USDT: { free: '500', locked: '0' },
          WLD: { free: '1000', locked: '0' },
        }
        const h = host()
        const shorts: CoinsShort[] = []
        h.onCoinsShort((short) => shorts.push(short))
        await h.start()
        await h.pollExchanges()
        await h.pollExchanges()
        const fills = await db.select().from(botFills).where(eq(botFills.botId, id))
        const counted = fills.reduce((n, f) => n + (f.side === 'buy' ? 1 : -1) * Number(f.qty), 0)
        expect(counted).toBeGreaterThan(1)
        expect(shorts).toEqual([])
        // Act: the user sells all but one WLD on the exchange's own site.
        fake.state.balances.WLD!.free = '1'
        await h.pollExchanges()
        await h.pollExchanges()
        // Assert: told once, with the venue's figure and the bot's.
        expect(shorts).toEqual([
          {
            userId: expect.any(String),
            exchange: venue,
            asset: 'WLD',
            held: '1',
            counted: String(counted),
            bots: [id],
          },
        ])
        // Put back, then sold again: told again.
        fake.state.balances.WLD!.free = String(counted)
        await h.pollExchanges()
        fake.state.balances.WLD!.free = '0'
        await h.pollExchanges()
        expect(shorts.map((s) => s.held)).toEqual(['1', '0'])
      },
    )

    it('a part-filled order the user cancels is booked with what filled, as its last fill', async () => {
      const { db, fake, h, id, rows, next } = await resting('binance')
      fake.state.tradeParts = 3
      // The level is reached: its first third fills and is held until the rest.
      fake.state.price = Number(next.price)
      await h.pollExchanges()
      expect(fake.cancelByUser(venueId('binance', next.clientId))).toBe(true)
      await h.pollExchanges()
      const gone = (await rows()).find((o) => o.clientId === next.clientId)!
      expect(gone).toMatchObject({ status: 'canceled', error: { code: 'canceled_outside' } })
      const booked = await db
        .select()
        .from(botFills)
        .where(and(eq(botFills.botId, id), eq(botFills.clientId, next.clientId)))
      expect(booked).toHaveLength(1)
      expect(Number(booked[0]!.qty)).toBeGreaterThan(0)
      expect(Number(booked[0]!.qty)).toBeLessThan(Number(gone.qty) / 2)
      expect(await toldOutside(db)).toHaveLength(1)
    })

    it.each(venues)(
      'a read %s refuses for the clock sets it from the venue’s time, once (found by the chaos run)',
      async (venue) => {
        // Arrange: levels resting on the book, nothing left to send: each pass only reads.
        const { fake, h, rows, open } = await resting(venue)
        const times = () =>
          fake.received.filter((r) => /\/(api\/v3\/time|api\/v5\/public\/time)$/.test(r.path))
            .length
        // Act: the venue's clock jumps ahead, then back.
        fake.state.clockSkewMs = 90_000
        for (let pass = 0; pass < 3; pass++) await h.pollExchanges()
        const ahead = times()
        fake.state.clockSkewMs = 0
        for (let pass = 0; pass < 3; pass++) await h.pollExchanges()
        // Assert: the clock was set once each time, and the reads went on: the levels still rest.
        expect(ahead).toBe(1)
        expect(times()).toBe(2)
        expect((await rows()).filter((o) => o.status === 'open')).toHaveLength(open.length)
      },
    )

    it.each(venues)(
      'a clock %s refuses is set from the venue’s time, and the orders go out in the same pass',
      async (venue) => {
        const { db, fake, host, id } = await world(venue)
        fake.state.clockSkewMs = 90_000
        const h = host()
        await h.start()
        await h.pollExchanges()
        // Every order the pass sent went through; none was refused for the clock.
        const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
        const sent = new Set(posted(fake))
        expect(sent.size).toBeGreaterThan(0)
        expect(orders.filter((o) => o.status === 'rejected')).toEqual([])
        expect(live(orders.filter((o) => sent.has(venueId(venue, o.clientId)))).length).toBe(
          sent.size,
        )
        expect(
          fake.received.some((r) => r.path === '/api/v3/time' || r.path === '/api/v5/public/time'),
        ).toBe(true)
      },
    )
  })
})

describe('how short counts as coins gone (issue 28)', () => {
  const count = { asset: 'WLD', qty: '100', step: '0.1', bots: [] }
  it('leaves a lot step or two taker fees of slack, and no more', () => {
    expect(shortOf(count, '99.9')).toBe(false)
    expect(shortOf(count, '99.8')).toBe(false)
    expect(shortOf(count, '99.79')).toBe(true)
    expect(shortOf({ ...count, qty: '1' }, '0.9')).toBe(false)
    expect(shortOf({ ...count, qty: '1' }, '0.89')).toBe(true)
  })
})
