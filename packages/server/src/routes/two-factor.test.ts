import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { CHALLENGE_TTL_MS } from '../services/login-challenge'
import { totpAt } from '../services/totp'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const STEP = 30_000

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let t: TestApp
  let n = 0
  beforeAll(async () => {
    t = await startTestApp(kind, { host: null })
  })
  afterAll(() => t.close())

  const kinds = async (token: string) =>
    (
      (await call(t.app, E.activityLogs, { page_size: '100' }, token)).json.data.items as {
        kind: string
      }[]
    ).map((item) => item.kind)
  /** The code the app shows a step later than the last one typed: never a replay. */
  const next = (secret: string) => {
    t.clock.advance(STEP)
    return totpAt(secret, t.clock.now())
  }

  /** A new account with two-factor on: its token, secret and recovery codes. */
  async function withTwoFactor() {
    const email = `tf${++n}-${kind}@two-factor.test`
    const token = await signup(t, email)
    const setup = await call(t.app, E.twoFactorSetup, {}, token)
    expect(setup.status).toBe(200)
    const { secret, otpauth_url } = setup.json.data as { secret: string; otpauth_url: string }
    expect(otpauth_url).toContain(`secret=${secret}`)
    expect(otpauth_url).toContain('algorithm=SHA1&digits=6&period=30')
    const on = await call(
      t.app,
      E.twoFactorEnable,
      { totp_code: totpAt(secret, t.clock.now()), password: PASSWORD },
      token,
    )
    expect(on.status).toBe(200)
    return { email, token, secret, codes: on.json.data.recovery_codes as string[] }
  }

  it('turns on with a first code and hands out ten recovery codes once', async () => {
    const token = await signup(t, `on-${kind}@two-factor.test`)
    expect((await call(t.app, E.profile, undefined, token)).json.data).toMatchObject({
      two_factor_enabled: false,
      has_password: true,
    })
    expect((await call(t.app, E.twoFactorEnable, { totp_code: '123456' }, token)).json.code).toBe(
      'two_factor_setup_missing',
    )
    const { secret } = (await call(t.app, E.twoFactorSetup, {}, token)).json.data
    const missing = await call(
      t.app,
      E.twoFactorEnable,
      { totp_code: totpAt(secret, t.clock.now()) },
      token,
    )
    expect(missing.json).toMatchObject({
      code: 'password_required',
      errors: [{ path: 'password' }],
    })
    const wrong = await call(
      t.app,
      E.twoFactorEnable,
      {
        totp_code: totpAt(secret, new Date(t.clock.now().getTime() + 10 * STEP)),
        password: PASSWORD,
      },
      token,
    )
    expect(wrong.json).toMatchObject({
      code: 'two_factor_code_wrong',
      errors: [{ path: 'totp_code' }],
    })
    const on = await call(
      t.app,
      E.twoFactorEnable,
      { totp_code: totpAt(secret, t.clock.now()), password: PASSWORD },
      token,
    )
    const codes = on.json.data.recovery_codes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/)
    expect((await call(t.app, E.profile, undefined, token)).json.data.two_factor_enabled).toBe(true)
    expect((await call(t.app, E.twoFactorSetup, {}, token)).json.code).toBe('two_factor_exists')
    expect(await kinds(token)).toEqual(
      expect.arrayContaining(['two_factor_enable', 'two_factor_wrong']),
    )
    // Stored sealed and keyed: neither the secret nor a code appears in the database.
    const dump = JSON.stringify(await t.database.db.execute('select * from users'))
    expect(dump).not.toContain(secret)
    const hashes = JSON.stringify(await t.database.db.execute('select * from recovery_codes'))
    expect(hashes).not.toContain(codes[0]!.replace('-', ''))
  })

  it('answers the password step with a challenge, no session, and the code step with one', async () => {
    const { email, token: before, secret } = await withTwoFactor()
    const step = await call(t.app, E.login, { username: email, password: PASSWORD })
    expect(step.status).toBe(200)
    expect(step.json.data).not.toHaveProperty('token')
    const { challenge_token, expires_at } = step.json.data
    expect(step.json.data.two_factor_required).toBe(true)
    expect(Date.parse(expires_at) - t.clock.now().getTime()).toBe(CHALLENGE_TTL_MS)
    // The challenge is no session, and the password step signed nobody out.
    expect((await call(t.app, E.profile, undefined, challenge_token)).status).toBe(401)
    expect((await call(t.app, E.profile, undefined, before)).status).toBe(200)

    const wrong = await call(t.app, E.loginTwoFactor, { challenge_token, totp_code: '000000' })
    expect(wrong.json).toMatchObject({
      code: 'two_factor_code_wrong',
      errors: [{ path: 'totp_code' }],
    })
    const code = next(secret)
    const done = await call(t.app, E.loginTwoFactor, { challenge_token, totp_code: code })
    expect(done.status).toBe(200)
    const token = done.json.data.token as string
    expect((await call(t.app, E.profile, undefined, token)).status).toBe(200)
    expect((await call(t.app, E.profile, undefined, before)).status).toBe(401)
    // Used once: the same challenge opens nothing more, whatever the code.
    const again = await call(t.app, E.loginTwoFactor, { challenge_token, totp_code: next(secret) })
    expect(again.json.code).toBe('two_factor_challenge_invalid')
    expect(await kinds(token)).toEqual(expect.arrayContaining(['two_factor_wrong', 'login']))
  })

  it('refuses a code used before, within its window', async () => {
    const { email, secret } = await withTwoFactor()
    const code = next(secret)
    const first = (await call(t.app, E.login, { username: email, password: PASSWORD })).json.data
    expect(
      (
        await call(t.app, E.loginTwoFactor, {
          challenge_token: first.challenge_token,
          totp_code: code,
        })
      ).status,
    ).toBe(200)
    const second = (await call(t.app, E.login, { username: email, password: PASSWORD })).json.data
    const replay = await call(t.app, E.loginTwoFactor, {
      challenge_token: second.challenge_token,
      totp_code: code,
    })
    expect(replay.json.code).toBe('two_factor_code_wrong')
  })

  it('lets a challenge expire, and a Google sign-in of the account needs the code too', async () => {
    const { email, secret } = await withTwoFactor()
    const { challenge_token } = (
      await call(t.app, E.login, { username: email, password: PASSWORD })
    ).json.data
    t.clock.advance(CHALLENGE_TTL_MS + 1)
    const late = await call(t.app, E.loginTwoFactor, {
      challenge_token,
      totp_code: totpAt(secret, t.clock.now()),
    })
    expect(late.json.code).toBe('two_factor_challenge_invalid')
    expect(late.status).toBe(401)

    const google = await call(t.app, E.loginGoogle, { auth_code: `code:g-${email}:${email}` })
    expect(google.json.data).toMatchObject({ is_new_user: false, two_factor_required: true })
    expect(google.json.data).not.toHaveProperty('token')
    const done = await call(t.app, E.loginTwoFactor, {
      challenge_token: google.json.data.challenge_token,
      totp_code: next(secret),
    })
    expect(done.status).toBe(200)
    expect(await kinds(done.json.data.token)).toContain('login_google')
  })

  it('takes a recovery code once, tells the owner, and holds withdrawals for 24 hours', async () => {
    const { email, token, codes } = await withTwoFactor()
    const info = async (tok: string) =>
      (await call(t.app, E.withdrawalInfo, undefined, tok)).json.data.suspended_until
    expect(await info(token)).toBeNull()
    const signIn = async (code: string) => {
      const { challenge_token } = (
        await call(t.app, E.login, { username: email, password: PASSWORD })
      ).json.data
      return call(t.app, E.loginTwoFactor, { challenge_token, totp_code: code })
    }
    const used = await signIn(codes[3]!.toLowerCase())
    expect(used.status).toBe(200)
    expect((await signIn(codes[3]!)).json.code).toBe('two_factor_code_wrong')
    const fresh = used.json.data.token as string
    expect(await kinds(fresh)).toContain('recovery_code_used')
    expect(await info(fresh)).not.toBeNull()
    const notes = (await call(t.app, E.notificationList, {}, fresh)).json.data.items as {
      kind: string
    }[]
    expect(notes.map((note) => note.kind)).toContain('security.recovery_code')
    expect(t.mailer.mails.some((m) => m.to === email && /recovery code/i.test(m.subject))).toBe(
      true,
    )
  })

  it('turns off with the password and a code, which starts the hold', async () => {
    const { token, secret, codes } = await withTwoFactor()
    const wrongPassword = await call(
      t.app,
      E.twoFactorDisable,
      { totp_code: next(secret), password: 'not-it-1' },
      token,
    )
    expect(wrongPassword.json).toMatchObject({
      code: 'password_wrong',
      errors: [{ path: 'password' }],
    })
    expect((await call(t.app, E.twoFactorDisable, { totp_code: codes[0] }, token)).json.code).toBe(
      'password_required',
    )
    const off = await call(
      t.app,
      E.twoFactorDisable,
      { totp_code: next(secret), password: PASSWORD },
      token,
    )
    expect(off.status).toBe(200)
    const profile = (await call(t.app, E.profile, undefined, token)).json.data
    expect(profile.two_factor_enabled).toBe(false)
    expect(
      (await call(t.app, E.withdrawalInfo, undefined, token)).json.data.suspended_until,
    ).not.toBeNull()
    expect(await kinds(token)).toEqual(
      expect.arrayContaining(['two_factor_disable', 'password_wrong']),
    )
    expect(
      (await call(t.app, E.twoFactorDisable, { totp_code: codes[1], password: PASSWORD }, token))
        .json.code,
    ).toBe('two_factor_missing')
  })
})
