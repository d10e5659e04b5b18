import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints as E, testEndpoints, type SignalCallsResponse } from '@atb/contract'
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
    t = await startTestApp(kind, { enableTestOutbox: true })
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
    // The source's calls are the built-in signal's record (decision 073), crossings alternating.
    const calls = await vi.waitFor(async () => {
      const res = await call(t.app, E.signalCalls, { id: 'ma_cross_20_80' }, token)
      const data = res.json.data as SignalCallsResponse
      expect(data.total).toBeGreaterThan(0)
      return data.items
    })
    expect(calls.every((c) => c.symbol === 'BTCUSDT')).toBe(true)
    const sides = calls.map((c) => c.side)
    expect(sides.every((side, i) => i === 0 || side !== sides[i - 1])).toBe(true)
    const first = calls[0]!
    const up = first.side === 'BUY' ? 1 : -1
    // Take profit 3 % and stop loss 1.5 % from the entry, to eight significant digits.
    expect(Number(first.take_profit) / Number(first.entry)).toBeCloseTo(1 + 0.03 * up, 6)
    expect(Number(first.stop_loss) / Number(first.entry)).toBeCloseTo(1 - 0.015 * up, 6)
  }, 120_000)

  it('follows a provider’s signal: each call the provider posts buys or sells at once', async () => {
    const provider = (await call(t.app, testEndpoints.testSignalProvider, { name: 'Alpha' })).json
      .data as { id: string; key: string }
    const follow = (signal_id: string) =>
      call(t.app, E.botCreate, { ...signalBot, config: { ...signalBot.config, signal_id } }, token)
    // Only a provider's signal that exists, and only on its own market.
    const unknown = await follow('p_zzzzzzzzzz')
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors?.[0]).toMatchObject({
      path: 'config.signal_id',
      text: 'There is no signal p_zzzzzzzzzz to follow on this market',
    })
    const created = await follow(provider.id)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    const orders = async () =>
      (await call(t.app, E.botOrders, { bot_id: id }, token)).json.data.items as {
        side: string
        status: string
      }[]
    // No call, no trade: the market moves but the bot waits for the provider.
    await trade(t, 60)
    expect(await orders()).toEqual([])
    const price = t.deps.market.ticker('BTCUSDT')!.last
    const posted = await call(
      t.app,
      E.signalProviderCall,
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        entry: price,
        take_profit: Math.round(price * 1.05),
        stop_loss: Math.round(price * 0.95),
      },
      provider.key,
    )
    expect(posted.status).toBe(200)
    await trade(t, 5)
    await vi.waitFor(async () =>
      expect((await orders()).some((o) => o.side === 'buy' && o.status === 'filled')).toBe(true),
    )
  }, 120_000)
})
