import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { pauseForVenue, resumeAfterVenue } from '../services/bots/lifecycle'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, trade } from '../test/bots-kit'

/**
 * Decision 092: when an account's exchange fails every request for a while, its bots there pause
 * with the reason and a notice, and resume with a notice when it answers again; a bot its owner
 * paused stays paused. (The order worker's side, telling down and back, is in order-worker.test.)
 */
describe.each(databaseKinds)('bots paused while their exchange is down, on %s', (kind) => {
  let t: TestApp
  let token: string
  let userId: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'venue-down@example.com')
    userId = (await call(t.app, E.profile, {}, token)).json.data.id as string
  })
  afterAll(() => t?.close())

  const view = async (id: string) => (await call(t.app, E.botView, { id }, token)).json.data
  const notices = async () =>
    (
      (await call(t.app, E.notificationList, {}, token)).json.data.items as {
        kind: string
        params: Record<string, unknown>
      }[]
    ).filter((n) => n.kind.startsWith('bot.venue'))

  it('pauses with the reason and a notice, and resumes when the exchange is back', async () => {
    const running = (await createGrid(t, token)).json.data.id as string
    const mine = (await createGrid(t, token)).json.data.id as string
    await trade(t, 1)
    await call(t.app, E.botPause, { id: mine }, token)
    const since = t.clock.now().getTime() - 3 * 60_000
    await pauseForVenue(t.deps, t.deps.trading!, userId, 'paper', since)
    expect(await view(running)).toMatchObject({
      status: 'paused',
      reason: { code: 'venue_down', values: { exchange: 'paper' } },
    })
    expect(await notices()).toEqual([
      expect.objectContaining({
        kind: 'bot.venue_down',
        params: expect.objectContaining({ bot_id: running, exchange: 'paper', minutes: 3 }),
      }),
    ])
    await resumeAfterVenue(t.deps, t.deps.trading!, userId, 'paper')
    expect(await view(running)).toMatchObject({ status: 'running', reason: null })
    // The one its owner paused stays paused.
    expect((await view(mine)).status).toBe('paused')
    expect((await notices()).map((n) => n.kind).sort()).toEqual([
      'bot.venue_back',
      'bot.venue_down',
    ])
  })
})
