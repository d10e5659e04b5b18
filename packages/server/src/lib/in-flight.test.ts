import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, endpoints as E } from '@atb/contract'
import { otps } from '../db/schema'
import { startTestApp } from '../test/harness'
import { InFlight } from './in-flight'

const later = (ms: number) =>
  new Promise<'later'>((resolve) => setTimeout(() => resolve('later'), ms))

describe('InFlight', () => {
  it('settles at once with nothing running, after the last handler otherwise, and says when it gave up', async () => {
    const inFlight = new InFlight()
    expect(await inFlight.settled(10)).toBe(true)
    let end = () => {}
    const work = inFlight.track(new Promise<void>((resolve) => (end = resolve)))
    expect(inFlight.size).toBe(1)
    expect(await inFlight.settled(20)).toBe(false)
    const settled = inFlight.settled(5_000)
    // One started while close waits is waited for too.
    let endLate = () => {}
    inFlight.track(new Promise<void>((resolve) => (endLate = resolve)))
    end()
    await work
    expect(await Promise.race([settled, later(50)])).toBe('later')
    endLate()
    expect(await settled).toBe(true)
    expect(inFlight.size).toBe(0)
    // A failed handler counts as ended; its failure stays the caller's.
    await expect(inFlight.track(Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(inFlight.size).toBe(0)
  })
})

describe('closing the server', () => {
  it('waits for a handler whose client went away before the database closes under it', async () => {
    const t = await startTestApp('pglite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    // The code mail is sent inside the handler; a slow mail server holds it there.
    t.mailer.hold()
    const body = JSON.stringify({ email: 'gone@example.com' })
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API_PREFIX}${E.otpSent.path}`,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    req.on('error', () => {})
    req.end(body)
    // The code is stored just before the mail: the handler is now waiting on the mail server.
    for (let i = 0; i < 200; i++) {
      if ((await t.database.db.select().from(otps)).length > 0) break
      await later(25)
    }
    req.destroy()
    await later(50)

    // The connection is gone, so the server itself has nothing to wait for; close still waits.
    const closed = t.app.close().then(() => 'closed' as const)
    expect(await Promise.race([closed, later(300)])).toBe('later')
    t.mailer.open()
    expect(await closed).toBe('closed')
    expect(t.mailer.last('gone@example.com').text).toMatch(/code is \d{6}/)
    await t.database.close()
  })
})
