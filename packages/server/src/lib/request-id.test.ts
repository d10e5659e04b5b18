import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * A client's `X-Request-Id` ends up in every log line of its request and in the reply: only a
 * short, plain one is taken (issue 26 item 10), anything else is replaced by a server-made id.
 * No database is involved, so PGlite alone.
 */
describe('the request id', () => {
  let t: TestApp
  const lines: Record<string, unknown>[] = []
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) }
  beforeAll(async () => {
    t = await startTestApp('pglite', { logLevel: 'info', logStream })
  })
  afterAll(() => t.close())

  /** A 404 under the API prefix logs its request line at info. */
  const ask = async (id: string) => {
    lines.length = 0
    const res = await t.app.inject({ url: '/v1/nope', headers: { 'x-request-id': id } })
    const logged = lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)
    expect(logged).toHaveLength(1)
    return { header: res.headers['x-request-id'], logged: logged[0] }
  }

  it('echoes a short plain id in the reply and the log', async () => {
    for (const id of ['abc-123', 'trace.7_A', 'x'.repeat(64)])
      expect(await ask(id)).toEqual({ header: id, logged: id })
  })

  it('replaces a long, spaced, multi-line or non-ASCII id with its own', async () => {
    const bad = [
      'x'.repeat(65),
      'two words',
      'line\nforged log line',
      'carriage\rreturn',
      'ไทย',
      'café',
      '{"json":1}',
      '',
    ]
    const seen = new Set<string>()
    for (const id of bad) {
      const { header, logged } = await ask(id)
      expect(header).toMatch(UUID)
      expect(logged).toBe(header)
      seen.add(String(header))
    }
    expect(seen.size).toBe(bad.length)
  })
})
