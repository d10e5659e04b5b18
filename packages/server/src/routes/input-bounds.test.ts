import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { CONFIG_LIST_MAX, endpoints as E, TEXT_MAX } from '@atb/contract'
import { bots } from '../db/schema'
import { call, databaseKinds, PASSWORD, signup, startTestApp, type TestApp } from '../test/harness'
import { gridConfig } from '../test/bots-kit'

/** Issue 26 item 8: the server re-validates every text's and list's bound with the contract's schema. */
describe.each(databaseKinds)('bounds on free text, ids and lists on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'bounds@example.com')
  })
  afterAll(() => t.close())

  const grid = (config: object) =>
    call(
      t.app,
      E.botCreate,
      { kind: 'spot_grid', exchange_name: 'paper', symbol: 'BTCUSDT', config, agree_risk: true },
      token,
    )

  it('refuses a config whose id is longer than an id, and stores nothing', async () => {
    const res = await grid({ ...gridConfig, id: 'x'.repeat(TEXT_MAX.id + 1) })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('validation_failed')
    expect(res.json.errors).toEqual([
      expect.objectContaining({
        path: 'config.id',
        message: expect.objectContaining({ id: 'validation.maxLength' }),
        text: `must be less than or equal to ${TEXT_MAX.id} characters long`,
      }),
    ])
    const [stored] = await t.database.db.select({ n: count() }).from(bots)
    expect(stored?.n).toBe(0)
    expect((await grid({ ...gridConfig, id: 'x'.repeat(TEXT_MAX.id) })).status).toBe(200)
  })

  it('refuses a signal bot following more coins than a list takes', async () => {
    const coin = { coin_symbol: 'BTCUSDT', coin_base_asset: 'BTC', coin_quote_asset: 'USDT' }
    const res = await call(
      t.app,
      E.botBacktest,
      {
        kind: 'spot_signal',
        symbol: 'BTCUSDT',
        config: {
          signal_id: 'ma_cross_20_80',
          total_amount: 100,
          amount: 20,
          coin_list: Array.from({ length: CONFIG_LIST_MAX.coins + 1 }, () => coin),
        },
      },
      token,
    )
    expect(res.status).toBe(400)
    expect(res.json.errors).toContainEqual(
      expect.objectContaining({
        path: 'config.coin_list',
        text: `The coins list can have at most ${CONFIG_LIST_MAX.coins} items`,
      }),
    )
  })

  it('refuses an old secret or a Google code longer than any the server issues', async () => {
    const change = await call(
      t.app,
      E.changePassword,
      {
        old_password: 'p'.repeat(TEXT_MAX.secret + 1),
        new_password: 'secret456',
        confirm_new_password: 'secret456',
      },
      token,
    )
    expect(change.status).toBe(400)
    expect(change.json.errors?.[0]).toMatchObject({ path: 'old_password' })
    const google = await call(t.app, E.loginGoogle, { auth_code: 'c'.repeat(TEXT_MAX.token + 1) })
    expect(google.status).toBe(400)
    expect(google.json.errors?.[0]).toMatchObject({ path: 'auth_code' })
    // The account is unchanged: its password still works.
    const login = await call(t.app, E.login, { username: 'bounds@example.com', password: PASSWORD })
    expect(login.status).toBe(200)
  })
})
