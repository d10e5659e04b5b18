import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AFFILIATE_RANK_SIZE,
  endpoints as E,
  type AffiliateOverviewResponse,
  type AffiliateRankResponse,
  type WalletBalanceResponse,
} from '@atb/contract'
import { D } from '@atb/engine'
import { creditCommission } from '../services/affiliate/commission'
import { users } from '../db/schema'
import { available, post, system } from '../services/wallet/ledger'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'

/**
 * The affiliate figures (decision 065): the overview's counts, UTC month boundaries and totals
 * from the ledger's commission entries only; the rank's ties, its length and its privacy.
 */
const DAY_MS = 86_400_000
const at = (iso: string) => new Date(iso)

describe.each(databaseKinds)('the affiliate figures on %s', (kind) => {
  let t: TestApp
  const data = async <T>(endpoint: Parameters<typeof call>[1], token: string, body?: object) =>
    (await call(t.app, endpoint, body as never, token)).json.data as T
  const idOf = async (token: string) =>
    (await data<WalletBalanceResponse>(E.walletBalance, token)).user_id
  const codeOf = async (token: string) =>
    (await call(t.app, E.profile, undefined, token)).json.data.own_invitation_code as string

  beforeAll(async () => {
    t = await startTestApp(kind)
  }, 300_000)
  afterAll(() => t.close())

  it(
    'counts the month in UTC and totals only the commission entries',
    { timeout: 300_000 },
    async () => {
      // 2026-01-01T00:00Z: the referrer and a first referee.
      const owner = await signup(t, 'owner@figures.test')
      const ownerId = await idOf(owner)
      const code = await codeOf(owner)
      const early = await signup(t, 'early@figures.test', code)
      const earlyId = await idOf(early)
      // A month later, on the first instant of February (UTC), a second referee.
      t.clock.advance(31 * DAY_MS)
      const late = await signup(t, 'late@figures.test', code)
      const lateId = await idOf(late)

      // The last instant of January and the first of February, UTC: two months.
      await creditCommission(
        t.database.db,
        ownerId,
        earlyId,
        '1.1',
        'm-1',
        at('2026-01-31T23:59:59.999Z'),
      )
      await creditCommission(
        t.database.db,
        ownerId,
        lateId,
        '2.02',
        'm-2',
        at('2026-02-01T00:00:00.000Z'),
      )
      await creditCommission(
        t.database.db,
        ownerId,
        lateId,
        '0.000001',
        'm-3',
        at('2026-02-14T12:00:00Z'),
      )
      // Money that is not commission never counts: a deposit into the same wallet.
      await post(
        t.database.db,
        {
          key: 'figures-deposit',
          by: 'platform',
          type: 'deposit',
          values: { userId: ownerId },
          legs: [
            { account: system('chain'), amount: new D(-100), type: 'deposit' },
            { account: available(ownerId), amount: new D(100), type: 'deposit' },
          ],
        },
        at('2026-02-10T00:00:00Z'),
      )

      // 2026-02-15T00:00Z.
      t.clock.advance(14 * DAY_MS)
      const token = await login(t, 'owner@figures.test')
      const feb = await data<AffiliateOverviewResponse>(E.affiliateOverview, token)
      expect(feb).toMatchObject({
        invited: 2,
        commission_month: '2.020001',
        commission_total: '3.120001',
        days: 30,
      })
      expect(feb.series).toHaveLength(30)
      expect(feb.series[0]?.day).toBe('2026-01-17')
      expect(feb.series.at(-1)?.day).toBe('2026-02-15')
      const day = (d: string) => feb.series.find((p) => p.day === d)
      expect(day('2026-01-31')).toEqual({ day: '2026-01-31', invited: 0, commission: '1.1' })
      expect(day('2026-02-01')).toEqual({ day: '2026-02-01', invited: 1, commission: '2.02' })
      expect(day('2026-02-14')?.commission).toBe('0.000001')
      expect(day('2026-02-10')?.commission).toBe('0')
      // The first referee joined on 2026-01-01, outside the 30 days; 90 days hold both.
      expect(feb.series.reduce((n, p) => n + p.invited, 0)).toBe(1)
      const quarter = await data<AffiliateOverviewResponse>(E.affiliateOverview, token, {
        days: 90,
      })
      expect(quarter.series.reduce((n, p) => n + p.invited, 0)).toBe(2)
      expect(quarter.series[0]?.day).toBe('2025-11-18')

      // In March, February's commission is history; the total stays.
      t.clock.advance(14 * DAY_MS)
      const march = await data<AffiliateOverviewResponse>(
        E.affiliateOverview,
        await login(t, 'owner@figures.test'),
      )
      expect(march).toMatchObject({ commission_month: '0', commission_total: '3.120001' })
    },
  )

  it(
    'ranks the top 50 by nickname only, ties shared and ordered by account age',
    { timeout: 300_000 },
    async () => {
      // 55 affiliates in 11 groups of 5 that tie: 11 referees each in the first group, 1 in the last.
      const base = Date.parse('2025-06-01T00:00:00Z')
      const affiliates = Array.from({ length: 55 }, (_, i) => ({
        email: `aff${i}@rank.test`,
        nickname: `Affiliate ${String(i).padStart(2, '0')}`,
        ownInvitationCode: `RK${String(i).padStart(6, '0')}`,
        // Inserted newest first, so only the ordering (not the insert order) lists the older first.
        createdAt: new Date(base + (55 - i) * 60_000),
      }))
      const inserted = await t.database.db
        .insert(users)
        .values(affiliates)
        .returning({ id: users.id, email: users.email })
      const idByEmail = new Map(inserted.map((row) => [row.email, row.id]))
      const referees = affiliates.flatMap((a, i) =>
        Array.from({ length: 11 - Math.floor(i / 5) }, (_, j) => ({
          email: `ref${i}-${j}@rank.test`,
          nickname: `Referee ${i}-${j}`,
          ownInvitationCode: `RF${String(i * 20 + j).padStart(6, '0')}`,
          referredBy: idByEmail.get(a.email)!,
          createdAt: new Date(base + DAY_MS),
        })),
      )
      const refRows = await t.database.db
        .insert(users)
        .values(referees)
        .returning({ id: users.id, referredBy: users.referredBy })
      const refereeOf = (i: number) =>
        refRows.find((r) => r.referredBy === idByEmail.get(`aff${i}@rank.test`))!.id

      // Commission: affiliate 54 (last by referees) leads; 52 and 53 tie second.
      const now = t.clock.now()
      const aff = (i: number) => idByEmail.get(`aff${i}@rank.test`)!
      await creditCommission(t.database.db, aff(54), refereeOf(54), '5', 'r-54', now)
      await creditCommission(t.database.db, aff(53), refereeOf(53), '2', 'r-53', now)
      await creditCommission(t.database.db, aff(52), refereeOf(52), '2', 'r-52', now)

      // The caller: one referee, so it ties with the last group and, being newer, lists after it.
      const me = await signup(t, 'caller@rank.test')
      await call(t.app, E.profileEdit, { nickname: 'The Caller', signature: 'hi' } as never, me)
      await signup(t, 'caller-friend@rank.test', await codeOf(me))

      const byReferees = await data<AffiliateRankResponse>(E.affiliateRank, me)
      expect(byReferees.items).toHaveLength(AFFILIATE_RANK_SIZE)
      // Groups of five share a place: 1, 6, 11 …; within a place the older account first.
      expect(byReferees.items.slice(0, 7).map((r) => [r.rank, r.nickname, r.referees])).toEqual([
        [1, 'Affiliate 04', 11],
        [1, 'Affiliate 03', 11],
        [1, 'Affiliate 02', 11],
        [1, 'Affiliate 01', 11],
        [1, 'Affiliate 00', 11],
        [6, 'Affiliate 09', 10],
        [6, 'Affiliate 08', 10],
      ])
      // The first test's owner (2 referees, commission) leads the tenth group alone: commission
      // breaks the tie. The other four of it share place 47, and the fifth is past the 50.
      expect(byReferees.items.slice(45).map((r) => [r.rank, r.nickname])).toEqual([
        [46, 'owner'],
        [47, 'Affiliate 49'],
        [47, 'Affiliate 48'],
        [47, 'Affiliate 47'],
        [47, 'Affiliate 46'],
      ])
      expect(byReferees.items.every((r) => !r.me)).toBe(true)
      // The last group: 54 (commission 5) at 52, 53 and 52 (2 each) at 53, then 51, 50 and the
      // newer caller share 55.
      expect(byReferees.me).toEqual({
        rank: 55,
        nickname: 'The Caller',
        referees: 1,
        commission: '0',
        me: true,
      })
      // The same question answers the same order.
      expect(await data<AffiliateRankResponse>(E.affiliateRank, me)).toEqual(byReferees)

      const byCommission = await data<AffiliateRankResponse>(E.affiliateRank, me, {
        by: 'commission',
      })
      expect(byCommission.items.slice(0, 5).map((r) => [r.rank, r.nickname, r.commission])).toEqual(
        [
          [1, 'Affiliate 54', '5'],
          [2, 'owner', '3.120001'],
          [3, 'Affiliate 53', '2'],
          [3, 'Affiliate 52', '2'],
          // Then by referees: the first group, older first.
          [5, 'Affiliate 04', '0'],
        ],
      )

      // Privacy: nicknames and figures only; no email, no user ID, no other field.
      const ids = [...inserted.map((r) => r.id), ...refRows.map((r) => r.id), await idOf(me)]
      for (const answer of [byReferees, byCommission]) {
        const text = JSON.stringify(answer)
        expect(text).not.toContain('@')
        expect(text).not.toContain('rank.test')
        for (const id of ids) expect(text).not.toContain(id)
        for (const row of [...answer.items, answer.me!])
          expect(Object.keys(row).sort()).toEqual([
            'commission',
            'me',
            'nickname',
            'rank',
            'referees',
          ])
      }
    },
  )
})
