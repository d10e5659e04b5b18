import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_PREFIX,
  apiErrors,
  endpoints as E,
  type BacktestQueueEvent,
  type UserLiveEvent,
} from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { gridConfig } from '../test/bots-kit'
import type { WorkerBacktests } from '../services/bots/backtests'

const DAY = 86_400_000

/**
 * Issue 26 item 8: one worker and two places in line here, so the line's states are reached with
 * a handful of requests; each backtest's worker takes about a second to start.
 */
describe.each(databaseKinds)('the line of backtests on %s', (kind) => {
  let t: TestApp
  const users: { token: string; id: string }[] = []
  const heard: BacktestQueueEvent[] = []
  beforeAll(async () => {
    t = await startTestApp(kind, {
      backtestQueue: { workers: 1, maxWaiting: 2, perAccount: 2, maxWaitMs: 60_000 },
    })
    t.feed!.time += 8 * DAY
    for (const name of ['ann', 'ben', 'cat', 'dan']) {
      const token = await signup(t, `${name}@queue.test`)
      const id = (await call(t.app, E.profile, {}, token)).json.data.id as string
      users.push({ token, id })
      t.deps.live.listen(id, (e: UserLiveEvent) => {
        if (e.type === 'backtest.queue') heard.push(e)
      })
    }
  })
  afterAll(() => t.close())

  const body = (ticket: string) => ({
    kind: 'spot_grid',
    symbol: 'BTCUSDT',
    config: gridConfig,
    from: t.feed!.time - 7 * DAY,
    to: t.feed!.time,
    ticket,
  })
  const backtest = (as: number, ticket: string) =>
    call(t.app, E.botBacktest, body(ticket), users[as]!.token)

  it('runs one, tells the two waiting their places as they move up, and refuses the next at once', async () => {
    heard.length = 0
    const first = backtest(0, 'ticket-ann-1')
    // In line in this order, so the places are known.
    await until(() => line().running === 1)
    const second = backtest(1, 'ticket-ben-1')
    await until(() => heard.length >= 1)
    const third = backtest(2, 'ticket-cat-1')
    await until(() => heard.length >= 2)
    const started = Date.now()
    const refused = await backtest(3, 'ticket-dan-1')
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(refused).toMatchObject({
      status: 503,
      json: {
        code: 'backtest_queue_full',
        description: apiErrors.backtest_queue_full.description,
      },
    })
    const replies = await Promise.all([first, second, third])
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200])
    expect(heard).toEqual([
      { type: 'backtest.queue', ticket: 'ticket-ben-1', position: 1 },
      { type: 'backtest.queue', ticket: 'ticket-cat-1', position: 2 },
      { type: 'backtest.queue', ticket: 'ticket-cat-1', position: 1 },
    ])
  }, 120_000)

  it('holds an account to its share of the line', async () => {
    const mine = [backtest(0, 'ticket-ann-2'), backtest(0, 'ticket-ann-3')]
    await until(() => heard.some((e) => e.ticket === 'ticket-ann-3'))
    const third = await backtest(0, 'ticket-ann-4')
    expect(third).toMatchObject({ status: 429, json: { code: 'backtest_queue_limit' } })
    expect((await Promise.all(mine)).map((r) => r.status)).toEqual([200, 200])
  }, 120_000)

  it('gives up the place of a client that leaves, and moves the next one up', async () => {
    const url = `${await listening(t)}${API_PREFIX}${E.botBacktest.path}`
    heard.length = 0
    const running = backtest(0, 'ticket-ann-5')
    const leaving = new AbortController()
    const left = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${users[1]!.token}` },
      body: JSON.stringify(body('ticket-ben-5')),
      signal: leaving.signal,
    }).catch((error: unknown) => (error as Error).name)
    await until(() => heard.some((e) => e.ticket === 'ticket-ben-5'))
    const behind = backtest(2, 'ticket-cat-5')
    await until(() => heard.some((e) => e.ticket === 'ticket-cat-5'))
    leaving.abort()
    expect(await left).toBe('AbortError')
    await until(() => heard.some((e) => e.ticket === 'ticket-cat-5' && e.position === 1))
    expect((await running).status).toBe(200)
    expect((await behind).status).toBe(200)
    // Ben's request never ran: no place was told after he left.
    expect(heard.filter((e) => e.ticket === 'ticket-ben-5')).toEqual([
      { type: 'backtest.queue', ticket: 'ticket-ben-5', position: 1 },
    ])
  }, 120_000)

  const line = () => (t.deps.trading!.backtests as WorkerBacktests).queue.size

  /** Waits until `check` holds. */
  async function until(check: () => boolean) {
    for (let i = 0; i < 600; i++) {
      if (check()) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('condition not met in 15 s')
  }
})

async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not on TCP')
  return `http://127.0.0.1:${address.port}`
}
