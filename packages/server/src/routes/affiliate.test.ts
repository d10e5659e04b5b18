import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AFFILIATE_CODE_LIMIT,
  endpoints as E,
  type AffiliateOverviewResponse,
  type AffiliateRankResponse,
  type CommissionHistoryResponse,
  type InvitationCodesResponse,
  type WalletBalanceResponse,
  type WalletHistoryResponse,
} from '@atb/contract'
import { eq } from 'drizzle-orm'
import { bots, users } from '../db/schema'
import { creditCommission } from '../services/affiliate/commission'
import { balanceOf, system } from '../services/wallet/ledger'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'

const DAY_MS = 86_400_000

describe.each(databaseKinds)('the affiliate API on %s', (kind) => {
  let t: TestApp
  let owner: string
  let ownerId: string
  let ownCode: string
  const data = async <T>(endpoint: Parameters<typeof call>[1], token: string, body?: object) =>
    (await call(t.app, endpoint, body as never, token)).json.data as T
  const idOf = async (token: string) =>
    (await data<WalletBalanceResponse>(E.walletBalance, token)).user_id
  const nickname = (token: string, name: string) =>
    call(t.app, E.profileEdit, { nickname: name, signature: 'hi' } as never, token)

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await signup(t, 'owner@affiliate.test')
    ownerId = await idOf(owner)
    await nickname(owner, 'Owner One')
    ownCode = (await call(t.app, E.profile, undefined, owner)).json.data.own_invitation_code
  })
  afterAll(() => t.close())

  it('lists the own code first and makes labelled codes up to the limit', async () => {
    const empty = await data<InvitationCodesResponse>(E.invitationCodes, owner)
    expect(empty).toEqual({
      items: [expect.objectContaining({ code: ownCode, label: '', primary: true, signups: 0 })],
      limit: AFFILIATE_CODE_LIMIT,
    })
    const made = await call(t.app, E.invitationCodeCreate, { label: 'LINE group' }, owner)
    expect(made.status).toBe(200)
    expect(made.json.data).toMatchObject({ label: 'LINE group', primary: false, signups: 0 })
    expect(made.json.data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    expect(made.json.data.code).not.toBe(ownCode)
    const list = await data<InvitationCodesResponse>(E.invitationCodes, owner)
    expect(list.items.map((c) => c.label)).toEqual(['', 'LINE group'])
    // Another account never sees them.
    const other = await signup(t, 'other@affiliate.test')
    const theirs = await data<InvitationCodesResponse>(E.invitationCodes, other)
    expect(theirs.items).toHaveLength(1)
    expect(theirs.items[0]?.primary).toBe(true)
  })

  it('refuses a missing, too long or special-character label', async () => {
    for (const label of ['', '   ', 'x'.repeat(41), 'a,b<script>']) {
      const res = await call(t.app, E.invitationCodeCreate, { label }, owner)
      expect(res.status, label).toBe(400)
      expect(res.json.code).toBe('validation_failed')
      expect(res.json.errors?.[0]?.path).toBe('label')
    }
  })

  it('stops at the limit, also under parallel requests', async () => {
    const extra = await signup(t, 'limit@affiliate.test')
    const replies = await Promise.all(
      Array.from({ length: AFFILIATE_CODE_LIMIT + 4 }, (_, i) =>
        call(t.app, E.invitationCodeCreate, { label: `Code ${i}` }, extra),
      ),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(AFFILIATE_CODE_LIMIT)
    const refused = replies.filter((r) => r.status !== 200)
    expect(refused).toHaveLength(4)
    for (const r of refused) expect(r.json.code).toBe('invitation_code_limit')
    const list = await data<InvitationCodesResponse>(E.invitationCodes, extra)
    expect(list.items).toHaveLength(AFFILIATE_CODE_LIMIT + 1)
  })

  it('credits the referrer for a signup with a labelled code and records the code', async () => {
    const codes = await data<InvitationCodesResponse>(E.invitationCodes, owner)
    const labelled = codes.items.find((c) => !c.primary)!.code
    expect((await call(t.app, E.invitationCheck, { invitation_code: labelled })).json.data).toEqual(
      {
        exists: true,
      },
    )
    await signup(t, 'via-label@affiliate.test', labelled.toLowerCase())
    await signup(t, 'via-own@affiliate.test', ownCode)
    const [row] = await t.database.db
      .select({ referredBy: users.referredBy, code: users.invitedWithCode })
      .from(users)
      .where(eq(users.email, 'via-label@affiliate.test'))
    expect(row).toEqual({ referredBy: ownerId, code: labelled })
    const after = await data<InvitationCodesResponse>(E.invitationCodes, owner)
    expect(after.items.map((c) => [c.primary, c.signups])).toEqual([
      [true, 1],
      [false, 1],
    ])
    const referrals = await call(t.app, E.referrals, undefined, owner)
    expect(referrals.json.data.total).toBe(2)
  })

  it('counts invited and active referees: a login within 30 days or a running bot', async () => {
    const fresh = await data<AffiliateOverviewResponse>(E.affiliateOverview, owner)
    expect(fresh).toMatchObject({ code: ownCode, invited: 2, active: 2, codes: 1, rank: 1 })
    expect(fresh.days).toBe(30)
    expect(fresh.series).toHaveLength(30)
    expect(fresh.series.at(-1)).toEqual({ day: '2026-01-01', invited: 2, commission: '0' })

    t.clock.advance(31 * DAY_MS)
    // Sessions expire too: the owner signs in again (the owner is nobody's referee).
    owner = await login(t, 'owner@affiliate.test')
    const idle = await data<AffiliateOverviewResponse>(E.affiliateOverview, owner, { days: 90 })
    expect(idle).toMatchObject({ invited: 2, active: 0, days: 90 })
    expect(idle.series).toHaveLength(90)
    expect(idle.series.reduce((n, d) => n + d.invited, 0)).toBe(2)

    await login(t, 'via-own@affiliate.test')
    const [bot] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'via-label@affiliate.test'))
    const now = t.clock.now()
    await t.database.db.insert(bots).values({
      userId: bot!.id,
      kind: 'grid',
      exchange: 'paper',
      market: 'crypto',
      symbols: ['BTCUSDT'],
      config: {},
      status: 'running',
      allocation: {},
      createdAt: now,
      updatedAt: now,
    })
    expect(await data<AffiliateOverviewResponse>(E.affiliateOverview, owner)).toMatchObject({
      active: 2,
    })
    const bad = await call(t.app, E.affiliateOverview, { days: '7' }, owner)
    expect(bad.status).toBe(400)
  })

  it('credits commission through the ledger: history, wallet and overview show it', async () => {
    const [referee] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'via-label@affiliate.test'))
    const refereeId = referee!.id
    const refereeToken = await login(t, 'via-label@affiliate.test')
    await nickname(refereeToken, 'Referee Ann')
    const at = t.clock.now()
    const first = await creditCommission(t.database.db, ownerId, refereeId, '1.25', 'fee-1', at)
    expect(first.moved).toBe(true)
    // The profit share retries with the same key: nothing moves twice.
    const again = await creditCommission(t.database.db, ownerId, refereeId, '1.25', 'fee-1', at)
    expect(again).toMatchObject({ id: first.id, moved: false })
    await creditCommission(t.database.db, ownerId, refereeId, '0.5', 'fee-2', at)
    await expect(
      creditCommission(t.database.db, refereeId, ownerId, '1', 'fee-3', at),
    ).rejects.toThrow(/not referred/)
    await expect(
      creditCommission(t.database.db, ownerId, refereeId, '0', 'fee-4', at),
    ).rejects.toThrow(/positive/)

    const history = await data<CommissionHistoryResponse>(E.commissionHistory, owner)
    expect(history.total).toBe(2)
    expect(history.items.map((e) => e.amount).sort()).toEqual(['0.5', '1.25'])
    for (const e of history.items)
      expect(e.referee).toEqual({ user_id: refereeId, nickname: 'Referee Ann' })
    const paged = await data<CommissionHistoryResponse>(E.commissionHistory, owner, {
      page: 2,
      page_size: 1,
    })
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 })
    expect(paged.items).toHaveLength(1)
    expect((await data<CommissionHistoryResponse>(E.commissionHistory, refereeToken)).total).toBe(0)

    const wallet = await data<WalletBalanceResponse>(E.walletBalance, owner)
    expect(wallet.available).toBe('1.75')
    const lines = await data<WalletHistoryResponse>(E.walletHistory, owner, { type: 'commission' })
    expect(lines.total).toBe(2)
    expect((await balanceOf(t.database.db, system('fees'))).toString()).toBe('-1.75')

    const overview = await data<AffiliateOverviewResponse>(E.affiliateOverview, owner)
    expect(overview).toMatchObject({ commission_month: '1.75', commission_total: '1.75' })
    expect(overview.series.at(-1)?.commission).toBe('1.75')
    t.clock.advance(40 * DAY_MS)
    owner = await login(t, 'owner@affiliate.test')
    const later = await data<AffiliateOverviewResponse>(E.affiliateOverview, owner)
    expect(later).toMatchObject({ commission_month: '0', commission_total: '1.75' })
  })

  it('ranks affiliates by nickname only, with the user’s own row marked', async () => {
    const second = await signup(t, 'second.person@affiliate.test')
    await nickname(second, 'Second Place')
    const code = (await call(t.app, E.profile, undefined, second)).json.data.own_invitation_code
    await signup(t, 'r1@affiliate.test', code)
    const byReferees = await data<AffiliateRankResponse>(E.affiliateRank, second)
    expect(byReferees.by).toBe('referees')
    expect(byReferees.items.map((r) => [r.rank, r.nickname, r.referees, r.me])).toEqual([
      [1, 'Owner One', 2, false],
      [2, 'Second Place', 1, true],
    ])
    expect(byReferees.me).toMatchObject({ rank: 2, nickname: 'Second Place', me: true })
    const text = JSON.stringify(byReferees)
    expect(text).not.toContain('@')
    expect(text).not.toContain(ownerId)
    expect(byReferees.items[0]?.commission).toBe('1.75')
    const byCommission = await data<AffiliateRankResponse>(E.affiliateRank, owner, {
      by: 'commission',
    })
    expect(byCommission.items[0]).toMatchObject({ nickname: 'Owner One', me: true, rank: 1 })
    const nobody = await signup(t, 'nobody@affiliate.test')
    expect((await data<AffiliateRankResponse>(E.affiliateRank, nobody)).me).toBeNull()
    expect((await data<AffiliateOverviewResponse>(E.affiliateOverview, nobody)).rank).toBeNull()
    expect((await call(t.app, E.affiliateRank, { by: 'email' }, owner)).status).toBe(400)
  })
})
