import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { botFills } from '../../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../../test/harness'
import { createGrid, trade } from '../../test/bots-kit'
import { FillStatsCache } from './stats-cache'

const fill = (botId: string, userId: string, seq: number, side: 'buy' | 'sell', price: number) => ({
  botId,
  seq,
  userId,
  clientId: `manual:${seq}`,
  symbol: 'BTCUSDT',
  side,
  price: String(price),
  qty: '0.001',
  quote: String(price / 1000),
  fee: '0.05',
  feeAsset: 'USDT',
  maker: true,
  time: new Date(Date.parse('2026-01-02') + seq),
})

describe.each(databaseKinds)('the list’s figures on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'stats@example.com')
  })
  afterAll(() => t.close())

  const listed = async (id: string) =>
    (await call(t.app, E.botList, { page_size: 100 }, token)).json.data.items.find(
      (b: { id: string }) => b.id === id,
    )
  const viewed = async (id: string) => (await call(t.app, E.botView, { id }, token)).json.data

  it('match the bot page while fills keep arriving', async () => {
    const id = (await createGrid(t, token)).json.data.id
    for (const minutes of [60, 90, 240]) {
      await trade(t, minutes)
      const [row, view] = [await listed(id), await viewed(id)]
      expect(row.realized_pnl).toBe(view.performance.realized_pnl)
      expect(row.fees).toBe(view.performance.fees)
      expect(row.trades).toBe(view.performance.trade_count)
    }
  })

  it('replay a bot in full when a fill lands out of order', async () => {
    const id = (await createGrid(t, token)).json.data.id
    await call(t.app, E.botStop, { id, mode: 'keep' }, token)
    const owner = (await call(t.app, E.profile, {}, token)).json.data.id
    const db = t.database.db
    await db
      .insert(botFills)
      .values([fill(id, owner, 1001, 'buy', 60_000), fill(id, owner, 1003, 'sell', 61_000)])
    const first = await listed(id)
    await db.insert(botFills).values(fill(id, owner, 1002, 'buy', 59_000))
    const [row, view] = [await listed(id), await viewed(id)]
    expect(row.trades).toBe(first.trades + 1)
    expect(row.realized_pnl).toBe(view.performance.realized_pnl)
    expect(row.realized_pnl).not.toBe(first.realized_pnl)
  })

  it('answers every one of overlapping requests, whichever of them drops an entry', async () => {
    // Arrange: three stopped bots whose books are cached. bench:load found requests overlapping
    // under load answering 500: one dropped an entry another had counted on. This ordering does
    // not always reproduce that race; it holds each request to books for every bot it asked about.
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const id = (await createGrid(t, token)).json.data.id
      await call(t.app, E.botStop, { id, mode: 'keep' }, token)
      ids.push(id)
    }
    const [b1, b2, b3] = ids as [string, string, string]
    const owner = (await call(t.app, E.profile, {}, token)).json.data.id
    const db = t.database.db
    const cache = new FillStatsCache()
    const noContracts = () => undefined
    await db.insert(botFills).values(ids.map((id) => fill(id, owner, 3001, 'buy', 60_000)))
    await cache.stats(db, ids, noContracts)
    await db.insert(botFills).values([b2, b3].map((id) => fill(id, owner, 3002, 'sell', 61_000)))
    // Act: the first request finds b1 current and brings b2 and b3 up to date, one query at a
    // time; meanwhile a fill lands on b1 and two more requests both bring b1 up to date, so the
    // second finds it already moved and drops it to replay it.
    const first = cache.stats(db, ids, noContracts)
    const landing = db.insert(botFills).values(fill(b1, owner, 3002, 'sell', 61_000))
    const others = [cache.stats(db, [b1], noContracts), cache.stats(db, [b1], noContracts)]
    await landing
    // Assert: every request answers books for every bot it asked about, and they add up.
    for (const books of [await first, ...(await Promise.all(others))])
      for (const [id, entry] of books) {
        expect(entry, id).toBeDefined()
        expect(entry.version, id).toBeGreaterThan(0)
      }
    const settled = await cache.stats(db, ids, noContracts)
    for (const id of ids) expect(settled.get(id)!.version).toBe(2)
  })
})
