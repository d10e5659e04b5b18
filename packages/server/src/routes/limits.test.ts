import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const window = 15 * 60_000
const rule = (max: number) => ({ max, timeWindow: window })

describe.each(databaseKinds)('attempt limits on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, {
      rateLimits: {
        emailCheck: rule(3),
        loginPerAccount: rule(3),
        otpMailsPerAccount: rule(3),
        resetMailsPerAccount: rule(2),
        oldSecretPerAccount: rule(5),
        emailCheckPerSession: rule(2),
      },
    })
  })
  afterAll(() => t.close())

  /** One request from a given client address, as a rotating attacker would send it. */
  const from = async (ip: string, url: string, payload: object, token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1${url}`,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return { status: res.statusCode, description: res.json<{ description?: string }>().description }
  }

  it('counts OTP attempts atomically: 20 parallel wrong codes, exactly 5 checked', async () => {
    const sent = await call(t.app, E.otpSent, { email: 'race@example.com' })
    const code = t.mailer.otp('race@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const body = { email: 'race@example.com', otp_token: sent.json.data.otp_token }
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        from(`10.0.4.${i}`, '/email/otp/verify', { ...body, otp_pin: wrong }),
      ),
    )
    const count = (d: string) => replies.filter((r) => r.description === d).length
    expect(count('Invalid verification code')).toBe(5)
    expect(count('Too many attempts, please request a new verification code')).toBe(15)
    const right = await from('10.0.4.99', '/email/otp/verify', { ...body, otp_pin: code })
    expect(right.description).toBe('Too many attempts, please request a new verification code')
  })

  it('lets exactly one of parallel creates win, for the PIN and the transaction password', async () => {
    const token = await signup(t, 'create@example.com')
    const values = ['111111', '222222', '333333', '444444']
    const pins = await Promise.all(
      values.map((pin) => from('10.0.10.1', '/pin/create', { pin, confirm_pin: pin }, token)),
    )
    expect(pins.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    const winner = values[pins.findIndex((r) => r.status === 200)]!
    const change = { old_pin: winner, new_pin: '555555', confirm_new_pin: '555555' }
    expect((await from('10.0.10.1', '/pin/update', change, token)).status).toBe(200)

    const secrets = ['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd']
    const sets = await Promise.all(
      secrets.map((s) =>
        from(
          '10.0.10.1',
          '/transaction_password/set',
          { transaction_password: s, confirm_transaction_password: s, password: PASSWORD },
          token,
        ),
      ),
    )
    expect(sets.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    const kept = secrets[sets.findIndex((r) => r.status === 200)]!
    const swap = {
      old_transaction_password: kept,
      new_transaction_password: 'eeeeee',
      confirm_new_transaction_password: 'eeeeee',
      password: PASSWORD,
    }
    expect((await from('10.0.10.1', '/transaction_password/change', swap, token)).status).toBe(200)
  })

  it('limits wrong old PINs, transaction passwords and passwords per account, and logs them', async () => {
    const token = await signup(t, 'old@example.com')
    await call(t.app, E.pinCreate, { pin: '123456', confirm_pin: '123456' }, token)
    await call(
      t.app,
      E.transactionPasswordSet,
      {
        transaction_password: 'abcdef',
        confirm_transaction_password: 'abcdef',
        password: PASSWORD,
      },
      token,
    )
    const cases = [
      ['/pin/update', 'old_pin', '123456', { new_pin: '654321', confirm_new_pin: '654321' }],
      [
        '/transaction_password/change',
        'old_transaction_password',
        'abcdef',
        {
          new_transaction_password: 'fedcba',
          confirm_new_transaction_password: 'fedcba',
          password: PASSWORD,
        },
      ],
      [
        '/password/change',
        'old_password',
        PASSWORD,
        { new_password: 'changed1', confirm_new_password: 'changed1' },
      ],
    ] as const
    for (const [url, field, right, rest] of cases) {
      for (let i = 0; i < 5; i++) {
        const res = await from(`10.0.5.${i}`, url, { ...rest, [field]: `wrong${i}x` }, token)
        expect(res.status).toBe(400)
      }
      // Every address is new, and even the right secret is refused until the window passes.
      const blocked = await from('10.0.5.77', url, { ...rest, [field]: right }, token)
      expect(blocked).toEqual({
        status: 429,
        description: 'Too many requests, please try again later.',
      })
    }
    const log = await call(t.app, E.activityLogs, { page_size: '100' }, token)
    const kinds = (log.json.data.items as { kind: string }[]).map((item) => item.kind)
    for (const kind of ['pin_wrong', 'transaction_password_wrong', 'password_wrong'])
      expect(kinds.filter((k) => k === kind)).toHaveLength(5)
    t.clock.advance(window + 1)
    for (const [url, field, right, rest] of cases)
      expect((await from('10.0.5.78', url, { ...rest, [field]: right }, token)).status).toBe(200)
  })

  it('caps failed logins, code mails and reset mails per account across addresses', async () => {
    await signup(t, 'target@example.com')
    const attempt = (ip: string, password: string) =>
      from(ip, '/login', { username: 'target@example.com', password })
    for (let i = 0; i < 3; i++)
      expect((await attempt(`10.0.6.${i}`, 'wrong-pass')).status).toBe(401)
    expect((await attempt('10.0.6.50', PASSWORD)).status).toBe(429)
    t.clock.advance(window + 1)
    expect((await attempt('10.0.6.51', PASSWORD)).status).toBe(200)

    const mailsTo = (to: string) => t.mailer.mails.filter((m) => m.to === to).length
    const before = mailsTo('target@example.com')
    const otp = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        from(`10.0.7.${i}`, '/email/otp/sent', { email: 'target@example.com' }),
      ),
    )
    expect(otp.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429])
    expect(mailsTo('target@example.com')).toBe(before + 3)

    const resets = []
    for (let i = 0; i < 4; i++)
      resets.push(
        (await from(`10.0.8.${i}`, '/password/forgot', { email: 'target@example.com' })).status,
      )
    await t.settle()
    expect(resets).toEqual([200, 200, 429, 429])
    expect(mailsTo('target@example.com')).toBe(before + 5)
  })

  it('limits email checks per address and per signed-in session', async () => {
    const check = (ip: string, token?: string) =>
      from(ip, '/email/check_exist', { email: 'someone@example.com' }, token)
    for (let i = 0; i < 3; i++) expect((await check('10.0.9.1')).status).toBe(200)
    expect((await check('10.0.9.1')).status).toBe(429)
    expect((await check('10.0.9.2')).status).toBe(200)

    const token = await signup(t, 'checker@example.com')
    expect((await check('10.0.9.10', token)).status).toBe(200)
    expect((await check('10.0.9.11', token)).status).toBe(200)
    expect((await check('10.0.9.12', token)).status).toBe(429)
  })
})
