import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { fakeCredentials, startFakeExchange } from '@atb/engine/testing'
import { bots, exchangeConnections } from '../db/schema'
import { housekeeping, KEY_RECHECK_MS } from '../services/housekeeping'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { connectionsOf, getUserId, keyBody, storedText } from '../test/exchanges'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>

describe.each(databaseKinds)('exchange connections on %s', (kind) => {
  let t: TestApp
  let fake: Fake
  let alice: string
  let bob: string
  let access: ReturnType<typeof connectionsOf>
  const logLines: string[] = []

  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: 'http://127.0.0.1:9' },
      exchangeTimeoutMs: 2_000,
      logLevel: 'info',
      logStream: { write: (line: string) => void logLines.push(line) },
    })
    alice = await signup(t, 'alice@example.com')
    bob = await signup(t, 'bob@example.com')
    access = connectionsOf(t, { binance: fake.url, okx: fake.url })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })
  beforeEach(async () => {
    Object.assign(fake.state, { withdrawals: false, trading: true, down: false })
    await t.database.db.delete(exchangeConnections)
    await t.database.db.delete(bots)
  })

  const list = async (token: string) => (await call(t.app, E.exchangeList, {}, token)).json.data
  const venue = async (token: string, name: string) =>
    (await list(token)).exchanges.find((e: { exchange_name: string }) => e.exchange_name === name)

  it('lists every venue: Paper always connected, the others not yet, and OAuth off', async () => {
    const data = await list(alice)
    expect(data.okxOAuth).toBe(false)
    expect(data.exchanges.map((e: { exchange_name: string }) => e.exchange_name)).toEqual([
      'paper',
      'binance',
      'okx',
      'oanda',
    ])
    expect(data.exchanges[0]).toMatchObject({ status: 'connected', masked_key: null })
    expect(data.exchanges[1]).toMatchObject({ status: null, masked_key: null, permissions: [] })
  })

  it.each(['binance', 'okx'])('connects a trade-only %s key after a signed check', async (name) => {
    // Act
    const res = await call(t.app, E.exchangeConnect, keyBody(name), alice)
    // Assert
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({
      exchange_name: name,
      status: 'connected',
      masked_key: '••••-key',
      permissions: ['read', 'trade'],
      reason: null,
      source: 'key',
    })
    expect(res.raw.body).not.toContain(fakeCredentials.apiKey)
    expect(fake.received.some((r) => r.signed)).toBe(true)
    expect(await venue(alice, name)).toMatchObject({ status: 'connected' })
  })

  it('requires the key fields with the spec message, and the passphrase on OKX only', async () => {
    const missing = await call(t.app, E.exchangeConnect, { exchange_name: 'binance' }, alice)
    expect(missing.status).toBe(400)
    expect(missing.json.description).toBe('The API key field is required')
    const noSecret = await call(
      t.app,
      E.exchangeConnect,
      { exchange_name: 'binance', api_key: 'k' },
      alice,
    )
    expect(noSecret.json.description).toBe('The secret key field is required')
    const okx = await call(t.app, E.exchangeConnect, keyBody('okx', { passphrase: '' }), alice)
    expect(okx.status).toBe(400)
    expect(okx.json.description).toBe('The passphrase field is required')
    const paper = await call(t.app, E.exchangeConnect, keyBody('paper'), alice)
    expect(paper.status).toBe(400)
  })

  it('refuses a key that may withdraw, saying why, and saves nothing', async () => {
    fake.state.withdrawals = true
    const res = await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ code: 'exchange_key_withdrawal' })
    expect(res.json.description).toContain('allows withdrawals')
    expect(await venue(alice, 'binance')).toMatchObject({ status: null })
  })

  it('refuses a key that cannot trade', async () => {
    fake.state.trading = false
    const res = await call(t.app, E.exchangeConnect, keyBody('okx'), alice)
    expect(res.json.code).toBe('exchange_key_cannot_trade')
    expect(await venue(alice, 'okx')).toMatchObject({ status: null })
  })

  it('answers a bad key and an unreachable exchange clearly, saving nothing', async () => {
    const bad = await call(t.app, E.exchangeConnect, keyBody('binance', { secret_key: 'x' }), alice)
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('exchange_key_invalid')
    expect(bad.json.errors?.[0]?.path).toBe('api_key')
    fake.state.down = true
    const down = await call(t.app, E.exchangeConnect, keyBody('okx'), alice)
    expect(down.status).toBe(502)
    expect(down.json.code).toBe('exchange_unreachable')
    const oanda = await call(t.app, E.exchangeConnect, keyBody('oanda'), alice)
    expect(oanda.json.code).toBe('exchange_unreachable')
    expect(await t.database.db.select().from(exchangeConnections)).toEqual([])
  })

  it('updates a key after the same checks, and keeps the old one when the new one fails', async () => {
    const none = await call(t.app, E.exchangeUpdate, keyBody('binance'), alice)
    expect(none.status).toBe(404)
    expect(none.json.code).toBe('exchange_not_connected')
    await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    const userId = await getUserId(t, 'alice@example.com')
    const refused = await call(
      t.app,
      E.exchangeUpdate,
      keyBody('binance', { secret_key: 'no' }),
      alice,
    )
    expect(refused.json.code).toBe('exchange_key_invalid')
    expect((await access.credentials(userId, 'binance')).secret).toBe(fakeCredentials.secret)
    const ok = await call(t.app, E.exchangeUpdate, keyBody('binance'), alice)
    expect(ok.json.data).toMatchObject({ status: 'connected', masked_key: '••••-key' })
  })

  it('refuses to disable while a bot holds the exchange, then disables and re-enables', async () => {
    // Arrange
    await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    const userId = await getUserId(t, 'alice@example.com')
    const now = new Date()
    const [bot] = await t.database.db
      .insert(bots)
      .values({
        userId,
        kind: 'spot_grid',
        exchange: 'binance',
        market: 'crypto',
        symbols: ['WLDUSDT'],
        config: {},
        status: 'running',
        allocation: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    // Act, Assert
    for (const status of ['running', 'paused', 'out_of_balance']) {
      await t.database.db.update(bots).set({ status })
      const res = await call(t.app, E.exchangeDisable, { exchange_name: 'binance' }, alice)
      expect(res.status, status).toBe(409)
      expect(res.json.description).toBe(
        'Bots are running on this exchange. Stop them before disabling it.',
      )
    }
    await t.database.db.update(bots).set({ status: 'stopped' })
    const done = await call(t.app, E.exchangeDisable, { exchange_name: 'binance' }, alice)
    expect(done.json.data).toEqual({ done: true })
    expect(bot).toBeDefined()
    expect(await venue(alice, 'binance')).toMatchObject({ status: 'disabled' })
    expect(await access.status(userId, 'binance')).toBe('disabled')
    await expect(access.credentials(userId, 'binance')).rejects.toThrow(
      'This exchange is not connected',
    )
    const back = await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    expect(back.json.data.status).toBe('connected')
  })

  it("keeps one user's connection away from another, with no ids in any reply", async () => {
    await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    const aliceId = await getUserId(t, 'alice@example.com')
    const bobsView = await call(t.app, E.exchangeList, {}, bob)
    expect(bobsView.json.data.exchanges[1]).toMatchObject({ status: null, masked_key: null })
    expect(bobsView.raw.body).not.toContain(aliceId)
    const update = await call(t.app, E.exchangeUpdate, keyBody('binance'), bob)
    expect(update.json.code).toBe('exchange_not_connected')
    const disable = await call(t.app, E.exchangeDisable, { exchange_name: 'binance' }, bob)
    expect(disable.json.code).toBe('exchange_not_connected')
    expect(await venue(alice, 'binance')).toMatchObject({ status: 'connected' })
    const alicesView = await call(t.app, E.exchangeList, {}, alice)
    expect(alicesView.raw.body).not.toContain(aliceId)
  })

  it('stores no byte of the key, secret or passphrase, and logs none', async () => {
    // Act
    await call(t.app, E.exchangeConnect, keyBody('okx'), alice)
    await call(t.app, E.exchangeConnect, keyBody('binance', { secret_key: 'wrong-secret' }), alice)
    // Assert
    const text = await storedText(t)
    expect(text).toContain('exchange_connections')
    expect(text).toContain('••••-key')
    for (const secret of Object.values(fakeCredentials)) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(Buffer.from(secret).toString('hex'))
      expect(text).not.toContain(Buffer.from(secret).toString('base64'))
    }
    const log = logLines.join('\n')
    expect(log).toContain('exchange key refused')
    for (const secret of [...Object.values(fakeCredentials), 'wrong-secret'])
      expect(log).not.toContain(secret)
  })

  it('hands the order worker the key, and shows a key the venue refused as invalid', async () => {
    await call(t.app, E.exchangeConnect, keyBody('okx'), alice)
    const userId = await getUserId(t, 'alice@example.com')
    expect(await access.credentials(userId, 'okx')).toEqual(fakeCredentials)
    await access.markInvalid(userId, 'okx', 'API key revoked')
    expect(await venue(alice, 'okx')).toMatchObject({
      status: 'invalid',
      reason: 'API key revoked',
    })
    fake.state.withdrawals = true
    expect(await access.recheck(userId, 'okx')).toBe('withdrawal_enabled')
    expect(await venue(alice, 'okx')).toMatchObject({ status: 'withdrawal_enabled' })
  })

  it('re-checks keys whose last check is over six hours old, in housekeeping', async () => {
    await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    fake.state.withdrawals = true
    await housekeeping(t.deps)
    expect(await venue(alice, 'binance')).toMatchObject({ status: 'connected' })
    t.clock.advance(KEY_RECHECK_MS + 60_000)
    await housekeeping(t.deps)
    expect(await venue(alice, 'binance')).toMatchObject({ status: 'withdrawal_enabled' })
  })

  it('reads the free balances of a connected exchange, and says when the key is refused', async () => {
    const read = (token: string) =>
      call(t.app, E.exchangeBalances, { exchange_name: 'binance' }, token)
    const before = await read(alice)
    expect(before.status).toBe(404)
    expect(before.json.code).toBe('exchange_not_connected')

    await call(t.app, E.exchangeConnect, keyBody('binance'), alice)
    const ok = await read(alice)
    expect(ok.status).toBe(200)
    expect(ok.json.data).toMatchObject({
      exchange_name: 'binance',
      balances: [
        { asset: 'USDT', free: '980.5' },
        { asset: 'WLD', free: '3' },
      ],
    })
    // Another user's connection is not theirs to read.
    expect((await read(bob)).json.code).toBe('exchange_not_connected')

    fake.state.revoked = true
    try {
      const refused = await read(alice)
      expect(refused.json.code).toBe('exchange_key_invalid')
    } finally {
      fake.state.revoked = false
    }
    fake.state.down = true
    const down = await read(alice)
    expect(down.json.code).toBe('exchange_unreachable')
  })
})
