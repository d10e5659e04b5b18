import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type NotificationView } from '@atb/contract'
import { D } from '@atb/engine'
import { startFakeExchange } from '@atb/engine/testing'
import { eq, sql } from 'drizzle-orm'
import { botEvents, botFills, bots, ledgerAccounts, profitShares } from '../db/schema'
import { runProfitShareSweep } from '../services/bots/wallet-guard'
import { balanceOf, available, system } from '../services/wallet/ledger'
import { rateProblems } from '../config'
import { keyBody } from '../test/exchanges'
import { createGrid, fundWallet, gridConfig } from '../test/bots-kit'
import {
  call,
  databaseKinds,
  NO_EXCHANGE,
  restartTestApp,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'

/** The profit share, the wallet minimums for live bots and the referrer's commission (decision 067). */
describe.each(databaseKinds)('the profit share on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  let referrer: string
  let referrerId: string
  let referee: string
  let refereeId: string
  let liveBot: string
  let seq = 1000

  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: NO_EXCHANGE },
      exchangeTimeoutMs: 2_000,
    })
    referrer = await signup(t, 'referrer@example.com')
    const profile = (await call(t.app, E.profile, {}, referrer)).json.data
    referrerId = profile.id
    referee = await signup(t, 'referee@example.com', profile.own_invitation_code)
    refereeId = await fundWallet(t, referee, '100')
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), referee)).status).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const createLive = (token: string) =>
    call(
      t.app,
      E.botCreate,
      {
        kind: 'spot_grid',
        exchange_name: 'binance',
        symbol: 'BTCUSDT',
        config: gridConfig,
        agree_risk: true,
        agree_share_profit: true,
      },
      token,
    )

  /** A buy and the sell that closes it, as the order worker books them: one realisation. */
  async function roundTrip(botId: string, userId: string, buy: number, sell: number, qty = '0.01') {
    const at = t.clock.now()
    const row = (side: 'buy' | 'sell', price: number, s: number) => ({
      botId,
      seq: s,
      userId,
      clientId: `${botId}:test:${s}`,
      symbol: 'BTCUSDT',
      side,
      price: String(price),
      qty,
      quote: new D(price).mul(qty).toString(),
      fee: '0.5',
      feeAsset: 'USDT',
      maker: true,
      time: at,
    })
    const first = ++seq
    const second = ++seq
    await t.database.db.insert(botFills).values([row('buy', buy, first), row('sell', sell, second)])
    return second
  }

  const wallet = async (userId: string) =>
    (await balanceOf(t.database.db, available(userId))).toString()
  const shareRows = (botId: string) =>
    t.database.db.select().from(profitShares).where(eq(profitShares.botId, botId))
  const ledgerTotal = async () => {
    const [row] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts)
    return new D(row!.total).toString()
  }

  it('charges a live bot’s realised profit once, and credits the referrer’s commission', async () => {
    const created = await createLive(referee)
    expect(created.status).toBe(200)
    liveBot = created.json.data.id
    // 0.01 BTC bought at 60,000 and sold at 61,000: 10 realised, less the sell's 0.5 fee = 9.5.
    // The buy's own fee is a loss of 0.5 on its own and pays nothing.
    const sold = await roundTrip(liveBot, refereeId, 60_000, 61_000)
    await runProfitShareSweep(t.deps)
    // 10 % of 9.5 = 0.95 from the referee; 20 % of it (0.19) to the referrer; 0.76 stays.
    expect(await wallet(refereeId)).toBe('99.05')
    expect(await wallet(referrerId)).toBe('0.19')
    expect((await balanceOf(t.database.db, system('fees'))).toString()).toBe('0.76')
    expect(await shareRows(liveBot)).toEqual([
      expect.objectContaining({
        seq: sold,
        profit: '9.5',
        share: '0.95',
        charged: '0.95',
        shortfall: '0',
        commission: '0.19',
      }),
    ])
    // Each sweep and each replay after it moves nothing more.
    await runProfitShareSweep(t.deps)
    await t.database.db.update(bots).set({ profitShareSeq: 0 }).where(eq(bots.id, liveBot))
    await runProfitShareSweep(t.deps)
    expect(await wallet(refereeId)).toBe('99.05')
    expect(await wallet(referrerId)).toBe('0.19')
    expect(await shareRows(liveBot)).toHaveLength(1)
    expect(await ledgerTotal()).toBe('0')

    // The referee's history shows the fee; the bot's profit history shows it per realisation.
    const history = (await call(t.app, E.walletHistory, { type: 'profit_share' }, referee)).json
      .data
    expect(history.items).toEqual([expect.objectContaining({ amount: '-0.95' })])
    const events = (await call(t.app, E.profitHistory, { bot_id: liveBot }, referee)).json.data
    expect(events.items.find((e: { id: string }) => e.id === `${liveBot}:${sold}`)).toMatchObject({
      profit: '9.5',
      profit_share: '0.95',
    })
    const commissions = (await call(t.app, E.commissionHistory, {}, referrer)).json.data
    expect(commissions.items).toEqual([
      expect.objectContaining({
        amount: '0.19',
        referee: expect.objectContaining({ nickname: 'referee' }),
      }),
    ])
    const told = (await call(t.app, E.notificationList, { category: 'affiliate' }, referrer)).json
      .data.items as NotificationView[]
    expect(told.filter((n) => n.kind === 'affiliate.commission')).toEqual([
      expect.objectContaining({
        params: { amount: '0.19', asset: 'USDT' },
        link: '/affiliate/history',
      }),
    ])
  })

  it('charges Paper bots nothing', async () => {
    const paper = await createGrid(t, referee)
    expect(paper.status).toBe(200)
    await roundTrip(paper.json.data.id, refereeId, 60_000, 62_000)
    await runProfitShareSweep(t.deps)
    expect(await wallet(refereeId)).toBe('99.05')
    expect(await shareRows(paper.json.data.id)).toHaveLength(0)
  })

  it('refuses a live bot under 30 USDT in the wallet, but not a Paper one', async () => {
    const poor = await signup(t, 'poor@example.com')
    await fundWallet(t, poor, '29.99')
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), poor)).status).toBe(200)
    const res = await createLive(poor)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      code: 'wallet_below_create_minimum',
      description: 'Wallet balance is below the minimum to create a live bot',
    })
    expect((await createGrid(t, poor)).status).toBe(200)
  })

  it('pauses live bots when the wallet falls under 10, charges what is left, and resumes after a deposit', async () => {
    const low = await signup(t, 'low@example.com')
    const lowId = await fundWallet(t, low, '30')
    expect((await call(t.app, E.exchangeConnect, keyBody('binance'), low)).status).toBe(200)
    const created = await createLive(low)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    // 0.1 BTC from 60,000 to 62,500: 250 − 0.5 = 249.5 profit, a share of 24.95: 5.05 left.
    await roundTrip(id, lowId, 60_000, 62_500, '0.1')
    await runProfitShareSweep(t.deps)
    expect(await wallet(lowId)).toBe('5.05')
    const view = (await call(t.app, E.botView, { id }, low)).json.data
    expect(view).toMatchObject({ status: 'paused', paused_for: 'wallet_low' })
    const events = await t.database.db.select().from(botEvents).where(eq(botEvents.botId, id))
    expect(events.at(-1)).toMatchObject({
      type: 'status',
      data: { status: 'paused', from: 'running', reason: { code: 'wallet_low' } },
    })
    // A realisation while paused (its orders stay on the exchange) takes what the wallet holds.
    await roundTrip(id, lowId, 60_000, 62_500, '0.1')
    await runProfitShareSweep(t.deps)
    expect(await wallet(lowId)).toBe('0')
    expect((await shareRows(id)).map((r) => [r.charged, r.shortfall])).toEqual([
      ['24.95', '0'],
      ['5.05', '19.9'],
    ])
    const refused = await call(t.app, E.botResume, { id }, low)
    expect(refused.json.code).toBe('wallet_below_running_minimum')
    await fundWallet(t, low, '10')
    const resumed = await call(t.app, E.botResume, { id }, low)
    expect(resumed.status).toBe(200)
    expect(resumed.json.data).toMatchObject({ status: 'running', paused_for: null })
    expect(await ledgerTotal()).toBe('0')
  })

  it('serves the operator’s rate for the wizard', async () => {
    const terms = (await call(t.app, E.profitShareTerms, {}, referee)).json.data
    expect(terms).toEqual({ rate: '0.1', min_create: 30, min_running: 10 })
  })

  it('charges nothing for a loss, and nothing again after a restart (run last: the restart drops the fake exchange)', async () => {
    await roundTrip(liveBot, refereeId, 61_000, 60_000)
    await runProfitShareSweep(t.deps)
    t = await restartTestApp(t)
    await runProfitShareSweep(t.deps)
    expect(await wallet(refereeId)).toBe('99.05')
    expect(await shareRows(liveBot)).toHaveLength(1)
    expect(await ledgerTotal()).toBe('0')
  })
})

describe('the profit share’s configuration', () => {
  it('accepts fractions from 0 to 1 and names anything else', () => {
    expect(rateProblems({ rate: '0.1', commissionRate: '0.2' })).toEqual([])
    expect(rateProblems({ rate: '1', commissionRate: '0' })).toEqual([])
    expect(rateProblems({ rate: '10', commissionRate: '-0.2' })).toHaveLength(2)
    expect(rateProblems({ rate: '0.1234567', commissionRate: '1.5' })[0]).toMatch(
      /^PROFIT_SHARE_RATE must be a fraction/,
    )
  })
})
