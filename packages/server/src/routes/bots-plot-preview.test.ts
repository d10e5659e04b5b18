import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotPlotResponse } from '@atb/contract'
import { PLOT_BARS } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const QUARTER = 15 * 60_000

/** A position_trading config on 15-minute bars: long while the close stays above SMA 20. */
const config = {
  total_amount: 300,
  order_amount: 100,
  interval: '15m',
  regime: 'close_above',
  fast_length: 5,
  slow_length: 20,
  confirm_bars: 1,
  enable_option_take_profit: false,
  enable_option_stop_loss: false,
}
const preview = { kind: 'position_trading', symbol: 'BTCUSDT', config }

describe.each(databaseKinds)('/robot/plot/preview on %s', (kind) => {
  let t: TestApp
  let token: string
  const ask = (body: object, as: string | null = token) =>
    call(t.app, E.botPlotPreview, body as never, as ?? undefined)

  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'previewer@example.com')
  })
  afterAll(() => t.close())

  it('draws a config not yet saved over the pair’s recent bars, with the decisions it would have made', async () => {
    const res = await ask(preview)
    expect(res.status).toBe(200)
    const data = res.json.data as BotPlotResponse
    expect(data.interval).toBe('15m')
    expect(data.candles).toHaveLength(PLOT_BARS)
    expect(data.lines.map((l) => [l.name, l.axis])).toEqual([['SMA 20', 'price']])
    expect(data.lines[0]!.points).toHaveLength(PLOT_BARS)
    // The test market swings every six hours: 75 hours of bars cross their average many times.
    expect(data.marks.length).toBeGreaterThan(4)
    const first = data.candles[0]![0]
    const last = data.candles.at(-1)![0]
    for (const mark of data.marks) {
      // Decided at a window bar's close, known when the next bar opens, at that bar's close.
      expect(mark.time % QUARTER).toBe(0)
      expect(mark.time).toBeGreaterThan(first)
      expect(mark.time).toBeLessThanOrEqual(last + QUARTER)
      const bar = data.candles.find(([time]) => time === mark.time - QUARTER)!
      expect(mark.price).toBe(bar[4])
      expect(mark.reason).toBe(
        mark.side === 'BUY' ? 'close above SMA 20 for 1 bar' : 'close below SMA 20 for 1 bar',
      )
    }
    for (let i = 1; i < data.marks.length; i++)
      expect(data.marks[i]!.side).not.toBe(data.marks[i - 1]!.side)
    // The same config on the same history draws the same chart.
    expect((await ask(preview)).json.data).toEqual(data)
  })

  it('follows the config: a longer average decides less often', async () => {
    const short = (await ask(preview)).json.data as BotPlotResponse
    const long = (await ask({ ...preview, config: { ...config, slow_length: 120 } })).json
      .data as BotPlotResponse
    expect(long.lines[0]!.name).toBe('SMA 120')
    expect(long.marks.length).toBeLessThan(short.marks.length)
  })

  it('refuses what a create would refuse, on the field', async () => {
    const bad = await ask({ ...preview, config: { ...config, slow_length: 0 } })
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('validation_failed')
    expect((bad.json.errors ?? []).map((e) => e.path)).toContain('config.slow_length')

    // A price the rule compares with keeps to the band around the market's price (decision 077).
    const far = await ask({
      kind: 'advanced',
      symbol: 'BTCUSDT',
      config: {
        ...config,
        entry_logic: 'and',
        entry_conditions: [{ indicator: 'price', op: 'above', target: 'value', value: 1e7 }],
        exit_logic: 'and',
        exit_conditions: [{ indicator: 'price', op: 'below', target: 'value', value: 'Infinity' }],
      },
    })
    expect(far.status).toBe(400)
    expect(far.json.errors?.map((e) => [e.path, e.text.replace(/\d[\d.]*/g, 'n')])).toEqual([
      [
        'config.entry_conditions[0].value',
        'The value must be between n and n, within n times the last price n',
      ],
      ['config.exit_conditions[0].value', 'The value must be a number'],
    ])

    const pair = await ask({ ...preview, symbol: 'NOPEUSDT' })
    expect(pair.status).toBe(404)
    expect(pair.json.code).toBe('unknown_symbol')
  })

  it('refuses bars the pair has no candles for, at preview and at create, naming the ones it has', async () => {
    // A pair recorded by the hour, as SOL/USDT and gold are in the replay.
    const btc = t.feed!.symbol('BTCUSDT')!
    btc.intervals = ['1h', '4h', '1d']
    try {
      const refused = await ask(preview)
      expect(refused.status).toBe(400)
      expect(refused.json.errors?.map((e) => [e.path, e.text])).toEqual([
        ['config.interval', 'The bar interval must be one of 1h, 4h, 1d'],
      ])
      const created = await call(
        t.app,
        E.botCreate,
        {
          kind: 'position_trading',
          exchange_name: 'paper',
          symbol: 'BTCUSDT',
          config,
          agree_risk: true,
        },
        token,
      )
      expect(created.status).toBe(400)
      expect(created.json.errors?.map((e) => e.path)).toEqual(['config.interval'])
      expect((await ask({ ...preview, config: { ...config, interval: '1h' } })).status).toBe(200)
    } finally {
      delete btc.intervals
    }
  })

  it('has no chart for kinds without a bar rule, and needs a session', async () => {
    for (const other of ['spot_grid', 'market_neutral']) {
      const res = await ask({ ...preview, kind: other })
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('kind_not_plotted')
    }
    expect((await ask(preview, null)).status).toBe(401)
  })
})
