import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { eq } from 'drizzle-orm'
import { startFakeExchange } from '@atb/engine/testing'
import { users } from '../db/schema'
import { issueActivationCodes } from '../services/activation'
import { keyBody } from '../test/exchanges'
import {
  call,
  databaseKinds,
  NO_EXCHANGE,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { fundWallet, gridConfig } from '../test/bots-kit'

const DAY = 86_400_000

// Decision 066: bots on connected exchanges need an active subscription; Paper stays free.
describe.each(databaseKinds)('the subscription gate on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: NO_EXCHANGE },
      exchangeTimeoutMs: 2_000,
    })
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const create = (token: string, exchange_name: string) =>
    call(
      t.app,
      E.botCreate,
      { kind: 'spot_grid', exchange_name, symbol: 'BTCUSDT', config: gridConfig, agree_risk: true },
      token,
    )
  const statusOf = async (token: string, id: string) =>
    (await call(t.app, E.botView, { id }, token)).json.data.status as string
  const expire = (email: string, at: Date | null) =>
    t.database.db.update(users).set({ subscriptionExpiresAt: at }).where(eq(users.email, email))

  it('refuses a live bot without a subscription, allows Paper, and allows live once redeemed', async () => {
    const token = await signup(t, 'unsubscribed@example.com', undefined, { subscribed: false })
    // Funded above the 30 USDT a live bot needs (decision 067), so only the subscription is missing.
    await fundWallet(t, token, '100')
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), token)).status).toBe(200)

    const refused = await create(token, 'binance')
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({
      code: 'subscription_required',
      description: 'Bots on a connected exchange need an active subscription',
    })
    // Nothing was stored.
    expect((await call(t.app, E.botList, {}, token)).json.data.total).toBe(0)

    const paper = await create(token, 'paper')
    expect(paper.status).toBe(200)
    await call(t.app, E.botStop, { id: paper.json.data.id, mode: 'keep' }, token)

    // An expired subscription is no subscription.
    await expire('unsubscribed@example.com', new Date(t.clock.now().getTime() - 1))
    expect((await create(token, 'binance')).json.code).toBe('subscription_required')

    const [code] = await issueActivationCodes(t.database.db, t.clock, 1, 30)
    expect((await call(t.app, E.activationRedeem, { code: code! }, token)).status).toBe(200)
    const live = await create(token, 'binance')
    expect(live.status).toBe(200)
    await call(t.app, E.botStop, { id: live.json.data.id, mode: 'keep' }, token)
  })

  it('keeps a running live bot at expiry, lets it pause, and re-checks on resume', async () => {
    const email = 'lapsing@example.com'
    const token = await signup(t, email)
    await fundWallet(t, token, '100')
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), token)).status).toBe(200)
    const live = await create(token, 'binance')
    expect(live.status).toBe(200)
    const id = live.json.data.id as string
    const paper = await create(token, 'paper')
    const paperId = paper.json.data.id as string

    await expire(email, new Date(t.clock.now().getTime() - DAY))
    // The running bot keeps trading: expiry stops nothing.
    expect(await statusOf(token, id)).toBe('running')
    expect((await call(t.app, E.botPause, { id }, token)).status).toBe(200)

    const resumed = await call(t.app, E.botResume, { id }, token)
    expect(resumed.status).toBe(403)
    expect(resumed.json.code).toBe('subscription_required')
    expect(await statusOf(token, id)).toBe('paused')

    // A Paper bot pauses and resumes with no subscription.
    expect((await call(t.app, E.botPause, { id: paperId }, token)).status).toBe(200)
    expect((await call(t.app, E.botResume, { id: paperId }, token)).status).toBe(200)

    await expire(email, new Date(t.clock.now().getTime() + DAY))
    expect((await call(t.app, E.botResume, { id }, token)).status).toBe(200)
    expect(await statusOf(token, id)).toBe('running')
    for (const bot of [id, paperId]) await call(t.app, E.botStop, { id: bot, mode: 'keep' }, token)
  })
})
