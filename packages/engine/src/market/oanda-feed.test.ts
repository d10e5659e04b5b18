import { createServer, request, type ClientRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Tick } from '../core/types'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from '../exchange/oanda/fake-oanda'
import { ManualClock } from './clock'
import type { FeedGap } from './gap-fill'
import { expectedGap, expectInOrder } from './gap-kit'
import { OandaFeed } from './oanda-feed'

const NOW = Date.UTC(2026, 0, 6, 12, 30)
const MINUTE = 60_000
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

/**
 * A pass-through to another local server whose connections the test can cut, as a dropped network
 * would: both sides of every open request, the long-lived pricing stream included.
 */
async function startCuttableProxy(target: string) {
  const upstreams = new Set<ClientRequest>()
  const server = createServer((req, res) => {
    const up = request(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers })
    up.on('response', (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers)
      r.pipe(res)
    })
    up.on('error', () => res.destroy())
    upstreams.add(up)
    up.on('close', () => upstreams.delete(up))
    req.pipe(up)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      server.closeAllConnections()
      for (const up of upstreams) up.destroy()
    },
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      this.cut()
      return closed
    },
  }
}

/** The fake's 1-minute EUR_USD candle at `t` (a saw-tooth of 0.1 % steps from 1.1, closing up). */
function eurCandle(t: number) {
  const k = Math.floor(t / MINUTE) % 10
  const open = 1.1 * (1 + k / 1000)
  const close = 1.1 * (1 + (k + 1) / 1000)
  const five = (x: number) => Number(x.toFixed(5))
  return {
    open: five(open),
    low: five(open * 0.9995),
    high: five(close * 1.0005),
    close: five(close),
  }
}

describe('OANDA feed after a dropped pricing stream', () => {
  it('fills the gap from 1-minute candles, then the current price, then streams', async () => {
    let now = NOW
    const fake = await startFakeOanda({ now: () => now })
    stops.push(() => fake.close())
    const proxy = await startCuttableProxy(fake.url)
    stops.push(() => proxy.close())
    const clock = new ManualClock(NOW)
    const gaps: FeedGap[] = []
    const feed = new OandaFeed({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: proxy.url,
      clock,
      reconnectMs: 20,
      onGap: (gap) => gaps.push(gap),
    })
    stops.push(() => feed.stop())
    const ticks: Tick[] = []
    feed.subscribe((t) => ticks.push(t))
    await feed.start()
    await vi.waitFor(() => expect(fake.streams).toBe(1))
    fake.pushPrice('EUR_USD', '1.20000', '1.20004')
    await vi.waitFor(() => expect(ticks).toHaveLength(1))

    // Three and a half minutes pass with the stream cut; the price moves where nobody streams it.
    const gapMs = 3 * MINUTE + 30_000
    now += gapMs
    clock.advance(gapMs)
    proxy.cut()
    fake.pushPrice('EUR_USD', '1.21000', '1.21004')
    await vi.waitFor(() => expect(gaps).toHaveLength(1), { timeout: 10_000 })

    expect(gaps[0]).toEqual({ from: NOW, to: NOW + gapMs, symbols: ['EURUSD', 'XAUUSD'] })
    const filled = ticks.slice(1).filter((t) => t.symbol === 'EURUSD')
    // The candle of the last tick leaves its open out: the tick at NOW already superseded it.
    const expected = expectedGap(eurCandle, NOW, 3, 1.21002)
    expect(filled.map((t) => t.price)).toEqual(expected.map((p) => expect.closeTo(p, 7)))
    expectInOrder(NOW, filled)
    expect(filled[0]!.time).toBeGreaterThan(NOW)
    expect(filled.at(-1)!.time).toBe(NOW + gapMs)
    expect(feed.ticker('EURUSD')).toMatchObject({ last: 1.21002, time: NOW + gapMs })
    expect(ticks.some((t) => t.symbol === 'XAUUSD' && t.time > NOW)).toBe(true)

    // The new stream is up: a pushed price arrives.
    await vi.waitFor(() => expect(fake.streams).toBe(1), { timeout: 10_000 })
    fake.pushPrice('EUR_USD', '1.22000', '1.22004')
    await vi.waitFor(() =>
      expect(ticks.at(-1)).toEqual({ symbol: 'EURUSD', time: NOW + gapMs, price: 1.22002 }),
    )
    expect(gaps).toHaveLength(1)
  })
})
