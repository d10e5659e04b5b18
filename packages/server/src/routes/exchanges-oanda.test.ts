import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from '@atb/engine/testing'
import { fundWallet } from '../test/bots-kit'
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
    await fundWallet(t, token, '30')
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

  it('trades a forex bot on the connected account through the order worker, and books its fill once', async () => {
    const created = await call(
      t.app,
      E.botCreate,
      {
        kind: 'forex_manual',
        exchange_name: 'oanda',
        symbol: 'EURUSD',
        config: {
          side: 'SELL',
          capital: { type: 0, amount: 500 },
          coinInitial: { type: 0, amount: 110 },
          takeProfit: { type: 1, amount: 10 },
          stopLoss: { type: 1, amount: 8 },
          earning: 1000,
        },
        agree_risk: true,
      },
      token,
    )
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    await t.flush()
    await t.deps.host!.pollExchanges()
    await t.deps.host!.pollExchanges()
    const orders = (await call(t.app, E.botOrders, { bot_id: id }, token)).json.data.items
    expect(orders).toEqual([
      expect.objectContaining({
        side: 'sell',
        type: 'market',
        status: 'filled',
        exchange_name: 'oanda',
      }),
    ])
    const sent = fake.received.filter((r) => r.method === 'POST' && r.path.endsWith('/orders'))
    expect(sent).toHaveLength(1)
    // 110 USD of margin at about 1.1: 100 euros, whole units, sold.
    expect(sent[0]!.body).toMatchObject({
      order: { type: 'MARKET', instrument: 'EUR_USD', units: expect.stringMatching(/^-\d+$/) },
    })
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.status).toBe('running')
    expect(fake.broker.transactions.filter((x) => x.type === 'ORDER_FILL')).toHaveLength(1)
  })
})
