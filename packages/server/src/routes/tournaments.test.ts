import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type BotView,
  type NotificationView,
  type TournamentBoardResponse,
  type TournamentCreateInput,
  type TournamentListResponse,
  type WalletHistoryResponse,
} from '@atb/contract'
import { D } from '@atb/engine'
import { like } from 'drizzle-orm'
import { ledgerAccounts, ledgerMovements } from '../db/schema'
import { createTournament } from '../services/community/tournaments'
import { awardTournament } from '../services/community/awards'
import { balanceOf, system } from '../services/wallet/ledger'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'

const HOUR = 3_600_000

/**
 * Tournaments (decision 072): joining, the ROI leaderboard made of the bot pages' figures, the
 * freeze after the end, and the prizes credited once through the ledger.
 */
describe.each(databaseKinds)('tournaments on %s', (kind) => {
  let t: TestApp
  let id: string
  const tokens: Record<string, string> = {}
  const iso = (offset: number) => new Date(t.clock.now().getTime() + offset).toISOString()
  const tournament = (over: Partial<TournamentCreateInput> = {}): TournamentCreateInput => ({
    name: { en: 'Grid cup', th: 'กริดคัพ' },
    rules: { en: 'Paper bots started after joining count.', th: 'นับบอท Paper ที่เริ่มหลังเข้าร่วม' },
    starts_at: iso(-HOUR),
    ends_at: iso(10 * HOUR),
    capital: '300',
    prizes: [
      { rank: 1, amount: '100' },
      { rank: 2, amount: '50.5' },
    ],
    ...over,
  })
  const board = async (who: string, locale = 'en') =>
    (await call(t.app, E.tournamentBoard, { id, locale } as never, tokens[who])).json
      .data as TournamentBoardResponse
  const nickname = (who: string) =>
    call(t.app, E.profileEdit, { nickname: who, signature: 'hi' } as never, tokens[who])

  beforeAll(async () => {
    t = await startTestApp(kind)
    for (const who of ['Anan', 'Bee', 'Chai', 'Dao']) {
      tokens[who] = await signup(t, `${who.toLowerCase()}@cup.test`)
      await nickname(who)
    }
    id = await createTournament(t.deps, tournament())
  })
  afterAll(() => t.close())

  it('features the running tournament in the user’s language and records a join once', async () => {
    const list = (await call(t.app, E.tournamentList, { locale: 'th' } as never, tokens.Anan)).json
      .data as TournamentListResponse
    expect(list.featured).toMatchObject({
      id,
      name: 'กริดคัพ',
      locale: 'th',
      phase: 'current',
      joined_at: null,
    })
    expect(list.featured?.prizes).toEqual([
      { rank: 1, amount: '100' },
      { rank: 2, amount: '50.5' },
    ])
    const first = await call(t.app, E.tournamentJoin, { id }, tokens.Anan)
    expect(first.json.data).toMatchObject({
      participants: 1,
      joined_at: t.clock.now().toISOString(),
    })
    t.clock.advance(1000)
    const again = await call(t.app, E.tournamentJoin, { id }, tokens.Anan)
    expect(again.json.data).toEqual(first.json.data)
    // Listed at once, by nickname, but not ranked before a trade in the window (decision 079).
    const b = await board('Anan')
    expect(b.me).toBeNull()
    expect(b.items).toEqual([])
    expect(b.unranked).toEqual([{ nickname: 'Anan', me: true }])
    expect(b.unranked_total).toBe(1)
    expect(JSON.stringify(b)).not.toContain('@cup.test')
  })

  it('ranks by ROI made of the tournament bots’ own figures', async () => {
    // Chai's bot started before joining: it does not count.
    const early = await createGrid(t, tokens.Chai!)
    expect(early.status).toBe(200)
    t.clock.advance(1000)
    for (const who of ['Bee', 'Chai', 'Dao'])
      expect((await call(t.app, E.tournamentJoin, { id }, tokens[who])).status).toBe(200)
    const bee = (await createGrid(t, tokens.Bee!)).json.data.id as string
    // Dao gives the bot more than the tournament's capital: ROI divides by what was given.
    const dao = (
      await createGrid(t, tokens.Dao!, { ...gridConfig, coin_per_grid: 70, upper_price: 61_000 })
    ).json.data.id as string
    await trade(t, 12 * 60)
    t.clock.advance(60_000) // past the live board's reuse window
    const b = await board('Bee')
    // Chai's only bot and Anan (no bot) have no trade in the window: listed, not ranked.
    expect(b.items.map((s) => s.rank)).toEqual([1, 2])
    expect(b.unranked.map((e) => e.nickname)).toEqual(['Anan', 'Chai'])
    const page = async (bot: string, who: string) =>
      ((await call(t.app, E.botView, { id: bot }, tokens[who])).json.data as BotView).performance
    const beePage = await page(bee, 'Bee')
    const daoPage = await page(dao, 'Dao')
    const row = (name: string) => b.items.find((s) => s.nickname === name)!
    expect(row('Bee')).toMatchObject({
      pnl: new D(beePage.total_pnl).toDecimalPlaces(6).toFixed(),
      bots: 1,
      me: true,
    })
    expect(row('Bee').base).toBe(D.max(300, beePage.allocation).toFixed())
    expect(row('Dao')).toMatchObject({
      pnl: new D(daoPage.total_pnl).toDecimalPlaces(6).toFixed(),
      bots: 1,
    })
    expect(new D(row('Dao').base).gt(300)).toBe(true)
    expect(row('Dao').base).toBe(new D(daoPage.allocation).toFixed())
    for (const s of b.items) expect(s.roi).toBeCloseTo(new D(s.pnl).div(s.base).toNumber(), 8)
    // Ordered by ROI, higher first (then PnL, then volume; decision 079).
    for (let i = 1; i < b.items.length; i++)
      expect(b.items[i - 1]!.roi).toBeGreaterThanOrEqual(b.items[i]!.roi)
    expect(new D(beePage.total_pnl).isZero()).toBe(false)
    expect(b.items.map((s) => s.prize)).toEqual(['100', '50.5'])
  })

  it('freezes the results at the end, refuses late joins and credits each prize once', async () => {
    t.clock.advance(11 * HOUR)
    const late = await signup(t, 'late@cup.test')
    const refused = await call(t.app, E.tournamentJoin, { id }, late)
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('tournament_ended')
    const final = await board('Anan')
    expect(final.tournament).toMatchObject({ phase: 'past', frozen: true, awarded: false })
    await trade(t, 3 * 60)
    t.clock.advance(60_000)
    expect((await board('Anan')).items).toEqual(final.items)

    const before = await balanceOf(t.deps.db, system('prizes'))
    const report = await awardTournament(t.deps, id)
    expect(report.credited.map((c) => [c.rank, c.amount])).toEqual([
      [1, '100'],
      [2, '50.5'],
    ])
    const again = await Promise.all([awardTournament(t.deps, id), awardTournament(t.deps, id)])
    for (const r of again) expect(r).toEqual({ credited: [], already: 2 })
    expect(before.minus(await balanceOf(t.deps.db, system('prizes'))).toFixed()).toBe('150.5')
    for (const winner of final.items.slice(0, 2)) {
      const history = (await call(t.app, E.walletHistory, {}, tokens[winner.nickname])).json
        .data as WalletHistoryResponse
      expect(history.items.map((e) => [e.type, e.amount])).toEqual([
        ['tournament_prize', winner.prize],
      ])
      const balance = (await call(t.app, E.walletBalance, {}, tokens[winner.nickname])).json.data
      expect(balance.available).toBe(winner.prize)
      const told = (
        (await call(t.app, E.notificationList, { category: 'events' }, tokens[winner.nickname]))
          .json.data.items as NotificationView[]
      ).filter((n) => n.kind === 'events.prize')
      expect(told).toEqual([
        expect.objectContaining({
          params: expect.objectContaining({ amount: winner.prize, rank: winner.rank }),
          link: '/tournament',
        }),
      ])
    }
    // The whole ledger still sums to zero, with one movement per winner.
    const accounts = await t.deps.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
    expect(accounts.reduce((total, a) => total.add(a.balance), new D(0)).isZero()).toBe(true)
    const moves = await t.deps.db
      .select({ key: ledgerMovements.key })
      .from(ledgerMovements)
      .where(like(ledgerMovements.key, `tournament-prize:${id}:%`))
    expect(moves).toHaveLength(2)
    expect((await board('Anan')).tournament.awarded).toBe(true)
    const list = (await call(t.app, E.tournamentList, {}, tokens.Anan)).json
      .data as TournamentListResponse
    expect(list.past[0]).toMatchObject({ id, frozen: true })
    expect(list.past[0]?.winners.map((w) => w.nickname)).toEqual(
      final.items.slice(0, 3).map((s) => s.nickname),
    )
  })

  it('refuses to award a tournament still running', async () => {
    const running = await createTournament(t.deps, tournament())
    await expect(awardTournament(t.deps, running)).rejects.toThrow('has not ended')
  })
})
