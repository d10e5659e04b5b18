import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  HOME_BOTS,
  type BotListResponse,
  type HomeSummaryResponse,
  type MarketTicker,
  type ProfitSummary,
} from '@atb/contract'
import { D } from '@atb/engine'
import { bots, exchangeConnections } from '../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'
import { getUserId } from '../test/exchanges'
import { createDca } from '../test/sell-kit'

/**
 * The home dashboard (decision 043) adds up to what the other pages say, to the decimal: the bot
 * list's totals, the profit page's today and the Paper wallet. Alice runs grids and DCA bots on
 * Paper for 30 hours (fills on two UTC days); then one bot errs, one runs low and a key is refused.
 */
describe.each(databaseKinds)('the home summary on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  const ids: string[] = []
  let lowId = ''
  const unavailable = { code: 'exchange_unavailable', values: { exchange: 'okx' } } as const
  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, 'home@example.com')
    bob = await signup(t, 'home-bob@example.com')
    ids.push((await createGrid(t, alice)).json.data.id)
    ids.push((await createGrid(t, alice, { ...gridConfig, upper_price: 61_000 })).json.data.id)
    ids.push((await createDca(t, alice)).json.data.id)
    for (let i = 0; i < 4; i++) ids.push((await createGrid(t, alice)).json.data.id)
    await trade(t, 20 * 60)
    await call(t.app, E.botStop, { id: ids[1], mode: 'sell' }, alice)
    await trade(t, 10 * 60)
    // Two DCA buys of 15 USDT: after the first, under twice the running minimum is left.
    lowId = (await createDca(t, alice, { amount: 15, interval_minutes: 60, order_count: 2 })).json
      .data.id
    await trade(t, 2)
    // What the host writes for a bot it cannot run (host-attach's setError); no tick follows.
    await t.database.db
      .update(bots)
      .set({ status: 'error', reason: unavailable })
      .where(eq(bots.id, ids[0]!))
    // What a re-check writes for a key the exchange now refuses (ExchangeConnections.recheck).
    const at = t.clock.now()
    await t.database.db.insert(exchangeConnections).values({
      userId: await getUserId(t, 'home@example.com'),
      exchange: 'binance',
      status: 'invalid',
      secret: 'sealed',
      maskedKey: '••••abcd',
      permissions: ['read', 'trade'],
      source: 'key',
      reason: 'The exchange rejected this API key.',
      checkedAt: at,
      createdAt: at,
      updatedAt: at,
    })
  }, 120_000)
  afterAll(() => t.close())

  const summary = async (token = alice): Promise<HomeSummaryResponse> => {
    const res = await call(t.app, E.homeSummary, {}, token)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    return res.json.data
  }

  it('needs a session', async () => {
    expect((await call(t.app, E.homeSummary, {})).status).toBe(401)
  })

  it('adds up to the bot list’s totals, the profit page’s today and the Paper wallet', async () => {
    const home = await summary()
    const list: BotListResponse = (
      await call(t.app, E.botList, { status: 'active', page_size: 100 }, alice)
    ).json.data
    const [profit] = (await call(t.app, E.profitSummary, {}, alice)).json.data
      .summaries as ProfitSummary[]
    const wallet = (await call(t.app, E.paperBalances, {}, alice)).json.data.balances as {
      asset: string
      free: string
    }[]
    expect(home.now).toBe(t.clock.now().getTime())
    expect(home.assets.map((a) => a.currency)).toEqual(['USD', 'USDT'])
    const usdt = home.assets.find((a) => a.currency === 'USDT')!
    const totals = list.totals.find((x) => x.currency === 'USDT')!
    const inBots = new D(totals.investment).add(totals.total_pnl)
    const free = wallet.find((b) => b.asset === 'USDT')!.free
    expect(usdt).toEqual({
      currency: 'USDT',
      free,
      in_bots: inBots.toFixed(),
      total: inBots.add(free).toFixed(),
      today_pnl: profit!.today,
      total_pnl: totals.total_pnl,
    })
    // Real figures, not zeros that would agree by accident.
    expect(new D(usdt.today_pnl).isZero()).toBe(false)
    expect(new D(usdt.total_pnl).isZero()).toBe(false)
    expect(new D(usdt.today_pnl).eq(profit!.all)).toBe(false)
    expect(home.assets.find((a) => a.currency === 'USD')).toEqual({
      currency: 'USD',
      free: '10000',
      in_bots: '0',
      total: '10000',
      today_pnl: '0',
      total_pnl: '0',
    })
  })

  it('counts live bots by status and lists the newest as the bot list does', async () => {
    const home = await summary()
    const all: BotListResponse = (await call(t.app, E.botList, { page_size: 100 }, alice)).json.data
    const count = (status: string) => all.items.filter((b) => b.status === status).length
    expect(home.counts).toEqual({
      running: count('running'),
      paused: 0,
      error: 1,
      out_of_balance: count('out_of_balance'),
    })
    expect(home.counts.running).toBeGreaterThanOrEqual(5)
    const list: BotListResponse = (
      await call(t.app, E.botList, { status: 'active', page_size: HOME_BOTS }, alice)
    ).json.data
    expect(home.bots).toHaveLength(HOME_BOTS)
    expect(home.bots).toEqual(list.items)
    expect(home.bots[0]!.id).toBe(lowId)
    expect(home.bots.map((b) => b.id)).not.toContain(ids[1])
  })

  it('puts what needs attention first: the errored bot, the spent one, the low one, the refused key', async () => {
    const home = await summary()
    const low = (await call(t.app, E.botView, { id: lowId }, alice)).json.data
    expect(low.warnings).toHaveLength(1)
    expect(home.attention).toEqual([
      {
        kind: 'bot_error',
        exchange_name: 'paper',
        bot_id: ids[0],
        bot_kind: 'spot_grid',
        symbols: ['BTCUSDT'],
        reason: unavailable,
      },
      // The first DCA bot spent its allocation on its five buys.
      {
        kind: 'bot_out_of_balance',
        exchange_name: 'paper',
        bot_id: ids[2],
        bot_kind: 'dca',
        symbols: ['BTCUSDT'],
        reason: {
          code: 'below_running_minimum',
          values: { asset: 'USDT', available: expect.any(String), min: '10' },
        },
      },
      {
        kind: 'bot_low_balance',
        exchange_name: 'paper',
        bot_id: lowId,
        bot_kind: 'dca',
        symbols: ['BTCUSDT'],
        reason: null,
      },
      {
        kind: 'key_invalid',
        exchange_name: 'binance',
        bot_id: null,
        bot_kind: null,
        symbols: [],
        reason: null,
      },
    ])
  })

  it('shows the market’s largest 24 h moves either way', async () => {
    const home = await summary()
    const tickers = (await call(t.app, E.marketTickers, {}, alice)).json.data
      .tickers as MarketTicker[]
    const moves = home.movers.map((m) => Math.abs(m.change_24h))
    expect(moves).toEqual([...moves].sort((a, b) => b - a))
    expect(home.movers).toHaveLength(Math.min(5, tickers.length))
    for (const m of home.movers) expect(tickers).toContainEqual(m)
    const smallest = Math.min(...moves)
    const left = tickers.filter((x) => !home.movers.some((m) => m.symbol === x.symbol))
    for (const x of left) expect(Math.abs(x.change_24h)).toBeLessThanOrEqual(smallest)
  })

  it('shows another user only their own: a fresh Paper wallet and nothing to attend to', async () => {
    const home = await summary(bob)
    expect(home).toMatchObject({
      counts: { running: 0, paused: 0, error: 0, out_of_balance: 0 },
      bots: [],
      attention: [],
    })
    expect(home.assets.map((a) => [a.currency, a.free, a.in_bots, a.total_pnl])).toEqual([
      ['USD', '10000', '0', '0'],
      ['USDT', '10000', '0', '0'],
    ])
  })
})
