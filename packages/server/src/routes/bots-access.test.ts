import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type AnyEndpoint } from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, forexBot, gridConfig, trade } from '../test/bots-kit'

describe.each(databaseKinds)(
  'bot list, order history, ownership and the Paper reset on %s',
  (kind) => {
    let t: TestApp
    let alice: string
    let bob: string
    const ids: string[] = []
    beforeAll(async () => {
      t = await startTestApp(kind)
      alice = await signup(t, 'alice@example.com')
      bob = await signup(t, 'bob@example.com')
      for (const upper of [62_000, 61_000, 62_400]) {
        const res = await createGrid(t, alice, { ...gridConfig, upper_price: upper })
        ids.push(res.json.data.id)
        t.clock.advance(1000)
      }
      const forex = await call(t.app, E.botCreate, forexBot, alice)
      if (forex.status !== 200) throw new Error(JSON.stringify(forex.json))
      ids.push(forex.json.data.id)
      await trade(t, 6 * 60)
      await call(t.app, E.botStop, { id: ids[1], mode: 'keep' }, alice)
      await call(t.app, E.botPause, { id: ids[2] }, alice)
    })
    afterAll(() => t.close())

    it('lists newest first, filters by status (history = stopped), kind, market, exchange, and pages', async () => {
      const all = (await call(t.app, E.botList, {}, alice)).json.data
      expect(all.total).toBe(ids.length)
      expect(all.items[all.items.length - 1].id).toBe(ids[0])
      const history = (await call(t.app, E.botList, { status: 'history' }, alice)).json.data
      expect(history.items.map((b: { id: string }) => b.id)).toEqual([ids[1]])
      const active = (await call(t.app, E.botList, { status: 'active' }, alice)).json.data
      expect(active.total).toBe(ids.length - 1)
      const paused = (await call(t.app, E.botList, { status: 'paused' }, alice)).json.data
      expect(paused.items.map((b: { id: string }) => b.id)).toEqual([ids[2]])
      const grids = await call(
        t.app,
        E.botList,
        { kind: 'spot_grid', market: 'crypto', exchange: 'paper' },
        alice,
      )
      expect(grids.json.data.total).toBe(3)
      expect((await call(t.app, E.botList, { exchange: 'okx' }, alice)).json.data.total).toBe(0)
      const page2 = (await call(t.app, E.botList, { page: 2, page_size: 2 }, alice)).json.data
      expect(page2).toMatchObject({ page: 2, page_size: 2, total: ids.length })
      expect(page2.items[page2.items.length - 1].id).toBe(ids[0])
    })

    it('sorts by total PnL and by status', async () => {
      const byPnl = (await call(t.app, E.botList, { sort: 'pnl', order: 'desc' }, alice)).json.data
        .items
      const pnls = byPnl.map((b: { total_pnl: string }) => Number(b.total_pnl))
      expect(pnls).toEqual([...pnls].sort((a, b) => b - a))
      const byStatus = (await call(t.app, E.botList, { sort: 'status', order: 'asc' }, alice)).json
        .data.items
      const statuses = byStatus.map((b: { status: string }) => b.status)
      expect(statuses).toEqual([...statuses].sort())
    })

    it('shows the order history, filtered by exchange, pair, side, status, date and bot, paged', async () => {
      const all = (await call(t.app, E.botOrders, { page_size: 100 }, alice)).json.data
      expect(all.total).toBeGreaterThan(10)
      const filled = await call(
        t.app,
        E.botOrders,
        { status: 'filled', side: 'sell', symbol: 'BTCUSDT', exchange: 'paper' },
        alice,
      )
      expect(filled.json.data.total).toBeGreaterThan(0)
      for (const o of filled.json.data.items)
        expect(o).toMatchObject({ status: 'filled', side: 'sell', symbol: 'BTCUSDT' })
      const one = (await call(t.app, E.botOrders, { bot_id: ids[1] }, alice)).json.data
      for (const o of one.items) expect(o.bot_id).toBe(ids[1])
      const late = Date.parse(all.items[0].created_at)
      const after = (await call(t.app, E.botOrders, { from: late }, alice)).json.data
      expect(after.total).toBeGreaterThan(0)
      expect(after.total).toBeLessThan(all.total)
      expect((await call(t.app, E.botOrders, { to: 0 }, alice)).json.data.total).toBe(0)
    })

    it('answers another user’s bot and order ids with 404 record not found, everywhere', async () => {
      const id = ids[0]
      const attempts: [AnyEndpoint, Record<string, unknown>][] = [
        [E.botView, { id }],
        [E.botUpdate, { id, config: gridConfig, plan: 'any' }],
        [E.botPause, { id }],
        [E.botResume, { id }],
        [E.botStop, { id, mode: 'sell' }],
        [E.botOrders, { bot_id: id }],
        [E.botSell, { id, sell_all: true }],
        [E.botEvents, { id }],
        [E.profitHistory, { bot_id: id }],
      ]
      for (const [endpoint, body] of attempts) {
        const res = await call(t.app, endpoint, body, bob)
        expect(res.status, endpoint.path).toBe(404)
        expect(res.json.description, endpoint.path).toBe('record not found')
      }
      expect((await call(t.app, E.botList, {}, bob)).json.data.total).toBe(0)
      expect((await call(t.app, E.botOrders, {}, bob)).json.data.total).toBe(0)
      expect((await call(t.app, E.profitHistory, {}, bob)).json.data.total).toBe(0)
      expect((await call(t.app, E.profitSummary, {}, bob)).json.data.summaries).toEqual([])
      // Not an id at all: the same answer.
      expect((await call(t.app, E.botView, { id: 'nope' }, alice)).json.description).toBe(
        'record not found',
      )
      // Alice's bot is untouched.
      expect((await call(t.app, E.botView, { id }, alice)).json.data.status).toBe('running')
    })

    it('refuses a Paper reset while Paper bots hold funds, then restores 10,000 of each', async () => {
      const refused = await call(t.app, E.paperReset, {}, alice)
      expect(refused.status).toBe(409)
      expect(refused.json.code).toBe('paper_bots_active')
      for (const id of ids) await call(t.app, E.botStop, { id, mode: 'keep' }, alice)
      const before = (await call(t.app, E.paperBalances, {}, alice)).json.data.balances
      expect(before.map((b: { asset: string }) => b.asset)).toContain('BTC')
      const reset = await call(t.app, E.paperReset, {}, alice)
      expect(reset.json.data.balances).toEqual([
        { asset: 'USD', free: '10000', in_bots: '0' },
        { asset: 'USDT', free: '10000', in_bots: '0' },
      ])
    })

    it('rejects update for kinds that do not allow it', async () => {
      const forex = ids[3]
      if (!forex) return expect.fail('the forex bot was not created')
      const res = await call(t.app, E.botUpdate, { id: forex, config: {}, plan: 'any' }, alice)
      expect(res.json).toMatchObject({ code: 'kind_not_updatable' })
    })
  },
)
