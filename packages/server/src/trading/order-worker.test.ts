import { afterEach, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { CcxtAdapter } from '@atb/engine'
import { fakeCredentials, startFakeExchange } from '@atb/engine/testing'
import type { Database } from '../db'
import { botFills, botOrders, bots } from '../db/schema'
import type { ExchangeAccess } from '../services/exchange-access'
import { LocalLiveHub } from '../services/live-hub'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import { TradingHost } from './host'
import { insertBot, insertUser } from './testkit'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
const venues = ['binance', 'okx'] as const

/** Key access as the connections service gives it: the fake's key, and a record of invalidations. */
function access(): ExchangeAccess & { invalid: string[] } {
  const invalid: string[] = []
  return {
    invalid,
    status: async () => 'connected',
    credentials: async () => fakeCredentials,
    markInvalid: async (_user, exchange, reason) => {
      invalid.push(`${exchange}: ${reason}`)
    },
  }
}

/** The client id as each venue receives it (engine venues.ts). */
const venueId = (venue: string, clientId: string) =>
  venue === 'binance' ? clientId.slice(-36) : clientId.replace(/[^A-Za-z0-9]/g, '').slice(-32)

const wldGrid = (venue: string) => ({
  exchange_name: venue,
  coin_symbol: 'WLDUSDT',
  coin_base_asset: 'WLD',
  coin_quote_asset: 'USDT',
  number_of_grid: 4,
  coin_per_grid: 25,
  space_of_grid: 1,
  lower_price: 0.9,
  upper_price: 1.1,
})

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
    const host = () => {
      const h = new TradingHost({
        db: database!.db,
        feed: new ScriptedFeed({ symbols: ['WLDUSDT'] }),
        hub: new LocalLiveHub(),
        renewEveryMs: 0,
        exchanges: {
          access: keys,
          pollEveryMs: 0,
          connect: (v, credentials) =>
            new CcxtAdapter({ venue: v as 'binance' | 'okx', credentials, baseUrl: url }, v),
        },
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
    'after a crash between send and record, %s "duplicate" means sent',
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
      // Assert: sent twice, placed once, found again; old trades not booked twice.
      const sent = posted(fake).filter((c) => c === venueId(venue, lost!.clientId))
      expect(sent.length).toBe(2)
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
    expect(row!.reason).toMatch(/^binance refused the API key: .*Invalid API-key/)
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
})
