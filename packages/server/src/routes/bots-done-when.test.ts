import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { D } from '@atb/engine'
import { eq } from 'drizzle-orm'
import { botEvents, botFills, botOrders } from '../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import {
  GRID_ALLOCATION,
  createGrid,
  gridConfig,
  reviewedUpdate,
  trade,
  usdt,
  watchStatuses,
} from '../test/bots-kit'

/**
 * The "done when", through the API alone: a new account sees the market, creates a spot grid
 * on Paper, fills arrive, pause, update, stop with sell, and history shows the realised PnL.
 * The market is the in-test feed (deterministic); the runner is the real hosted one.
 */
describe.each(databaseKinds)('a spot grid on Paper, start to history, on %s', (kind) => {
  let t: TestApp
  let token: string
  let id: string
  let statuses: string[] = []
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'grid@example.com')
    statuses = await watchStatuses(t, token)
  })
  afterAll(() => t.close())
  const db = () => t.database.db

  it('starts a new account with 10,000 USDT and 10,000 USD on Paper', async () => {
    const res = await call(t.app, E.paperBalances, {}, token)
    expect(res.json.data).toEqual({
      exchange_name: 'paper',
      balances: [
        { asset: 'USD', free: '10000', in_bots: '0' },
        { asset: 'USDT', free: '10000', in_bots: '0' },
      ],
    })
  })

  it('creates the grid on a pair the market shows, reserving its worst-case capital exactly', async () => {
    expect(t.feed!.symbols('crypto').map((s) => s.symbol)).toContain('BTCUSDT')
    const res = await createGrid(t, token)
    expect(res.status).toBe(200)
    id = res.json.data.id
    expect(res.json.data).toMatchObject({
      kind: 'spot_grid',
      exchange_name: 'paper',
      market: 'crypto',
      symbols: ['BTCUSDT'],
      status: 'running',
      allocation: { USDT: GRID_ALLOCATION },
      config_version: 1,
    })
    expect((await usdt(t, token)).toString()).toBe('9495')
  })

  it('shows fills, open orders, round trips and figures that add up once the market moves', async () => {
    await trade(t, 6 * 60)
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    const p = view.performance
    expect(p.trade_count).toBeGreaterThan(5)
    expect(view.round_trips.length).toBeGreaterThan(0)
    expect(view.open_orders.length).toBeGreaterThan(0)
    expect(view.equity_curve.length).toBeGreaterThan(100)
    expect(view.equity_curve.length).toBeLessThanOrEqual(500)
    // The profit identity, exact in decimals.
    const left = new D(p.realized_pnl).add(p.unrealized_pnl).sub(p.fees)
    expect(left.toString()).toBe(new D(p.equity).sub(p.allocation).toString())
    expect(p.total_pnl).toBe(left.toString())
    // …and the equity is what the venue account really holds, valued at the same price.
    const snap = (await t.deps.trading!.runtime.snapshot(id))!
    const price = snap.prices.BTCUSDT!
    const held = (a: string) =>
      new D(snap.balances[a]?.free ?? 0).add(snap.balances[a]?.locked ?? 0)
    expect(p.equity).toBe(held('USDT').add(held('BTC').mul(price)).toString())
    expect(new D(p.grid_profit).gt(0)).toBe(true)
    expect(p.runtime_ms).toBe(6 * 3600_000)
  })

  it('pauses (prices ignored, resting orders still fill and are booked: decision 035) and resumes', async () => {
    const paused = await call(t.app, E.botPause, { id }, token)
    expect(paused.json.data.status).toBe('paused')
    const orders = () => db().select().from(botOrders).where(eq(botOrders.botId, id))
    const fills = () => db().select().from(botFills).where(eq(botFills.botId, id))
    const [ordersBefore, fillsBefore] = [await orders(), await fills()]
    const known = new Set(ordersBefore.map((o) => o.clientId))
    const resting = ordersBefore.filter((o) => o.status === 'open').map((o) => o.clientId)
    await trade(t, 3 * 60)
    // The paused grid reacts to no price: it places only the counter-order of a booked fill, so
    // each new order answers a fill, and the first fills are of orders resting at the pause.
    const placed = (await orders()).filter((o) => !known.has(o.clientId))
    const cursor = Math.max(0, ...fillsBefore.map((f) => f.seq))
    const during = (await fills()).filter((f) => f.seq > cursor).sort((a, b) => a.seq - b.seq)
    expect(during.length).toBeGreaterThan(0)
    expect(resting).toContain(during[0]!.clientId)
    expect(placed.length).toBeLessThanOrEqual(during.length)
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.status).toBe('paused')
    expect(view.performance.trade_count).toBe(fillsBefore.length + during.length)
    expect((await call(t.app, E.botPause, { id }, token)).json.code).toBe('bot_not_running')
    expect((await call(t.app, E.botResume, { id }, token)).json.data.status).toBe('running')
  })

  it('updates the settings, versioned, listing what changed, and keeps its statistics', async () => {
    const before = (await call(t.app, E.botView, { id }, token)).json.data.performance.trade_count
    const res = await reviewedUpdate(t, token, id, {
      ...gridConfig,
      number_of_grid: 8,
      upper_price: 61_500,
    })
    expect(res.status).toBe(200)
    expect(res.json.data.config_version).toBe(2)
    expect(res.json.data.changes).toEqual([
      { field: 'number_of_grid', from: 10, to: 8 },
      { field: 'upper_price', from: 62_000, to: 61_500 },
    ])
    const events = await t.database.db.select().from(botEvents).where(eq(botEvents.botId, id))
    expect(events.find((e) => e.type === 'config')?.data).toMatchObject({ version: 2 })
    await trade(t, 6 * 60)
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.performance.trade_count).toBeGreaterThan(before)
    expect(view.config.number_of_grid).toBe(8)
  })

  it('stops with sell: no coins left, the wallet gets the proceeds, history keeps the realised PnL', async () => {
    const stop = await call(t.app, E.botStop, { id, mode: 'sell' }, token)
    expect(stop.json.data).toMatchObject({ status: 'stopped', stop_mode: 'sell' })
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.open_orders).toEqual([])
    expect(view.performance.unrealized_pnl).toBe('0')
    // Everything sold: the wallet holds exactly 10,000 plus the bot's total PnL.
    const wallet = await usdt(t, token)
    expect(wallet.toString()).toBe(new D(10_000).add(view.performance.total_pnl).toString())
    const history = (await call(t.app, E.botList, { status: 'history' }, token)).json.data
    expect(history.items).toHaveLength(1)
    expect(history.items[0]).toMatchObject({ id, status: 'stopped' })
    expect(history.items[0].realized_pnl).toBe(view.performance.realized_pnl)
    expect(new D(history.items[0].realized_pnl).isZero()).toBe(false)
    expect((await call(t.app, E.botStop, { id, mode: 'keep' }, token)).json.code).toBe(
      'bot_stopped',
    )
    // Each stored status change reached the owner's live channel, in order.
    expect(statuses).toEqual(['running', 'paused', 'running', 'stopped'])
  })
})
