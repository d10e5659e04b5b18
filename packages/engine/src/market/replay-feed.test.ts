import { describe, expect, it } from 'vitest'
import type { Candle, Tick } from '../core/types'
import { ManualClock } from './clock'
import { MarketDataError } from './feed'
import { ReplayFeed } from './replay-feed'
import { replayCatalog } from './replay-catalog'
import { loadCandles } from './candles'
import { candlePath } from './replay'
import { ReplaySeries } from './replay-series'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
// A Monday 00:00 UTC, so hour and day buckets line up with the recording in these tests.
const NOW = Date.UTC(2026, 0, 5)

/** Four 1-minute candles that rise from 100 to 110: r = 110 / 100. */
const rising: Candle[] = [
  { time: 0, open: 100, high: 103, low: 99, close: 102, volume: 1 },
  { time: MIN, open: 102, high: 106, low: 101, close: 105, volume: 2 },
  { time: 2 * MIN, open: 105, high: 108, low: 104, close: 107, volume: 3 },
  { time: 3 * MIN, open: 107, high: 111, low: 106, close: 110, volume: 4 },
]
const spec = {
  symbol: 'TESTUSDT',
  base: 'TEST',
  quote: 'USDT',
  kind: 'spot' as const,
  tickSize: '0.01',
  stepSize: '0.001',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
}

function feed(options: { speed?: number; position?: number; candles?: Candle[] } = {}) {
  const clock = new ManualClock(NOW)
  const market = new ReplayFeed({
    clock,
    speed: options.speed,
    position: options.position ?? 0,
    symbols: [{ symbol: 'TESTUSDT', market: 'crypto', candles: options.candles ?? rising, spec }],
  })
  return { clock, market }
}

describe('replay series', () => {
  it('maps the recording onto the present, with history before now', () => {
    const series = new ReplaySeries(rising, MIN, '0.01', NOW, 0.5)
    // position 0.5 of 4 candles: the present is the third recorded candle.
    expect(series.indexAt(NOW)).toBe(2)
    expect(series.candle(series.indexAt(NOW)).time).toBe(NOW)
    expect(series.candle(0).time).toBe(NOW - 2 * MIN)
    expect(series.candle(-1).time).toBe(NOW - 3 * MIN)
  })

  it('starts every pass at the price the previous pass ended at', () => {
    const series = new ReplaySeries(rising, MIN, '0.01', NOW, 0)
    const lastOfPass = series.candle(3)
    const firstOfNext = series.candle(4)
    const lastOfPrevious = series.candle(-1)
    const firstOfThis = series.candle(0)
    expect(firstOfNext.open).toBe(lastOfPass.close)
    expect(firstOfThis.open).toBe(lastOfPrevious.close)
    // The scale glides from 110/100 at the first open to 1 at the last close: no compounding per loop.
    expect(firstOfThis.open).toBe(110)
    expect(lastOfPass.close).toBe(110)
    // Inside a pass, each close still meets the next open, as recorded.
    for (let g = 0; g < 3; g++) expect(series.candle(g + 1).open).toBe(series.candle(g).close)
    expect(series.candle(8)).toEqual({ ...series.candle(0), time: series.candle(8).time })
  })

  it('joins the passes of the real recordings exactly', () => {
    for (const [file, interval] of [
      ['binance-SOL-USDT-1h.csv', HOUR],
      ['fx-EUR-USD-15m.csv', 15 * MIN],
    ] as const) {
      const recorded = loadCandles(file)
      const series = new ReplaySeries(recorded, interval, '0.00001', NOW)
      const n = recorded.length
      expect(series.candle(n).open, file).toBe(series.candle(n - 1).close)
      // The end of each pass shows the recorded prices.
      expect(series.candle(n - 1).close).toBe(recorded[n - 1]!.close)
    }
  })

  it('keeps the recorded tick size and valid candles after scaling', () => {
    const series = new ReplaySeries(rising, MIN, '0.01', NOW, 0)
    for (let g = 0; g < 4; g++) {
      const c = series.candle(g)
      for (const p of [c.open, c.high, c.low, c.close]) expect(Math.round(p * 100) / 100).toBe(p)
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close))
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close))
    }
  })
})

describe('replay feed', () => {
  it('answers candles up to the unfinished one containing now, all marked replay', async () => {
    const { clock, market } = feed()
    clock.advance(30_000)
    const candles = await market.candles('TESTUSDT', '1m', { limit: 3 })
    expect(candles.map((c) => c.time)).toEqual([NOW - 2 * MIN, NOW - MIN, NOW])
    // Half a minute into the first candle, which scaling turned into a down candle (open 110, high
    // 111.96, low 107.61, close 109.56; vertices at 0, ¼, ½, ¾): the low was just reached.
    expect(candles[2]).toMatchObject({ open: 110, high: 111.96, low: 107.61, close: 107.61 })
    expect(candles[2]!.volume).toBeCloseTo(0.5)
    expect(market.ticker('TESTUSDT')?.source).toBe('replay')
    expect(market.source).toBe('replay')
  })

  it('aggregates hours and days from the recorded minutes and refuses finer intervals', async () => {
    const { market } = feed()
    const hours = await market.candles('TESTUSDT', '1h', { from: NOW - 2 * HOUR, to: NOW })
    expect(hours.map((c) => c.time)).toEqual([NOW - 2 * HOUR, NOW - HOUR])
    const last = hours[1]!
    const minutes = await market.candles('TESTUSDT', '1m', { from: NOW - HOUR, to: NOW })
    expect(minutes).toHaveLength(60)
    // 60 minutes = 15 whole passes: opens at the pass's first open and closes at its last close.
    expect(last).toEqual({
      time: NOW - HOUR,
      open: minutes[0]!.open,
      high: Math.max(...minutes.map((c) => c.high)),
      low: Math.min(...minutes.map((c) => c.low)),
      close: minutes[59]!.close,
      volume: 15 * 10,
    })
    expect(last).toMatchObject({ open: 110, close: 110 })
    expect(market.symbol('TESTUSDT')?.intervals).toEqual(['1m', '5m', '15m', '1h', '4h', '1d'])
    const hourly = new ReplayFeed({
      clock: new ManualClock(NOW),
      symbols: [
        {
          symbol: 'H',
          market: 'crypto',
          spec,
          candles: rising.map((c, i) => ({ ...c, time: i * HOUR })),
        },
      ],
    })
    expect(hourly.symbol('H')?.intervals).toEqual(['1h', '4h', '1d'])
    const error = await hourly.candles('H', '5m').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MarketDataError)
    expect((error as MarketDataError).code).toBe('interval_unavailable')
    await expect(market.candles('NOPE', '1h')).rejects.toMatchObject({ code: 'unknown_symbol' })
  })

  it('caps the number of candles and honours from/to', async () => {
    const { market } = feed()
    expect(await market.candles('TESTUSDT', '1m', { limit: 5000 })).toHaveLength(1000)
    const range = await market.candles('TESTUSDT', '5m', {
      from: NOW - DAY,
      to: NOW - DAY + 15 * MIN,
    })
    expect(range.map((c) => c.time)).toEqual([0, 5, 10].map((m) => NOW - DAY + m * MIN))
  })

  it('streams ticks through every path vertex and passes the loop joint without a jump', async () => {
    const { clock, market } = feed()
    const ticks: Tick[] = []
    market.subscribe((t) => ticks.push(t))
    await market.start()
    clock.advance(8 * MIN)
    await market.stop()
    expect(clock.pending).toBe(0)
    expect(ticks).toHaveLength(8 * 60)
    // Times only move forward, and all 4 vertices of each candle were sent.
    ticks.slice(1).forEach((t, i) => expect(t.time).toBeGreaterThan(ticks[i]!.time))
    const prices = new Set(ticks.map((t) => t.price))
    const played = await market.candles('TESTUSDT', '1m', { from: NOW, to: NOW + 8 * MIN })
    expect(played).toHaveLength(8)
    for (const c of played) for (const p of candlePath(c)) expect(prices).toContain(p)
    // At each joint (every 4 minutes) the price moves by no more than within a candle.
    const steps = ticks.slice(1).map((t, i) => Math.abs(t.price - ticks[i]!.price))
    expect(Math.max(...steps)).toBeLessThan(1)
    const atJoint = ticks.find((t) => t.time === NOW + 4 * MIN)
    expect(atJoint?.price).toBe(110)
  })

  it('runs market time faster at a higher speed, with more sub-steps per round but a bound', async () => {
    const { clock, market } = feed({ speed: 60 })
    const ticks: Tick[] = []
    market.subscribe((t) => ticks.push(t))
    await market.start()
    clock.advance(1000)
    expect(market.now()).toBe(NOW + MIN)
    // One wall second = one market minute = one candle: its four vertices, and the price at the end.
    expect(ticks.map((t) => t.time)).toEqual([15, 30, 45, 60].map((s) => NOW + s * 1000))
    const fast = new ReplayFeed({
      clock,
      speed: 100_000,
      maxCandlesPerStep: 10,
      symbols: [{ symbol: 'F', market: 'crypto', spec, candles: rising }],
    })
    const many: Tick[] = []
    fast.subscribe((t) => many.push(t))
    await fast.start()
    clock.advance(1000)
    expect(many.length).toBeLessThanOrEqual(10 * 4 + 1)
    await Promise.all([market.stop(), fast.stop()])
  })

  it('reports 24 h statistics from the mapped series', async () => {
    const { market } = feed()
    const t = market.ticker('TESTUSDT')!
    // A day of 1-minute candles is 360 whole passes: from the pass's start price back to it.
    expect(t).toMatchObject({ symbol: 'TESTUSDT', last: 110, change24h: 0, time: NOW })
    const pass = await market.candles('TESTUSDT', '1m', { from: NOW - 4 * MIN, to: NOW })
    expect(t.high24h).toBe(Math.max(...pass.map((c) => c.high)))
    expect(t.low24h).toBe(Math.min(...pass.map((c) => c.low)))
    expect(t.volume24h).toBe(360 * 10)
    expect(market.tickers('forex')).toEqual([])
  })

  it('plays the shipped catalogue: crypto, forex and gold', async () => {
    const market = new ReplayFeed({ clock: new ManualClock(NOW) })
    expect(market.symbols('crypto').map((s) => s.symbol)).toEqual([
      'BTCUSDT',
      'SOLUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'WLDUSDT',
    ])
    expect(market.symbols('forex').map((s) => s.symbol)).toEqual(['EURUSD'])
    expect(market.symbols('gold').map((s) => s.symbol)).toEqual(['XAUUSD'])
    expect(market.symbol('BTCUSDT')?.intervals).toEqual(['1h', '4h', '1d'])
    expect(market.symbol('EURUSD')?.intervals).toEqual(['15m', '1h', '4h', '1d'])
    for (const t of market.tickers()) {
      expect(t.last).toBeGreaterThan(0)
      expect(t.low24h).toBeLessThanOrEqual(t.last)
      expect(t.high24h).toBeGreaterThanOrEqual(t.last)
    }
    const days = await market.candles('SOLUSDT', '1d', { limit: 30 })
    expect(days).toHaveLength(30)
    expect(days.at(-1)!.time).toBe(NOW)
  })

  it('records at least 90 days of every pair, so a 30-day backtest replays real days', () => {
    for (const entry of replayCatalog) {
      const candles = loadCandles(entry.file)
      // From the first candle's open to the last one's close.
      const span = candles.at(-1)!.time + (candles[1]!.time - candles[0]!.time) - candles[0]!.time
      expect(span, entry.symbol).toBeGreaterThanOrEqual(90 * DAY)
    }
    const gold = new ReplayFeed({ clock: new ManualClock(NOW) }).symbol('XAUUSD')
    expect(gold?.intervals).toEqual(['1h', '4h', '1d'])
  })
})
