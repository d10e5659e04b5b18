import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import { endpoints as E, type EndpointName } from '@atb/contract'
import { defaultRateLimits, type RateLimits } from '../lib/deps'
import { clientAddress } from '../lib/addresses'
import { databaseKinds, startPeerApp, startTestApp, type TestApp } from '../test/harness'

/** The attacks of issue 26 item 9, against the server's own default limits. */
const defaults: Partial<RateLimits> = {
  login: defaultRateLimits.login,
  loginPerAccount: defaultRateLimits.loginPerAccount,
  loginPerAddress: defaultRateLimits.loginPerAddress,
  otpSend: defaultRateLimits.otpSend,
  otpMailsPerAccount: defaultRateLimits.otpMailsPerAccount,
  mailsPerAddress: defaultRateLimits.mailsPerAddress,
}

const send = async (t: TestApp, name: EndpointName, body: object, ip: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/v1${E[name].path}`,
      payload: body,
      remoteAddress: ip,
    })
  ).statusCode

const login = (i: number) => ({ username: `user${i}@spray.test`, password: 'wrong-pass' })
const mail = (i: number) => ({ email: `victim${i}@spray.test` })

/** The statuses of `count` requests, each to the next target, spread over the given servers. */
async function spray(
  servers: TestApp[],
  name: EndpointName,
  body: (i: number) => object,
  ip = '203.0.113.5',
) {
  const statuses: number[] = []
  const count = name === 'login' ? 40 : 12
  for (let i = 0; i < count; i++)
    statuses.push(await send(servers[i % servers.length]!, name, body(i), ip))
  return statuses
}

describe.each(databaseKinds)('one address against many targets on %s', (kind) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('meets a 429 before the 40th login to 40 usernames; another address is unaffected', async () => {
    t = await startTestApp(kind, { rateLimits: defaults })
    const statuses = await spray([t], 'login', login)
    const first = statuses.indexOf(429)
    expect(first).toBeGreaterThan(-1)
    expect(first).toBe(defaultRateLimits.loginPerAddress.max)
    expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true)
    expect(await send(t, 'login', login(0), '198.51.100.20')).toBe(401)
  })

  it('meets a 429 before the 12th code mailed to 12 addresses; another address is unaffected', async () => {
    t = await startTestApp(kind, { rateLimits: defaults })
    const statuses = await spray([t], 'otpSent', mail)
    const first = statuses.indexOf(429)
    expect(first).toBe(defaultRateLimits.mailsPerAddress.max)
    expect(statuses.slice(0, first).every((s) => s === 200)).toBe(true)
    expect(t.mailer.mails).toHaveLength(first)
    expect(await send(t, 'otpSent', mail(0), '198.51.100.20')).toBe(200)
  })
})

describe('the address a limit counts', () => {
  it('leaves RATE_LIMIT_EXEMPT addresses to the per-target limits only', async () => {
    const t = await startTestApp('pglite', {
      rateLimits: { ...defaults, login: { max: 2, timeWindow: 60_000 } },
      rateLimitExempt: ['10.20.0.0/16'],
    })
    try {
      const statuses = await spray([t], 'login', login, '10.20.3.4')
      expect(statuses.every((s) => s === 401)).toBe(true)
      // One username from there still meets its own limit (the spray tried it once).
      for (const expected of [401, 429])
        expect(await send(t, 'login', login(0), '10.20.3.4')).toBe(expected)
    } finally {
      await t.close()
    }
  })

  it('is the /64 of an IPv6 client, and the IPv4 address of a mapped one', () => {
    expect(clientAddress('2001:db8:1:2::1')).toBe(clientAddress('2001:db8:1:2:ffff:1:2:3'))
    expect(clientAddress('2001:db8:1:2::1')).not.toBe(clientAddress('2001:db8:1:3::1'))
    expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(clientAddress('203.0.113.5')).toBe('203.0.113.5')
  })
})

// Several processes behind a load balancer count together (decision 074), per-address limits too.
if (process.env.TEST_REDIS_URL)
  describe.each(databaseKinds)('per-address limits across two processes on %s', (kind) => {
    const redis = new Redis(process.env.TEST_REDIS_URL!)
    const prefix = `atb-test-${randomBytes(4).toString('hex')}:rate:`
    let servers: TestApp[] = []
    afterAll(async () => {
      // The peer shares the first server's database, which the first one's close drops.
      await servers[1]?.app.close()
      await servers[0]?.close()
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    })

    it('meets the 429 when the logins alternate between two servers sharing Redis', async () => {
      const shared = { rateLimits: defaults, rateLimitRedis: redis, rateLimitPrefix: prefix }
      const a = await startTestApp(kind, shared)
      servers = [a, await startPeerApp(a, shared)]
      const statuses = await spray(servers, 'login', login)
      expect(statuses.indexOf(429)).toBe(defaultRateLimits.loginPerAddress.max)
      expect(await redis.keys(`${prefix}*address|POST /login|203.0.113.5`)).toHaveLength(1)
    })
  })
