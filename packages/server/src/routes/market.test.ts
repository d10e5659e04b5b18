import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { ManualClock, ReplayFeed } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { forexBot } from '../test/bots-kit'

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 0, 5, 12)

describe.each(databaseKinds)('market data on %s', (kind) => {
  let t: TestApp
  let token: string
  const clock = new ManualClock(NOW)
  const market = new ReplayFeed({ clock, speed: 60 })
  beforeAll(async () => {
    t = await startTestApp(kind, { market })
    token = await signup(t, 'market@example.com')
  })
  afterAll(() => t.close())

  it('lists the replay market by market, with trading rules and intervals', async () => {
    const all = await call(t.app, E.marketSymbols, {}, token)
    expect(all.status).toBe(200)
    expect(all.json.data.source).toBe('replay')
    expect(all.json.data.symbols).toHaveLength(7)
    const gold = await call(t.app, E.marketSymbols, { market: 'gold' }, token)
    expect(gold.json.data.symbols).toEqual([
      {
        symbol: 'XAUUSD',
        market: 'gold',
        base: 'XAU',
        quote: 'USD',
        tick_size: '0.01',
        step_size: '0.01',
        min_notional: '1',
        // Recorded by the hour (OANDA, about 300 days).
        intervals: ['1h', '4h', '1d'],
      },
    ])
  })

  it('answers tickers for chosen symbols, each marked replay', async () => {
    const res = await call(t.app, E.marketTickers, { symbols: 'btcusdt,EURUSD' }, token)
    expect(res.status).toBe(200)
    const [btc, eur] = res.json.data.tickers
    expect(res.json.data.source).toBe('replay')
    expect(btc).toMatchObject({ symbol: 'BTCUSDT', market: 'crypto', source: 'replay', time: NOW })
    expect(eur).toMatchObject({ symbol: 'EURUSD', market: 'forex', source: 'replay' })
    expect(btc.low_24h).toBeLessThanOrEqual(btc.last)
    expect(btc.high_24h).toBeGreaterThanOrEqual(btc.last)
    const crypto = await call(t.app, E.marketTickers, { market: 'crypto' }, token)
    expect(crypto.json.data.tickers.map((x: { symbol: string }) => x.symbol)).toEqual([
      'BTCUSDT',
      'SOLUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'WLDUSDT',
    ])
  })

  it('answers candles up to now, and follows market time at the configured speed', async () => {
    const res = await call(
      t.app,
      E.marketCandles,
      { symbol: 'SOLUSDT', interval: '4h', limit: '3' },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ source: 'replay', symbol: 'SOLUSDT', interval: '4h' })
    const times = res.json.data.candles.map((c: number[]) => c[0])
    expect(times).toEqual([NOW - 8 * HOUR, NOW - 4 * HOUR, NOW])
    // One wall minute at speed 60 is a market hour.
    clock.advance(60_000)
    const later = await call(
      t.app,
      E.marketCandles,
      { symbol: 'SOLUSDT', interval: '1h', limit: '2' },
      token,
    )
    expect(later.json.data.candles.map((c: number[]) => c[0])).toEqual([NOW, NOW + HOUR])
    const range = await call(
      t.app,
      E.marketCandles,
      { symbol: 'EURUSD', interval: '15m', from: String(NOW - HOUR), to: String(NOW) },
      token,
    )
    expect(range.json.data.candles).toHaveLength(4)
  })

  it('refuses unknown symbols, unavailable intervals and bad input with a description', async () => {
    const unknown = await call(
      t.app,
      E.marketCandles,
      { symbol: 'NOPEUSDT', interval: '1h' },
      token,
    )
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({
      code: 'unknown_symbol',
      description: 'Unknown symbol',
    })
    const fine = await call(t.app, E.marketCandles, { symbol: 'EURUSD', interval: '1m' }, token)
    expect(fine.status).toBe(400)
    expect(fine.json).toMatchObject({
      code: 'market_interval_unavailable',
      description: 'This interval is not available for this symbol',
    })
    expect(fine.json.errors?.[0]).toMatchObject({
      path: 'interval',
      message: { id: 'error.marketIntervalUnavailable' },
    })
    const tickers = await call(t.app, E.marketTickers, { symbols: 'BTCUSDT,NOPE' }, token)
    expect(tickers.json.code).toBe('unknown_symbol')
    const wrongMarket = await call(
      t.app,
      E.marketTickers,
      { market: 'gold', symbols: 'EURUSD' },
      token,
    )
    expect(wrongMarket.json.code).toBe('unknown_symbol')
    const bad = [
      { symbol: 'BTCUSDT', interval: '2h' },
      { symbol: 'BTCUSDT', interval: '1h', limit: '1001' },
      { symbol: 'BTCUSDT', interval: '1h', limit: 'ten' },
      { symbol: 'BTCUSDT', interval: '1h', from: '1.5' },
      { symbol: 'BTC/USDT', interval: '1h' },
      { interval: '1h' },
    ]
    for (const query of bad) {
      const res = await call(t.app, E.marketCandles, query, token)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.json.code).toBe('validation_failed')
      expect(res.json.description).toEqual(expect.any(String))
    }
    const limit = await call(t.app, E.marketCandles, bad[1], token)
    expect(limit.json.description).toBe('The number of candles must be at most 1000')
    const market = await call(t.app, E.marketSymbols, { market: 'stocks' }, token)
    expect(market.json.description).toBe('The market must be one of crypto, forex, gold')
  })

  it('tells the market clock without a session, and dates bots on it (decision 087)', async () => {
    const res = await call(t.app, E.marketClock, {})
    expect(res.status).toBe(200)
    expect(res.json.data).toEqual({ source: 'replay', time: market.now(), speed: 60 })
    // At 60× the market is hours ahead of the server's wall clock; a bot is dated on the market's.
    const created = await call(t.app, E.botCreate, forexBot, token)
    expect(created.status).toBe(200)
    const start = market.now()
    expect(Date.parse(created.json.data.created_at)).toBe(start)
    clock.advance(60_000)
    const view = await call(t.app, E.botView, { id: created.json.data.id }, token)
    // One wall minute is one market hour of runtime, not one minute.
    expect(view.json.data.performance.runtime_ms).toBe(HOUR)
    const home = await call(t.app, E.homeSummary, {}, token)
    expect(home.json.data.now).toBe(start + HOUR)
    const stopped = await call(t.app, E.botStop, { id: created.json.data.id, mode: 'keep' }, token)
    expect(Date.parse(stopped.json.data.stopped_at)).toBe(start + HOUR)
  })

  it('needs a session', async () => {
    const res = await call(t.app, E.marketSymbols, {})
    expect(res.status).toBe(401)
  })
})
