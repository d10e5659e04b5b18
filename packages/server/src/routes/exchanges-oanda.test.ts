import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from '@atb/engine/testing'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

/** OANDA keys (decision 032) are checked with the engine's client against the local fake broker. */
describe.each(databaseKinds)('OANDA connections on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeOanda>>
  let token: string

  beforeAll(async () => {
    fake = await startFakeOanda()
    t = await startTestApp(kind, { exchangeUrls: { oanda: fake.url }, exchangeTimeoutMs: 2_000 })
    token = await signup(t, 'oanda@example.com')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const connect = (api_key: string, secret_key: string) =>
    call(t.app, E.exchangeConnect, { exchange_name: 'oanda', api_key, secret_key }, token)

  it('refuses a wrong token and an unknown account, saving nothing', async () => {
    expect((await connect(fakeOandaAccount, 'wrong-token')).json.code).toBe('exchange_key_invalid')
    expect((await connect('101-004-0000000-999', fakeOandaToken)).json.code).toBe(
      'exchange_key_invalid',
    )
    const list = (await call(t.app, E.exchangeList, {}, token)).json.data
    expect(
      list.exchanges.find((e: { exchange_name: string }) => e.exchange_name === 'oanda'),
    ).toMatchObject({ status: null })
  })

  it('connects an account id and token after reading the account summary', async () => {
    const res = await connect(fakeOandaAccount, fakeOandaToken)
    expect(res.status).toBe(200)
    const list = (await call(t.app, E.exchangeList, {}, token)).json.data
    expect(
      list.exchanges.find((e: { exchange_name: string }) => e.exchange_name === 'oanda'),
    ).toMatchObject({ status: 'connected', masked_key: expect.stringMatching(/001$/) })
  })
})
