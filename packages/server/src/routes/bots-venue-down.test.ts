import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { pauseForCoins, pauseForVenue, resumeAfterVenue } from '../services/bots/lifecycle'
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
    const told = (await notices()).map((n) => [n.kind, n.params.resumes ?? n.params.resumed])
    expect(told.sort()).toEqual([
      ['bot.venue_back', 1],
      ['bot.venue_down', 1],
    ])
  })

  it('keeps them paused after the outage when the owner turned resuming off, and says so', async () => {
    const prefs = (await call(t.app, E.notificationPreferences, {}, token)).json.data
    expect(prefs.resume_after_outage).toBe(true)
    const saved = await call(
      t.app,
      E.notificationPreferencesSave,
      { ...prefs, resume_after_outage: false },
      token,
    )
    expect(saved.json.data.resume_after_outage).toBe(false)
    const id = (await createGrid(t, token)).json.data.id as string
    await pauseForVenue(t.deps, t.deps.trading!, userId, 'paper', t.clock.now().getTime())
    await resumeAfterVenue(t.deps, t.deps.trading!, userId, 'paper')
    expect(await view(id)).toMatchObject({ status: 'paused', reason: { code: 'venue_down' } })
    const mine = (await notices()).filter((n) => n.params.bot_id === id)
    expect(mine.map((n) => [n.kind, n.params.resumes ?? n.params.resumed]).sort()).toEqual([
      ['bot.venue_back', 0],
      ['bot.venue_down', 0],
    ])
    // The owner resumes it when they choose.
    expect((await call(t.app, E.botResume, { id }, token)).status).toBe(200)
    expect((await view(id)).status).toBe('running')
  })

  it('pauses the bots counting coins sold outside them, with both figures, and the owner can resume', async () => {
    const id = (await createGrid(t, token)).json.data.id as string
    const short = {
      userId,
      exchange: 'paper',
      asset: 'BTC',
      held: '0.001',
      counted: '0.0125',
      bots: [id],
    }
    await pauseForCoins(t.deps, t.deps.trading!, short)
    expect(await view(id)).toMatchObject({
      status: 'paused',
      reason: {
        code: 'coins_outside',
        values: { exchange: 'paper', asset: 'BTC', held: '0.001', counted: '0.0125' },
      },
    })
    const told = (
      (await call(t.app, E.notificationList, {}, token)).json.data.items as {
        kind: string
        params: Record<string, unknown>
      }[]
    ).filter((n) => n.kind === 'bot.coins_outside')
    expect(told).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({
          bot_id: id,
          asset: 'BTC',
          held: '0.001',
          counted: '0.0125',
        }),
      }),
    ])
    // Told again while paused: nothing changes, no second notice.
    await pauseForCoins(t.deps, t.deps.trading!, short)
    const again = (await call(t.app, E.notificationList, {}, token)).json.data.items as {
      kind: string
    }[]
    expect(again.filter((n) => n.kind === 'bot.coins_outside')).toHaveLength(1)
    expect((await call(t.app, E.botResume, { id }, token)).status).toBe(200)
    expect(await view(id)).toMatchObject({ status: 'running', reason: null })
  })
})
