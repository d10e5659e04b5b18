import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotSummary, type BotView } from '@atb/contract'
import { D } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'
import { createDca, sum } from '../test/sell-kit'

/**
 * The list's figures and totals (decision 041) against the bot page, the pair search, sorting by
 * total PnL, and the bot page's pair rules. Three bots: a running grid, a stopped grid (valued at
 * its stop's prices) and a DCA bot; the market runs 30 hours, so the fills span two UTC days.
 */
describe.each(databaseKinds)('the bot list’s figures on %s', (kind) => {
  let t: TestApp
  let token: string
  const ids: string[] = []
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'figures@example.com')
    ids.push((await createGrid(t, token)).json.data.id)
    ids.push((await createGrid(t, token, { ...gridConfig, upper_price: 61_000 })).json.data.id)
    ids.push((await createDca(t, token)).json.data.id)
    await trade(t, 20 * 60)
    await call(t.app, E.botStop, { id: ids[1], mode: 'keep' }, token)
    await trade(t, 10 * 60)
  })
  afterAll(() => t.close())

  const list = async (q: Record<string, unknown> = {}) =>
    (await call(t.app, E.botList, { page_size: 100, ...q }, token)).json.data
  const view = async (id: string): Promise<BotView> =>
    (await call(t.app, E.botView, { id }, token)).json.data

  it('shows each bot with the bot page’s figures, live or at the stop’s prices', async () => {
    const { items } = await list()
    expect(items).toHaveLength(3)
    for (const row of items as BotSummary[]) {
      const page = await view(row.id)
      const p = page.performance
      expect(row).toMatchObject({
        currency: p.currency,
        investment: p.allocation,
        total_pnl: p.total_pnl,
        total_pnl_pct: p.total_pnl_pct,
        grid_profit: p.grid_profit,
        realized_pnl: p.realized_pnl,
        fees: p.fees,
        trades: p.trade_count,
      })
      expect(page).toMatchObject({ total_pnl: p.total_pnl, investment: p.allocation })
    }
    const dca = items.find((b: BotSummary) => b.id === ids[2])
    expect(dca).toMatchObject({ currency: 'USDT', grid_profit: null, investment: '505' })
    expect(Number(items.find((b: BotSummary) => b.id === ids[0]).trades)).toBeGreaterThan(0)
    // The stopped grid is frozen: more market moves change nothing.
    const stopped = items.find((b: BotSummary) => b.id === ids[1])
    await trade(t, 60)
    const later = (await list()).items.find((b: BotSummary) => b.id === ids[1])
    expect(later.total_pnl).toBe(stopped.total_pnl)
    expect(later.total_pnl).toBe((await view(ids[1]!)).performance.total_pnl)
  })

  it('sums every matching bot per currency, not only the page, with today’s change', async () => {
    const all = await list()
    const [usdt] = all.totals
    expect(all.totals).toHaveLength(1)
    expect(usdt).toMatchObject({
      currency: 'USDT',
      bots: 3,
      investment: sum(all.items.map((b: BotSummary) => b.investment)).toFixed(),
      total_pnl: sum(all.items.map((b: BotSummary) => b.total_pnl)).toFixed(),
      today_pnl: sum(all.items.map((b: BotSummary) => b.today_pnl!)).toFixed(),
    })
    const onePage = await list({ page_size: 1 })
    expect(onePage.items).toHaveLength(1)
    expect(onePage.totals).toEqual(all.totals)
    // Today is the change since midnight: the same figure on the bot page and /profit/summary.
    for (const row of all.items as BotSummary[])
      expect((await view(row.id)).today_pnl, row.id).toBe(row.today_pnl)
    const profit = (await call(t.app, E.profitSummary, {}, token)).json.data
    expect(profit.summaries[0].today).toBe(usdt.today_pnl)
    // The market ran into a second day: today is not the whole total.
    expect(usdt.today_pnl).not.toBe(usdt.total_pnl)
    const history = await list({ status: 'history' })
    expect(history.totals).toEqual([
      expect.objectContaining({ bots: 1, total_pnl: history.items[0].total_pnl }),
    ])
  })

  it('finds bots whose pair contains the search, in any case, with separators typed', async () => {
    for (const search of ['btc', 'BTC', 'usdt', 'btc/usdt', 'TCU'])
      expect((await list({ symbol: search })).total, search).toBe(3)
    for (const search of ['xrp', '%', 'btc%', '\\', 'eth'])
      expect((await list({ symbol: search })).total, search).toBe(0)
    expect((await list({ symbol: 'xrp' })).totals).toEqual([])
  })

  it('sorts by total PnL both ways, and pages the sorted list', async () => {
    const desc = (await list({ sort: 'pnl', order: 'desc' })).items as BotSummary[]
    const pnls = desc.map((b) => new D(b.total_pnl))
    for (let i = 1; i < pnls.length; i++) expect(pnls[i - 1]!.gte(pnls[i]!)).toBe(true)
    const asc = (await list({ sort: 'pnl', order: 'asc' })).items as BotSummary[]
    expect(asc.map((b) => b.id)).toEqual(desc.map((b) => b.id).reverse())
    const second = await list({ sort: 'pnl', order: 'desc', page: 2, page_size: 1 })
    expect(second.items[0].id).toBe(desc[1]!.id)
  })

  it('gives the bot page the pair’s lot and tick rules', async () => {
    const page = await view(ids[0]!)
    expect(page.tick_size).toBe('0.01')
    // A grid keeps its coins in its sell orders: it has nothing to sell part of.
    expect(page.sellable).toBeNull()
    // One lot of 0.00001 BTC is under the 5 USDT minimum notional: enough lots to reach it.
    const price = page.performance.last_prices.BTCUSDT!
    const min = new D(page.min_quantity!)
    expect(min.mul(price).gte(5)).toBe(true)
    expect(min.sub('0.00001').mul(price).lt(5)).toBe(true)
  })
})
