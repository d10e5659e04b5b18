import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type BotSummary,
  type ProfitEvent,
  type ProfitSummary,
} from '@atb/contract'
import { D } from '@atb/engine'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'
import { allPages, createDca, sum } from '../test/sell-kit'

const DAY_MS = 86_400_000

/**
 * The profit page (decision 041): every fill is a profit event, realised against the average cost
 * minus its fee, so each bot's events add up to its page's realised − fees and the totals to the
 * sum over the bots, to the decimal. Two grids (one stopped), a DCA bot with a sell; 40 hours of
 * market, so the events span two UTC days.
 */
describe.each(databaseKinds)('profit on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  const ids: string[] = []
  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, 'profit@example.com')
    bob = await signup(t, 'profit-bob@example.com')
    ids.push((await createGrid(t, alice)).json.data.id)
    ids.push((await createGrid(t, alice, { ...gridConfig, upper_price: 61_000 })).json.data.id)
    ids.push((await createDca(t, alice)).json.data.id)
    await trade(t, 20 * 60)
    await call(
      t.app,
      E.botSell,
      { id: ids[2], sell_all: false, type: 'PERCENT', percent: 40 },
      alice,
    )
    await call(t.app, E.botStop, { id: ids[1], mode: 'sell' }, alice)
    await trade(t, 20 * 60)
  })
  afterAll(() => t.close())

  const history = (q: Record<string, unknown> = {}, as = alice) =>
    allPages<ProfitEvent>(t, E.profitHistory, q, as)
  const summary = async (as = alice): Promise<{ now: number; summaries: ProfitSummary[] }> =>
    (await call(t.app, E.profitSummary, {}, as)).json.data

  it('adds each bot’s events up to its page’s realised − fees, to the decimal', async () => {
    for (const id of ids) {
      const view = (await call(t.app, E.botView, { id }, alice)).json.data
      const events = await history({ bot_id: id })
      expect(events.length, id).toBe(view.performance.trade_count)
      const expected = new D(view.performance.realized_pnl).sub(view.performance.fees)
      expect(sum(events.map((e) => e.profit)).toFixed(), id).toBe(expected.toFixed())
      for (const e of events) expect(new D(e.realized).sub(e.fee).eq(e.profit), e.id).toBe(true)
      // A grid's buys open: they realise nothing.
      expect(events.filter((e) => e.side === 'buy' && e.realized !== '0')).toEqual([])
    }
  })

  it('sums per currency over every bot, every UTC day, pair and window', async () => {
    const { now, summaries } = await summary()
    expect(now).toBe(t.clock.now().getTime())
    expect(summaries).toHaveLength(1)
    const s = summaries[0]!
    const events = await history()
    const bots = (await call(t.app, E.botList, { page_size: 100 }, alice)).json.data
      .items as BotSummary[]
    const perBot = bots.map((b) => new D(b.realized_pnl).sub(b.fees))
    expect(s.currency).toBe('USDT')
    expect(s.all).toBe(sum(events.map((e) => e.profit)).toFixed())
    expect(new D(s.all).eq(perBot.reduce((a, b) => a.add(b), new D(0)))).toBe(true)
    expect(sum(s.days.map((d) => d.profit)).toFixed()).toBe(s.all)
    expect(sum(s.by_bot.map((b) => b.profit)).toFixed()).toBe(s.all)
    expect(sum(s.by_pair.map((p) => p.profit)).toFixed()).toBe(s.all)
    expect(s.by_pair).toEqual([{ symbol: 'BTCUSDT', bots: 3, profit: s.all }])
    for (const b of bots)
      expect(s.by_bot.find((x) => x.bot_id === b.id)?.profit).toBe(
        new D(b.realized_pnl).sub(b.fees).toFixed(),
      )
    // Days: UTC dates, oldest first, only days with fills; the fills span two of them.
    expect(s.days.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02'])
    const midnight = now - (now % DAY_MS)
    const today = events.filter((e) => e.time >= midnight)
    expect(s.today).toBe(sum(today.map((e) => e.profit)).toFixed())
    expect(s.days[1]!.profit).toBe(s.today)
    // Both days are within 7 and 30 days.
    expect(s.days_7).toBe(s.all)
    expect(s.days_30).toBe(s.all)
  })

  it('pages the events newest first and filters them by bot, exchange, pair and time', async () => {
    const all = await history()
    const times = all.map((e) => e.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length)
    const page2 = (await call(t.app, E.profitHistory, { page: 2, page_size: 5 }, alice)).json.data
    expect(page2).toMatchObject({ page: 2, page_size: 5, total: all.length })
    expect(page2.items).toEqual(all.slice(5, 10))
    const mid = all[Math.floor(all.length / 2)]!.time
    const from = await history({ from: mid })
    const to = await history({ to: mid - 1 })
    expect(from.length + to.length).toBe(all.length)
    expect(from.every((e) => e.time >= mid)).toBe(true)
    // The window only hides events: their profit is the full replay's, not one from the window.
    for (const e of from) expect(e).toEqual(all.find((x) => x.id === e.id))
    expect(await history({ exchange: 'okx' })).toEqual([])
    expect(await history({ exchange: 'paper' })).toHaveLength(all.length)
    expect(await history({ symbol: 'xrpusdt' })).toEqual([])
    expect(await history({ symbol: 'btcusdt' })).toHaveLength(all.length)
    const one = await history({ bot_id: ids[2] })
    expect(one.every((e) => e.bot_id === ids[2] && e.kind === 'dca')).toBe(true)
  })

  it('shows another user nothing, and their bot id is not found', async () => {
    expect((await summary(bob)).summaries).toEqual([])
    expect(await history({}, bob)).toEqual([])
    const res = await call(t.app, E.profitHistory, { bot_id: ids[0] }, bob)
    expect(res.status).toBe(404)
    expect(res.json.description).toBe('record not found')
  })
})

describe.each(databaseKinds)('profit windows on %s', (kind) => {
  let t: TestApp
  afterAll(() => t.close())

  it('counts the last 7 and 30 UTC days including today', async () => {
    t = await startTestApp(kind)
    let token = await signup(t, 'windows@example.com')
    await createGrid(t, token)
    await trade(t, 20 * 60)
    // Eight days later (the grid still trading), a week back no longer reaches the first day.
    t.clock.advance(8 * DAY_MS)
    token = await login(t, 'windows@example.com')
    const [s] = (await call(t.app, E.profitSummary, {}, token)).json.data
      .summaries as ProfitSummary[]
    const first = s!.days[0]!
    expect(first.date).toBe('2026-01-01')
    expect(new D(first.profit).isZero()).toBe(false)
    expect(s!.days_30).toBe(s!.all)
    expect(s!.days_7).toBe(
      new D(s!.all)
        .sub(sum(s!.days.filter((d) => d.date < '2026-01-03').map((d) => d.profit)))
        .toFixed(),
    )
    expect(s!.today).toBe('0')
  })
})
