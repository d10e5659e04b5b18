import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type BotSummary,
  type ProfitEvent,
  type ProfitSummary,
} from '@atb/contract'
import { D, Ledger } from '@atb/engine'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'
import { allPages, createDca, sum } from '../test/sell-kit'

const DAY_MS = 86_400_000

/**
 * The profit page (decisions 041 and 091): every fill is a profit event, realised against the
 * average cost minus its fee, so each bot's events add up to its page's realised − fees; the
 * summary counts each bot's change in total over the viewer's days, which add up to its total. Two grids (one stopped), a DCA bot with a sell; 40 hours of
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
  const summary = async (
    as = alice,
  ): Promise<{ now: number; time_zone: string; summaries: ProfitSummary[] }> =>
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

  it('sums each bot’s change in total over the viewer’s days, pairs and windows', async () => {
    const { now, time_zone, summaries } = await summary()
    expect(now).toBe(t.clock.now().getTime())
    expect(time_zone).toBe('UTC')
    expect(summaries).toHaveLength(1)
    const s = summaries[0]!
    const bots = (await call(t.app, E.botList, { page_size: 100 }, alice)).json.data
      .items as BotSummary[]
    expect(s.currency).toBe('USDT')
    // All time is the bots' totals, as the list shows them; the days, bots and pairs add up to it.
    expect(s.all).toBe(sum(bots.map((b) => b.total_pnl)).toFixed())
    expect(sum(s.days.map((d) => d.profit)).toFixed()).toBe(s.all)
    expect(sum(s.by_bot.map((b) => b.profit)).toFixed()).toBe(s.all)
    expect(s.by_pair).toEqual([{ symbol: 'BTCUSDT', bots: 3, profit: s.all }])
    for (const b of bots) expect(s.by_bot.find((x) => x.bot_id === b.id)?.profit).toBe(b.total_pnl)
    // Days: calendar dates, oldest first; the market ran over two of them.
    expect(s.days.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02'])
    expect(s.today).toBe(sum(bots.map((b) => b.today_pnl!)).toFixed())
    expect(s.days[1]!.profit).toBe(s.today)
    // Each bot's today, checked apart: its total now minus its total at midnight, from its
    // fills before midnight on the engine's ledger, valued at the market's price at midnight.
    const midnight = now - (now % DAY_MS)
    for (const b of bots) {
      const before = await history({ bot_id: b.id, to: midnight - 1 })
      const ledger = new Ledger('0')
      for (const e of before.reverse())
        ledger.apply({
          seq: Number(e.id.split(':')[1]),
          clientId: e.id,
          symbol: e.symbol,
          side: e.side,
          price: Number(e.price),
          qty: e.qty,
          quote: new D(e.qty).mul(e.price).toFixed(),
          fee: e.fee,
          feeAsset: 'USDT',
          maker: false,
          time: e.time,
        })
      const at = ledger.summary(t.feed!.priceAt('BTCUSDT', midnight))
      const then = new D(at.realizedPnl).add(at.unrealizedPnl).sub(at.fees)
      const today = new D(b.total_pnl).sub(b.id === ids[1] ? b.total_pnl : then)
      expect(new D(b.today_pnl!).sub(today).abs().lt('0.00000001'), b.id).toBe(true)
    }
    // The grid stopped (and sold) yesterday changed nothing today.
    expect(bots.find((b) => b.id === ids[1])!.today_pnl).toBe('0')
    // Both days are within 7 and 30 days.
    expect(s.days_7).toBe(s.all)
    expect(s.days_30).toBe(s.all)
  })

  it('counts the days in the viewer’s time zone, and they still add up to the total', async () => {
    const utc = (await summary()).summaries[0]!
    const reply = (
      await call(t.app, E.profitSummary, {}, alice, { 'x-time-zone': 'America/New_York' })
    ).json.data
    expect(reply.time_zone).toBe('America/New_York')
    const ny = reply.summaries[0] as ProfitSummary
    expect(ny.all).toBe(utc.all)
    expect(sum(ny.days.map((d) => d.profit)).toFixed()).toBe(ny.all)
    // New York is 5 hours behind: the market's 40 hours from 00:00 UTC span its 31st to 2nd.
    expect(ny.days.map((d) => d.date)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02'])
    expect(ny.today).toBe(ny.days.at(-1)!.profit)
    // The list's today for the same viewer is the same figure.
    const list = (
      await call(t.app, E.botList, { page_size: 100 }, alice, { 'x-time-zone': 'America/New_York' })
    ).json.data
    expect(sum(list.items.map((b: BotSummary) => b.today_pnl!)).toFixed()).toBe(ny.today)
    // A zone that is not one is UTC, not an error.
    const bad = (await call(t.app, E.profitSummary, {}, alice, { 'x-time-zone': 'Mars/Olympus' }))
      .json.data
    expect(bad.time_zone).toBe('UTC')
    expect(bad.summaries[0].today).toBe(utc.today)
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

  it('counts the last 7 and 30 days including today', async () => {
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
