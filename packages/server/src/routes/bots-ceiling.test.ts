import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import {
  apiErrors,
  endpoints as E,
  MAX_ACTIVE_BOTS_PER_ACCOUNT,
  PAPER_BALANCES,
} from '@atb/contract'
import { bots } from '../db/schema'
import { HOSTED_STATUSES } from '../trading/lease'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, usdt } from '../test/bots-kit'
import { D } from '@atb/engine'

/** A small grid, so fifty of them would fit in the demo balance. */
const small = { ...gridConfig, number_of_grid: 2, coin_per_grid: 25 }

describe.each(databaseKinds)('the ceiling on one account’s bots on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  const userIdOf = async (token: string) =>
    (await call(t.app, E.profile, {}, token)).json.data.id as string

  /** Bots another process holds (a lease far ahead), so this server's host leaves them alone. */
  async function hold(userId: string, n: number, status: 'running' | 'paused' = 'paused') {
    const now = t.clock.now()
    const rows = Array.from({ length: n }, () => ({
      id: randomUUID(),
      userId,
      kind: 'spot_grid',
      exchange: 'paper',
      market: 'crypto',
      symbols: ['BTCUSDT'],
      config: small,
      status,
      allocation: {},
      owner: 'elsewhere',
      leaseExpiresAt: sql`'2100-01-01T00:00:00Z'::timestamptz`,
      createdAt: now,
      updatedAt: now,
    }))
    await t.database.db.insert(bots).values(rows)
    return rows.map((r) => r.id)
  }

  const hosted = async (userId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bots)
      .where(and(eq(bots.userId, userId), inArray(bots.status, [...HOSTED_STATUSES])))
    return row?.n ?? 0
  }

  it('lets exactly one of 50 parallel creates pass at one below the ceiling', async () => {
    const token = await signup(t, 'race@ceiling.test')
    const userId = await userIdOf(token)
    await hold(userId, MAX_ACTIVE_BOTS_PER_ACCOUNT - 1)
    const replies = await Promise.all(Array.from({ length: 50 }, () => createGrid(t, token, small)))
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    expect(await hosted(userId)).toBe(MAX_ACTIVE_BOTS_PER_ACCOUNT)
    const refused = replies.find((r) => r.status === 409)!
    expect(refused.json).toEqual({
      status: 'error',
      code: 'bot_limit_reached',
      description: apiErrors.bot_limit_reached.description,
    })
    // Refused creates took nothing from the wallet: only the one bot's allocation is held.
    const [made] = await t.database.db
      .select({ allocation: bots.allocation })
      .from(bots)
      .where(eq(bots.id, replies.find((r) => r.status === 200)!.json.data.id as string))
    const held = new D(made!.allocation.USDT ?? 0)
    expect((await usdt(t, token)).toString()).toBe(new D(PAPER_BALANCES.USDT).sub(held).toString())
  }, 120_000)

  it('counts paused bots, not stopped ones, and lets a paused bot resume at the ceiling', async () => {
    const token = await signup(t, 'paused@ceiling.test')
    const userId = await userIdOf(token)
    const created = await createGrid(t, token, small)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    expect((await call(t.app, E.botPause, { id }, token)).status).toBe(200)
    const others = await hold(userId, MAX_ACTIVE_BOTS_PER_ACCOUNT - 1)
    // Pausing does not make room: a paused bot is still hosted.
    expect((await createGrid(t, token, small)).json.code).toBe('bot_limit_reached')
    // Resuming one changes nothing in the count, so it is never refused.
    expect((await call(t.app, E.botResume, { id }, token)).status).toBe(200)
    // A bot in history makes room.
    await t.database.db.update(bots).set({ status: 'stopped' }).where(eq(bots.id, others[0]!))
    expect((await createGrid(t, token, small)).status).toBe(200)
    expect((await createGrid(t, token, small)).json.code).toBe('bot_limit_reached')
    // Another account is not held back.
    const other = await signup(t, 'other@ceiling.test')
    expect((await createGrid(t, other, small)).status).toBe(200)
  }, 120_000)
})
