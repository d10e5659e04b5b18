import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints as E, type HeatmapTile, type MarketRow } from '@atb/contract'
import { ManualClock, ReplayFeed } from '@atb/engine'
import { buildServer } from '../app'
import {
  call,
  databaseKinds,
  signup,
  startTestApp,
  type Reply,
  type TestApp,
} from '../test/harness'

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 0, 5, 12, 30)

/**
 * The market table, favourites and heatmap (issue 13, decision 043) on the shipped replay: 5
 * crypto pairs, EUR/USD and gold. One wall minute at speed 60 is a market hour.
 */
describe.each(databaseKinds)('market views on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  const clock = new ManualClock(NOW)
  const market = new ReplayFeed({ clock, speed: 60 })
  beforeAll(async () => {
    t = await startTestApp(kind, { market })
    alice = await signup(t, 'views-alice@example.com')
    bob = await signup(t, 'views-bob@example.com')
  }, 120_000)
  afterAll(() => t.close())

  const overview = async (q: Record<string, string>, token = alice): Promise<MarketRow[]> => {
    const res = await call(t.app, E.marketOverview, q, token)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    return res.json.data.rows
  }
  const heatmap = async (q: Record<string, string>): Promise<HeatmapTile[]> => {
    const res = await call(t.app, E.marketHeatmap, q, alice)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({ source: 'replay', period: q.period ?? '24h' })
    return res.json.data.tiles
  }
  const star = (symbol: unknown, favorite: unknown, token = alice) =>
    call(t.app, E.marketFavorite, { symbol, favorite }, token)

  it('needs a session for every view', async () => {
    for (const endpoint of [
      E.marketOverview,
      E.marketFavorites,
      E.marketFavorite,
      E.marketHeatmap,
      E.homeSummary,
    ]) {
      const res = await call(t.app, endpoint, {})
      expect(res.status, endpoint.path).toBe(401)
    }
  })

  it('lists each symbol with its ticker, pair names, quote volume and a 24 h hourly sparkline', async () => {
    const rows = await overview({ market: 'crypto' })
    const tickers = (await call(t.app, E.marketTickers, { market: 'crypto' }, alice)).json.data
      .tickers
    expect(rows.map((r) => r.symbol)).toEqual([
      'BTCUSDT',
      'SOLUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'WLDUSDT',
    ])
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ ...tickers[i], favorite: false, quote: 'USDT' })
      expect(row.quote_volume_24h).toBeGreaterThan(0)
      expect(row.quote_volume_24h).toBeCloseTo(row.volume_24h * row.last, 6)
      // 24 closed hours, oldest first, then the live price.
      expect(row.spark).toHaveLength(25)
      expect(row.spark.at(-1)).toBe(row.last)
      const hours = await call(
        t.app,
        E.marketCandles,
        { symbol: row.symbol, interval: '1h', limit: '25' },
        alice,
      )
      const closes = (hours.json.data.candles as number[][]).map((c) => c[4])
      expect(row.spark.slice(0, 24), row.symbol).toEqual(closes.slice(0, 24))
    }
    expect(rows[0]).toMatchObject({ base: 'BTC', market: 'crypto', source: 'replay' })
    // Forex and gold volumes are tick counts, not amounts: no quote volume is made up from them.
    const [eur] = await overview({ market: 'forex' })
    expect(eur).toMatchObject({ symbol: 'EURUSD', base: 'EUR', quote: 'USD', quote_volume_24h: 0 })
    expect(eur!.volume_24h).toBeGreaterThan(0)
    expect(await overview({})).toHaveLength(7)
  })

  it('reads each symbol’s candles once per hour, not on every visit', async () => {
    const candles = vi.spyOn(market, 'candles')
    try {
      await overview({})
      await overview({ market: 'gold' })
      expect(candles).not.toHaveBeenCalled()
      // A market hour later (a wall minute at speed 60), the closed hours move on once.
      clock.advance(60_000)
      const rows = await overview({})
      expect(candles).toHaveBeenCalledTimes(7)
      await overview({})
      expect(candles).toHaveBeenCalledTimes(7)
      expect(rows.every((r) => r.spark.length === 25 && r.spark.at(-1) === r.last)).toBe(true)
    } finally {
      candles.mockRestore()
    }
  })

  it('keeps favourites per user, in starred order, idempotently, and shows them in the table', async () => {
    expect((await star('SOLUSDT', true)).json.data.symbols).toEqual(['SOLUSDT'])
    expect((await star('xrpusdt', true)).json.data.symbols).toEqual(['SOLUSDT', 'XRPUSDT'])
    expect((await star('BTCUSDT', true)).json.data.symbols).toEqual([
      'SOLUSDT',
      'XRPUSDT',
      'BTCUSDT',
    ])
    // Twice is once, in the first place it was starred.
    expect((await star('SOLUSDT', true)).json.data.symbols).toEqual([
      'SOLUSDT',
      'XRPUSDT',
      'BTCUSDT',
    ])
    expect((await star('XRPUSDT', false)).json.data.symbols).toEqual(['SOLUSDT', 'BTCUSDT'])
    expect((await star('XRPUSDT', false)).json.data.symbols).toEqual(['SOLUSDT', 'BTCUSDT'])
    const listed = await call(t.app, E.marketFavorites, {}, alice)
    expect(listed.json.data).toEqual({ symbols: ['SOLUSDT', 'BTCUSDT'] })
    const starred = (await overview({ market: 'crypto' })).filter((r) => r.favorite)
    expect(starred.map((r) => r.symbol)).toEqual(['BTCUSDT', 'SOLUSDT'])
    // Another user sees none of them.
    expect((await call(t.app, E.marketFavorites, {}, bob)).json.data).toEqual({ symbols: [] })
    expect((await overview({}, bob)).some((r) => r.favorite)).toBe(false)
    expect((await star('EURUSD', true, bob)).json.data.symbols).toEqual(['EURUSD'])
    expect((await call(t.app, E.marketFavorites, {}, alice)).json.data.symbols).toEqual([
      'SOLUSDT',
      'BTCUSDT',
    ])
  })

  it('refuses a symbol the market does not list, on the symbol field', async () => {
    for (const favorite of [true, false]) {
      const res = await star('NOPEUSDT', favorite)
      expect(res.status).toBe(404)
      expect(res.json).toMatchObject({ code: 'unknown_symbol', description: 'Unknown symbol' })
      expect(res.json.errors?.[0]).toMatchObject({ path: 'symbol' })
    }
    expect((await call(t.app, E.marketFavorites, {}, alice)).json.data.symbols).not.toContain(
      'NOPEUSDT',
    )
  })

  it('answers every bad input with a 400 on its field, never a 500', async () => {
    const cases: [Promise<Reply>, string][] = [
      [call(t.app, E.marketOverview, { market: 'stocks' }, alice), 'market'],
      [call(t.app, E.marketHeatmap, { market: 'bonds' }, alice), 'market'],
      [call(t.app, E.marketHeatmap, { period: '2h' }, alice), 'period'],
      [call(t.app, E.marketHeatmap, { period: '' }, alice), 'period'],
      [star('BTC/USDT', true), 'symbol'],
      [star('BTC USDT', true), 'symbol'],
      [star('<script>', true), 'symbol'],
      [star('B'.repeat(21), true), 'symbol'],
      [star('BTCUSDT', 'maybe'), 'favorite'],
      [star('BTCUSDT', { yes: true }), 'favorite'],
      [star(['BTCUSDT'], true), 'symbol'],
      [call(t.app, E.marketFavorite, { symbol: 'BTCUSDT' }, alice), 'favorite'],
      [call(t.app, E.marketFavorite, { favorite: true }, alice), 'symbol'],
    ]
    for (const [pending, field] of cases) {
      const res = await pending
      expect(res.status, `${field}: ${JSON.stringify(res.json)}`).toBe(400)
      expect(res.json.code).toBe('validation_failed')
      expect(res.json.description).toEqual(expect.any(String))
      expect(res.json.errors?.map((e: { path: string }) => e.path)).toContain(field)
    }
    const empty = await call(t.app, E.marketFavorite, {}, alice)
    expect(empty.status).toBe(400)
    expect(empty.json.errors?.map((e: { path: string }) => e.path).sort()).toEqual([
      'favorite',
      'symbol',
    ])
  })

  it('measures the heatmap’s change and quote volume over the hour, the day and the week', async () => {
    const [h1, d1, w1] = [
      await heatmap({ market: 'crypto', period: '1h' }),
      await heatmap({ market: 'crypto' }),
      await heatmap({ market: 'crypto', period: '7d' }),
    ]
    const by = (tiles: HeatmapTile[]) => new Map(tiles.map((x) => [x.symbol, x]))
    const [hour, day, week] = [by(h1), by(d1), by(w1)]
    expect([...day.keys()].sort()).toEqual(['BTCUSDT', 'DOGEUSDT', 'SOLUSDT', 'WLDUSDT', 'XRPUSDT'])
    // Largest volume first: the treemap's order.
    const volumes = d1.map((x) => x.quote_volume)
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a))
    const rows = new Map((await overview({ market: 'crypto' })).map((r) => [r.symbol, r]))
    for (const [symbol, d] of day) {
      const h = hour.get(symbol)!
      const w = week.get(symbol)!
      for (const x of [h, d, w]) {
        expect(x).toMatchObject({ market: 'crypto', quote: 'USDT', source: 'replay' })
        expect(x.quote_volume, symbol).toBeGreaterThan(0)
      }
      // The day is the table's own 24 h figures.
      expect(d).toMatchObject({
        last: rows.get(symbol)!.last,
        change: rows.get(symbol)!.change_24h,
        quote_volume: rows.get(symbol)!.quote_volume_24h,
      })
      expect(h.quote_volume, symbol).toBeLessThan(d.quote_volume)
      expect(d.quote_volume, symbol).toBeLessThan(w.quote_volume)
    }
    expect(new Set([...day.values()].map((x) => x.change))).not.toEqual(
      new Set([...hour.values()].map((x) => x.change)),
    )
    expect(h1.map((x) => x.change)).not.toEqual(w1.map((x) => x.change))
    // WLD is recorded every 3 minutes and served by the quarter hour at the finest: its hour
    // starts at the open of the quarter hour that held the moment an hour ago.
    const wld = hour.get('WLDUSDT')!
    const time = (await call(t.app, E.marketTickers, { symbols: 'WLDUSDT' }, alice)).json.data
      .tickers[0].time as number
    const QUARTER = 15 * 60_000
    const start = Math.floor((time - HOUR) / QUARTER) * QUARTER
    const quarter = await call(
      t.app,
      E.marketCandles,
      { symbol: 'WLDUSDT', interval: '15m', from: String(start), to: String(start + QUARTER) },
      alice,
    )
    expect(quarter.json.data.candles[0][0]).toBe(start)
    const open = quarter.json.data.candles[0][1] as number
    expect(wld.change).toBeCloseTo((wld.last / open - 1) * 100, 3)
    const gold = await heatmap({ market: 'gold', period: '7d' })
    expect(gold).toMatchObject([{ symbol: 'XAUUSD', base: 'XAU', quote: 'USD', quote_volume: 0 }])
    expect(await heatmap({ period: '1h' })).toHaveLength(7)
  })

  it('keeps favourites across a restart', async () => {
    await t.app.close()
    // A new server process on the same database.
    const again = await buildServer({
      database: t.database,
      mailer: t.mailer,
      clock: t.clock,
      market,
      host: null,
      logLevel: 'silent',
      jwtSecret: 'test-secret',
    })
    try {
      const res = await call(again, E.marketFavorites, {}, alice)
      expect(res.json.data).toEqual({ symbols: ['SOLUSDT', 'BTCUSDT'] })
      const rows = (await call(again, E.marketOverview, { market: 'crypto' }, alice)).json.data
        .rows as MarketRow[]
      expect(rows.filter((r) => r.favorite).map((r) => r.symbol)).toEqual(['BTCUSDT', 'SOLUSDT'])
    } finally {
      await again.close()
    }
  })
})
