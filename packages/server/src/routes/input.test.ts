import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LATEST_INSTANT, endpoints as E } from '@atb/contract'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { loggableError } from '../lib/errors'
import { PERMISSIONS_POLICY } from '../lib/security-headers'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

/** Log lines at warn and above, to prove bad input is never an error on the server's side. */
const captured: { level: number; msg: string; text: string }[] = []
const logStream = {
  write(line: string) {
    const entry = JSON.parse(line) as { level: number; msg: string }
    captured.push({ ...entry, text: line })
  },
}

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'warn', logStream, publicUrl: 'https://atb.example' })
    token = await signup(t, 'input@example.com')
  })
  afterAll(() => t.close())

  const raw = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const res = await t.app.inject({
      method,
      url: `/v1${url}`,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
    })
    return { status: res.statusCode, body: res.body, json: res.json<{ description?: string }>() }
  }

  it('builds reset links from configuration, never from the Host header', async () => {
    await signup(t, 'victim@example.com')
    await t.app.inject({
      method: 'POST',
      url: '/v1/password/forgot',
      payload: { email: 'victim@example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    await t.settle()
    const text = t.mailer.last('victim@example.com').text
    expect(text).toContain('https://atb.example/recovery-password/')
    expect(text).not.toContain('evil.example')
  })

  it('answers bad input with a short description and never repeats the input', async () => {
    const nested = `{"username":"a@b.co","password":${'['.repeat(30)}"SECRET-ECHO"${']'.repeat(30)}}`
    const res = await raw('POST', '/login', nested)
    expect(res.status).toBe(400)
    expect(res.body).not.toContain('SECRET-ECHO')
    expect(res.body.length).toBeLessThan(1024)
    expect(res.json.description).toBe('The password field has the wrong type')
    const syntax = await raw('POST', '/login', '{"username": SECRET-ECHO')
    expect(syntax).toMatchObject({
      status: 400,
      json: { description: 'Request body is not valid JSON' },
    })
    expect(syntax.body).not.toContain('SECRET-ECHO')
  })

  it('refuses JSON nested deeper than 32 levels before validating', async () => {
    for (const depth of [33, 2_500]) {
      const res = await raw(
        'POST',
        '/email/check_exist',
        `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      )
      expect(res).toMatchObject({
        status: 400,
        json: { description: 'Request body is nested too deeply' },
      })
    }
    const ok = await raw(
      'POST',
      '/email/check_exist',
      `{"email":"a@b.co","x":${'['.repeat(30)}${']'.repeat(30)}}`,
    )
    expect(ok.status).toBe(200)
  })

  it.each([
    ['GET', '/health?toString=1', 200],
    ['GET', '/health?constructor=1&valueOf=2&hasOwnProperty=3&__proto__=4', 200],
    ['GET', '/activity_logs?page=1&page=2', 400],
    ['GET', '/activity_logs?toString=1&page_size=3', 200],
    ['POST', '/email/check_exist', '{"email":[]}', 400],
    ['POST', '/email/check_exist', '{"email":{"toString":1}}', 400],
    ['POST', '/login', '{"username":{"toString":1},"password":"abcdef"}', 400],
    [
      'POST',
      '/login',
      '{"username":"a@b.co","password":"abcdef","toString":1,"constructor":{}}',
      401,
    ],
    ['POST', '/login', '{"__proto__":{"x":1},"username":"a@b.co"}', 400],
    ['POST', '/login', '[1,2]', 400],
    ['POST', '/login', '"text"', 400],
    ['POST', '/invitation/check', '{"invitation_code":"A\\u0000B"}', 400],
    ['POST', '/profile/edit', '{"nickname":"a\\u0000","signature":"s"}', 400],
  ] as const)('%s %s answers %s with a description, and logs no error', async (...args) => {
    const [method, url, payload, status] =
      args.length === 4 ? args : [args[0], args[1], undefined, args[2]]
    const before = captured.length
    const res = await raw(method, url, payload)
    expect(res.status).toBe(status)
    if (status >= 400) expect(res.json.description).toEqual(expect.any(String))
    expect(captured.slice(before).filter((entry) => entry.level >= 50)).toEqual([])
  })

  it.each(['/asset/history', '/robot/orders', '/profit/history'])(
    '%s takes dates up to the year 9999 and refuses later ones with a description',
    async (path) => {
      const before = captured.length
      const last = await raw('GET', `${path}?from=${LATEST_INSTANT}&to=${LATEST_INSTANT}`)
      expect(last.status).toBe(200)
      // Past 9999 the timestamp has a six-digit year, which PostgreSQL refused with a 500.
      const later = await raw('GET', `${path}?from=999999999999999`)
      expect(later.status).toBe(400)
      expect(later.json.description).toEqual(expect.any(String))
      expect(captured.slice(before).filter((entry) => entry.level >= 50)).toEqual([])
    },
  )

  it('names the field when a NUL character arrives', async () => {
    const res = await raw('POST', '/invitation/check', '{"invitation_code":"A\\u0000B"}')
    expect(res.json).toMatchObject({
      description: 'The invitation_code field must not contain NUL characters',
      errors: [{ path: 'invitation_code', message: { id: 'validation.nulCharacter' } }],
    })
  })

  it('sends a Permissions-Policy that turns off features the app never uses', async () => {
    const res = await call(t.app, E.health)
    expect(res.raw.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(PERMISSIONS_POLICY).toContain('camera=()')
    expect(PERMISSIONS_POLICY).toContain('geolocation=()')
    expect(PERMISSIONS_POLICY).not.toContain('clipboard')
  })
})

describe('logging a failed query', () => {
  it('keeps the query and drops its parameters', () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00')
    const error = new DrizzleQueryError('select 1 where x = $1', ['A\u0000B-secret'], cause)
    const safe = loggableError(error)
    expect(safe.message).toBe('Failed query: select 1 where x = $1')
    expect(`${safe.message}${safe.stack}`).not.toContain('secret')
    expect(safe.cause).toBe(cause)
  })
})
