import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { startFakeExchange } from '@atb/engine/testing'
import { credit } from '../services/wallet/wallet'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { keyBody } from '../test/exchanges'
import { GOOD_CODE, OKX_CLIENT, startOkxOAuthServer } from '../test/okx-oauth-server'
import { nextCode, turnOnTwoFactor } from '../test/two-factor'

const SECRET = '246810'
const WINDOW = 15 * 60_000
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe.each(databaseKinds)('what asks for the second factor, on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  let okx: Awaited<ReturnType<typeof startOkxOAuthServer>>
  let n = 0
  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    okx = await startOkxOAuthServer()
    t = await startTestApp(kind, {
      host: null,
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: 'http://127.0.0.1:9' },
      okxOAuth: { ...OKX_CLIENT, baseUrl: okx.url, redirectUri: 'http://127.0.0.1/cb' },
      rateLimits: {
        twoFactorPerAccount: { max: 3, timeWindow: WINDOW },
        oldSecretPerAccount: { max: 3, timeWindow: WINDOW },
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await okx.close()
    await fake.close()
  })

  const email = () => `act${++n}-${kind}@two-factor.test`
  const kinds = async (token: string) =>
    (
      (await call(t.app, E.activityLogs, { page_size: '100' }, token)).json.data.items as {
        kind: string
      }[]
    ).map((item) => item.kind)

  it('counts wrong codes per account whatever the address, then answers 429', async () => {
    const address = email()
    const { secret } = await turnOnTwoFactor(t, await signup(t, address))
    const tryCode = async (ip: string, totp_code: string) => {
      const step = await t.app.inject({
        method: 'POST',
        url: `/v1${E.login.path}`,
        payload: { username: address, password: PASSWORD },
        remoteAddress: ip,
      })
      const { challenge_token } = step.json().data as { challenge_token: string }
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1${E.loginTwoFactor.path}`,
        payload: { challenge_token, totp_code },
        remoteAddress: ip,
      })
      return { status: res.statusCode, code: res.json().code as string | undefined }
    }
    for (let i = 0; i < 3; i++)
      expect(await tryCode(`10.2.0.${i}`, '000000')).toEqual({
        status: 400,
        code: 'two_factor_code_wrong',
      })
    // A new address, and even the right code, waits for the window to pass.
    expect(await tryCode('10.2.0.77', nextCode(t, secret))).toEqual({
      status: 429,
      code: 'rate_limited',
    })
    t.clock.advance(WINDOW + 1)
    expect((await tryCode('10.2.0.78', nextCode(t, secret))).status).toBe(200)
  })

  it('asks a withdrawal for a TOTP, and answers a retry of the same request as it was', async () => {
    const token = await signup(t, email())
    await call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      token,
    )
    const id = (await call(t.app, E.profile, undefined, token)).json.data.id as string
    await credit(t.database.db, id, '500', `fund-${id}`, t.clock.now())
    const { secret } = await turnOnTwoFactor(t, token)
    const body = { amount: 50, to_address: ADDRESS, transaction_password: SECRET }
    const without = await call(t.app, E.withdraw, { ...body, request_id: randomUUID() }, token)
    expect(without.json).toMatchObject({
      code: 'two_factor_required',
      errors: [{ path: 'totp_code' }],
    })
    const wrong = await call(
      t.app,
      E.withdraw,
      { ...body, request_id: randomUUID(), totp_code: '000000' },
      token,
    )
    expect(wrong.json.code).toBe('two_factor_code_wrong')
    const request = { ...body, request_id: randomUUID(), totp_code: nextCode(t, secret) }
    const held = await call(t.app, E.withdraw, request, token)
    expect(held.status).toBe(200)
    const retry = await call(t.app, E.withdraw, request, token)
    expect(retry.json.data.withdrawal.id).toBe(held.json.data.withdrawal.id)
    // The same code for a new request is a replay.
    const replay = await call(t.app, E.withdraw, { ...request, request_id: randomUUID() }, token)
    expect(replay.json.code).toBe('two_factor_code_wrong')
  })

  it('asks every exchange-key change for a TOTP, the OKX callback too', async () => {
    const token = await signup(t, email())
    const { secret } = await turnOnTwoFactor(t, token)
    const connect = await call(t.app, E.exchangeConnect, keyBody('binance'), token)
    expect(connect.json).toMatchObject({
      code: 'two_factor_required',
      errors: [{ path: 'totp_code' }],
    })
    const code = nextCode(t, secret)
    expect(
      (await call(t.app, E.exchangeConnect, { ...keyBody('binance'), totp_code: code }, token))
        .status,
    ).toBe(200)
    expect(
      (await call(t.app, E.exchangeUpdate, { ...keyBody('binance'), totp_code: code }, token)).json
        .code,
    ).toBe('two_factor_code_wrong')
    expect(
      (
        await call(
          t.app,
          E.exchangeUpdate,
          { ...keyBody('binance'), totp_code: nextCode(t, secret) },
          token,
        )
      ).status,
    ).toBe(200)
    expect(
      (await call(t.app, E.exchangeDisable, { exchange_name: 'binance' }, token)).json.code,
    ).toBe('two_factor_required')
    expect(
      (
        await call(
          t.app,
          E.exchangeDisable,
          { exchange_name: 'binance', totp_code: nextCode(t, secret) },
          token,
        )
      ).status,
    ).toBe(200)

    const url = new URL((await call(t.app, E.okxOAuthStart, {}, token)).json.data.url as string)
    const state = url.searchParams.get('state') ?? ''
    const refused = await call(t.app, E.okxOAuthCallback, { code: GOOD_CODE, state }, token)
    expect(refused.json.code).toBe('two_factor_required')
    // The state was not spent on the refusal: the same authorization goes through with the code.
    const done = await call(
      t.app,
      E.okxOAuthCallback,
      { code: GOOD_CODE, state, totp_code: nextCode(t, secret) },
      token,
    )
    expect(done.json.data).toMatchObject({ exchange_name: 'okx', status: 'connected' })
  })

  it('asks setting the transaction password for the login password, counting wrong ones', async () => {
    const token = await signup(t, email())
    const body = { transaction_password: SECRET, confirm_transaction_password: SECRET }
    expect((await call(t.app, E.transactionPasswordSet, body, token)).json).toMatchObject({
      code: 'password_required',
      errors: [{ path: 'password' }],
    })
    for (let i = 0; i < 3; i++) {
      const wrong = await call(
        t.app,
        E.transactionPasswordSet,
        { ...body, password: `wrong-${i}` },
        token,
      )
      expect(wrong.json).toMatchObject({ code: 'password_wrong', errors: [{ path: 'password' }] })
    }
    const blocked = await call(
      t.app,
      E.transactionPasswordSet,
      { ...body, password: PASSWORD },
      token,
    )
    expect(blocked.status).toBe(429)
    expect((await kinds(token)).filter((k) => k === 'password_wrong')).toHaveLength(3)
    t.clock.advance(WINDOW + 1)
    expect(
      (await call(t.app, E.transactionPasswordSet, { ...body, password: PASSWORD }, token)).status,
    ).toBe(200)
  })

  it('takes a TOTP or the password once two-factor is on, and a TOTP for the change', async () => {
    const token = await signup(t, email())
    const { secret } = await turnOnTwoFactor(t, token)
    const body = { transaction_password: SECRET, confirm_transaction_password: SECRET }
    expect((await call(t.app, E.transactionPasswordSet, body, token)).json.code).toBe(
      'two_factor_required',
    )
    expect(
      (await call(t.app, E.transactionPasswordSet, { ...body, totp_code: '000000' }, token)).json
        .code,
    ).toBe('two_factor_code_wrong')
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordSet,
          { ...body, totp_code: nextCode(t, secret) },
          token,
        )
      ).status,
    ).toBe(200)
    const change = {
      old_transaction_password: SECRET,
      new_transaction_password: '135790',
      confirm_new_transaction_password: '135790',
    }
    expect(
      (await call(t.app, E.transactionPasswordChange, { ...change, password: PASSWORD }, token))
        .status,
    ).toBe(200)
    expect(await kinds(token)).toContain('two_factor_wrong')
  })

  it('tells a Google account with neither proof what to do, and takes its TOTP once on', async () => {
    const address = email()
    const google = await call(t.app, E.loginGoogleAddCode, {
      auth_code: `code:sub-${address}:${address}`,
    })
    const token = google.json.data.token as string
    const profile = (await call(t.app, E.profile, undefined, token)).json.data
    expect(profile).toMatchObject({ has_password: false, two_factor_enabled: false })
    const body = { transaction_password: SECRET, confirm_transaction_password: SECRET }
    const none = await call(
      t.app,
      E.transactionPasswordSet,
      { ...body, password: 'guess-1' },
      token,
    )
    expect(none.json).toMatchObject({
      code: 'proof_unavailable',
      description:
        'This account has neither a login password nor two-factor sign-in to confirm the change',
    })
    const { secret } = await turnOnTwoFactor(t, token, undefined)
    expect(
      (await call(t.app, E.transactionPasswordSet, { ...body, password: 'guess-1' }, token)).json
        .code,
    ).toBe('two_factor_required')
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordSet,
          { ...body, totp_code: nextCode(t, secret) },
          token,
        )
      ).status,
    ).toBe(200)
  })
})
