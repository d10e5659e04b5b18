import { afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from '@atb/engine/testing'
import type { Database } from '../db'
import { botOrders, bots, notifications } from '../db/schema'
import { LocalLiveHub } from '../services/live-hub'
import type { NotifyDeps } from '../services/notifications/notify'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { ScriptedFeed } from '../test/scripted-feed'
import { workerConnect } from './bot-runtime'
import { TradingHost } from './host'
import { access, eurGrid, insertBot, insertUser } from './testkit'

/** Key access as the connections service gives an OANDA key: the account id and its token. */
const oandaAccess = () => ({
  ...access(),
  credentials: async () => ({ apiKey: fakeOandaAccount, secret: fakeOandaToken }),
})

describe.each(databaseKinds)('order worker on OANDA, on %s (issue 28)', (kind) => {
  let database: Database | undefined
  let fake: Awaited<ReturnType<typeof startFakeOanda>> | undefined
  let host: TradingHost | undefined
  afterEach(async () => {
    await host?.close()
    await fake?.close()
    await database?.close()
    database = fake = host = undefined
  })

  it('an order the user cancels on OANDA is noticed at the next check, and its owner told', async () => {
    // Arrange: a grid whose levels rest on the fake broker, priced where the feed starts.
    database = await openTestDatabase(kind)
    fake = await startFakeOanda()
    fake.pushPrice('EUR_USD', '0.99990', '1.00010')
    const { db } = database
    const id = await insertBot(db, await insertUser(db), {
      exchange: 'oanda',
      symbols: ['EURUSD'],
      config: eurGrid,
      allocation: { USD: '6000' },
    })
    await db.update(bots).set({ market: 'forex' }).where(eq(bots.id, id))
    const notify = { clock: { now: () => new Date() }, live: new LocalLiveHub() }
    host = new TradingHost({
      db,
      feed: new ScriptedFeed({ symbols: ['EURUSD'] }),
      hub: new LocalLiveHub(),
      renewEveryMs: 0,
      notify: notify as unknown as NotifyDeps,
      exchanges: {
        access: oandaAccess(),
        pollEveryMs: 0,
        reconcileEveryMs: 0,
        connect: workerConnect({ oanda: fake.url }),
      },
    })
    await host.start()
    await host.pollExchanges()
    await host.pollExchanges()
    const rows = () => db.select().from(botOrders).where(eq(botOrders.botId, id))
    const open = (await rows()).filter((o) => o.status === 'open' && o.type === 'limit')
    expect(open.length).toBeGreaterThan(1)
    const target = open[0]!

    // Act: the user cancels one resting level on OANDA's own site.
    expect(fake.cancelByUser(target.clientId)).toBe(true)
    await host.pollExchanges()

    // Assert: that order is cancelled with the reason; the others still rest, and none is resent.
    const after = await rows()
    expect(after.find((o) => o.clientId === target.clientId)).toMatchObject({
      status: 'canceled',
      error: { code: 'canceled_outside' },
    })
    expect(after.filter((o) => o.status === 'open' && o.type === 'limit')).toHaveLength(
      open.length - 1,
    )
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'bot.order_rejected'))
    expect(told).toMatchObject([{ params: { bot_id: id, reject: 'canceled_outside', count: 1 } }])
    expect(fake.received.some((r) => r.path.endsWith('/pendingOrders'))).toBe(true)
    await host.pollExchanges()
    expect(fake.received.filter((r) => r.method === 'PUT')).toEqual([])
    const sent = fake.ledger().map((o) => o.clientId)
    expect(new Set(sent).size).toBe(sent.length)
  })
})
