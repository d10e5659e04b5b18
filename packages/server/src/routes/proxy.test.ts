import { afterEach, describe, expect, it } from 'vitest'
import { API_PREFIX } from '@atb/contract'
import { trustProxyOf } from '../config'
import { startTestApp, type TestApp } from '../test/harness'

/** Behind a load balancer every request comes from its address; TRUST_PROXY says whom to believe. */
describe('the client address behind a load balancer', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  const loginFrom = (app: TestApp, client: string) =>
    app.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      payload: { username: 'nobody@example.com', password: 'wrong-password' },
      headers: { 'x-forwarded-for': client },
    })

  it('counts rate limits per client with TRUST_PROXY=1, per balancer without it', async () => {
    const limits = { rateLimits: { login: { max: 1, timeWindow: 60_000 } } }
    for (const [setting, secondClient] of [
      ['1', 401],
      [undefined, 429],
    ] as const) {
      t = await startTestApp('pglite', { ...limits, trustProxy: trustProxyOf(setting) })
      expect((await loginFrom(t, '203.0.113.7')).statusCode).toBe(401)
      expect((await loginFrom(t, '203.0.113.7')).statusCode).toBe(429)
      expect((await loginFrom(t, '198.51.100.9')).statusCode, `TRUST_PROXY=${setting}`).toBe(
        secondClient,
      )
      await t.close()
      t = undefined
    }
  })

  it('counts the per-address limit across usernames per client with TRUST_PROXY=1', async () => {
    const limits = { rateLimits: { loginPerAddress: { max: 2, timeWindow: 60_000 } } }
    const spray = (app: TestApp, client: string, i: number) =>
      app.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/login`,
        payload: { username: `user${i}@example.com`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': client },
      })
    for (const [setting, secondClient] of [
      ['1', 401],
      [undefined, 429],
    ] as const) {
      t = await startTestApp('pglite', { ...limits, trustProxy: trustProxyOf(setting) })
      expect((await spray(t, '203.0.113.7', 1)).statusCode).toBe(401)
      expect((await spray(t, '203.0.113.7', 2)).statusCode).toBe(401)
      expect((await spray(t, '203.0.113.7', 3)).statusCode).toBe(429)
      expect((await spray(t, '198.51.100.9', 4)).statusCode, `TRUST_PROXY=${setting}`).toBe(
        secondClient,
      )
      await t.close()
      t = undefined
    }
  })

  it('reads TRUST_PROXY as a hop count, true, or addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false)
    expect(trustProxyOf('false')).toBe(false)
    expect(trustProxyOf('true')).toBe(true)
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1')
    const twoHops = trustProxyOf('2') as (address: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false])
  })
})
