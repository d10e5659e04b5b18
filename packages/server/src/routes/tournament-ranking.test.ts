import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type TournamentBoardResponse,
  type TournamentCreateInput,
  type TournamentListResponse,
  type WalletHistoryResponse,
} from '@atb/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { bots, tournamentResults, tournaments, users } from '../db/schema'
import { createTournament } from '../services/community/tournaments'
import { awardTournament } from '../services/community/awards'
import { windowTrades } from '../services/community/standings'
import { balanceOf, system } from '../services/wallet/ledger'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade } from '../test/bots-kit'

const HOUR = 3_600_000

/**
 * Only participants who traded in the window are ranked (issue 26 item 4, decision 079): joining
 * with no bot, or with a bot that never fills, wins no place and no prize, and participants equal
 * in ROI, PnL and volume share the place and its prizes instead of the earliest joiner taking it.
 */
describe.each(databaseKinds)('tournament ranking on %s', (kind) => {
  let t: TestApp
  let id: string
  const tokens: Record<string, string> = {}
  const iso = (offset: number) => new Date(t.clock.now().getTime() + offset).toISOString()
  const board = async (who: string) =>
    (await call(t.app, E.tournamentBoard, { id } as never, tokens[who])).json
      .data as TournamentBoardResponse
  const history = async (who: string) =>
    ((await call(t.app, E.walletHistory, {}, tokens[who])).json.data as WalletHistoryResponse).items

  beforeAll(async () => {
    t = await startTestApp(kind)
    // Idle joins first of all: before decision 079 that won every tie, and ROI 0 beat any loss.
    for (const who of ['Idle', 'Parked', 'TwinA', 'TwinB']) {
      tokens[who] = await signup(t, `${who.toLowerCase()}@rank.test`)
      await call(t.app, E.profileEdit, { nickname: who, signature: 'hi' } as never, tokens[who])
    }
    const cup: TournamentCreateInput = {
      name: { en: 'Fair cup' },
      rules: { en: 'Trade to be ranked.' },
      starts_at: iso(-HOUR),
      ends_at: iso(10 * HOUR),
      capital: '300',
      prizes: [
        { rank: 1, amount: '100' },
        { rank: 2, amount: '50' },
        { rank: 3, amount: '20' },
      ],
    }
    id = await createTournament(t.deps, cup)
    for (const who of ['Idle', 'Parked', 'TwinA', 'TwinB']) {
      expect((await call(t.app, E.tournamentJoin, { id }, tokens[who])).status).toBe(200)
      t.clock.advance(1000)
    }
    // Parked's grid waits far below the market (which swings ±4 % around 60,000): it never fills.
    const parked = { ...gridConfig, upper_price: 45_000, lower_price: 40_000 }
    expect((await createGrid(t, tokens.Parked!, parked)).status).toBe(200)
    // The twins run the same grid from the same moment: the same fills, to the last digit.
    for (const who of ['TwinA', 'TwinB'])
      expect((await createGrid(t, tokens[who]!)).status).toBe(200)
    await trade(t, 6 * 60)
    t.clock.advance(60_000)
  })
  afterAll(() => t.close())

  it('ranks only who traded in the window, and lists the rest as not ranked', async () => {
    const b = await board('Idle')
    expect(b.items.map((s) => s.nickname).sort()).toEqual(['TwinA', 'TwinB'])
    expect(b.unranked).toEqual([
      { nickname: 'Idle', me: true },
      { nickname: 'Parked', me: false },
    ])
    expect(b.unranked_total).toBe(2)
    expect(b.me).toBeNull()
    expect(b.tournament.participants).toBe(4)
  })

  it("reads the window on the market's clock, which a replay runs ahead of the server's", async () => {
    const [row] = await t.deps.db.select().from(tournaments).where(eq(tournaments.id, id))
    const twins = await t.deps.db
      .select({ id: bots.id })
      .from(bots)
      .innerJoin(users, eq(users.id, bots.userId))
      .where(inArray(users.nickname, ['TwinA', 'TwinB']))
    const ids = twins.map((b) => b.id)
    // On the test feed the market's time is the clock's: the twins' fills are in the window.
    expect((await windowTrades(t.deps.db, row!, ids)).size).toBe(2)
    // A replay whose market runs a day ahead of the clock: the window, read on the market's clock,
    // begins a day later, so these fills are before it.
    expect((await windowTrades(t.deps.db, row!, ids, (clock) => clock + 24 * HOUR)).size).toBe(0)
  })

  it('shares a place among participants equal in ROI, PnL and volume, and splits its prizes', async () => {
    const [a, b] = (await board('TwinA')).items
    // What must be equal for two participants to share a place.
    const tie = (s: typeof a) => [s!.roi, s!.pnl, s!.volume]
    expect(tie(a)).toEqual(tie(b))
    expect(Number(a!.volume)).toBeGreaterThan(0)
    expect([a!.rank, b!.rank]).toEqual([1, 1])
    expect([a!.prize, b!.prize]).toEqual(['75', '75'])
    expect((await board('TwinB')).me).toMatchObject({ nickname: 'TwinB', rank: 1, prize: '75' })
  })

  it('freezes, pays and lists only the ranked', async () => {
    // The market moves with the clock: fills are stamped with market time.
    await trade(t, 11 * 60)
    const final = await board('Parked')
    expect(final.tournament.frozen).toBe(true)
    expect(final.items.map((s) => [s.nickname, s.rank, s.prize])).toEqual([
      ['TwinA', 1, '75'],
      ['TwinB', 1, '75'],
    ])
    expect(final.unranked.map((e) => e.nickname)).toEqual(['Idle', 'Parked'])
    const before = await balanceOf(t.deps.db, system('prizes'))
    const report = await awardTournament(t.deps, id)
    expect(report.credited.map((c) => c.amount)).toEqual(['75', '75'])
    expect(before.minus(await balanceOf(t.deps.db, system('prizes'))).toFixed()).toBe('150')
    for (const who of ['Idle', 'Parked']) expect(await history(who)).toEqual([])
    expect((await history('TwinA')).map((e) => [e.type, e.amount])).toEqual([
      ['tournament_prize', '75'],
    ])
    const list = (await call(t.app, E.tournamentList, {}, tokens.Idle)).json
      .data as TournamentListResponse
    expect(list.past[0]?.winners.map((w) => w.nickname)).toEqual(['TwinA', 'TwinB'])
  })

  it('ranks results stored before the rule again, once, before they are paid', async () => {
    // Arrange: a second cup, frozen the old way: everyone ranked, Idle first, no volume.
    await trade(t, 60)
    const old = await createTournament(t.deps, {
      name: { en: 'Old cup' },
      rules: { en: 'As before.' },
      starts_at: iso(-HOUR),
      ends_at: iso(10 * HOUR),
      capital: '300',
      prizes: [
        { rank: 1, amount: '100' },
        { rank: 2, amount: '50' },
      ],
    })
    for (const who of ['Idle', 'TwinA'])
      expect((await call(t.app, E.tournamentJoin, { id: old }, tokens[who])).status).toBe(200)
    expect((await createGrid(t, tokens.TwinA!)).status).toBe(200)
    await trade(t, 11 * 60)
    const fresh = (await call(t.app, E.tournamentBoard, { id: old } as never, tokens.Idle)).json
      .data as TournamentBoardResponse
    expect(fresh.items.map((s) => s.nickname)).toEqual(['TwinA'])
    const ids = await t.deps.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(inArray(users.nickname, ['Idle', 'TwinA']))
    const idOf = (name: string) => ids.find((u) => u.nickname === name)!.id
    await t.deps.db
      .update(tournamentResults)
      .set({ rank: 2, prize: '50', volume: null })
      .where(eq(tournamentResults.tournamentId, old))
    await t.deps.db.insert(tournamentResults).values({
      tournamentId: old,
      userId: idOf('Idle'),
      rank: 1,
      pnl: '0',
      base: '300',
      roi: '0',
      bots: 0,
      volume: null,
      prize: '100',
    })
    // Act: the board (and the award) read them.
    const again = (await call(t.app, E.tournamentBoard, { id: old } as never, tokens.Idle)).json
      .data as TournamentBoardResponse
    const report = await awardTournament(t.deps, old)
    // Assert
    expect(again.items.map((s) => [s.nickname, s.rank, s.prize, s.volume])).toEqual([
      ['TwinA', 1, '100', fresh.items[0]!.volume],
    ])
    expect(again.unranked.map((e) => e.nickname)).toEqual(['Idle'])
    expect(report.credited).toEqual([{ userId: idOf('TwinA'), rank: 1, amount: '100' }])
    const stored = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournamentResults)
      .where(
        and(eq(tournamentResults.tournamentId, old), eq(tournamentResults.userId, idOf('Idle'))),
      )
    expect(stored[0]?.n).toBe(0)
    const [row] = await t.deps.db.select().from(tournaments).where(eq(tournaments.id, old))
    expect(row?.awardedAt).not.toBeNull()
  })
})
