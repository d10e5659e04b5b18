import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Tick } from '../core/types'
import { startFakeMarket } from '../exchange/ccxt/fake-market'
import { CcxtFeed, redirectUrls } from './ccxt-feed'
import { expectedGap, expectInOrder } from './gap-kit'
import { ManualClock } from './clock'
import type { FeedGap } from './gap-fill'

const NOW = Date.UTC(2026, 0, 6, 12, 30)
const HOUR = 3_600_000
const MINUTE = 60_000
type Fake = Awaited<ReturnType<typeof startFakeMarket>>
let fake: Fake | null = null
let feed: CcxtFeed | null = null
afterEach(async () => {
  await feed?.stop()
  await fake?.close()
  feed = null
  fake = null
})

describe('redirectUrls', () => {
  it('points REST and nested WebSocket urls at one local origin', () => {
    expect(
      redirectUrls(
        { rest: 'https://api.x.com/api/v3', ws: { spot: 'wss://stream.x.com:9443/ws' } },
        'http://127.0.0.1:9',
      ),
    ).toEqual({ rest: 'http://127.0.0.1:9/api/v3', ws: { spot: 'ws://127.0.0.1:9/ws' } })
  })
})

describe.each(['binance', 'okx'] as const)('ccxt feed on a local %s fake', (venue) => {
  async function started(symbols = ['BTCUSDT', 'WLDUSDT', 'SOLUSDT']) {
    fake = await startFakeMarket({ now: () => NOW })
    feed = new CcxtFeed({ venue, symbols, baseUrl: fake.url, clock: new ManualClock(NOW) })
    await feed.start()
    return { fake, feed }
  }

  it('lists what the exchange trades, with tickers from REST marked live', async () => {
    const { feed } = await started()
    // SOLUSDT is not on the fake, so it is left out rather than failing later.
    expect(feed.symbols().map((s) => s.symbol)).toEqual(['BTCUSDT', 'WLDUSDT'])
    expect(feed.ticker('BTCUSDT')).toMatchObject({
      symbol: 'BTCUSDT',
      last: 50_000,
      high24h: 51_000,
      low24h: 49_000,
      source: 'live',
    })
    expect(feed.tickers('forex')).toEqual([])
  })

  it('reads candle history over REST, up to the unfinished candle', async () => {
    const { feed } = await started()
    const candles = await feed.candles('BTCUSDT', '1h', { limit: 3 })
    const hour = Math.floor(NOW / HOUR) * HOUR
    expect(candles.map((c) => c.time)).toEqual([hour - 2 * HOUR, hour - HOUR, hour])
    const k = (hour / HOUR) % 10
    expect(candles[2]!.open).toBeCloseTo(50_000 * (1 + k / 1000), 6)
    const ranged = await feed.candles('WLDUSDT', '15m', { from: NOW - 4 * 900_000, to: NOW })
    expect(ranged).toHaveLength(4)
    expect(ranged[0]!.time).toBe(NOW - 4 * 900_000)
    await expect(feed.candles('SOLUSDT', '1h')).rejects.toMatchObject({ code: 'unknown_symbol' })
  })

  it('turns a streamed ticker into a tick and a fresh 24 h ticker', async () => {
    const { fake, feed } = await started()
    const ticks: Tick[] = []
    feed.subscribe((t) => ticks.push(t))
    await vi.waitFor(() => expect(fake.subscribed()).toEqual(new Set(['BTCUSDT', 'WLDUSDT'])))
    fake.pushPrice('BTCUSDT', 50_500)
    await vi.waitFor(() => expect(ticks).toHaveLength(1))
    expect(ticks[0]).toEqual({ symbol: 'BTCUSDT', time: NOW, price: 50_500 })
    expect(feed.ticker('BTCUSDT')).toMatchObject({ last: 50_500, change24h: 1, source: 'live' })
  })

  it('fills the gap of a dropped stream from 1-minute candles, then streams again', async () => {
    let now = NOW
    fake = await startFakeMarket({ now: () => now })
    const clock = new ManualClock(NOW)
    const gaps: FeedGap[] = []
    feed = new CcxtFeed({
      venue,
      symbols: ['BTCUSDT'],
      baseUrl: fake.url,
      clock,
      reconnectMs: 20,
      onGap: (gap) => gaps.push(gap),
    })
    await feed.start()
    const ticks: Tick[] = []
    feed.subscribe((t) => ticks.push(t))
    await vi.waitFor(() => expect(fake!.subscribed()).toEqual(new Set(['BTCUSDT'])))
    fake.pushPrice('BTCUSDT', 50_500)
    await vi.waitFor(() => expect(ticks).toHaveLength(1))

    // Three and a half minutes pass with the stream down; the price moves where nobody streams it.
    const gapMs = 3 * MINUTE + 30_000
    now += gapMs
    clock.advance(gapMs)
    fake.dropSockets()
    fake.pushPrice('BTCUSDT', 51_234)
    await vi.waitFor(() => expect(gaps).toHaveLength(1), { timeout: 10_000 })

    expect(gaps[0]).toEqual({ from: NOW, to: NOW + gapMs, symbols: ['BTCUSDT'] })
    const filled = ticks.slice(1)
    // The fake's 1-minute candles: a saw-tooth of 0.1 % steps from 50 000, each closing up.
    const candle = (t: number) => {
      const k = Math.floor(t / MINUTE) % 10
      const open = 50_000 * (1 + k / 1000)
      const close = 50_000 * (1 + (k + 1) / 1000)
      return { open, low: open * 0.999, high: close * 1.001, close }
    }
    // The candle of the last tick leaves its open out: the tick at NOW already superseded it.
    const expected = expectedGap(candle, NOW, 3, 51_234)
    expect(filled.map((t) => t.price)).toEqual(expected.map((p) => expect.closeTo(p, 6)))
    expect(filled.every((t) => t.symbol === 'BTCUSDT')).toBe(true)
    expectInOrder(NOW, filled)
    expect(filled[0]!.time).toBeGreaterThan(NOW)
    expect(filled.at(-1)!.time).toBe(NOW + gapMs)
    expect(feed.ticker('BTCUSDT')).toMatchObject({ last: 51_234, time: NOW + gapMs })

    // The new stream is up: a pushed price arrives (pushed again until the re-subscription lands).
    await vi.waitFor(
      () => {
        fake!.pushPrice('BTCUSDT', 52_000)
        expect(ticks.at(-1)).toEqual({ symbol: 'BTCUSDT', time: NOW + gapMs, price: 52_000 })
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(gaps).toHaveLength(1)
  })
})
