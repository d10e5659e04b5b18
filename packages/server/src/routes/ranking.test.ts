import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type BotView,
  type RankingBotView,
  type RankingEntry,
  type RankingListResponse,
} from '@atb/contract'
import { D } from '@atb/engine'
import { eq } from 'drizzle-orm'
import { bots } from '../db/schema'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'
import { createDca } from '../test/sell-kit'

const DAY_MS = 86_400_000
const entryKeys = [
  'currency',
  'id',
  'kind',
  'market',
  'nickname',
  'pnl',
  'rank',
  'roi_pct',
  'runtime_ms',
  'status',
  'symbols',
]

/**
 * The public ranking (issue 16, decision 070): opted-in bots only, with the figures their owners'
 * bot pages show, ordered, windowed, filtered and paged; nothing that names the owner but the
 * nickname. Alice runs two grids (one public), Bob a public DCA bot.
 */
describe.each(databaseKinds)('ranking on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  let publicGrid: string
  let privateGrid: string
  let dca: string
  const secrets: string[] = ['ranking-alice@example.com', 'ranking-bob@example.com']

  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, secrets[0]!)
    bob = await signup(t, secrets[1]!)
    for (const [token, nickname] of [
      [alice, 'Alice_Grid'],
      [bob, 'Bob_DCA'],
    ] as const) {
      const edit = await call(t.app, E.profileEdit, { nickname, signature: 'shared bot' }, token)
      expect(edit.status).toBe(200)
      secrets.push((await call(t.app, E.profile, {}, token)).json.data.id as string)
    }
    publicGrid = (await createGrid(t, alice)).json.data.id
    privateGrid = (await createGrid(t, alice, { ...gridConfig, upper_price: 61_000 })).json.data.id
    dca = (await createDca(t, bob)).json.data.id
    await trade(t, 40 * 60)
  })
  afterAll(() => t.close())

  const list = async (q: Record<string, unknown> = {}, as = bob): Promise<RankingListResponse> => {
    const res = await call(t.app, E.rankingList, q, as)
    expect(res.status).toBe(200)
    return res.json.data
  }
  const view = (id: string, as = bob) => call(t.app, E.rankingView, { id }, as)
  const optIn = (id: string, on: boolean, as = alice) =>
    call(t.app, E.botPublic, { id, public: on }, as)
  const page = async (id: string, as: string): Promise<BotView> =>
    (await call(t.app, E.botView, { id }, as)).json.data

  it('starts with every bot out of the ranking', async () => {
    expect((await page(publicGrid, alice)).public_since).toBeNull()
    expect(await list()).toMatchObject({ items: [], total: 0, metric: 'roi', window: 'all' })
    expect((await view(publicGrid)).status).toBe(404)
  })

  it('lets only the owner put a bot in, and says so on the bot page', async () => {
    const refused = await optIn(publicGrid, true, bob)
    expect(refused.status).toBe(404)
    expect(refused.json.description).toBe('record not found')
    const res = await optIn(publicGrid, true)
    expect(res.status).toBe(200)
    expect(res.json.data.public_since).toBe(t.clock.now().toISOString())
    // Again is a no-op that keeps the first time.
    expect((await optIn(publicGrid, true)).json.data).toEqual(res.json.data)
    expect((await page(publicGrid, alice)).public_since).toBe(res.json.data.public_since)
    expect((await optIn(dca, true, bob)).status).toBe(200)
    const bad = await call(t.app, E.botPublic, { id: publicGrid }, alice)
    expect(bad.status).toBe(400)
  })

  it('lists the opted-in bots with their pages’ figures and only the nickname', async () => {
    const { items, total } = await list()
    expect(total).toBe(2)
    expect(items.map((i) => i.id).sort()).toEqual([publicGrid, dca].sort())
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(entryKeys)
      const owner = item.id === dca ? bob : alice
      const bot = await page(item.id, owner)
      expect(item.pnl).toBe(bot.total_pnl)
      expect(item.roi_pct).toBeCloseTo(bot.total_pnl_pct, 10)
      expect(item.runtime_ms).toBe(bot.performance.runtime_ms)
      expect(item.nickname).toBe(item.id === dca ? 'Bob_DCA' : 'Alice_Grid')
    }
    const text = JSON.stringify(items)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toContain(privateGrid)
  })

  it('orders by ROI or PnL, ranks from 1 and pages', async () => {
    for (const metric of ['roi', 'pnl'] as const) {
      const { items } = await list({ metric })
      expect(items.map((i) => i.rank)).toEqual([1, 2])
      const values = items.map((i) => (metric === 'roi' ? i.roi_pct : Number(i.pnl)))
      expect(values).toEqual([...values].sort((a, b) => b - a))
      const second = await list({ metric, page: 2, page_size: 1 })
      expect(second.items).toEqual([{ ...items[1]! }])
      expect(second.total).toBe(2)
    }
    const byRoi = (await list({ metric: 'roi' })).items.map((i) => i.id)
    const byPnl = (await list({ metric: 'pnl' })).items.map((i) => i.id)
    // The two bots' ROI and PnL need not agree in order, but each list is complete.
    expect(new Set(byRoi)).toEqual(new Set(byPnl))
  })

  it('filters by kind and market', async () => {
    expect((await list({ kind: 'dca' })).items.map((i) => i.id)).toEqual([dca])
    expect((await list({ kind: 'spot_grid' })).items.map((i) => i.id)).toEqual([publicGrid])
    expect((await list({ market: 'crypto' })).total).toBe(2)
    expect((await list({ market: 'forex' })).items).toEqual([])
    expect((await list({ market: 'gold' })).items).toEqual([])
    const bad = await call(t.app, E.rankingList, { metric: 'volume' }, bob)
    expect(bad.status).toBe(400)
  })

  it('counts the windows as the profit page does, and drops bots stopped before one', async () => {
    const week = await list({ window: '7d' })
    expect(week.window).toBe('7d')
    for (const item of week.items) {
      const bot = await page(item.id, item.id === dca ? bob : alice)
      // Every fill is from today: the window's PnL is the bot's realised − fees.
      expect(item.pnl).toBe(new D(bot.realized_pnl).sub(bot.fees).toFixed())
      const roi = new D(item.pnl).div(bot.investment).mul(100).toNumber()
      expect(item.roi_pct).toBeCloseTo(roi, 10)
    }
    expect(await call(t.app, E.botStop, { id: dca, mode: 'keep' }, bob)).toMatchObject({
      status: 200,
    })
    await t.flush()
    expect((await page(dca, bob)).stopped_at).not.toBeNull()
    // The runner's store stamps the stop with the wall clock, not the test clock: put it on the
    // test clock's timeline, where the fills are.
    await t.database.db.update(bots).set({ stoppedAt: t.clock.now() }).where(eq(bots.id, dca))
    t.clock.advance(8 * DAY_MS)
    bob = await login(t, secrets[1]!)
    alice = await login(t, secrets[0]!)
    // Eight quiet days: the grid still runs, but with no fill in the last 7 its zero would outrank
    // every bot that lost; it is counted apart instead (issue 26 item 4, decision 079).
    const later = await list({ window: '7d' })
    expect(later.items).toEqual([])
    expect(later).toMatchObject({ total: 0, unranked: 1 })
    expect(await list({ window: '30d' })).toMatchObject({ total: 2, unranked: 0 })
    expect(await list({ window: 'all' })).toMatchObject({ total: 2, unranked: 0 })
    // A shared bot that never filled is not ranked at all, not even all time.
    const far = (
      await createGrid(t, alice, { ...gridConfig, upper_price: 45_000, lower_price: 40_000 })
    ).json.data.id as string
    expect((await optIn(far, true)).status).toBe(200)
    const all = await list({ window: 'all' })
    expect(all.items.map((i) => i.id).sort()).toEqual([publicGrid, dca].sort())
    expect(all.unranked).toBe(1)
  })

  it('shows an opted-in bot’s public page with its figures, curve and copyable settings', async () => {
    const res = await view(publicGrid)
    expect(res.status).toBe(200)
    const v = res.json.data as RankingBotView
    const bot = await page(publicGrid, alice)
    expect(v).toMatchObject({
      id: publicGrid,
      nickname: 'Alice_Grid',
      kind: 'spot_grid',
      market: 'crypto',
      symbols: ['BTCUSDT'],
      currency: 'USDT',
      investment: bot.investment,
      trades: bot.trades,
      runtime_ms: bot.performance.runtime_ms,
    })
    expect(v.windows.all).toEqual({ pnl: bot.total_pnl, roi_pct: bot.total_pnl_pct })
    expect(v.config).toMatchObject(gridConfig)
    const { exchange_name: _venue, ...settings } = bot.config
    expect(v.config).toEqual(settings)
    expect(v.config).not.toHaveProperty('exchange_name')
    expect(v.max_drawdown_pct).toBeGreaterThanOrEqual(0)
    expect(v.max_drawdown_pct).toBeLessThan(100)
    const days = v.equity_curve.map((p) => Math.floor(p.time / DAY_MS))
    expect(days.length).toBeGreaterThan(0)
    expect(new Set(days).size).toBe(days.length)
    expect(days).toEqual([...days].sort((a, b) => a - b))
    const text = JSON.stringify(v)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toContain('paper')
  })

  it('answers 404 for a bot out of the ranking, to everyone, and after opting out', async () => {
    for (const as of [bob, alice]) {
      const res = await view(privateGrid, as)
      expect(res.status).toBe(404)
      expect(res.json.description).toBe('record not found')
    }
    expect((await view('not-a-bot')).status).toBe(404)
    expect((await view('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await optIn(publicGrid, false)).json.data.public_since).toBeNull()
    expect((await view(publicGrid)).status).toBe(404)
    const left = await list()
    expect(left.items.map((i: RankingEntry) => i.id)).toEqual([dca])
    expect((await page(publicGrid, alice)).public_since).toBeNull()
  })
})
