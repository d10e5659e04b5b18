import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { startFakeExchange, startFakeOanda } from '@atb/engine/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, login, signup, startTestApp, type TestApp } from './harness'
import { endpointsOf, hostileBody, hostileQuery, prototypeKeys, type Endpoint } from './hostile'
import { mutatedBody, mutatedQuery } from './mutate'

/*
 * The endpoint fuzz (issue 17), shared by the files that split the contract between them
 * (`routes/fuzz-*.test.ts`), so no one file holds all of its time in `npm test` (issue 34).
 */

/**
 * Requests per endpoint (issue 17): 200 in `npm test`, 10,000 in `npm run fuzz`. An endpoint that
 * needs a session gets a quarter of them without one. The issue's own examples come on top.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const RUNS_WITHOUT_SESSION = Math.floor(RUNS / 4)
/** A request that has not answered by then is a hang, and fails naming its endpoint. */
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 10_000)
/** Only the endpoints whose path contains this (`npm run fuzz -- --only /exchange`). */
const ONLY = process.env.FUZZ_ONLY ?? ''
/** `npm run fuzz` reads the counts from here (one JSON line per part and database). */
const REPORT = process.env.FUZZ_REPORT
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

/** Garbage aimed at the fields, and valid-looking input broken in one field, two to one. */
const inputFor = (endpoint: Endpoint) =>
  endpoint.method === 'GET'
    ? fc.oneof(
        { arbitrary: hostileQuery(endpoint.fields), weight: 2 },
        { arbitrary: mutatedQuery(endpoint.schemas), weight: 1 },
      )
    : fc.oneof(
        { arbitrary: hostileBody(endpoint.fields), weight: 2 },
        { arbitrary: mutatedBody(endpoint.schemas), weight: 1 },
      )

async function answerWithin<T>(promise: Promise<T>, where: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${where}`)),
      REQUEST_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([promise, hang])
  } finally {
    clearTimeout(timer)
  }
}

interface Tally {
  endpoint: string
  requests: number
  status5xx: number
  ms: number
}

/** The trading side of the contract; `fuzz-account.test.ts` takes every other endpoint. */
export const isTradingEndpoint = (url: string) =>
  /^\/v1\/(robot|exchange|market|signal|profit|paper|ranking|tournament|event|home)/.test(url)

/** Every endpoint `include` keeps, on every database, under hostile input. */
export const fuzzEndpoints = (part: string, include: (url: string) => boolean) =>
  describe.each(databaseKinds)(`${part} endpoints under hostile input on %s`, (kind) => {
    let t: TestApp
    let endpoints: Endpoint[]
    let exchanges: { close(): Promise<void> }[]
    beforeAll(async () => {
      // Exchanges that answer, as in production: a well-formed but made-up key is refused (4xx); an
      // unreachable exchange would be a 502 that says nothing about the input.
      const ccxt = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
      const oanda = await startFakeOanda()
      exchanges = [ccxt, oanda]
      t = await startTestApp(kind, {
        logLevel: 'warn',
        logStream,
        exchangeUrls: { binance: ccxt.url, okx: ccxt.url, oanda: oanda.url },
      })
      await signup(t, 'fuzz@example.com')
      const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
      // Logging out ends the session the others use, so it goes last.
      endpoints = endpointsOf(doc)
        .filter((e) => include(e.url) && e.url.includes(ONLY))
        .sort((a, b) => Number(a.url === '/v1/logout') - Number(b.url === '/v1/logout'))
    })
    afterAll(async () => {
      await t.close()
      for (const exchange of exchanges) await exchange.close()
    })

    it(
      `answers ${RUNS}+ requests per endpoint with 4xx and a short description, never 5xx or a hang, and logs no error`,
      async () => {
        // With `--only`, the path may lie in the other file's part.
        expect(endpoints.length).toBeGreaterThan(ONLY ? -1 : 20)
        const tallies: Tally[] = []
        const failures: string[] = []
        const started = performance.now()
        for (const endpoint of endpoints) {
          const tally = {
            endpoint: `${endpoint.method} ${endpoint.url}`,
            requests: 0,
            status5xx: 0,
          }
          const since = performance.now()
          const token = endpoint.auth ? await login(t, 'fuzz@example.com') : undefined
          for (const session of endpoint.auth ? [token, undefined] : [undefined]) {
            const property = fc.asyncProperty(inputFor(endpoint), async (payload) => {
              const where = `${tally.endpoint} ${session ? 'with' : 'without'} a session: ${payload.slice(0, 300)}`
              tally.requests++
              const res = await answerWithin(
                t.app.inject({
                  method: endpoint.method,
                  url: endpoint.method === 'GET' ? `${endpoint.url}?${payload}` : endpoint.url,
                  ...(endpoint.method === 'POST' ? { payload } : {}),
                  headers: {
                    'content-type': 'application/json',
                    ...(session ? { authorization: `Bearer ${session}` } : {}),
                  },
                }),
                where,
              )
              // Taken per request, so a failure (and each shrink of it) names only its own lines.
              const logged = errorLines.splice(0).join('')
              if (res.statusCode >= 500) tally.status5xx++
              expect(res.statusCode, `${where} answered ${res.body.slice(0, 300)}`).toBeLessThan(
                500,
              )
              if (res.statusCode >= 400) {
                expect(res.body.length, where).toBeLessThanOrEqual(ERROR_REPLY_MAX_BYTES)
                expect(res.json<{ description?: unknown }>().description, where).toEqual(
                  expect.any(String),
                )
              }
              if (logged) throw new Error(`${where} logged ${logged}`)
            })
            const numRuns = !endpoint.auth
              ? RUNS
              : session
                ? RUNS - RUNS_WITHOUT_SESSION
                : RUNS_WITHOUT_SESSION
            // Every endpoint is tried to the end, so one run names every endpoint that fails.
            await fc
              .assert(property, {
                numRuns,
                examples: issueExamples(endpoint).map((example) => [example]),
              })
              .catch((error: Error) => {
                const cause = error.cause instanceof Error ? `\n${error.cause.message}` : ''
                failures.push(`${tally.endpoint}: ${error.message}${cause}`.slice(0, 3_000))
              })
          }
          tallies.push({ ...tally, ms: Math.round(performance.now() - since) })
          // `npm run fuzz` takes a while: one line per endpoint shows it moving.
          if (REPORT)
            console.log(
              `${kind} ${tallies.length}/${endpoints.length} ${tally.endpoint} ${tally.requests}`,
            )
        }
        const total = tallies.reduce((n, e) => n + e.requests, 0)
        const status5xx = tallies.reduce((n, e) => n + e.status5xx, 0)
        if (REPORT)
          appendFileSync(
            REPORT,
            `${JSON.stringify({ part, kind, runs: RUNS, total, status5xx, ms: Math.round(performance.now() - started), endpoints: tallies })}\n`,
          )
        expect(failures).toEqual([])
        for (const { endpoint, requests } of tallies)
          expect(requests, endpoint).toBeGreaterThanOrEqual(RUNS)
      },
      // About 1 ms a request on PGlite; ten times that is still an answer, not a hang.
      Math.max(300_000, RUNS * 100 * 10),
    )
  })
