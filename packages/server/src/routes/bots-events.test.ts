import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotEventView } from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, reviewedUpdate, trade } from '../test/bots-kit'
import { allPages, createDca } from '../test/sell-kit'

/**
 * The bot's event log: what the user did and what the host decided, stored (not only sent on
 * the socket), newest first; and the low-balance warning said before a bot runs out.
 */
describe.each(databaseKinds)('the bot event log on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'events@example.com')
  })
  afterAll(() => t.close())

  const events = (id: string) => allPages<BotEventView>(t, E.botEvents, { id }, token)

  it('stores the host’s out-of-balance and its recovery as status events, with the reason', async () => {
    const id = (await createGrid(t, token, { ...gridConfig, coin_per_grid: 25 })).json.data.id
    await trade(t, 4 * 60 + 30)
    await trade(t, 90)
    const log = (await events(id)).reverse()
    expect(log.map((e) => [e.type, e.from, e.to])).toEqual([
      ['created', null, null],
      ['status', 'running', 'out_of_balance'],
      ['status', 'out_of_balance', 'running'],
    ])
    expect(log[1]!.reason).toEqual({
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: expect.stringMatching(/^\d+(\.\d+)?$/), min: '10' },
    })
    expect(log[2]!.reason).toBeNull()
  })

  it('lists the user’s pause, resume, edit and stop newest first, paged, without host bookkeeping', async () => {
    const id = (await createGrid(t, token)).json.data.id
    for (const step of [
      () => call(t.app, E.botPause, { id }, token),
      () => call(t.app, E.botResume, { id }, token),
      () => reviewedUpdate(t, token, id, { ...gridConfig, coin_per_grid: 40 }),
      () => call(t.app, E.botStop, { id, mode: 'keep' }, token),
    ]) {
      t.clock.advance(1000)
      expect((await step()).status).toBe(200)
    }
    const first = (await call(t.app, E.botEvents, { id, page_size: 2 }, token)).json.data
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 })
    const log = await events(id)
    expect(log.slice(0, 2)).toEqual(first.items)
    expect(log.map((e) => e.type)).toEqual(['stopped', 'config', 'status', 'status', 'created'])
    expect(log[0]).toMatchObject({ from: 'running', to: 'stopped', mode: 'keep' })
    expect(log[0]!.reason).toEqual({ code: 'stopped_by_user' })
    expect(log[1]).toMatchObject({
      version: 2,
      changes: [{ field: 'coin_per_grid', from: 50, to: 40 }],
    })
    expect(log.slice(2, 4).map((e) => [e.from, e.to])).toEqual([
      ['paused', 'running'],
      ['running', 'paused'],
    ])
    expect(log[4]).toMatchObject({ version: 1, changes: [], sold: null })
    const times = log.map((e) => Date.parse(e.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('warns before a bot runs out: under twice the running minimum while it still runs', async () => {
    // Two DCA buys of 15 USDT: after the first, 15.3 USDT minus the fee is left.
    const id = (await createDca(t, token, { amount: 15, interval_minutes: 60, order_count: 2 }))
      .json.data.id
    // The first tick after the start buys.
    await trade(t, 2)
    const warned = (await call(t.app, E.botView, { id }, token)).json.data
    expect(warned).toMatchObject({ status: 'running', trades: 1 })
    expect(warned.warnings).toEqual([
      {
        code: 'low_balance',
        asset: 'USDT',
        available: expect.any(String),
        needed: '20',
        counts: 'minimum',
        buys_left: null,
      },
    ])
    expect(Number(warned.warnings[0].available)).toBeGreaterThan(10)
    expect(Number(warned.warnings[0].available)).toBeLessThan(20)
    await trade(t, 60)
    const out = (await call(t.app, E.botView, { id }, token)).json.data
    expect(out).toMatchObject({ status: 'out_of_balance', warnings: [] })
    const fresh = (await createGrid(t, token)).json.data.id
    expect((await call(t.app, E.botView, { id: fresh }, token)).json.data.warnings).toEqual([])
  })
})
