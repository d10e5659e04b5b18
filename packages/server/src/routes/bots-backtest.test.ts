import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { gridConfig } from '../test/bots-kit'

const DAY = 86_400_000

describe.each(databaseKinds)('backtests on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimits: { backtest: { max: 5, timeWindow: 60_000 } } })
    token = await signup(t, 'backtest@example.com')
    // Thirty days of history behind "now".
    t.feed!.time += 30 * DAY
  })
  afterAll(() => t.close())

  const run = (body: Record<string, unknown>, as = token) =>
    call(
      t.app,
      E.botBacktest,
      { kind: 'spot_grid', symbol: 'BTCUSDT', config: gridConfig, ...body },
      as,
    )

  it('replays up to 30 days in a worker and returns the summary and a down-sampled curve beside buy-and-hold', async () => {
    const res = await run({})
    expect(res.status).toBe(200)
    const data = res.json.data
    expect(data).toMatchObject({ kind: 'spot_grid', symbol: 'BTCUSDT', source: 'replay' })
    // Thirty days of 5-minute candles, whole: more than one query of the feed answers.
    expect(data).toMatchObject({ interval: '5m', candles: 30 * 288 })
    expect(data.to - data.from).toBe(30 * DAY)
    expect(data.summary.trades).toBeGreaterThan(50)
    expect(Number(data.summary.grid_profit)).toBeGreaterThan(0)
    expect(data.summary.initial).toBe('505')
    expect(data.equity_curve.length).toBeLessThanOrEqual(500)
    expect(data.equity_curve[0]).toMatchObject({ equity: 505, hold: 505 })
    const last = data.equity_curve.at(-1)
    expect(last.equity).toBeCloseTo(Number(data.summary.final), 6)
  }, 60_000)

  it('refuses more than 30 days, with the field named', async () => {
    const now = t.feed!.time
    const res = await run({ from: now - 31 * DAY, to: now })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      code: 'backtest_period_too_long',
      description: 'Backtest period is longer than 30 days',
    })
    expect(res.json.errors?.[0]?.path).toBe('from')
    const days = await run({ days: 31 })
    expect(days.status).toBe(400)
    expect(days.json.errors?.[0]?.path).toBe('days')
  })

  it('validates the config with the kind’s schema, and refuses an unknown pair', async () => {
    const bad = await run({ config: { ...gridConfig, number_of_grid: 1 } })
    expect(bad.json.errors?.[0]).toMatchObject({ path: 'config.number_of_grid' })
    expect((await run({ symbol: 'NOPE' })).json.code).toBe('unknown_symbol')
  })

  it('is rate-limited per user, not per address', async () => {
    const other = await signup(t, 'other@example.com')
    const now = t.feed!.time
    const short = { from: now - DAY, to: now }
    // Every request counts, refused ones too: this user has spent 5 of 5 above.
    expect((await run(short)).status).toBe(429)
    expect((await run(short, other)).status).toBe(200)
  }, 60_000)
})

describe.each(databaseKinds)('backtests of signal and manual bots on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'events@example.com')
    t.feed!.time += 30 * DAY
  })
  afterAll(() => t.close())

  const week = () => ({ from: t.feed!.time - 7 * DAY, to: t.feed!.time })

  it('a signal bot follows the engine’s own signal over the replayed week, so it trades', async () => {
    const config = { signal_id: 'ma_cross_20_80', total_amount: 300, amount: 50 }
    const res = await call(
      t.app,
      E.botBacktest,
      { kind: 'spot_signal', symbol: 'BTCUSDT', config, ...week() },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.json.data.summary.trades).toBeGreaterThan(1)
  }, 60_000)

  it('a manual bot opens its ticket’s position as it starts, then manages it', async () => {
    const config = {
      side: 'BUY',
      capital: { type: 0, amount: 500 },
      coinInitial: { type: 0, amount: 100 },
      takeProfit: { type: 1, amount: 10 },
      stopLoss: { type: 1, amount: 8 },
      earning: 1000,
    }
    const res = await call(
      t.app,
      E.botBacktest,
      { kind: 'spot_manual', symbol: 'BTCUSDT', config, ...week() },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.json.data.summary.trades).toBeGreaterThan(0)
  }, 60_000)
})

describe.each(databaseKinds)('a rebalance backtest on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'basket@example.com')
    t.feed!.time += 30 * DAY
  })
  afterAll(() => t.close())

  it('replays the basket’s own coins in step, beside holding the starting targets', async () => {
    const config = {
      remaining: 100,
      holding: [
        { coin_base_asset: 'BTC', target_percent: 60 },
        { coin_base_asset: 'XRP', target_percent: 40 },
      ],
      initial_amount: 500,
      automatic_rebalance_condition: 'threshold',
      advanced_config_threshold: 1,
    }
    const now = t.feed!.time
    const res = await call(
      t.app,
      E.botBacktest,
      { kind: 'spot_rebalance', config, from: now - 7 * DAY, to: now },
      token,
    )
    expect(res.status).toBe(200)
    const data = res.json.data
    expect(data.symbol).toBe('BTCUSDT,XRPUSDT')
    expect(data.summary.initial).toBe('500')
    // The test market moves both coins in the same wave: the two opening buys, nothing to rebalance.
    expect(data.summary.trades).toBe(2)
    expect(data.equity_curve.length).toBeGreaterThan(100)
    expect(data.equity_curve[0]).toMatchObject({ equity: 500, hold: 500 })
    // A pair is still required of every other kind.
    const single = await call(t.app, E.botBacktest, { kind: 'spot_grid', config: {} }, token)
    expect(single.json.errors?.[0]?.path).toBe('symbol')
  }, 60_000)
})
