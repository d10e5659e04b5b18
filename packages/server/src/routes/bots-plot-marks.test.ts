import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type AnyEndpoint, type BotPlotResponse } from '@atb/contract'
import {
  call,
  databaseKinds,
  restartTestApp,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { positionBot, trade } from '../test/bots-kit'

type Mark = BotPlotResponse['marks'][number]
const sideAt = (m: Mark) => [m.time, m.side]

/**
 * Decision 057: the marks are not stored; they are the rule's decisions while the bot ran,
 * recomputed from the feed's candles after a restart and for a bot this process does not drive.
 */
describe.each(databaseKinds)('/robot/plot marks across a restart on %s', (kind) => {
  let t: TestApp
  let token: string
  const ids = { running: '', stopped: '', paused: '' }
  let created = 0
  let stoppedAt = 0
  let pausedAt = 0
  let resumedAt = 0
  /** What the live rules marked, before the restart. */
  const live: Record<string, Mark[]> = {}
  const marks = async (id: string) =>
    ((await call(t.app, E.botPlot, { id }, token)).json.data as BotPlotResponse).marks
  const command = async (endpoint: AnyEndpoint, body: Record<string, string>) =>
    expect((await call(t.app, endpoint, body, token)).status).toBe(200)
  const now = () => t.clock.now().getTime()

  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'marks@example.com')
    for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
      const res = await call(t.app, E.botCreate, positionBot, token)
      expect(res.status).toBe(200)
      ids[name] = res.json.data.id as string
    }
    created = now()
    // The test market swings every six hours: each stretch holds several crossings of SMA 20.
    await trade(t, 9 * 60)
    await command(E.botStop, { id: ids.stopped, mode: 'keep' })
    stoppedAt = now()
    await command(E.botPause, { id: ids.paused })
    pausedAt = now()
    await trade(t, 6 * 60)
    await command(E.botResume, { id: ids.paused })
    resumedAt = now()
    await trade(t, 6 * 60)
    live.running = await marks(ids.running)
    live.paused = await marks(ids.paused)
    t = await restartTestApp(t)
    // The new host warms each rule up from the feed's history as it resumes the bot.
    await trade(t, 1)
  }, 240_000)
  afterAll(() => t.close())

  it('keeps a running bot’s decisions through a restart, recomputed from the candles', async () => {
    const before = live.running!
    expect(before.length).toBeGreaterThan(4)
    const after = await marks(ids.running)
    // Live bars are built from ticks, the recomputed ones are the feed's candles: the same
    // decisions at the same bars, at closing prices a tick apart.
    expect(after.map(sideAt)).toEqual(before.map(sideAt))
    after.forEach((m, i) => {
      expect(m.reason).toBe(before[i]!.reason)
      expect(Math.abs(m.price / before[i]!.price - 1)).toBeLessThan(0.002)
    })
    expect(after[0]!.time).toBeGreaterThan(created)
  })

  it('marks a stopped bot’s decisions up to its stop and none after', async () => {
    const all = await marks(ids.running)
    // The rule went on deciding after the stop; the stopped bot did not follow.
    expect(all.some((m) => m.time > stoppedAt)).toBe(true)
    const stopped = await marks(ids.stopped)
    expect(stopped.length).toBeGreaterThan(1)
    expect(stopped).toEqual(all.filter((m) => m.time <= stoppedAt))
  })

  it('leaves a pause out, live and after a restart', async () => {
    const all = await marks(ids.running)
    const inPause = (m: Mark) => m.time > pausedAt && m.time <= resumedAt
    // The rule decided during the pause, before it and after it.
    expect(all.filter(inPause).length).toBeGreaterThan(0)
    expect(all.some((m) => m.time <= pausedAt)).toBe(true)
    expect(all.some((m) => m.time > resumedAt)).toBe(true)
    // Live, the paused bot's rule (the running one's twin) marked none of the pause's decisions.
    expect(live.paused!.map(sideAt)).toEqual(live.running!.filter((m) => !inPause(m)).map(sideAt))
    expect(await marks(ids.paused)).toEqual(all.filter((m) => !inPause(m)))
  })
})
