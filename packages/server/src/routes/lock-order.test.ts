import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { endpoints as E } from '@atb/contract'
import { D } from '@atb/engine'
import { startFakeExchange } from '@atb/engine/testing'
import { botFills, ledgerAccounts, profitShares, users } from '../db/schema'
import { runProfitShareSweep } from '../services/bots/wallet-guard'
import { available, post } from '../services/wallet/ledger'
import { keyBody } from '../test/exchanges'
import { fundWallet, gridConfig } from '../test/bots-kit'
import {
  call,
  databaseKinds,
  NO_EXCHANGE,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'

const warnings: string[] = []
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 40) warnings.push(line)
  },
}

/**
 * Issue 26, the same class as the creates' deadlock: a profit share posts two movements in one
 * transaction (the owner's charge, then the referrer's commission), and a transfer between the same
 * two users posts one. Each movement took its accounts in id order, but across the two the sweep
 * held the owner's account while it wanted the referrer's, and a transfer held the referrer's while
 * it wanted the owner's; PostgreSQL ended one of them. Only PostgreSQL runs transactions side by
 * side (PGlite has one connection): there a third transaction lines the two up on the account they
 * share, which made the deadlock every time before the fix; on PGlite they simply run at once.
 */
describe.each(databaseKinds)('lock order on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    t = await startTestApp(kind, {
      exchangeUrls: { binance: fake.url, okx: fake.url, oanda: NO_EXCHANGE },
      exchangeTimeoutMs: 2_000,
      logLevel: 'warn',
      logStream,
    })
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  /** Sessions of this database waiting for a row lock. */
  async function waitForLockWaiters(n: number) {
    for (let waited = 0; waited < 10_000; waited += 10) {
      const rows = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if ((rows as unknown as { rows: { n: number }[] }).rows[0]!.n >= n) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`never ${n} sessions waiting for a lock`)
  }

  it('a profit share and a transfer between the referee and the referrer, at once, both complete', async () => {
    // The referrer's account sorts before the referee's: the order in which the deadlock formed.
    const tokens = [await signup(t, 'one@example.com'), await signup(t, 'two@example.com')]
    const ids = await Promise.all(
      tokens.map(async (token) => (await call(t.app, E.profile, {}, token)).json.data.id as string),
    )
    const [referrer, referee] = ids[0]! < ids[1]! ? [0, 1] : [1, 0]
    const referrerId = ids[referrer]!
    const refereeId = ids[referee]!
    await t.database.db.update(users).set({ referredBy: referrerId }).where(eq(users.id, refereeId))
    await fundWallet(t, tokens[referee]!, '100')
    await fundWallet(t, tokens[referrer]!, '50')
    expect(
      (await call(t.app, E.exchangeConnect, keyBody('binance'), tokens[referee]!)).status,
    ).toBe(200)
    const created = await call(
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
      tokens[referee]!,
    )
    expect(created.status).toBe(200)
    const botId = created.json.data.id as string
    // A buy and the sell that closes it: 9.5 USDT realised, 0.95 charged, 0.19 commission.
    const fill = (side: 'buy' | 'sell', price: number, seq: number) => ({
      botId,
      seq,
      userId: refereeId,
      clientId: `${botId}:test:${seq}`,
      symbol: 'BTCUSDT',
      side,
      price: String(price),
      qty: '0.01',
      quote: new D(price).mul('0.01').toString(),
      fee: '0.5',
      feeAsset: 'USDT',
      maker: true,
      time: t.clock.now(),
    })
    await t.database.db
      .insert(botFills)
      .values([fill('buy', 60_000, 9001), fill('sell', 61_000, 9002)])
    warnings.length = 0

    const transferNow = () =>
      post(
        t.database.db,
        {
          key: `lock-order-transfer:${referrerId}`,
          by: 'user',
          type: 'transfer',
          values: { to: refereeId, amount: '5' },
          legs: [
            {
              account: available(referrerId),
              amount: new D(-5),
              type: 'transfer_out',
              counterpartyId: refereeId,
            },
            {
              account: available(refereeId),
              amount: new D(5),
              type: 'transfer_in',
              counterpartyId: referrerId,
            },
          ],
        },
        t.clock.now(),
      )
    let sweep: Promise<void>
    let transfer: ReturnType<typeof transferNow>
    if (kind === 'postgres') {
      // Another transaction holds the referee's account, so the two below queue on it in turn.
      let release = () => {}
      let locked = () => {}
      const holding = new Promise<void>((resolve) => (locked = resolve))
      const blocker = t.database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, available(refereeId)))
          .for('update')
        locked()
        await new Promise<void>((resolve) => (release = resolve))
      })
      await holding
      sweep = runProfitShareSweep(t.deps)
      await waitForLockWaiters(1)
      transfer = transferNow()
      await waitForLockWaiters(2)
      release()
      await blocker
    } else {
      sweep = runProfitShareSweep(t.deps)
      transfer = transferNow()
    }

    await expect(transfer).resolves.toMatchObject({ moved: true })
    await sweep
    expect(warnings).toEqual([])
    const [share] = await t.database.db
      .select()
      .from(profitShares)
      .where(eq(profitShares.botId, botId))
    expect(share).toMatchObject({ charged: '0.95', commission: '0.19' })
    const balance = async (id: string) => {
      const [row] = await t.database.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, available(id)))
      return new D(row!.balance).toString()
    }
    expect(await balance(refereeId)).toBe('104.05')
    expect(await balance(referrerId)).toBe('45.19')
  })
})
