import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { fakeCredentials, startFakeExchange } from '@atb/engine/testing'
import { exchangeConnections } from '../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { connectionsOf, getUserId, storedText } from '../test/exchanges'
import { GOOD_CODE, OKX_CLIENT, startOkxOAuthServer } from '../test/okx-oauth-server'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
type OAuthServer = Awaited<ReturnType<typeof startOkxOAuthServer>>

const REDIRECT = 'http://127.0.0.1:3000/oauth/okx/callback'

describe.each(databaseKinds)('OKX fast API on %s', (kind) => {
  let t: TestApp
  let fake: Fake
  let okx: OAuthServer
  let alice: string
  let bob: string

  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    okx = await startOkxOAuthServer()
    t = await startTestApp(kind, {
      exchangeUrls: { okx: fake.url },
      okxOAuth: { ...OKX_CLIENT, baseUrl: okx.url, redirectUri: REDIRECT },
    })
    alice = await signup(t, 'alice@example.com')
    bob = await signup(t, 'bob@example.com')
  })
  afterAll(async () => {
    await t.close()
    await okx.close()
    await fake.close()
  })

  const start = async (token: string) => {
    const res = await call(t.app, E.okxOAuthStart, {}, token)
    expect(res.status).toBe(200)
    const url = new URL(res.json.data.url as string)
    return { url, state: url.searchParams.get('state') ?? '' }
  }
  const finish = (token: string, state: string, code = GOOD_CODE) =>
    call(t.app, E.okxOAuthCallback, { code, state }, token)

  it('says it is available, and hands out the authorize address with a state', async () => {
    expect((await call(t.app, E.exchangeList, {}, alice)).json.data.okxOAuth).toBe(true)
    const { url, state } = await start(alice)
    expect(`${url.origin}${url.pathname}`).toBe(`${okx.url}/account/oauth/authorize`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      access_type: 'offline',
      client_id: OKX_CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope: 'fast_api',
    })
    expect(state.length).toBeGreaterThanOrEqual(40)
  })

  it('trades the code for a trade-only key, checks it and saves it encrypted', async () => {
    // Arrange
    const { state } = await start(alice)
    // Act
    const res = await finish(alice, state)
    // Assert
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({
      exchange_name: 'okx',
      status: 'connected',
      source: 'oauth',
      masked_key: '••••-key',
    })
    const token = okx.seen.find((s) => s.path === '/v5/users/oauth/token')
    expect(token?.form).toMatchObject({ grant_type: 'authorization_code', redirect_uri: REDIRECT })
    const issued = okx.seen.find((s) => s.path === '/api/v5/users/oauth/apikey')
    expect(issued?.json.perm).toBe('read_only,trade')
    const passphrase = issued?.json.passphrase as string
    expect(passphrase).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^*]).{8,32}$/)
    const userId = await getUserId(t, 'alice@example.com')
    const saved = await connectionsOf(t, { okx: fake.url }).credentials(userId, 'okx')
    expect(saved).toEqual({ ...fakeCredentials, password: passphrase })
    const text = await storedText(t)
    for (const secret of [fakeCredentials.apiKey, fakeCredentials.secret, passphrase, state])
      expect(text).not.toContain(secret)
  })

  it('refuses a state twice, from another user, unknown or expired', async () => {
    const used = await start(alice)
    expect((await finish(alice, used.state)).status).toBe(200)
    const again = await finish(alice, used.state)
    expect(again.status).toBe(400)
    expect(again.json.code).toBe('okx_oauth_state_invalid')
    const alices = await start(alice)
    expect((await finish(bob, alices.state)).json.code).toBe('okx_oauth_state_invalid')
    expect((await finish(alice, 'made-up-state')).json.code).toBe('okx_oauth_state_invalid')
    const late = await start(alice)
    t.clock.advance(11 * 60_000)
    expect((await finish(alice, late.state)).json.code).toBe('okx_oauth_state_invalid')
  })

  it('saves nothing when OKX refuses the code', async () => {
    // Arrange
    const { state } = await start(bob)
    // Act
    const res = await finish(bob, state, 'bad-code')
    // Assert
    expect(res.status).toBe(502)
    expect(res.json.code).toBe('okx_oauth_failed')
    const bobId = await getUserId(t, 'bob@example.com')
    const rows = await t.database.db.select().from(exchangeConnections)
    expect(rows.filter((r) => r.userId === bobId)).toEqual([])
  })

  it('answers unavailable, and lists it off, when OKX_CLIENT_ID is not set', async () => {
    const bare = await startTestApp('pglite')
    try {
      const token = await signup(bare, 'carol@example.com')
      expect((await call(bare.app, E.exchangeList, {}, token)).json.data.okxOAuth).toBe(false)
      const res = await call(bare.app, E.okxOAuthStart, {}, token)
      expect(res.status).toBe(404)
      expect(res.json.code).toBe('okx_oauth_unavailable')
      const cb = await call(bare.app, E.okxOAuthCallback, { code: 'c', state: 's' }, token)
      expect(cb.json.code).toBe('okx_oauth_unavailable')
    } finally {
      await bare.close()
    }
  })
})
