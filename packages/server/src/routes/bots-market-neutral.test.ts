import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, perpSymbolOf, type BotPlotResponse, type BotView } from '@atb/contract'
import { D } from '@atb/engine'
import { startFakeExchange } from '@atb/engine/testing'
import { keyBody } from '../test/exchanges'
import {
  call,
  databaseKinds,
  NO_EXCHANGE,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'
import { trade, usdt } from '../test/bots-kit'

/** A 1× hedge on BTCUSDT that enters at the paper venue's baseline funding (10.95 % a year). */
const neutral = (exchange = 'paper') => ({
  kind: 'market_neutral',
  exchange_name: exchange,
  symbol: 'BTCUSDT',
  config: {
    total_amount: 1000,
    leverage: 1,
    min_funding_apr: 8,
    exit_funding_apr: 0,
    rebalance_percent: 30,
  },
  agree_risk: true,
  agree_share_profit: true,
})

type Order = { symbol: string; side: string; status: string; qty: string; client_id: string }

describe.each(databaseKinds)('market_neutral on Paper (%s)', (kind) => {
  let t: TestApp
  let token: string
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  const view = async (id: string) =>
    (await call(t.app, E.botView, { id }, token)).json.data as BotView

  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: NO_EXCHANGE },
      exchangeTimeoutMs: 2_000,
    })
    token = await signup(t, 'neutral@example.com')
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  it('runs on Paper only: a connected exchange is refused, and nothing is created', async () => {
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), token)).status).toBe(200)
    const res = await call(t.app, E.botCreate, neutral('binance'), token)
    expect(res.json).toMatchObject({
      code: 'kind_paper_only',
      description: 'This strategy runs on Paper only',
    })
    const list = (await call(t.app, E.botList, { page_size: 100 }, token)).json.data
    expect(list.items).toHaveLength(0)
  })

  it.each(['futures_grid', 'future_signal', 'future_manual'])(
    'refuses %s on a connected exchange, which trades spot only (decision 093)',
    async (futures) => {
      expect((await call(t.app, E.exchangeConnect, keyBody('okx'), token)).status).toBe(200)
      for (const exchange of ['binance', 'okx']) {
        const res = await call(
          t.app,
          E.botCreate,
          { ...neutral(exchange), kind: futures, config: { leverage: 2 } },
          token,
        )
        expect(res.json).toMatchObject({ code: 'kind_paper_only' })
      }
      const list = (await call(t.app, E.botList, { page_size: 100 }, token)).json.data
      expect(list.items).toHaveLength(0)
    },
  )

  it('buys spot, shorts the perpetual, earns funding, and a stop with sell closes both legs', async () => {
    const before = await usdt(t, token)
    const created = await call(t.app, E.botCreate, neutral(), token)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    // Before its first perpetual tick it knows no funding rate: the chart draws the basis alone.
    const early = (await call(t.app, E.botPlot, { id }, token)).json.data as BotPlotResponse
    expect(early.lines.map((l) => l.name)).toEqual(['Basis %'])
    // Spot first, then the short of the same coins, each on the next tick.
    await trade(t, 3)
    const orders = (await call(t.app, E.botOrders, { id }, token)).json.data.items as Order[]
    const fills = (await view(id)).recent_fills
    const buy = fills.find((f) => f.symbol === 'BTCUSDT' && f.side === 'buy')
    const short = fills.find((f) => f.symbol === perpSymbolOf('BTCUSDT') && f.side === 'sell')
    expect(buy).toBeDefined()
    expect(short).toBeDefined()
    // The short covers the coins bought to the lot (0.00001 BTC).
    expect(new D(buy!.qty).sub(short!.qty).abs().lte('0.00001')).toBe(true)

    // A day later it has been paid funding three times; being hedged, it moved with no price.
    await trade(t, 24 * 60)
    const page = await view(id)
    const p = page.performance
    expect(new D(p.realized_pnl).gt(0)).toBe(true)
    const sum = new D(p.realized_pnl).add(p.unrealized_pnl).sub(p.fees)
    expect(sum.eq(p.total_pnl)).toBe(true)
    // Hedged: the result is the funding less fees, a few USDT on 1,000, whatever BTC did.
    expect(new D(p.total_pnl).abs().lt(5)).toBe(true)

    // Its chart: the basis (zero on Paper) and the funding it reads, the re-hedge band around the hedge.
    const plot = (await call(t.app, E.botPlot, { id }, token)).json.data as BotPlotResponse
    expect(plot.interval).toBe('1h')
    expect(plot.candles.length).toBeGreaterThan(0)
    const line = (name: string) => plot.lines.find((l) => l.name === name)!
    expect(line('Basis %').points.every((p) => p.value === 0)).toBe(true)
    expect(line('Funding % a year').points[0]!.value).toBeCloseTo(10.95, 10)
    const above = line('Re-hedge above').points[0]!.value
    const below = line('Re-hedge below').points[0]!.value
    expect(above / below).toBeCloseTo(1.3 / 0.7, 10)
    expect(line('Short liquidation').points[0]!.value).toBeGreaterThan(above)

    await call(t.app, E.botStop, { id, mode: 'sell' }, token)
    await trade(t, 1)
    const after = await view(id)
    expect(after.status).toBe('stopped')
    const last = (await call(t.app, E.botOrders, { id }, token)).json.data.items as Order[]
    const closes = last.filter(
      (o) => o.status === 'filled' && !orders.some((x) => x.client_id === o.client_id),
    )
    expect(closes.some((o) => o.symbol === perpSymbolOf('BTCUSDT') && o.side === 'buy')).toBe(true)
    // Everything is back in USDT: the Paper wallet moved by the bot's result, to the decimal.
    const back = await usdt(t, token)
    expect(back.sub(before).sub(after.performance.total_pnl).abs().lt('0.000001')).toBe(true)
  })
})
