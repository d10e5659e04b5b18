import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade, watchStatuses } from '../test/bots-kit'

/**
 * The statuses the hosted runner decides itself, as the API shows them. The test market swings
 * ±4 % around 60,000 every six hours: its trough (57,600, at 4.5 h) is below the grid's lowest
 * level (58,000), so every buy of a grid of 25 USDT levels fills and the bot's USDT (a 1 % margin
 * and a little grid profit) falls under the running minimum of 10.
 */
describe.each(databaseKinds)('a grid whose quote runs out, on %s', (kind) => {
  let t: TestApp
  let token: string
  let id: string
  let statuses: string[] = []
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'oob@example.com')
    statuses = await watchStatuses(t, token)
    id = (await createGrid(t, token, { ...gridConfig, coin_per_grid: 25 })).json.data.id
  })
  afterAll(() => t.close())

  it('becomes out-of-balance with the reason recorded once its available USDT is below 10', async () => {
    // Act
    await trade(t, 4 * 60 + 30)
    // Assert
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.status).toBe('out_of_balance')
    expect(view.reason).toEqual({
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: expect.stringMatching(/^\d+(\.\d+)?$/), min: '10' },
    })
    const listed = (await call(t.app, E.botList, { status: 'out_of_balance' }, token)).json.data
    expect(listed.items.map((b: { id: string }) => b.id)).toEqual([id])
    expect(statuses).toEqual(['running', 'out_of_balance'])
  })

  it('runs again when its sells bring the USDT back, and stops from either status', async () => {
    // Act
    await trade(t, 90)
    // Assert
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view).toMatchObject({ status: 'running', reason: null })
    expect(statuses).toEqual(['running', 'out_of_balance', 'running'])
    const stop = await call(t.app, E.botStop, { id, mode: 'keep' }, token)
    expect(stop.json.data.status).toBe('stopped')
  })

  it('resumes a bot its resting buys drained while paused as out-of-balance, and pauses it again', async () => {
    // Arrange: paused at the swing's mid; by its trough the market has filled every resting buy.
    const other = (await createGrid(t, token, { ...gridConfig, coin_per_grid: 25 })).json.data.id
    await call(t.app, E.botPause, { id: other }, token)
    await trade(t, 4 * 60 + 30)
    statuses.length = 0
    // Act
    const resumed = await call(t.app, E.botResume, { id: other }, token)
    await t.flush()
    // Assert
    expect(resumed.json.data.status).toBe('out_of_balance')
    const view = (await call(t.app, E.botView, { id: other }, token)).json.data
    expect(view.status).toBe('out_of_balance')
    expect(view.reason).toMatchObject({ code: 'below_running_minimum' })
    // Announced once, by the API, with the reason.
    expect(statuses).toEqual(['out_of_balance'])
    // It is running underneath, so it pauses like a running bot.
    expect((await call(t.app, E.botPause, { id: other }, token)).json.data.status).toBe('paused')
  })
})
