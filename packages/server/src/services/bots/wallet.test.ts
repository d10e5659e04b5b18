import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { D } from '@atb/engine'
import { eq } from 'drizzle-orm'
import { paperBalances, paperEntries } from '../../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../../test/harness'
import { createGrid, gridConfig, trade, usdt } from '../../test/bots-kit'
import { release } from './wallet'

describe.each(databaseKinds)('the Paper wallet’s journal on %s', (kind) => {
  let t: TestApp
  let token: string
  let userId: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'journal@example.com')
    userId = (await call(t.app, E.profile, {}, token)).json.data.id
  })
  afterAll(() => t.close())

  const entries = () =>
    t.database.db.select().from(paperEntries).where(eq(paperEntries.userId, userId))

  it('lets only one of two racing creates take funds that cover one', async () => {
    const big = { ...gridConfig, coin_per_grid: 600 }
    const replies = await Promise.all([createGrid(t, token, big), createGrid(t, token, big)])
    expect(replies.map((r) => r.json.code ?? 'ok').sort()).toEqual(['insufficient_balance', 'ok'])
    expect((await usdt(t, token)).toString()).toBe('3940')
    const id = replies.find((r) => r.status === 200)!.json.data.id
    await trade(t, 180)
    await call(t.app, E.botStop, { id, mode: 'keep' }, token)
  })

  it('balances every movement, and the wallet legs add up to the balances', async () => {
    const rows = await entries()
    const sums = new Map<string, InstanceType<typeof D>>()
    const wallet = new Map<string, InstanceType<typeof D>>()
    for (const r of rows) {
      const key = `${r.movement}|${r.asset}`
      sums.set(key, (sums.get(key) ?? new D(0)).add(r.amount))
      if (r.account === 'wallet')
        wallet.set(r.asset, (wallet.get(r.asset) ?? new D(0)).add(r.amount))
    }
    for (const [key, sum] of sums) expect(sum.isZero(), key).toBe(true)
    const balances = await t.database.db
      .select()
      .from(paperBalances)
      .where(eq(paperBalances.userId, userId))
    expect(balances.length).toBeGreaterThanOrEqual(3)
    for (const b of balances) expect(new D(b.free).eq(wallet.get(b.asset) ?? 0), b.asset).toBe(true)
    expect(new Set(rows.map((r) => r.movement.split(':')[0]))).toEqual(
      new Set(['grant', 'reserve', 'release']),
    )
  })

  it('moves nothing when a release is replayed', async () => {
    const released = (await entries()).find((r) => r.movement.startsWith('release:'))!
    const botId = released.movement.slice('release:'.length)
    const before = await usdt(t, token)
    const again = await t.database.db.transaction((tx) =>
      release(tx, userId, botId, { USDT: '1000' }, new Date()),
    )
    expect(again).toBe(false)
    expect((await usdt(t, token)).toString()).toBe(before.toString())
  })

  it('resets through the journal too', async () => {
    await call(t.app, E.paperReset, {}, token)
    const rows = await entries()
    const reset = rows.filter((r) => r.movement.startsWith('reset:'))
    expect(reset.length).toBeGreaterThan(0)
    expect((await usdt(t, token)).toString()).toBe('10000')
  })
})
