import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotLiveEvent } from '@atb/contract'
import { buildServer } from '../app'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'
import { CountingHub, fastLive, liveUrl, TestSocket, userOf } from '../test/socket'
import { localRevocationBus } from '../services/session-cache'

const invalidSession = { code: 4401, reason: 'Invalid session' }
const authRequired = { code: 4400, reason: 'Authentication required' }

const status = (botId: string): BotLiveEvent => ({
  type: 'bot.status',
  botId,
  status: 'running',
  reason: null,
  time: 1,
})
const pnl = (botId: string, equity: string): BotLiveEvent => ({
  type: 'bot.pnl',
  botId,
  realized: '0',
  unrealized: '0',
  equity,
  time: 1,
})

describe.each(databaseKinds)('the live socket on %s', (kind) => {
  let t: TestApp
  let other: FastifyInstance
  let url: string
  let otherUrl: string
  const hub = new CountingHub()
  const bus = localRevocationBus()

  beforeAll(async () => {
    t = await startTestApp(kind, { liveHub: hub, liveSocket: fastLive, revocationBus: bus })
    // A second server process on the same database, hearing revocations over the shared bus.
    other = await buildServer({
      database: t.database,
      mailer: t.mailer,
      clock: t.clock,
      logLevel: 'silent',
      jwtSecret: 'test-secret',
      revocationBus: bus,
      liveSocket: fastLive,
    })
    url = await liveUrl(t.app)
    otherUrl = await liveUrl(other)
  })
  afterAll(async () => {
    await other.close()
    await t.close()
  })

  it('opens with the access token as the first message and answers pings', async () => {
    const token = await signup(t, 'live-auth@example.com')

    const socket = await TestSocket.ready(url, token)
    socket.send({ type: 'ping', id: 'p1' })

    const ready = await socket.next('ready')
    expect(ready).toMatchObject({ heartbeatMs: fastLive.heartbeatMs, maxSymbols: 50 })
    expect(await socket.next('pong')).toEqual({
      type: 'pong',
      id: 'p1',
      sentAt: expect.any(Number),
    })
    socket.close()
  })

  it('answers a plain GET with 426 and the error envelope', async () => {
    const res = await t.app.inject({ url: '/v1/ws' })

    expect(res.statusCode).toBe(426)
    expect(res.json()).toEqual({ status: 'error', description: 'Bad request', code: 'bad_request' })
  })

  it('closes with Invalid session for a bad, forged or logged-out token', async () => {
    const token = await signup(t, 'live-bad@example.com')
    const forged = `${token.slice(0, -4)}AAAA`
    const loggedOut = await login(t, 'live-bad@example.com')
    await call(t.app, E.logout, {}, loggedOut)

    for (const bad of ['nonsense', forged, loggedOut]) {
      const socket = await TestSocket.open(url)
      socket.send({ type: 'auth', token: bad })
      expect(await socket.closed).toEqual(invalidSession)
      expect(socket.messages).toEqual([])
    }
  })

  it('closes with Authentication required when the first message is not auth, or none comes', async () => {
    const token = await signup(t, 'live-first@example.com')
    const wrongFirst = await TestSocket.open(url)
    const silent = await TestSocket.open(url)

    wrongFirst.send({ type: 'subscribe', channel: 'tickers', symbols: ['BTCUSDT'] })
    wrongFirst.send({ type: 'auth', token })

    expect(await wrongFirst.closed).toEqual(authRequired)
    expect(await silent.closed).toEqual(authRequired)
    expect([...wrongFirst.messages, ...silent.messages]).toEqual([])
  })

  it('closes the older sockets with Invalid session on a newer login, in every process', async () => {
    await signup(t, 'live-dual@example.com')
    const first = await login(t, 'live-dual@example.com')
    const here = await TestSocket.ready(url, first)
    const there = await TestSocket.ready(otherUrl, first)

    const second = await login(t, 'live-dual@example.com')

    expect(await here.closed).toEqual(invalidSession)
    expect(await there.closed).toEqual(invalidSession)
    const newer = await TestSocket.ready(otherUrl, second)
    newer.send({ type: 'ping', id: 'still-open' })
    expect(await newer.next('pong')).toMatchObject({ id: 'still-open' })
    newer.close()
  })

  it('closes the socket on logout', async () => {
    const token = await signup(t, 'live-logout@example.com')
    const socket = await TestSocket.ready(url, token)

    await call(t.app, E.logout, {}, token)

    expect(await socket.closed).toEqual(invalidSession)
  })

  it("routes bot events to their owner's sockets only", async () => {
    const alice = await signup(t, 'live-alice@example.com')
    const bob = await signup(t, 'live-bob@example.com')
    const aliceSocket = await TestSocket.ready(url, alice)
    const bobSocket = await TestSocket.ready(url, bob)
    const fill: BotLiveEvent = {
      type: 'bot.fill',
      botId: 'a1',
      fill: {
        clientId: 'c1',
        symbol: 'BTCUSDT',
        side: 'buy',
        price: 100,
        qty: '0.1',
        fee: '0.01',
        feeAsset: 'USDT',
        time: 5,
      },
    }

    hub.publish(userOf(alice), status('a1'))
    hub.publish(userOf(alice), fill)
    // Published after Alice's events on the same path: once it arrives, hers would have too.
    hub.publish(userOf(bob), status('b1'))

    await aliceSocket.next('bot.fill')
    await bobSocket.next('bot.status')
    expect(aliceSocket.of('bot.status')).toEqual([{ ...status('a1'), sentAt: expect.any(Number) }])
    expect(aliceSocket.of('bot.fill')).toEqual([{ ...fill, sentAt: expect.any(Number) }])
    expect(bobSocket.messages.filter((m) => m.type.startsWith('bot.'))).toEqual([
      { ...status('b1'), sentAt: expect.any(Number) },
    ])
    aliceSocket.close()
    bobSocket.close()
  })

  it('sends at most one PnL snapshot per bot per interval, the newest winning', async () => {
    const token = await signup(t, 'live-pnl@example.com')
    const socket = await TestSocket.ready(url, token)
    const user = userOf(token)

    for (const equity of ['1', '2', '3']) hub.publish(user, pnl('x', equity))
    hub.publish(user, pnl('y', '10'))

    await socket.next('bot.pnl', (m) => m.botId === 'x' && m.equity === '3')
    const x = socket.of('bot.pnl').filter((m) => m.botId === 'x')
    expect(x.map((m) => m.equity)).toEqual(['1', '3'])
    expect(x[1]!.sentAt).toBeGreaterThanOrEqual(x[0]!.sentAt)
    expect(
      socket
        .of('bot.pnl')
        .filter((m) => m.botId === 'y')
        .map((m) => m.equity),
    ).toEqual(['10'])
    socket.close()
  })

  it('lets go of a closed socket: its user has no listener left', async () => {
    const token = await signup(t, 'live-closed@example.com')
    const user = userOf(token)
    const socket = await TestSocket.ready(url, token)
    expect(hub.count(user)).toBe(1)

    socket.close()
    await socket.closed
    await hub.until(() => hub.count(user) === 0)

    expect(() => hub.publish(user, status('gone'))).not.toThrow()
  })
})
