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

// A 1×1 PNG; the others only pretend to be PNGs.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
const gifAsPng = 'data:image/png;base64,R0lGODlhAQABAAAAACw='

describe.each(databaseKinds)('account on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://atb.example' })
  })
  afterAll(() => t.close())

  it('edits the profile, keeping images unless new PNGs are sent', async () => {
    const token = await signup(t, 'profile@example.com')
    const edit = await call(
      t.app,
      E.profileEdit,
      { nickname: 'Trader_1', signature: 'hodl always', profile_image: png },
      token,
    )
    expect(edit.json.data).toMatchObject({
      nickname: 'Trader_1',
      signature: 'hodl always',
      profile_image: png,
      banner_image: '',
    })
    const again = await call(
      t.app,
      E.profileEdit,
      { nickname: 'Trader_2', signature: 'x', banner_image: png },
      token,
    )
    expect(again.json.data).toMatchObject({
      nickname: 'Trader_2',
      profile_image: png,
      banner_image: png,
    })
  })

  it('refuses fake PNGs, oversize images, special characters and oversize bodies', async () => {
    const token = await signup(t, 'badimg@example.com')
    const fake = await call(
      t.app,
      E.profileEdit,
      { nickname: 'A<b>', signature: 'ok', profile_image: gifAsPng },
      token,
    )
    expect(fake.status).toBe(400)
    expect(
      Object.fromEntries(
        fake.json.errors!.map((e: { path: string; text: string }) => [e.path, e.text]),
      ),
    ).toEqual({
      nickname: 'The nickname not allow special characters',
      profile_image: 'The profile image must be a PNG image',
    })
    const big = png.slice(0, 33) + 'A'.repeat(800_000)
    const oversize = await call(
      t.app,
      E.profileEdit,
      { nickname: 'A', signature: 'B', banner_image: big },
      token,
    )
    expect(oversize.json.description).toBe('The banner image must be at most 512 KB')
    const huge = await call(
      t.app,
      E.profileEdit,
      { nickname: 'A', signature: 'B', banner_image: 'x'.repeat(3_000_000) },
      token,
    )
    expect(huge).toMatchObject({
      status: 413,
      json: { status: 'error', description: 'Request body is too large', code: 'body_too_large' },
    })
  })

  it('mails a single-use reset link, and answers the same for unknown emails', async () => {
    await signup(t, 'forgot@example.com')
    const unknown = await call(t.app, E.forgotPassword, { email: 'nobody@example.com' })
    const known = await call(t.app, E.forgotPassword, { email: 'forgot@example.com' })
    await t.settle()
    expect(unknown.json).toEqual(known.json)
    expect(t.mailer.mails.some((m) => m.to === 'nobody@example.com')).toBe(false)
    const link = /(https:\/\/atb\.example\/recovery-password\/(\S+))/.exec(
      t.mailer.last('forgot@example.com').text,
    )
    expect(link).not.toBeNull()
    const token = link![2]!
    const old = await login(t, 'forgot@example.com')

    const mismatch = await call(t.app, E.resetPassword, {
      token,
      password: 'newpass1',
      confirm_password: 'nope',
    })
    expect(mismatch.json.description).toBe('The confirm password does not match')
    const reset = await call(t.app, E.resetPassword, {
      token,
      password: 'newpass1',
      confirm_password: 'newpass1',
    })
    expect(reset.json).toEqual({ status: 'success', data: { done: true } })
    expect((await call(t.app, E.profile, undefined, old)).json.description).toBe('Invalid session')
    const reused = await call(t.app, E.resetPassword, {
      token,
      password: 'other12',
      confirm_password: 'other12',
    })
    expect(reused.json.description).toBe('Invalid or expired reset link')
    expect(
      (await call(t.app, E.login, { username: 'forgot@example.com', password: PASSWORD })).status,
    ).toBe(401)
    await login(t, 'forgot@example.com', 'newpass1')
  })

  it('expires reset links after 30 minutes', async () => {
    await signup(t, 'late@example.com')
    await call(t.app, E.forgotPassword, { email: 'late@example.com' })
    await t.settle()
    const token = /recovery-password\/(\S+)/.exec(t.mailer.last('late@example.com').text)![1]!
    t.clock.advance(30 * 60_000 + 1)
    const res = await call(t.app, E.resetPassword, {
      token,
      password: 'newpass1',
      confirm_password: 'newpass1',
    })
    expect(res).toMatchObject({
      status: 400,
      json: { description: 'Invalid or expired reset link' },
    })
  })

  it('changes the password only with the old one, keeping the current session', async () => {
    const token = await signup(t, 'change@example.com')
    const body = { new_password: 'changed1', confirm_new_password: 'changed1' }
    const wrong = await call(t.app, E.changePassword, { old_password: 'nope-nope', ...body }, token)
    expect(wrong).toMatchObject({
      status: 400,
      json: {
        description: 'Old password is incorrect',
        code: 'old_password_wrong',
        errors: [{ path: 'old_password', message: { id: 'error.oldPasswordWrong' } }],
      },
    })
    const ok = await call(t.app, E.changePassword, { old_password: PASSWORD, ...body }, token)
    expect(ok.status).toBe(200)
    expect((await call(t.app, E.profile, undefined, token)).status).toBe(200)
    await login(t, 'change@example.com', 'changed1')
  })
})
