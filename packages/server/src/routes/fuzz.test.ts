import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'
import {
  endpointsOf,
  hostileBody,
  hostileQuery,
  prototypeKeys,
  type Endpoint,
} from '../test/hostile'

/**
 * Random inputs per endpoint and session state, after the issue's own examples: about 3,500
 * requests per database (13 endpoints need a session, 12 do not).
 */
const RUNS = 100
const RUNS_WITHOUT_SESSION = 25
const ERROR_REPLY_MAX_BYTES = 4096

const errorLines: string[] = []
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line)
  },
}

/** The issue's own repro inputs, aimed at each endpoint's fields, tried before the random ones. */
function issueExamples(endpoint: Endpoint): string[] {
  const [first = 'x'] = endpoint.fields
  const deep = (d: number) => `${'['.repeat(d)}${']'.repeat(d)}`
  if (endpoint.method === 'GET')
    return [
      'toString=1',
      prototypeKeys.map((k) => `${k}=1`).join('&'),
      ...endpoint.fields.flatMap((f) => [`${f}=a&${f}=b`, `${f}=A%00B`, `${f}[toString]=1`]),
    ]
  return [
    '{"email":[]}',
    '{"username":{"toString":1},"password":"abcdef"}',
    `{"${first}":${deep(2_500)}}`,
    `{"password":${deep(2_000)}}`,
    ...endpoint.fields.flatMap((f) => [
      `{"${f}":"A\\u0000B"}`,
      `{"${f}":[]}`,
      `{"${f}":{"toString":1}}`,
      `{"${f}":{"valueOf":{},"hasOwnProperty":1}}`,
    ]),
  ]
}

describe.each(databaseKinds)('every endpoint under hostile input on %s', (kind) => {
  let t: TestApp
  let endpoints: Endpoint[]
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'warn', logStream })
    await signup(t, 'fuzz@example.com')
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    // Logging out ends the session the others use, so it goes last.
    endpoints = endpointsOf(doc).sort(
      (a, b) => Number(a.url === '/v1/logout') - Number(b.url === '/v1/logout'),
    )
  })
  afterAll(() => t.close())

  it('answers 4xx with a short description, never 5xx, and logs no error', async () => {
    expect(endpoints.length).toBeGreaterThan(20)
    for (const endpoint of endpoints) {
      const token = endpoint.auth ? await login(t, 'fuzz@example.com') : undefined
      for (const session of endpoint.auth ? [token, undefined] : [undefined]) {
        const input =
          endpoint.method === 'GET' ? hostileQuery(endpoint.fields) : hostileBody(endpoint.fields)
        const property = fc.asyncProperty(input, async (payload) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.method === 'GET' ? `${endpoint.url}?${payload}` : endpoint.url,
            ...(endpoint.method === 'POST' ? { payload } : {}),
            headers: {
              'content-type': 'application/json',
              ...(session ? { authorization: `Bearer ${session}` } : {}),
            },
          })
          const where = `${endpoint.method} ${endpoint.url} ${session ? 'with' : 'without'} a session: ${payload.slice(0, 300)}`
          expect(res.statusCode, where).toBeLessThan(500)
          if (res.statusCode >= 400) {
            expect(res.body.length, where).toBeLessThanOrEqual(ERROR_REPLY_MAX_BYTES)
            expect(res.json<{ description?: unknown }>().description, where).toEqual(
              expect.any(String),
            )
          }
          expect(errorLines, where).toEqual([])
        })
        await fc.assert(property, {
          numRuns: session || !endpoint.auth ? RUNS : RUNS_WITHOUT_SESSION,
          examples: issueExamples(endpoint).map((example) => [example]),
        })
      }
    }
  }, 300_000)
})
