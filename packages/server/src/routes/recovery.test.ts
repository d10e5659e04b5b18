import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import type { FastifyBaseLogger } from 'fastify'
import { readEnv, startupProblems } from '../config'
import { outbox } from '../db/schema'
import { outboxMailer, OUTBOX_TTL_MS } from '../services/mail'
import { call, databaseKinds, signup, startTestApp, TestClock, type TestApp } from '../test/harness'
import { HDNodeWallet } from 'ethers'

describe.each(databaseKinds)('account recovery on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { publicUrl: 'https://atb.example' })
  })
  afterAll(() => t.close())

  const resetLink = (email: string) =>
    /recovery-password\/(\S+)/.exec(t.mailer.last(email).text)![1]!
  const reset = (token: string) =>
    call(t.app, E.resetPassword, {
      token,
      password: 'newpass1',
      confirm_password: 'newpass1',
    })

  it('makes older unused reset links stop working once a newer one exists or is used', async () => {
    await signup(t, 'links@example.com')
    const ask = async () => {
      await call(t.app, E.forgotPassword, { email: 'links@example.com' })
      await t.settle()
      return resetLink('links@example.com')
    }
    const first = await ask()
    const second = await ask()
    expect(second).not.toBe(first)
    expect((await reset(first)).json.description).toBe('Invalid or expired reset link')
    expect((await reset(second)).status).toBe(200)
    expect((await reset(second)).json.description).toBe('Invalid or expired reset link')
  })

  it('answers forgot-password before any mail work, for known and unknown addresses alike', async () => {
    await signup(t, 'known@example.com')
    const resets = () => t.mailer.mails.filter((m) => m.subject.includes('Reset')).map((m) => m.to)
    const before = resets().length
    t.mailer.hold()
    try {
      // Before the fix a known address waited for its mail: no reply came while the gate was shut.
      const stillHeld = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 5_000))
      for (const email of ['known@example.com', 'unknown@example.com']) {
        const reply = call(t.app, E.forgotPassword, { email }).then((r) => r.status)
        expect(await Promise.race([reply, stillHeld])).toBe(200)
      }
      expect(resets()).toHaveLength(before)
    } finally {
      t.mailer.open()
    }
    await t.settle()
    expect(resets().slice(before)).toEqual(['known@example.com'])
  })

  it('purges outbox mails once their codes have expired, and prints no code when told not to', async () => {
    const lines: string[] = []
    const log = {
      info: (_: unknown, msg: string) => lines.push(msg),
    } as unknown as FastifyBaseLogger
    const clock = new TestClock()
    const quiet = outboxMailer(t.database.db, clock, log, { printText: false })
    await quiet.send({ to: 'a@b.co', subject: 'Code', text: 'Your verification code is 123456.' })
    clock.advance(OUTBOX_TTL_MS + 1)
    await quiet.send({ to: 'a@b.co', subject: 'Code', text: 'Your verification code is 654321.' })
    const rows = await t.database.db.select().from(outbox)
    expect(rows.map((r) => r.text)).toEqual(['Your verification code is 654321.'])
    expect(lines.join('\n')).not.toMatch(/\d{6}/)
  })
})

describe('production settings', () => {
  it('refuses to start without SMTP_URL under NODE_ENV=production', () => {
    const [problem] = startupProblems(readEnv({ NODE_ENV: 'production' }))
    expect(problem).toMatch(/^SMTP_URL is required when NODE_ENV=production/)
    // Production also needs the operator's own deposit key (decision 063); any real xpub will do.
    const DEPOSIT_XPUB = HDNodeWallet.createRandom().neuter().extendedKey
    expect(
      startupProblems(readEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://m:25', DEPOSIT_XPUB })),
    ).toEqual([])
    expect(startupProblems(readEnv({}))).toEqual([])
  })

  it('takes mailed links from PUBLIC_URL, or else the configured host and port', () => {
    expect(readEnv({ PUBLIC_URL: 'https://atb.example/' }).publicUrl).toBe('https://atb.example')
    expect(readEnv({ HOST: '10.1.2.3', PORT: '8080' }).publicUrl).toBe('http://10.1.2.3:8080')
  })
})
