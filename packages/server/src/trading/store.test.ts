import { afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { PaperExchange, parseConfig, Runner, symbolSpec } from '@atb/engine'
import type { Database } from '../db'
import { botOrders, bots } from '../db/schema'
import { databaseKinds, openTestDatabase } from '../test/harness'
import { decodeJson } from './codec'
import { JournalingVenue } from './journal-venue'
import { recordOf } from './runtime'
import { DbBotStore } from './store'
import { gridConfig, insertBot, insertUser } from './testkit'

describe.each(databaseKinds)('DbBotStore on %s', (kind) => {
  let database: Database | undefined

  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  async function world(owner = 'me') {
    database = await openTestDatabase(kind)
    const db = database.db
    const userId = await insertUser(db)
    const id = await insertBot(db, userId)
    await db.update(bots).set({ owner }).where(eq(bots.id, id))
    const paper = new PaperExchange({ symbols: [symbolSpec('BTCUSDT')] })
    paper.tick({ symbol: 'BTCUSDT', time: 0, price: 60_000 })
    const lost: string[] = []
    const store = new DbBotStore({ db, owner: 'me', paper, onLost: (ids) => lost.push(...ids) })
    store.track(id, { userId, exchange: 'paper' })
    const runner = new Runner(new JournalingVenue(paper, store), store)
    paper.openAccount(id, { balances: { USDT: '1100' } })
    const config = await parseConfig('spot_grid', gridConfig())
    const add = () =>
      runner.add({
        id,
        kind: 'spot_grid',
        config,
        symbols: ['BTCUSDT'],
        time: 0,
        prices: { BTCUSDT: 60_000 },
      })
    return { db, id, store, runner, paper, add, lost }
  }

  it('round-trips a record exactly, unbounded idle bands included', async () => {
    // Arrange
    const { db, id, store, add } = await world()
    const record = add()
    // Act
    await store.flush()
    // Assert
    const [row] = await db.select().from(bots).where(eq(bots.id, id))
    const back = recordOf(row!)!
    expect(back.state).toEqual(record.state)
    expect(back.fillCursor).toBe(record.fillCursor)
    expect(back.outbox).toEqual([])
    expect(JSON.stringify(row!.state)).toContain('$num')
  })

  it('writes the paper account with the state and each order once', async () => {
    // Arrange
    const { db, id, store, paper, add } = await world()
    add()
    // Act
    await store.flush()
    // Assert
    const [row] = await db.select().from(bots).where(eq(bots.id, id))
    expect(decodeJson(row!.venueAccount)).toEqual(paper.exportAccount(id))
    const orders = await db.select().from(botOrders).where(eq(botOrders.botId, id))
    expect(orders.map((o) => o.clientId).sort()).toEqual(
      paper
        .openOrders(id)
        .map((o) => o.clientId)
        .sort(),
    )
  })

  it('never writes a bot this process does not own, and reports it lost', async () => {
    // Arrange
    const { db, id, store, add, lost } = await world('someone-else')
    add()
    // Act
    await store.flush()
    // Assert
    const [row] = await db.select().from(bots).where(eq(bots.id, id))
    expect(row!.state).toBeNull()
    expect(await db.select().from(botOrders).where(eq(botOrders.botId, id))).toEqual([])
    expect(lost).toEqual([id])
  })
})
