import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import {
  PASSWORD,
  call,
  databaseKinds,
  login,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { issueActivationCodes } from '../services/activation'

describe.each(databaseKinds)('security on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'sec@example.com', undefined, { subscribed: false })
  })
  afterAll(() => t.close())

  it('creates then updates the PIN', async () => {
    const bad = await call(t.app, E.pinCreate, { pin: '12345a', confirm_pin: '12345a' }, token)
    expect(bad.json.description).toBe('The PIN must contain only digits')
    expect(
      (
        await call(
          t.app,
          E.pinUpdate,
          { old_pin: '123456', new_pin: '654321', confirm_new_pin: '654321' },
          token,
        )
      ).json.description,
    ).toBe('PIN is not set')
    expect(
      (await call(t.app, E.pinCreate, { pin: '123456', confirm_pin: '123456' }, token)).status,
    ).toBe(200)
    expect(
      (await call(t.app, E.pinCreate, { pin: '123456', confirm_pin: '123456' }, token)).status,
    ).toBe(409)
    const wrong = await call(
      t.app,
      E.pinUpdate,
      { old_pin: '000000', new_pin: '654321', confirm_new_pin: '654321' },
      token,
    )
    expect(wrong.json).toMatchObject({
      description: 'Old PIN is incorrect',
      code: 'pin_wrong',
      errors: [{ path: 'old_pin', message: { id: 'error.pinWrong' } }],
    })
    expect(
      (
        await call(
          t.app,
          E.pinUpdate,
          { old_pin: '123456', new_pin: '654321', confirm_new_pin: '654321' },
          token,
        )
      ).status,
    ).toBe(200)
    expect((await call(t.app, E.profile, undefined, token)).json.data.has_pin).toBe(true)
  })

  it('sets then changes the transaction password', async () => {
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordSet,
          { transaction_password: 'abc', confirm_transaction_password: 'abc', password: PASSWORD },
          token,
        )
      ).json.description,
    ).toBe('The transaction password must be exactly 6 characters long')
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordSet,
          {
            transaction_password: 'abc123',
            confirm_transaction_password: 'abc123',
            password: PASSWORD,
          },
          token,
        )
      ).status,
    ).toBe(200)
    const body = {
      new_transaction_password: 'xyz789',
      confirm_new_transaction_password: 'xyz789',
      password: PASSWORD,
    }
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordChange,
          { old_transaction_password: 'nope12', ...body },
          token,
        )
      ).json,
    ).toMatchObject({
      code: 'transaction_password_wrong',
      description: 'Transaction password is incorrect',
      errors: [{ path: 'old_transaction_password' }],
    })
    expect(
      (
        await call(
          t.app,
          E.transactionPasswordChange,
          { old_transaction_password: 'abc123', ...body },
          token,
        )
      ).status,
    ).toBe(200)
    expect(
      (await call(t.app, E.profile, undefined, token)).json.data.has_transaction_password,
    ).toBe(true)
  })

  it('redeems activation codes once each, extending the subscription', async () => {
    expect((await call(t.app, E.activation, undefined, token)).json.data).toEqual({
      active: false,
      expires_at: null,
    })
    const [first, second] = await issueActivationCodes(t.database.db, t.clock, 2, 30)
    expect(first).toMatch(/^[A-HJ-KMNP-Z2-9]{8}$/)
    const redeemed = await call(t.app, E.activationRedeem, { code: first!.toLowerCase() }, token)
    const day = 86_400_000
    expect(redeemed.json.data).toEqual({
      active: true,
      days_added: 30,
      expires_at: new Date(t.clock.now().getTime() + 30 * day).toISOString(),
    })
    expect((await call(t.app, E.activationRedeem, { code: first }, token)).json.description).toBe(
      'Activation code has already been used',
    )
    expect(
      (await call(t.app, E.activationRedeem, { code: 'ZZZZZZZZ' }, token)).json.description,
    ).toBe('Invalid activation code')
    await call(t.app, E.activationRedeem, { code: second }, token)
    const status = await call(t.app, E.activation, undefined, token)
    expect(status.json.data).toEqual({
      active: true,
      expires_at: new Date(t.clock.now().getTime() + 60 * day).toISOString(),
    })
    // The history: each code once, newest first, with the end it extended the subscription to.
    const history = await call(t.app, E.activationHistory, { page: '1', page_size: '10' }, token)
    expect(history.json.data).toMatchObject({ total: 2, page: 1, page_size: 10 })
    expect(history.json.data.items).toEqual([
      {
        code_tail: second!.slice(-4),
        days: 30,
        redeemed_at: t.clock.now().toISOString(),
        expires_after: new Date(t.clock.now().getTime() + 60 * day).toISOString(),
      },
      {
        code_tail: first!.slice(-4),
        days: 30,
        redeemed_at: t.clock.now().toISOString(),
        expires_after: new Date(t.clock.now().getTime() + 30 * day).toISOString(),
      },
    ])
  })

  it('lists security activity newest first, paginated, with IP and user agent', async () => {
    t.clock.advance(1000)
    await call(t.app, E.logout, undefined, token)
    t.clock.advance(1000)
    token = await login(t, 'sec@example.com')
    const page = await call(t.app, E.activityLogs, { page: '1', page_size: '3' }, token)
    expect(page.json.data.total).toBeGreaterThanOrEqual(9)
    expect(page.json.data.items.map((i: { kind: string }) => i.kind)).toEqual([
      'login',
      'logout',
      expect.any(String),
    ])
    expect(page.json.data.items[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'vitest' })
    const kinds = (
      await call(t.app, E.activityLogs, { page_size: '50' }, token)
    ).json.data.items.map((i: { kind: string }) => i.kind)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'register',
        'pin_create',
        'pin_update',
        'transaction_password_set',
        'transaction_password_change',
        'activation',
      ]),
    )
    expect((await call(t.app, E.activityLogs, { page: '0' }, token)).json.description).toBe(
      'The page must be at least 1',
    )
  })
})
