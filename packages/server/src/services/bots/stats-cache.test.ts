import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { botFills } from '../../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../../test/harness'
import { createGrid, trade } from '../../test/bots-kit'

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
})
