import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { buildServer } from '../app'
import {
  PASSWORD,
  call,
  databaseKinds,
  login,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'

describe.each(databaseKinds)('auth on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('signs up with an emailed OTP, lands logged in, and links the referrer', async () => {
    const referrerToken = await signup(t, 'ref@example.com')
    const referrer = await call(t.app, E.profile, { timestamp: '1' }, referrerToken)
    const code = referrer.json.data.own_invitation_code as string
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    const check = async (invitation_code: string) =>
      (await call(t.app, E.invitationCheck, { invitation_code })).json
    expect((await check(code.toLowerCase())).data).toEqual({ exists: true })
    expect((await check('ZZZZ9999')).data).toEqual({ exists: false })
    expect((await check('')).errors).toEqual([
      expect.objectContaining({
        path: 'invitation_code',
        text: 'The invitation code field is required',
      }),
    ])

    expect((await call(t.app, E.emailCheckExist, { email: 'new@example.com' })).json.data).toEqual({
      exists: false,
    })
    const token = await signup(t, 'New@Example.com', code.toLowerCase())
    const me = await call(t.app, E.profile, undefined, token)
    expect(me.json.data).toMatchObject({
      email: 'new@example.com',
      has_pin: false,
      assets: [{ amount: 0 }],
    })
    expect(me.json.data.own_invitation_code).not.toBe(code)
    expect((await call(t.app, E.emailCheckExist, { email: 'NEW@example.com' })).json.data).toEqual({
      exists: true,
    })

    const referrals = await call(t.app, E.referrals, undefined, referrerToken)
    expect(referrals.json.data).toMatchObject({ total: 1, items: [{ email: 'n***@example.com' }] })
  })

  it('refuses a wrong OTP, a reused one, an unknown invitation code and a taken email', async () => {
    const email = 'otp@example.com'
    const sent = await call(t.app, E.otpSent, { email })
    const body = {
      email,
      otp_token: sent.json.data.otp_token,
      password: PASSWORD,
      confirm_password: PASSWORD,
    }
    const wrong = await call(t.app, E.registerEmail, {
      ...body,
      otp_pin: t.mailer.otp(email) === '000000' ? '111111' : '000000',
    })
    expect(wrong.json).toMatchObject({
      status: 'error',
      description: 'Invalid verification code',
      code: 'otp_invalid',
    })
    const badInvite = await call(t.app, E.registerEmail, {
      ...body,
      otp_pin: t.mailer.otp(email),
      invitation_code: 'NOPE2345',
    })
    expect(badInvite.json).toMatchObject({
      description: 'Invalid invitation code',
      code: 'invitation_invalid',
      errors: [{ path: 'invitation_code', message: { id: 'error.invitationInvalid' } }],
    })
    expect(
      (await call(t.app, E.otpVerify, { ...body, otp_pin: t.mailer.otp(email) })).json.data,
    ).toEqual({ verified: true })
    expect(
      (await call(t.app, E.registerEmail, { ...body, otp_pin: t.mailer.otp(email) })).status,
    ).toBe(200)
    const reused = await call(t.app, E.registerEmail, {
      ...body,
      otp_pin: t.mailer.otp(email),
    })
    expect(reused.json.description).toBe('Invalid verification code')

    const again = await call(t.app, E.otpSent, { email })
    const taken = await call(t.app, E.registerEmail, {
      ...body,
      otp_token: again.json.data.otp_token,
      otp_pin: t.mailer.otp(email),
    })
    // The address is the email field's problem, so the reply says so for the form to show it there.
    expect(taken).toMatchObject({
      status: 409,
      json: {
        description: 'Email is already registered',
        code: 'email_taken',
        errors: [
          {
            path: 'email',
            message: { id: 'error.emailTaken' },
            text: 'Email is already registered',
          },
        ],
      },
    })
  })

  it('expires OTPs after 10 minutes and kills them after 5 wrong attempts', async () => {
    const email = 'expiry@example.com'
    const sent = await call(t.app, E.otpSent, { email })
    expect(Date.parse(sent.json.data.expires_at) - t.clock.now().getTime()).toBe(600_000)
    t.clock.advance(600_001)
    const late = await call(t.app, E.otpVerify, {
      email,
      otp_token: sent.json.data.otp_token,
      otp_pin: t.mailer.otp(email),
    })
    expect(late.json.description).toBe('Verification code has expired')

    const fresh = await call(t.app, E.otpSent, { email })
    const good = t.mailer.otp(email)
    const bad = good === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, E.otpVerify, {
        email,
        otp_token: fresh.json.data.otp_token,
        otp_pin: bad,
      })
      expect(res.json.description).toBe('Invalid verification code')
    }
    const locked = await call(t.app, E.otpVerify, {
      email,
      otp_token: fresh.json.data.otp_token,
      otp_pin: good,
    })
    expect(locked.json.description).toBe(
      'Too many attempts, please request a new verification code',
    )
  })

  it('answers validation errors as 400 with the first message as description', async () => {
    const res = await call(t.app, E.registerEmail, { email: 'x', password: '1' })
    expect(res.status).toBe(400)
    expect(res.json.description).toBe('The field must be a valid email')
    expect(res.json.code).toBe('validation_failed')
    expect(res.json.errors?.map((e: { path: string }) => e.path).sort()).toEqual([
      'confirm_password',
      'email',
      'otp_pin',
      'otp_token',
      'password',
    ])
  })

  it('logs in, rejects wrong credentials, and keeps one live session per user', async () => {
    await signup(t, 'single@example.com')
    const wrong = await call(t.app, E.login, {
      username: 'single@example.com',
      password: 'wrong-pass',
    })
    expect(wrong).toMatchObject({
      status: 401,
      json: { status: 'error', description: 'Invalid credentials', code: 'invalid_credentials' },
    })
    expect(wrong.json.errors).toBeUndefined()
    const unknown = await call(t.app, E.login, {
      username: 'ghost@example.com',
      password: PASSWORD,
    })
    expect(unknown.json.description).toBe('Invalid credentials')

    const first = await login(t, 'single@example.com')
    const payload = JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString())
    expect(payload.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 7 * 24 * 3600)
    const second = await login(t, 'SINGLE@example.com')
    expect((await call(t.app, E.profile, undefined, first)).json).toEqual({
      status: 'error',
      description: 'Invalid session',
      code: 'invalid_session',
    })
    expect((await call(t.app, E.profile, undefined, second)).status).toBe(200)

    expect((await call(t.app, E.logout, undefined, second)).json).toEqual({
      status: 'success',
      data: { done: true },
    })
    expect((await call(t.app, E.profile, undefined, second)).json.description).toBe(
      'Invalid session',
    )
  })

  it('rejects missing, forged and expired tokens', async () => {
    expect((await call(t.app, E.profile)).json).toEqual({
      status: 'error',
      description: 'Authentication required',
      code: 'auth_required',
    })
    expect((await call(t.app, E.profile, undefined, 'a.b.c')).json.description).toBe(
      'Invalid session',
    )
    const token = await signup(t, 'expire@example.com')
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000)
    expect((await call(t.app, E.profile, undefined, token)).status).toBe(401)
  })

  it('signs in with Google: known users get a token, new ones add a referral code', async () => {
    const referrer = await signup(t, 'gref@example.com')
    const code = (await call(t.app, E.profile, undefined, referrer)).json.data.own_invitation_code

    expect((await call(t.app, E.loginGoogleConfig)).json.data).toEqual({
      enabled: true,
      client_id: 'test-client.apps.googleusercontent.com',
      redirect_uri: 'http://127.0.0.1:3000/login',
    })
    const fresh = await call(t.app, E.loginGoogle, {
      auth_code: 'code:g-1:goo@example.com',
    })
    expect(fresh.json.data).toEqual({ is_new_user: true })
    const added = await call(t.app, E.loginGoogleAddCode, {
      auth_code: 'code:g-1:goo@example.com',
      invitation_code: code,
    })
    expect(added.status).toBe(200)
    const me = await call(t.app, E.profile, undefined, added.json.data.token)
    expect(me.json.data).toMatchObject({ email: 'goo@example.com', nickname: 'Goo Gler' })

    const back = await call(t.app, E.loginGoogle, {
      auth_code: 'code:g-1:goo@example.com',
    })
    expect(back.json.data).toMatchObject({ is_new_user: false, token: expect.any(String) })
    expect((await call(t.app, E.loginGoogle, { auth_code: 'bogus' })).json.description).toBe(
      'Google sign-in failed',
    )
    // A Google account has no password to log in with.
    expect(
      (await call(t.app, E.login, { username: 'goo@example.com', password: PASSWORD })).status,
    ).toBe(401)
  })

  it("says Google sign-in is not configured when it isn't", async () => {
    // A second server on the same database: PGlite start-up is the slow part.
    const bare = await buildServer({
      database: t.database,
      google: null,
      logLevel: 'silent',
      jwtSecret: 'x',
    })
    try {
      expect((await call(bare, E.loginGoogleConfig)).json.data).toEqual({
        enabled: false,
      })
      const res = await call(bare, E.loginGoogle, { auth_code: 'x' })
      expect(res).toMatchObject({
        status: 501,
        json: { status: 'error', description: 'Google sign-in is not configured' },
      })
    } finally {
      await bare.close()
    }
  })
})
