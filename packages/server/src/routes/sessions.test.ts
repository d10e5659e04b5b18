import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../app'
import { sessions } from '../db/schema'
import { signJwt } from '../lib/jwt'
import { localRevocationBus } from '../services/session-cache'
import {
  PASSWORD,
  call,
  databaseKinds,
  login,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'

/** Asks twice, so the second answer comes from the session cache. */
async function profileTwice(app: FastifyInstance, token: string) {
  for (let i = 0; i < 2; i++) {
    const res = await call(app, E.profile, undefined, token)
    expect(res.status).toBe(200)
  }
}

const profileOf = async (app: FastifyInstance, token: string) =>
  (await call(app, E.profile, undefined, token)).json

const ended = { status: 'error', description: 'Invalid session', code: 'invalid_session' }

describe.each(databaseKinds)('cached sessions on %s', (kind) => {
  let t: TestApp
  /** A second process on the same database, hearing revocations over a shared bus. */
  let other: FastifyInstance
  /** A process that hears nothing: only its cache's time limit saves it. */
  let deaf: FastifyInstance
  const bus = localRevocationBus()
  const TTL_MS = 60_000

  beforeAll(async () => {
    t = await startTestApp(kind, { revocationBus: bus })
    const shared = {
      database: t.database,
      mailer: t.mailer,
      clock: t.clock,
      logLevel: 'silent',
      jwtSecret: 'test-secret',
    }
    other = await buildServer({ ...shared, revocationBus: bus })
    deaf = await buildServer({ ...shared, sessionCacheTtlMs: TTL_MS })
  })
  afterAll(async () => {
    await other.close()
    await deaf.close()
    await t.close()
  })

  it('ends the older token at once on a newer login, though the cache had just served it', async () => {
    await signup(t, 'twice@example.com')
    const first = await login(t, 'twice@example.com')
    await profileTwice(t.app, first)
    await profileTwice(other, first)
    const second = await login(t, 'twice@example.com')
    expect(await profileOf(t.app, first)).toEqual(ended)
    expect(await profileOf(other, first)).toEqual(ended)
    await profileTwice(t.app, second)

    // Google sign-in links this email account and opens a session the same way.
    await profileTwice(other, second)
    const google = await call(t.app, E.loginGoogle, {
      auth_code: 'code:g-twice:twice@example.com',
    })
    expect(google.json.data.token).toEqual(expect.any(String))
    expect(await profileOf(t.app, second)).toEqual(ended)
    expect(await profileOf(other, second)).toEqual(ended)
  })

  it('ends a cached session on logout, here and in the other process', async () => {
    const token = await signup(t, 'leave@example.com')
    await profileTwice(t.app, token)
    await profileTwice(other, token)
    expect((await call(t.app, E.logout, undefined, token)).status).toBe(200)
    expect(await profileOf(t.app, token)).toEqual(ended)
    expect(await profileOf(other, token)).toEqual(ended)
  })

  it('ends cached sessions on a password reset, here and in the other process', async () => {
    const token = await signup(t, 'reset@example.com')
    await profileTwice(t.app, token)
    await profileTwice(other, token)
    await call(t.app, E.forgotPassword, { email: 'reset@example.com' })
    await t.settle()
    const link = /recovery-password\/(\S+)/.exec(t.mailer.last('reset@example.com').text)![1]!
    const reset = await call(t.app, E.resetPassword, {
      token: link,
      password: 'newpass1',
      confirm_password: 'newpass1',
    })
    expect(reset.status).toBe(200)
    expect(await profileOf(t.app, token)).toEqual(ended)
    expect(await profileOf(other, token)).toEqual(ended)
  })

  it("ends every other cached session on a password change, and keeps the caller's", async () => {
    const token = await signup(t, 'change@example.com')
    const userId = (await profileOf(t.app, token)).data.id as string
    // The one-session rule leaves no second live session, so one is written in by hand.
    const [extra] = await t.database.db
      .insert(sessions)
      .values({ userId, createdAt: t.clock.now() })
      .returning({ id: sessions.id })
    const iat = Math.floor(t.clock.now().getTime() / 1000)
    const extraToken = signJwt({ sub: userId, sid: extra!.id, iat, exp: iat + 3600 }, 'test-secret')
    await profileTwice(other, extraToken)
    const change = await call(
      t.app,
      E.changePassword,
      { old_password: PASSWORD, new_password: 'changed1', confirm_new_password: 'changed1' },
      token,
    )
    expect(change.status).toBe(200)
    expect(await profileOf(other, extraToken)).toEqual(ended)
    await profileTwice(other, token)
    await profileTwice(t.app, token)
  })

  it('trusts a revocation it never heard of only until its time limit', async () => {
    const token = await signup(t, 'deaf@example.com')
    await profileTwice(deaf, token)
    await login(t, 'deaf@example.com')
    // Why every process must hear revocations: a deaf one keeps serving the ended token...
    expect((await call(deaf, E.profile, undefined, token)).status).toBe(200)
    t.clock.advance(TTL_MS)
    // ...until its cache entry expires and the database is asked again.
    expect(await profileOf(deaf, token)).toEqual(ended)
  })
})
