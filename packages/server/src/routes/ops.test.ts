import { createServer, type Server } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX } from '@atb/contract'
import { createGrid } from '../test/bots-kit'
import { databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { liveUrl, TestSocket } from '../test/socket'

const TOKEN = 'scrape-token-0123456789'

/** Samples of a Prometheus text exposition, by series (`name{labels}` as written). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const space = line.lastIndexOf(' ')
    out.set(line.slice(0, space), Number(line.slice(space + 1)))
  }
  return out
}

const scrape = async (t: TestApp, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })

describe.each(databaseKinds)('/metrics on %s', (kind) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startTestApp(kind, { metricsToken: TOKEN })
    token = await signup(t, 'ops@metrics.test')
  })
  afterAll(() => t.close())

  it('asks for the bearer token, in the API’s error envelope', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await scrape(t, authorization)
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      expect(res.json()).toEqual({
        status: 'error',
        description: 'Authentication required',
        code: 'auth_required',
      })
    }
  })

  it('times requests by method, route pattern and status class, never the raw URL', async () => {
    // Act
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/robot/list?page=secret-77` })
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such/abc-991` })
    const res = await scrape(t)
    // Assert
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const s = samples(res.body)
    const series = [...s.keys()].filter((k) => k.startsWith('atb_http_request_duration_seconds'))
    expect(
      s.get(
        'atb_http_request_duration_seconds_count{method="GET",route="/v1/robot/list",status="4xx"}',
      ),
    ).toBe(1)
    expect(
      s.get('atb_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"}'),
    ).toBe(1)
    expect(series.some((k) => k.includes('secret-77') || k.includes('abc-991'))).toBe(false)
    // Process metrics share the scrape.
    expect(s.has('process_cpu_user_seconds_total')).toBe(true)
    expect(s.has('nodejs_eventloop_lag_p99_seconds')).toBe(true)
  })

  it('counts hosted bots by status, ticks with their lag, sockets and the database pool', async () => {
    // Arrange: one running bot; the clock runs 5 s ahead of the market's ticks.
    expect((await createGrid(t, token)).status).toBe(200)
    const socket = await TestSocket.ready(await liveUrl(t.app), token)
    const before = samples((await scrape(t)).body)
    t.clock.advance(5_000)
    // Act: one step of the test market is one tick per symbol (four).
    t.feed!.advance(1)
    await t.flush()
    const s = samples((await scrape(t)).body)
    socket.close()
    await socket.closed
    // Assert
    expect(s.get('atb_bots{status="running"}')).toBe(1)
    expect(s.get('atb_bots{status="paused"}')).toBe(0)
    const ticks =
      (s.get('atb_tick_lag_seconds_count') ?? 0) - (before.get('atb_tick_lag_seconds_count') ?? 0)
    expect(ticks).toBe(4)
    const lag =
      (s.get('atb_tick_lag_seconds_sum') ?? 0) - (before.get('atb_tick_lag_seconds_sum') ?? 0)
    expect(lag).toBeCloseTo(20, 6)
    expect(s.get('atb_tick_lag_seconds_bucket{le="5"}')).toBe(s.get('atb_tick_lag_seconds_count'))
    expect(
      (s.get('atb_tick_processing_seconds_count') ?? 0) -
        (before.get('atb_tick_processing_seconds_count') ?? 0),
    ).toBe(4)
    expect(s.get('atb_live_socket_clients')).toBe(1)
    if (kind === 'pglite') {
      expect(s.get('atb_db_pool_connections')).toBe(1)
      expect(s.get('atb_db_pool_idle_connections')).toBe(1)
    } else {
      expect(s.get('atb_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(s.get('atb_db_pool_connections')).toBeLessThanOrEqual(10)
    }
    expect(s.get('atb_db_pool_waiting_requests')).toBe(0)
  })
})

describe('/metrics switched off, /livez and /readyz', () => {
  const apps: TestApp[] = []
  const servers: Server[] = []
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close()
    for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve))
  })
  const start = async (options: Parameters<typeof startTestApp>[1] = {}) => {
    const app = await startTestApp('pglite', { host: null, ...options })
    apps.push(app)
    return app
  }

  /** A local stand-in for Redis: PONG to PING, an error to any other command. */
  async function fakeRedis(): Promise<string> {
    const server = createServer((socket) =>
      socket.on('data', (data) => {
        for (const [, command] of String(data).matchAll(/\*\d+\r\n\$\d+\r\n(\w+)/g))
          socket.write(command?.toUpperCase() === 'PING' ? '+PONG\r\n' : '-ERR unknown\r\n')
      }),
    )
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    return `redis://127.0.0.1:${address.port}`
  }

  it('answers 404 for /metrics without a configured token, whatever is sent', async () => {
    const t = await start()
    const res = await scrape(t)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' })
  })

  it('is live while it serves, and ready once the database answers', async () => {
    const t = await start()
    const live = await t.app.inject({ method: 'GET', url: '/livez' })
    expect(live.statusCode).toBe(200)
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } })
  })

  it('is ready with Redis answering, and names Redis when it does not', async () => {
    const up = await start({ redisUrl: await fakeRedis() })
    const ready = await up.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } })
    // Nothing listens on the discard port.
    const down = await start({ redisUrl: 'redis://127.0.0.1:9' })
    const res = await down.app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'error',
      description: 'Not ready: redis',
      checks: { database: 'ok', redis: 'failed' },
    })
  })

  it('names the database when select 1 fails or never answers, and stays live', async () => {
    const t = await start()
    const failing = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) }
    const hanging = { ...t.database, ping: () => new Promise<void>(() => {}) }
    for (const [database, result] of [
      [failing, 'failed'],
      [hanging, 'timeout'],
    ] as const) {
      const broken = await start({ database, readinessTimeoutMs: 50 })
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 'error',
        description: 'Not ready: database',
        checks: { database: result },
      })
      expect((await broken.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200)
    }
  })
})
