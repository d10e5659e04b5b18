import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { trade } from '../test/bots-kit'

const signalBot = {
  kind: 'spot_signal',
  exchange_name: 'paper',
  symbol: 'BTCUSDT',
  config: { signal_id: 'ma_cross_20_80', total_amount: 300, amount: 50 },
  agree_risk: true,
  agree_share_profit: true,
}

describe.each(databaseKinds)('a signal-follow bot in the server on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'follower@example.com')
  })
  afterAll(() => t.close())

  it('needs the share-profit agreement', async () => {
    const res = await call(t.app, E.botCreate, { ...signalBot, agree_share_profit: false }, token)
    expect(res.status).toBe(400)
    expect(res.json.errors?.[0]).toMatchObject({
      path: 'agree_share_profit',
      text: 'You must agree to share profit',
    })
  })

  it('follows the engine’s signal live: a crossing on the 15-minute bars buys', async () => {
    const created = await call(t.app, E.botCreate, signalBot, token)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    const orders = () => call(t.app, E.botOrders, { bot_id: id }, token)
    // The averages are warmed up from history, so no order before a bar closes with a crossing.
    expect((await orders()).json.data.items).toEqual([])
    // The test market swings every six hours: within a day the 20/80 averages cross.
    await trade(t, 24 * 60)
    const placed = (await orders()).json.data.items as { side: string; status: string }[]
    expect(placed.length).toBeGreaterThan(0)
    expect(placed.some((o) => o.side === 'buy' && o.status === 'filled')).toBe(true)
  }, 120_000)
})
