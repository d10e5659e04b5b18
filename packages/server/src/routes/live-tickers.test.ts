import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_MAX_SYMBOLS } from '@atb/contract'
import { databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { fastLive, liveUrl, TestSocket } from '../test/socket'
import { StepFeed } from '../test/step-feed'

/** Enough symbols to go past the per-socket cap. */
const fillers = Object.fromEntries(
  Array.from({ length: LIVE_MAX_SYMBOLS + 5 }, (_, i) => [
    `S${String(i).padStart(2, '0')}USDT`,
    'crypto' as const,
  ]),
)

describe.each(databaseKinds)('tickers on the live socket on %s', (kind) => {
  let t: TestApp
  let url: string
  let token: string
  const feed = new StepFeed({ BTCUSDT: 'crypto', ETHUSDT: 'crypto', XAUUSD: 'gold', ...fillers })

  beforeAll(async () => {
    // No hosted runner: it follows the feed too, and these tests count the sockets' subscription.
    t = await startTestApp(kind, { market: feed, liveSocket: fastLive, host: null })
    url = await liveUrl(t.app)
    token = await signup(t, 'tickers@example.com')
  })
  afterAll(() => t.close())

  it('sends the subscribed symbols, with their source, tick time and send time, and stops on unsubscribe', async () => {
    feed.push('XAUUSD', 2400, 1_000)
    const socket = await TestSocket.ready(url, token)

    socket.send({ type: 'subscribe', channel: 'tickers', symbols: ['XAUUSD', 'BTCUSDT'] })
    const subscribed = await socket.next('subscribed')
    // A symbol that has traded answers at once with its current ticker.
    const snapshot = await socket.next('ticker', (m) => m.ticker.symbol === 'XAUUSD')
    feed.push('ETHUSDT', 3000, 2_000)
    feed.push('BTCUSDT', 100_000, 2_000)
    const btc = await socket.next('ticker', (m) => m.ticker.symbol === 'BTCUSDT')

    expect(subscribed.symbols).toEqual(['XAUUSD', 'BTCUSDT'])
    expect(snapshot.ticker).toMatchObject({ last: 2400, source: 'replay', time: 1_000 })
    expect(btc).toEqual({
      type: 'ticker',
      ticker: {
        symbol: 'BTCUSDT',
        market: 'crypto',
        last: 100_000,
        change_24h: 0,
        high_24h: 100_000,
        low_24h: 100_000,
        volume_24h: 0,
        time: 2_000,
        source: 'replay',
      },
      tickTime: 2_000,
      sentAt: t.clock.now().getTime(),
    })
    expect(socket.of('ticker').some((m) => m.ticker.symbol === 'ETHUSDT')).toBe(false)

    socket.send({ type: 'unsubscribe', channel: 'tickers', symbols: ['XAUUSD', 'BTCUSDT'] })
    await socket.next('subscribed', (m) => m.symbols.length === 0)
    expect(feed.listenerCount).toBe(0)
    socket.close()
  })

  it('coalesces a burst of ticks into the first and the newest', async () => {
    const socket = await TestSocket.ready(url, token)
    socket.send({ type: 'subscribe', channel: 'tickers', symbols: ['ETHUSDT'] })
    await socket.next('subscribed')
    await socket.next('ticker') // the snapshot of the earlier test's price
    const before = socket.of('ticker').length

    for (let i = 1; i <= 20; i++) feed.push('ETHUSDT', 3000 + i, 10_000 + i)

    await socket.next('ticker', (m) => m.ticker.last === 3020)
    const burst = socket.of('ticker').slice(before)
    expect(burst.map((m) => [m.ticker.last, m.tickTime])).toEqual([
      [3001, 10_001],
      [3020, 10_020],
    ])
    socket.close()
  })

  it('answers unknown symbols and too many symbols with an error and keeps the socket', async () => {
    const socket = await TestSocket.ready(url, token)
    const names = Object.keys(fillers)

    socket.send({ type: 'subscribe', channel: 'tickers', symbols: ['BTCUSDT', 'NOPEUSDT'] })
    const unknown = await socket.next('error')
    await socket.next('subscribed')
    socket.send({ type: 'subscribe', channel: 'tickers', symbols: names.slice(0, 40) })
    await socket.next('subscribed', (m) => m.symbols.length === 41)
    socket.send({ type: 'subscribe', channel: 'tickers', symbols: names.slice(40) })
    const tooMany = await socket.next('error', (m) => m.code === 'too_many_symbols')
    socket.send({ type: 'ping', id: 'after' })

    expect(unknown).toEqual({
      type: 'error',
      code: 'unknown_symbol',
      description: 'Unknown symbol',
      symbols: ['NOPEUSDT'],
    })
    expect(tooMany).toMatchObject({ description: 'Too many symbols', symbols: names.slice(40) })
    expect(await socket.next('pong')).toMatchObject({ id: 'after' })
    expect(socket.of('subscribed').at(-1)?.symbols).toHaveLength(41)
    socket.close()
  })

  it('lets several sockets follow one symbol and keeps the feed subscription until the last leaves', async () => {
    const a = await TestSocket.ready(url, token)
    const b = await TestSocket.ready(url, token)
    a.send({ type: 'subscribe', channel: 'tickers', symbols: ['XAUUSD'] })
    b.send({ type: 'subscribe', channel: 'tickers', symbols: ['XAUUSD'] })
    await a.next('subscribed')
    await b.next('subscribed')

    a.close()
    await a.closed
    feed.push('XAUUSD', 2500, 20_000)

    expect(feed.listenerCount).toBe(1)
    expect((await b.next('ticker', (m) => m.ticker.last === 2500)).tickTime).toBe(20_000)
    b.close()
  })
})
