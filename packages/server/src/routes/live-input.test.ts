import type { Socket } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_MAX_PAYLOAD } from '@atb/contract'
import { databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { hostileBody } from '../test/hostile'
import { fastLive, liveUrl, TestSocket } from '../test/socket'
import { StepFeed } from '../test/step-feed'

const RUNS = 150

const errorLines: string[] = []
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line)
  },
}

const junk = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('toString', '__proto__'))

/** Client messages as a careless or hostile client would write them: near misses and junk. */
const clientMessage = fc
  .oneof(
    hostileBody(['type', 'channel', 'symbols', 'token', 'id']),
    fc
      .record(
        {
          type: fc.oneof(fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'ping'), junk),
          channel: fc.oneof(fc.constant('tickers'), junk),
          symbols: fc.oneof(
            fc.array(fc.constantFrom('BTCUSDT', 'ETHUSDT', 'NOPEUSDT', 'btcusdt', '', 'A\u0000B'), {
              maxLength: 60,
            }),
            junk,
          ),
          token: fc.oneof(fc.string({ maxLength: 50 }), junk),
          id: fc.oneof(fc.string({ maxLength: 80 }), junk),
        },
        { requiredKeys: [] },
      )
      .map((m) => JSON.stringify(m)),
  )
  // Larger frames are closed by design (the test above); this property is about content.
  .filter((text) => Buffer.byteLength(text) < LIVE_MAX_PAYLOAD - 64)

describe.each(databaseKinds)('malformed messages on the live socket on %s', (kind) => {
  let t: TestApp
  let url: string
  let token: string

  beforeAll(async () => {
    t = await startTestApp(kind, {
      market: new StepFeed(),
      liveSocket: fastLive,
      logLevel: 'warn',
      logStream,
    })
    url = await liveUrl(t.app)
    token = await signup(t, 'malformed@example.com')
  })
  afterAll(() => t.close())

  it('answers bad JSON, binary frames and wrong shapes with an error message, and stays open', async () => {
    const socket = await TestSocket.ready(url, token)

    socket.send('{"type":')
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    socket.send({ type: 'subscribe', channel: 'tickers' })
    socket.send({ type: 'launch' })
    socket.send({ type: 'auth', token })
    socket.send({ type: 'ping', id: 'end' })
    await socket.next('pong')

    expect(socket.of('error').map((m) => [m.code, m.errors?.map((e) => e.path)])).toEqual([
      ['invalid_json', undefined],
      ['invalid_json', undefined],
      ['validation_failed', ['symbols']],
      ['validation_failed', ['type']],
      ['bad_request', undefined],
    ])
    expect(socket.of('error')[2]!.description).toBe('The symbols field is not valid')
    socket.close()
  })

  it('closes a socket that sends a frame larger than the limit, and serves the next one', async () => {
    const socket = await TestSocket.ready(url, token)

    socket.send({ type: 'ping', id: 'x'.repeat(LIVE_MAX_PAYLOAD) })

    expect((await socket.closed).code).toBe(1009)
    const next = await TestSocket.ready(url, token)
    next.send({ type: 'ping', id: 'alive' })
    expect(await next.next('pong')).toMatchObject({ id: 'alive' })
    next.close()
  })

  it('drops a client that floods messages faster than they are handled', async () => {
    const socket = await TestSocket.ready(url, token)
    // ws keeps its TCP socket private; corked, the burst leaves as one write and arrives as one read.
    const tcp = (socket.ws as unknown as { _socket: Socket })._socket

    tcp.cork()
    for (let i = 0; i < 100; i++) socket.send({ type: 'ping', id: String(i) })
    tcp.uncork()

    expect((await socket.closed).code).toBe(1006)
    expect(socket.of('pong').length).toBeLessThan(100)
  })

  it('never crashes nor closes on any client message: each gets an answer', async () => {
    const socket = await TestSocket.ready(url, token)
    let n = 0

    await fc.assert(
      fc.asyncProperty(clientMessage, async (text) => {
        n += 1
        const before = socket.messages.length
        socket.send(text)
        socket.send({ type: 'ping', id: `probe-${n}` })
        await socket.next('pong', (m) => m.id === `probe-${n}`)
        // The message itself got an answer before the probe's pong: an error, a subscription or a pong.
        const answers = socket.messages.slice(before).filter((m) => m.type !== 'ticker')
        expect(answers.length).toBeGreaterThanOrEqual(2)
      }),
      { numRuns: RUNS },
    )

    expect(socket.isClosed).toBe(false)
    expect(errorLines).toEqual([])
    socket.close()
  })
})
