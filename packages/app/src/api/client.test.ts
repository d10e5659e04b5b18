// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import type { ErrorOutcome } from './errors'

type Handler = (req: IncomingMessage, res: ServerResponse) => void
let handler: Handler = (_req, res) => res.end()
const hits: { method: string; url: string; auth?: string }[] = []
const server = createServer((req, res) => {
  hits.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization })
  handler(req, res)
})
let base = ''

const reply =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  hits.length = 0
})

function client(token: string | null = 'tok') {
  const outcomes: ErrorOutcome[] = []
  const api = createApiClient({
    baseUrl: base,
    getToken: () => token,
    onError: (o) => outcomes.push(o),
  })
  return { api, outcomes }
}

describe('api client', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    handler = reply(200, { status: 'success', data: { nickname: 'Nok' } })
    const { api } = client('abc')
    await expect(api.get('/profile', { searchParams: { timestamp: 1 } })).resolves.toEqual({
      nickname: 'Nok',
    })
    expect(hits).toEqual([{ method: 'GET', url: '/v1/profile?timestamp=1', auth: 'Bearer abc' }])
  })

  it('retries a GET once on 503 but never a POST', async () => {
    handler = reply(503, { status: 'error', description: 'busy' })
    const { api } = client()
    await expect(api.get('/robot/list')).rejects.toThrow('busy')
    expect(hits.filter((h) => h.method === 'GET')).toHaveLength(2)
    hits.length = 0
    await expect(api.post('/login', { username: 'a@b.co', password: 'x' })).rejects.toThrow('busy')
    expect(hits).toHaveLength(1)
  })

  it('turns 401 Invalid session into the dual-login outcome', async () => {
    handler = reply(401, { status: 'error', description: 'Invalid session' })
    const { api, outcomes } = client()
    await expect(api.post('/profile')).rejects.toThrow('Invalid session')
    expect(outcomes[0]).toMatchObject({
      kind: 'sessionInvalid',
      message: { id: 'error.dualLogin' },
    })
  })

  it('leaves a form failure to the form, but still signs a dual login out', async () => {
    const { api, outcomes } = client()
    handler = reply(400, { status: 'error', description: 'Old PIN is incorrect' })
    await expect(api.post('/pin/update', {}, { inline: true })).rejects.toThrow(
      'Old PIN is incorrect',
    )
    handler = reply(401, { status: 'error', description: 'Invalid session' })
    await expect(api.post('/pin/update', {}, { inline: true })).rejects.toThrow('Invalid session')
    handler = reply(400, { status: 'error', description: 'Old PIN is incorrect' })
    await expect(api.post('/pin/update', {})).rejects.toThrow()
    expect(outcomes.map((o) => o.kind)).toEqual(['handled', 'sessionInvalid', 'toast'])
    expect(outcomes[2]).toMatchObject({ message: { id: 'error.pinWrong' } })
  })

  it('ignores recvWindow errors and translates record not found per endpoint', async () => {
    handler = reply(500, { status: 'error', description: 'request is outside of the recvWindow' })
    const { api, outcomes } = client()
    await expect(api.post('/bot/start')).rejects.toThrow()
    handler = reply(404, { status: 'error', description: 'record not found' })
    await expect(api.post('/asset/address')).rejects.toThrow()
    expect(outcomes.map((o) => o.kind)).toEqual(['silent', 'toast'])
    expect(outcomes[1]).toMatchObject({ message: { id: 'error.invalidAssetAddress' } })
  })

  it('reports a network failure as a toast', async () => {
    const outcomes: ErrorOutcome[] = []
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:1/v1',
      getToken: () => null,
      onError: (o) => outcomes.push(o),
    })
    await expect(offline.post('/login')).rejects.toThrow()
    // Also from a form: the form says it too, but an unreachable server is always a toast.
    await expect(offline.post('/login', {}, { inline: true })).rejects.toThrow()
    const network = { kind: 'toast', message: expect.objectContaining({ id: 'error.network' }) }
    expect(outcomes).toEqual([network, network])
  })

  it('keeps an aborted request silent', async () => {
    handler = () => {}
    const controller = new AbortController()
    const { api, outcomes } = client()
    const pending = api.get('/slow', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect(outcomes).toEqual([{ kind: 'silent' }])
  })
})
