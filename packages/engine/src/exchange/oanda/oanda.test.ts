import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Tick } from '../../core/types'
import { ManualClock } from '../../market/clock'
import { OandaFeed } from '../../market/oanda-feed'
import { ExchangeError } from '../types'
import { OandaClient, oandaAccountSummary, type OandaPrice } from './client'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from './fake-oanda'

const NOW = Date.UTC(2026, 0, 6, 12, 30)
type Fake = Awaited<ReturnType<typeof startFakeOanda>>
let fake: Fake | null = null
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  await fake?.close()
  fake = null
})

async function client(token = fakeOandaToken, accountId = fakeOandaAccount) {
  fake = await startFakeOanda({ now: () => NOW })
  return { client: new OandaClient({ accountId, token, url: fake.url }), fake }
}

describe('OANDA v20 client on a local fake', () => {
  it('reads the account summary with a bearer token', async () => {
    const { fake } = await client()
    const summary = await oandaAccountSummary({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: fake.url,
    })
    expect(summary).toMatchObject({ id: fakeOandaAccount, currency: 'USD', balance: '100000.0000' })
    expect(fake.received[0]).toMatchObject({
      path: `/v3/accounts/${fakeOandaAccount}/summary`,
      authorization: `Bearer ${fakeOandaToken}`,
    })
  })

  it('turns a refused token into a clear AUTH error, and a foreign account into UNKNOWN_ACCOUNT', async () => {
    const { client: bad } = await client('wrong-token')
    const error = await bad.summary().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExchangeError)
    expect(error).toMatchObject({
      code: 'AUTH',
      message:
        'OANDA refused the access token (Insufficient authorization to perform request.). Check the token, or create a new one.',
    })
    const other = new OandaClient({
      accountId: '101-004-9-001',
      token: fakeOandaToken,
      url: fake!.url,
    })
    await expect(other.summary()).rejects.toMatchObject({ code: 'UNKNOWN_ACCOUNT' })
  })

  it('says when OANDA cannot be reached', async () => {
    const { fake } = await client()
    const url = fake.url
    await fake.close()
    const gone = new OandaClient({ accountId: fakeOandaAccount, token: fakeOandaToken, url })
    await expect(gone.summary()).rejects.toMatchObject({ code: 'NETWORK' })
  })

  it('reads instruments and mid candles, UTC-aligned for days', async () => {
    const { client: c, fake } = await client()
    expect((await c.instruments()).map((i) => i.name)).toEqual(['EUR_USD', 'XAU_USD'])
    const candles = await c.candles('EUR_USD', 'H1', { count: 3 })
    expect(candles.map((x) => x.time)).toEqual(
      [NOW - 7_200_000, NOW - 3_600_000, NOW].map((t) => Math.floor(t / 3_600_000) * 3_600_000),
    )
    expect(candles.map((x) => x.complete)).toEqual([true, true, false])
    expect(candles[0]!.open).toBeGreaterThanOrEqual(1.1)
    expect(candles[0]!.open).toBeLessThan(1.111)
    await c.candles('XAU_USD', 'D', { from: NOW - 5 * 86_400_000, to: NOW, count: 10 })
    expect(fake.received.at(-1)!.query).toEqual({
      granularity: 'D',
      price: 'M',
      from: new Date(NOW - 5 * 86_400_000).toISOString(),
      to: new Date(NOW).toISOString(),
      dailyAlignment: '0',
      alignmentTimezone: 'UTC',
    })
  })

  it('reads the chunked pricing stream until aborted', async () => {
    const { client: c, fake } = await client()
    const prices: OandaPrice[] = []
    const abort = new AbortController()
    const done = c.streamPrices(['EUR_USD', 'XAU_USD'], (p) => prices.push(p), abort.signal)
    await vi.waitFor(() => expect(fake.streams).toBe(1))
    fake.pushPrice('EUR_USD', '1.10010', '1.10020')
    fake.pushPrice('XAU_USD', '2400.100', '2400.500')
    await vi.waitFor(() => expect(prices).toHaveLength(2))
    abort.abort()
    await done
    expect(prices[0]).toEqual({
      instrument: 'EUR_USD',
      time: NOW,
      bid: 1.1001,
      ask: 1.1002,
      tradeable: true,
    })
    expect(fake.received.at(-1)!.query).toEqual({ instruments: 'EUR_USD,XAU_USD' })
  })
})

describe('OANDA feed', () => {
  it('serves forex and gold: live tickers, candles and ticks from the stream', async () => {
    fake = await startFakeOanda({ now: () => NOW })
    const clock = new ManualClock(NOW)
    const feed = new OandaFeed({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: fake.url,
      clock,
    })
    stops.push(() => feed.stop())
    const ticks: Tick[] = []
    feed.subscribe((t) => ticks.push(t))
    await feed.start()
    expect(feed.symbols().map((s) => [s.symbol, s.market])).toEqual([
      ['EURUSD', 'forex'],
      ['XAUUSD', 'gold'],
    ])
    expect(feed.ticker('EURUSD')).toMatchObject({ symbol: 'EURUSD', source: 'live' })
    await vi.waitFor(() => expect(fake!.streams).toBe(1))
    fake.pushPrice('EUR_USD', '1.20000', '1.20004')
    await vi.waitFor(() => expect(ticks).toHaveLength(1))
    expect(ticks[0]).toEqual({ symbol: 'EURUSD', time: NOW, price: 1.20002 })
    const t = feed.ticker('EURUSD')!
    expect(t.last).toBe(1.20002)
    expect(t.high24h).toBe(1.20002)
    const candles = await feed.candles('XAUUSD', '15m', { limit: 4 })
    expect(candles).toHaveLength(4)
    expect(candles.at(-1)!.time).toBe(Math.floor(NOW / 900_000) * 900_000)
    await expect(feed.candles('BTCUSDT', '1h')).rejects.toMatchObject({ code: 'unknown_symbol' })
    await feed.stop()
    expect(clock.pending).toBe(0)
    await vi.waitFor(() => expect(fake!.streams).toBe(0))
  })
})
