// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as yup from 'yup'
import { apiErrors, endpoint, endpoints, type ErrorCode, type FieldError } from '@atb/contract'
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

const failure = (code: ErrorCode, errors?: FieldError[]): Handler =>
  reply(apiErrors[code].status, {
    status: 'error',
    description: apiErrors[code].description,
    code,
    ...(errors ? { errors } : {}),
  })

// Spec section 8 names these calls; they are not built yet, so the tests declare them here.
const robotList = endpoint<unknown>()({
  method: 'GET',
  path: '/robot/list',
  auth: true,
  request: yup.object({}),
  errors: ['record_not_found'],
  summary: 'Bots',
  tag: 'bots',
})
const assetAddress = endpoint<unknown>()({
  method: 'POST',
  path: '/asset/address',
  auth: true,
  request: yup.object({}),
  errors: ['record_not_found'],
  summary: 'Deposit address',
  tag: 'assets',
})
const pinUpdate = { old_pin: '111111', new_pin: '222222', confirm_new_pin: '222222' }

describe('api client', () => {
  it('sends the bearer token, the input of a GET as its query, and unwraps the envelope', async () => {
    handler = reply(200, { status: 'success', data: { nickname: 'Nok' } })
    const { api } = client('abc')
    await expect(api.call(endpoints.profile, { timestamp: '1' })).resolves.toEqual({
      nickname: 'Nok',
    })
    const page = { page: 2, page_size: 20 }
    await api.call(endpoints.activityLogs, page)
    expect(hits).toEqual([
      { method: 'GET', url: '/v1/profile?timestamp=1', auth: 'Bearer abc' },
      { method: 'GET', url: '/v1/activity_logs?page=2&page_size=20', auth: 'Bearer abc' },
    ])
  })

  it('sends the input of a POST as its JSON body', async () => {
    let received = ''
    handler = (req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.toString()))
      req.on('end', () => reply(200, { status: 'success', data: { done: true } })(req, res))
    }
    const { api } = client()
    await expect(api.call(endpoints.pinUpdate, pinUpdate)).resolves.toEqual({ done: true })
    expect(hits[0]).toMatchObject({ method: 'POST', url: '/v1/pin/update' })
    expect(JSON.parse(received)).toEqual(pinUpdate)
  })

  it('retries a GET once on 503 but never a POST', async () => {
    const { api } = client()
    handler = reply(503, { status: 'error', description: 'busy', code: 'internal' })
    await expect(api.call(robotList)).rejects.toThrow('busy')
    expect(hits.filter((h) => h.method === 'GET')).toHaveLength(2)
    hits.length = 0
    await expect(api.call(endpoints.login, { username: 'a@b.co', password: 'x' })).rejects.toThrow(
      'busy',
    )
    expect(hits).toHaveLength(1)
  })

  it('turns invalid_session into the dual-login outcome', async () => {
    handler = failure('invalid_session')
    const { api, outcomes } = client()
    await expect(api.call(endpoints.profile)).rejects.toMatchObject({
      status: 401,
      body: { code: 'invalid_session' },
    })
    expect(outcomes[0]).toMatchObject({
      kind: 'sessionInvalid',
      message: { id: 'error.dualLogin' },
    })
  })

  it('leaves a form failure to the form, but still signs a dual login out', async () => {
    const { api, outcomes } = client()
    handler = failure('pin_missing')
    await expect(api.call(endpoints.pinUpdate, pinUpdate, { inline: true })).rejects.toThrow()
    handler = failure('invalid_session')
    await expect(api.call(endpoints.pinUpdate, pinUpdate, { inline: true })).rejects.toThrow()
    handler = failure('pin_missing')
    await expect(api.call(endpoints.pinUpdate, pinUpdate)).rejects.toThrow()
    expect(outcomes.map((o) => o.kind)).toEqual(['handled', 'sessionInvalid', 'toast'])
    expect(outcomes[2]).toMatchObject({ message: { id: 'error.pinMissing' } })
  })

  it('leaves a failure on a field to the field, without a toast', async () => {
    const field = { path: 'old_pin', message: apiErrors.pin_wrong.message, text: 'wrong' }
    handler = failure('pin_wrong', [field])
    const { api, outcomes } = client()
    await expect(api.call(endpoints.pinUpdate, pinUpdate)).rejects.toMatchObject({
      body: { code: 'pin_wrong', errors: [field] },
    })
    expect(outcomes).toEqual([{ kind: 'handled' }])
  })

  it('ignores recvWindow errors and translates record_not_found per endpoint', async () => {
    handler = failure('recv_window')
    const { api, outcomes } = client()
    await expect(api.call(assetAddress)).rejects.toThrow()
    handler = failure('record_not_found')
    await expect(api.call(assetAddress)).rejects.toThrow()
    expect(outcomes.map((o) => o.kind)).toEqual(['silent', 'toast'])
    expect(outcomes[1]).toMatchObject({ message: { id: 'error.invalidAssetAddress' } })
  })

  it('gives a reply that is not ours (an error page of a proxy) a code too', async () => {
    handler = (_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>')
    const { api, outcomes } = client()
    await expect(
      api.call(endpoints.login, { username: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({
      body: { status: 'error', code: 'internal' },
    })
    expect(outcomes).toEqual([
      { kind: 'toast', message: expect.objectContaining({ id: 'error.unknown' }) },
    ])
  })

  it('reports a network failure as a toast', async () => {
    const outcomes: ErrorOutcome[] = []
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:1/v1',
      getToken: () => null,
      onError: (o) => outcomes.push(o),
    })
    const login = { username: 'a@b.co', password: 'x' }
    await expect(offline.call(endpoints.login, login)).rejects.toThrow()
    // Also from a form: the form says it too, but an unreachable server is always a toast.
    await expect(offline.call(endpoints.login, login, { inline: true })).rejects.toThrow()
    const network = { kind: 'toast', message: expect.objectContaining({ id: 'error.network' }) }
    expect(outcomes).toEqual([network, network])
  })

  it('keeps an aborted request silent', async () => {
    handler = () => {}
    const controller = new AbortController()
    const { api, outcomes } = client()
    const pending = api.call(robotList, {}, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect(outcomes).toEqual([{ kind: 'silent' }])
  })
})
