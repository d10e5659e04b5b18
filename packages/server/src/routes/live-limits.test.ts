import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_MAX_SOCKETS_PER_ACCOUNT, liveClose, type BotLiveEvent } from '@atb/contract'
import { databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { CountingHub, fastLive, liveUrl, TestSocket, userOf } from '../test/socket'

const HEARTBEAT_MS = 300
const MAX_BUFFERED = 64 * 1024
/** Far more than loopback's socket buffers and the bound together (about 50 MB). */
const MAX_BATCHES = 400

const fill = (i: number): BotLiveEvent => ({
  type: 'bot.fill',
  botId: 'flood',
  fill: {
    clientId: `c-${i}`,
    symbol: 'BTCUSDT',
    side: i % 2 ? 'buy' : 'sell',
    price: 100_000 + i,
    qty: '0.00100000',
    fee: '0.00000100',
    feeAsset: 'BTC',
    time: i,
  },
})

describe.each(databaseKinds)('heartbeats on the live socket on %s', (kind) => {
  let t: TestApp
  let url: string

  beforeAll(async () => {
    t = await startTestApp(kind, { liveSocket: { ...fastLive, heartbeatMs: HEARTBEAT_MS } })
    url = await liveUrl(t.app)
  })
  afterAll(() => t.close())

  it('terminates a client that stops answering pings, and keeps one that answers', async () => {
    const token = await signup(t, 'heartbeat@example.com')
    const deaf = await TestSocket.ready(url, token, { autoPong: false })
    const healthy = await TestSocket.ready(url, token)

    const closed = await deaf.closed
    await healthy.until(() => healthy.pings >= 3)

    // Terminated: no close frame, so the client sees an abnormal closure.
    expect(closed.code).toBe(1006)
    expect(deaf.pings).toBeGreaterThanOrEqual(1)
    expect(healthy.isClosed).toBe(false)
    healthy.close()
  })

  it('closes with Invalid session once the token has expired', async () => {
    const token = await signup(t, 'expiry@example.com')
    const socket = await TestSocket.ready(url, token)

    t.clock.advance(8 * 24 * 3600 * 1000)

    expect(await socket.closed).toEqual({ code: 4401, reason: 'Invalid session' })
  })
})

describe.each(databaseKinds)('slow clients on the live socket on %s', (kind) => {
  let t: TestApp
  let url: string
  const hub = new CountingHub()
  const drops: string[] = []
  const logStream = {
    write(line: string) {
      if (line.includes('client too slow')) drops.push(line)
    },
  }

  beforeAll(async () => {
    // The heartbeat stays long here, so only the bound can end the paused client.
    t = await startTestApp(kind, {
      liveHub: hub,
      liveSocket: { ...fastLive, maxBufferedBytes: MAX_BUFFERED },
      logLevel: 'info',
      logStream,
    })
    url = await liveUrl(t.app)
  })
  afterAll(() => t.close())

  it('drops a client that stops reading instead of buffering without bound', async () => {
    const slowToken = await signup(t, 'slow@example.com')
    const otherToken = await signup(t, 'bystander@example.com')
    const user = userOf(slowToken)
    const slow = await TestSocket.ready(url, slowToken)
    const bystander = await TestSocket.ready(url, otherToken)
    slow.ws.pause()

    let dropped = false
    const gone = hub.until(() => hub.count(user) === 0).then(() => (dropped = true))
    let batches = 0
    for (; !dropped && batches < MAX_BATCHES; batches++) {
      for (let i = 0; i < 500; i++) hub.publish(user, fill(batches * 500 + i))
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(batches).toBeLessThan(MAX_BATCHES)
    await gone
    slow.ws.resume()

    expect(drops.map((line) => (JSON.parse(line) as { userId: string }).userId)).toEqual([user])
    expect((await slow.closed).code).toBe(1006)
    bystander.send({ type: 'ping', id: 'unaffected' })
    expect(await bystander.next('pong')).toMatchObject({ id: 'unaffected' })
    bystander.close()
  })
})

describe.each(databaseKinds)('live sockets per account on %s', (kind) => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await startTestApp(kind, { liveSocket: fastLive })
    url = await liveUrl(t.app)
  })
  afterAll(() => t.close())

  it(`refuses the socket after ${LIVE_MAX_SOCKETS_PER_ACCOUNT} with its close code, and only for that account`, async () => {
    const token = await signup(t, 'many-tabs@example.com')
    const open = await Promise.all(
      Array.from({ length: LIVE_MAX_SOCKETS_PER_ACCOUNT }, () => TestSocket.ready(url, token)),
    )
    const extra = await TestSocket.open(url)
    extra.send({ type: 'auth', token })
    expect(await extra.closed).toEqual(liveClose.tooManySockets)
    expect(extra.messages).toEqual([])
    // Another account is not held back.
    const other = await TestSocket.ready(url, await signup(t, 'one-tab@example.com'))
    // A closed tab makes room for the next.
    open[0]!.close()
    await open[0]!.closed
    const next = await TestSocket.ready(url, token)
    expect(next.isClosed).toBe(false)
    for (const socket of [...open.slice(1), other, next]) socket.close()
  })
})
