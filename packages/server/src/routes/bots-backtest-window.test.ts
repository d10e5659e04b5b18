import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { ManualClock, ReplayFeed, syntheticCandles } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { gridConfig } from '../test/bots-kit'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const NOW = Date.UTC(2026, 0, 5, 12, 3)

describe.each(databaseKinds)('a backtest’s window on %s', (kind) => {
  let t: TestApp
  let token: string
  // Sixty days of 5-minute BTC/USDT around the grid's range, replayed at 60× on the server's clock.
  const clock = new ManualClock(NOW)
  const candles = syntheticCandles({
    seed: 11,
    count: 60 * 288,
    start: 60_000,
    intervalMs: 5 * MIN,
    volatility: 0.0005,
    decimals: 2,
  })
  // A pair recorded by the hour, as SOL/USDT is: coarser than the built-in signal's 15-minute bars.
  const hourly = syntheticCandles({
    seed: 12,
    count: 60 * 24,
    start: 150,
    intervalMs: HOUR,
    volatility: 0.004,
    decimals: 3,
  })
  const market = new ReplayFeed({
    clock,
    speed: 60,
    stepMs: HOUR,
    symbols: [
      { symbol: 'BTCUSDT', market: 'crypto', candles },
      { symbol: 'SOLUSDT', market: 'crypto', candles: hourly },
    ],
  })
  beforeAll(async () => {
    t = await startTestApp(kind, { market, clock: { now: () => new Date(clock.now()) } })
    token = await signup(t, 'window@example.com')
  })
  afterAll(() => t.close())

  const run = (days: number) =>
    call(
      t.app,
      E.botBacktest,
      { kind: 'spot_grid', symbol: 'BTCUSDT', config: gridConfig, days },
      token,
    )

  it('covers 7 days and 30 days to the candle, up to the market’s present at 60×', async () => {
    clock.advance(HOUR)
    // An hour on the clock is 60 hours of market; the last closed 5-minute candle ends the window.
    const present = market.marketTime(clock.now())
    expect(present).toBe(NOW + 60 * HOUR)
    const end = Math.floor(present / (5 * MIN)) * 5 * MIN
    const week = await run(7)
    const month = await run(30)
    expect(week.status).toBe(200)
    expect(month.status).toBe(200)
    for (const [data, days] of [
      [week.json.data, 7],
      [month.json.data, 30],
    ] as const) {
      expect(data).toMatchObject({ interval: '5m', to: end, candles: days * 288 })
      expect(data.to - data.from).toBe(days * DAY)
    }
    expect(month.json.data.from).toBeLessThan(week.json.data.from)
    expect(month.json.data.summary).not.toEqual(week.json.data.summary)
  }, 60_000)

  it('backtests a signal bot on a pair recorded more coarsely than the signal’s bars', async () => {
    const config = { signal_id: 'ma_cross_20_80', total_amount: 300, amount: 50 }
    const res = await call(
      t.app,
      E.botBacktest,
      { kind: 'spot_signal', symbol: 'SOLUSDT', config, days: 7 },
      token,
    )
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({ interval: '1h', candles: 7 * 24 })
  }, 60_000)
})
