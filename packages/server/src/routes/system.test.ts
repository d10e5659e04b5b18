import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  API_PREFIX,
  endpoints as E,
  LIVE_PATH,
  testEndpoints,
  type AnyEndpoint,
} from '@atb/contract'
import { buildServer } from '../app'
import { call, databaseKinds, startTestApp, type TestApp } from '../test/harness'

const openApi = `GET ${API_PREFIX}/openapi.json`
/** The live socket speaks its own messages (contract `trading/live.ts`), not a JSON endpoint. */
const liveSocket = `GET ${API_PREFIX}${LIVE_PATH}`

/** Every method and path Fastify serves, read from its route tree (HEAD comes with each GET). */
function servedRoutes(app: FastifyInstance): string[] {
  const parents: string[] = []
  const routes: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line)
    if (!node) continue
    const depth = [...node[1]!].length / 4
    const path = (parents[depth - 1] ?? '') + node[2]!
    parents[depth] = path
    for (const method of node[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`)
    }
  }
  return routes
}

describe.each(databaseKinds)('system on %s', (kind) => {
  let t: TestApp
  let spa: FastifyInstance
  beforeAll(async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'atb-static-'))
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>app</title><script>boot()</script>',
    )
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)')
    t = await startTestApp(kind, {
      staticDir,
      rateLimits: {
        login: { max: 10, timeWindow: 60_000 },
        otpSend: { max: 2, timeWindow: 60_000 },
      },
    })
    spa = await buildServer({
      database: t.database,
      logLevel: 'silent',
      enableTestOutbox: true,
      jwtSecret: 'x',
    })
  })
  afterAll(async () => {
    await spa.close()
    await t.close()
  })

  it('reports health with the database kind and a request id', async () => {
    const res = await call(t.app, E.health)
    expect(res.json).toEqual({
      status: 'success',
      data: { status: 'ok', version: '1.4.3', database: kind },
    })
    expect(res.raw.headers['x-request-id']).toEqual(expect.any(String))
    // Helmet's headers reach API replies too (set once per request from a precomputed list).
    expect(res.raw.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the app for client routes and JSON 404s under the API prefix', async () => {
    const page = await t.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>app</title>')
    expect((await t.app.inject({ url: '/app.js' })).body).toBe('console.log(1)')
    const api = await t.app.inject({ url: '/v1/nope', headers: { accept: 'text/html' } })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ status: 'error', description: 'Not found', code: 'not_found' })
    expect((await t.app.inject({ method: 'POST', url: '/v1/nope' })).json().description).toBe(
      'Not found',
    )
  })

  it('sends a content security policy that allows only the inline script it ships', async () => {
    const page = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } })
    const policy = String(page.headers['content-security-policy'])
    const bootHash = createHash('sha256').update('boot()').digest('base64')
    expect(policy).toContain(`script-src 'self' 'sha256-${bootHash}'`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('serves every endpoint descriptor, and nothing else, under the API prefix', async () => {
    const served = (app: FastifyInstance) =>
      servedRoutes(app).filter(
        (r) => r.includes(` ${API_PREFIX}/`) && r !== openApi && r !== liveSocket,
      )
    const declared = (table: Record<string, AnyEndpoint>) =>
      Object.values(table).map((e) => `${e.method} ${API_PREFIX}${e.path}`)
    expect(served(t.app).sort()).toEqual(declared(E).sort())
    expect(served(spa).sort()).toEqual([...declared(E), ...declared(testEndpoints)].sort())
  })

  it('publishes an OpenAPI document built from the contract schemas', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    expect(doc.openapi).toBe('3.0.3')
    const body = doc.paths['/v1/register/email'].post.requestBody.content['application/json'].schema
    expect(body.required).toEqual(
      expect.arrayContaining(['email', 'password', 'otp_pin', 'otp_token']),
    )
    expect(body.properties.password).toMatchObject({ type: 'string', minLength: 6, maxLength: 40 })
    expect(body.properties.email.format).toBe('email')
    expect(body.properties.otp_pin).toMatchObject({ minLength: 6, maxLength: 6, pattern: '^\\d*$' })
    expect(doc.paths['/v1/profile'].get.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/v1/profile'].get.responses[401].description).toBe(
      "auth_required: 'Authentication required'; invalid_session: 'Invalid session'",
    )
    const change = doc.paths['/v1/password/change'].post.responses[400]
    expect(change.description).toContain("old_password_wrong: 'Old password is incorrect'")
    expect(change.content['application/json'].schema.properties.code.enum).toContain('email_taken')
    expect(doc.paths['/v1/login'].post.responses[429].description).toContain('rate_limited')
    expect(doc.paths['/v1/activity_logs'].get.parameters[0]).toMatchObject({
      name: 'page',
      in: 'query',
      schema: { type: 'integer', minimum: 1, default: 1 },
    })
  })

  it('rate-limits the 11th login for one IP and username with a 429 envelope', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, E.login, {
        username: 'victim@example.com',
        password: 'wrong-pass',
      })
      expect(res.status).toBe(401)
    }
    const limited = await call(t.app, E.login, {
      username: 'victim@example.com',
      password: 'wrong-pass',
    })
    expect(limited).toMatchObject({
      status: 429,
      json: {
        status: 'error',
        description: 'Too many requests, please try again later.',
        code: 'rate_limited',
      },
    })
    expect(
      (
        await call(t.app, E.login, {
          username: 'other@example.com',
          password: 'wrong-pass',
        })
      ).status,
    ).toBe(401)
    await call(t.app, E.otpSent, { email: 'spam@example.com' })
    await call(t.app, E.otpSent, { email: 'spam@example.com' })
    expect((await call(t.app, E.otpSent, { email: 'spam@example.com' })).status).toBe(429)
  })

  it('keeps the test outbox off by default and shows the latest mails when enabled', async () => {
    expect((await call(t.app, testEndpoints.testOutbox, { to: 'a@b.co' })).status).toBe(404)
    await call(spa, E.otpSent, { email: 'Box@Example.com' })
    const box = await call(spa, testEndpoints.testOutbox, { to: 'box@example.com' })
    expect(box.json.data[0]).toMatchObject({
      to: 'box@example.com',
      text: expect.stringMatching(/code is \d{6}/),
    })
  })
})
