import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, like } from 'drizzle-orm'
import { endpoints as E, type BotEditPlan, type EditPlanOrder } from '@atb/contract'
import { D } from '@atb/engine'
import { botOrders, bots } from '../db/schema'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, reviewedUpdate, trade } from '../test/bots-kit'

const sum = (orders: EditPlanOrder[]) => orders.reduce((a, o) => a.add(o.qty), new D(0))
const line = (o: { side: string; price: string | null; qty: string | null }) =>
  `${o.side} ${o.qty === null ? '-' : new D(o.qty).toFixed()}@${o.price === null ? 'market' : new D(o.price).toFixed()}`
const lines = (orders: { side: string; price: string | null; qty: string | null }[]) =>
  orders.map(line).sort()

/**
 * Decision 088: an edit says what it will send before it sends it. A running Paper grid holding
 * its coins is edited through the API: the dry run lists the orders cancelled and placed and any
 * market order, the save sends exactly that, buying only what the bot lacks, and a save whose
 * reviewed plan no longer holds is refused with nothing sent.
 */
describe.each(databaseKinds)('editing a running grid with a reviewed plan on %s', (kind) => {
  let t: TestApp
  let token: string
  let id: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'edit-plan@example.com')
    id = (await createGrid(t, token)).json.data.id
    // The opening buy fills: the bot holds the base of its five sell levels (60,400 to 62,000).
    await trade(t, 2)
  })
  afterAll(() => t.close())

  const held = async () => {
    const snapshot = await t.deps.trading!.runtime.snapshot(id)
    const btc = snapshot!.balances.BTC!
    return new D(btc.free).add(btc.locked)
  }
  const ordersLike = (prefix: string) =>
    t.database.db
      .select()
      .from(botOrders)
      .where(and(eq(botOrders.botId, id), like(botOrders.clientId, `${prefix}%`)))
  const preview = async (config: object) => {
    const res = await call(t.app, E.botUpdatePreview, { id, config }, token)
    expect(res.status).toBe(200)
    return res.json.data as BotEditPlan
  }

  it('a dry run of the same levels sends no market order, and touches nothing', async () => {
    const before = (await t.deps.trading!.runtime.snapshot(id))!.openOrders.map((o) => o.clientId)
    const plan = await preview({
      ...gridConfig,
      enable_option_profit_times: true,
      option_profit_times: 50,
    })
    expect(plan.market).toEqual([])
    expect(plan.cancels).toHaveLength(10)
    expect(plan.places.map((o) => o.side).sort()).toEqual([
      ...Array(5).fill('buy'),
      ...Array(5).fill('sell'),
    ])
    expect(sum(plan.places.filter((o) => o.side === 'sell')).toFixed()).toBe(
      (await held()).toFixed(),
    )
    expect(plan).toMatchObject({ base_asset: 'BTC', quote_asset: 'USDT' })
    expect(plan.fingerprint).toMatch(/^[0-9a-f]{16}$/)
    const after = (await t.deps.trading!.runtime.snapshot(id))!.openOrders.map((o) => o.clientId)
    expect(after).toEqual(before)
    const [row] = await t.database.db.select().from(bots).where(eq(bots.id, id))
    expect(row!.configVersion).toBe(1)
  })

  it('an edit that adds a sell level buys only the shortfall, and sends exactly what it showed', async () => {
    // Arrange: the levels move up by one, 58,400 to 62,400: one more sell level at 62,400.
    const config = { ...gridConfig, lower_price: 58_400, upper_price: 62_400 }
    const base = await held()
    const plan = await preview(config)
    const sells = plan.places.filter((o) => o.side === 'sell')
    const needs = sum(sells)
    // Act
    const res = await call(t.app, E.botUpdate, { id, config, plan: plan.fingerprint }, token)
    await trade(t, 1)
    // Assert: a new bot would buy all of `needs`; this one buys what it lacks, about 48 USDT.
    expect(res.status).toBe(200)
    expect(res.json.data.config_version).toBe(2)
    expect(needs.gt(base)).toBe(true)
    expect(plan.market).toEqual([
      { side: 'buy', price: null, qty: needs.sub(base).toFixed(), quote: expect.any(String) },
    ])
    expect(Number(plan.market[0]!.quote)).toBeLessThan(50)
    const sent = await ordersLike(`${id}.2:`)
    expect(lines(sent)).toEqual(lines([...plan.market, ...plan.places]))
    const cancelled = (await ordersLike(`${id}:`)).filter((o) => o.status === 'canceled')
    expect(lines(cancelled)).toEqual(lines(plan.cancels))
    // Nothing was refused, and the bot holds the sells' base.
    expect(sent.filter((o) => o.status === 'rejected')).toEqual([])
    expect((await held()).toFixed()).toBe(needs.toFixed())
  })

  it('refuses a save whose reviewed plan no longer holds, sends nothing, then takes the new one', async () => {
    // Arrange: reviewed now, then the price climbs through levels before the save.
    const config = { ...gridConfig, lower_price: 58_400, upper_price: 62_400, coin_per_grid: 45 }
    const stale = await preview(config)
    await trade(t, 30)
    // Act
    const refused = await call(t.app, E.botUpdate, { id, config, plan: stale.fingerprint }, token)
    // Assert
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('edit_plan_changed')
    expect(await ordersLike(`${id}.3:`)).toEqual([])
    const [row] = await t.database.db.select().from(bots).where(eq(bots.id, id))
    expect(row!.configVersion).toBe(2)
    // The review asks again and the save with the new plan goes through.
    const fresh = await preview(config)
    expect(fresh.fingerprint).not.toBe(stale.fingerprint)
    const saved = await call(t.app, E.botUpdate, { id, config, plan: fresh.fingerprint }, token)
    expect(saved.status).toBe(200)
    expect(saved.json.data.config_version).toBe(3)
  })

  it('refuses a save without a reviewed plan, and sends nothing', async () => {
    const config = { ...gridConfig, coin_per_grid: 44 }
    const res = await call(t.app, E.botUpdate, { id, config }, token)
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual([
      expect.objectContaining({ path: 'plan', text: 'The reviewed orders field is required' }),
    ])
    const [row] = await t.database.db.select().from(bots).where(eq(bots.id, id))
    expect(row!.configVersion).toBe(3)
  })

  it('answers a dry run of unchanged settings with an empty plan', async () => {
    const [row] = await t.database.db.select().from(bots).where(eq(bots.id, id))
    const plan = await preview(row!.config as object)
    expect([plan.cancels, plan.places, plan.market]).toEqual([[], [], []])
  })
})

describe.each(databaseKinds)('an edit’s refused orders on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'edit-refused@example.com')
  })
  afterAll(() => t.close())

  it('stores why the venue refused each order an edit sent, and the bot page says it', async () => {
    // Arrange: a futures grid at 2× whose account keeps that leverage; at 10× the same grids
    // need five times the margin its account holds.
    const config = { ...gridConfig, margin_type: 'isolated', leverage: 2 }
    const created = await call(
      t.app,
      E.botCreate,
      { kind: 'futures_grid', exchange_name: 'paper', symbol: 'BTCUSDT', config, agree_risk: true },
      token,
    )
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    await trade(t, 2)
    // Act
    const res = await reviewedUpdate(t, token, id, { ...config, leverage: 10 })
    await t.flush()
    // Assert
    expect(res.status).toBe(200)
    const sent = await t.database.db
      .select()
      .from(botOrders)
      .where(and(eq(botOrders.botId, id), like(botOrders.clientId, `${id}.2:%`)))
    const refused = sent.filter((o) => o.status === 'rejected')
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.map((o) => o.error)).toEqual(refused.map(() => ({ code: 'balance' })))
    const view = (await call(t.app, E.botView, { id }, token)).json.data
    expect(view.rejected_orders).toHaveLength(Math.min(5, refused.length))
    for (const o of view.rejected_orders)
      expect(o).toMatchObject({ status: 'rejected', rejection: { code: 'balance' } })
  })
})
