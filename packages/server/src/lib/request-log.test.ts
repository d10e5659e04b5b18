import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { RequestLogController } from './request-log'

async function linesAt(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLogController(400),
  })
  app.get('/ok', async () => ({ ok: true }))
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 450))
    return { ok: true }
  })
  app.get('/bad', async (_req, reply) => reply.code(401).send({ status: 'error' }))
  app.get('/boom', async () => {
    throw new Error('boom')
  })
  for (const url of ['/ok', '/slow', '/bad', '/boom']) await app.inject({ url })
  await app.close()
  return lines
    .filter((l) => typeof l.msg === 'string' && /request/.test(l.msg as string))
    .map((l) => ({
      level: l.level,
      msg: l.msg,
      reqId: l.reqId,
      url: (l.req as { url?: string })?.url,
    }))
}

describe('RequestLogController', () => {
  it('logs quick successes below info, and failures and slow answers at info or above, each with its request id', async () => {
    const info = await linesAt('info')
    expect(info).toEqual([
      { level: 30, msg: 'request completed', reqId: 'req-2', url: '/slow' },
      { level: 30, msg: 'request completed', reqId: 'req-3', url: '/bad' },
      { level: 50, msg: 'request completed', reqId: 'req-4', url: '/boom' },
    ])
  })

  it('keeps every request line at debug', async () => {
    const debug = await linesAt('debug')
    expect(debug.filter((l) => l.url === '/ok')).toEqual([
      { level: 20, msg: 'incoming request', reqId: 'req-1', url: '/ok' },
      { level: 20, msg: 'request completed', reqId: 'req-1', url: '/ok' },
    ])
    expect(debug).toHaveLength(8)
  })
})
