import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotEventView, type ProfitEvent } from '@atb/contract'
import { D, type Dec } from '@atb/engine'
import { and, eq } from 'drizzle-orm'
import { botOrders } from '../db/schema'
import { auditTrading } from '../trading/audit'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, trade } from '../test/bots-kit'
import { allPages, createDca, createMartingale } from '../test/sell-kit'

const STEP = '0.00001'
const floorStep = (v: Dec) => v.div(STEP).floor().mul(STEP)

/** Spec §5's sell: part of a spot bot's holding at market on Paper; the bot goes on with the rest. */
describe.each(databaseKinds)('selling part of a bot’s holding on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'seller@example.com')
  })
  afterAll(() => t.close())

  const view = async (id: string) => (await call(t.app, E.botView, { id }, token)).json.data
  const sell = (body: Record<string, unknown>, as = token) => call(t.app, E.botSell, body, as)
  /** What the bot's fills leave it holding: its fills are all it has of BTC. */
  const held = async (id: string) =>
    (await allPages<ProfitEvent>(t, E.profitHistory, { bot_id: id }, token)).reduce(
      (sum, f) => (f.side === 'buy' ? sum.add(f.qty) : sum.sub(f.qty)),
      new D(0),
    )
  const clean = async () => expect((await auditTrading(t.database.db)).problems).toEqual([])

  it('sells a percent at market, logs it, and the bot buys on with its books reconciled', async () => {
    const id = (await createDca(t, token)).json.data.id
    await trade(t, 62)
    const before = await view(id)
    expect(before.trades).toBe(2)
    const has = await held(id)
    // The page says what a sell may take: the holding, to the lot step.
    expect(before.sellable).toBe(floorStep(has).toFixed())
    // Act
    const res = await sell({ id, sell_all: false, type: 'PERCENT', percent: 50 })
    // Assert
    expect(res.status).toBe(200)
    const { sold, bot } = res.json.data
    expect(sold.qty).toBe(floorStep(has.div(2)).toFixed())
    expect(new D(sold.quote).eq(new D(sold.qty).mul(sold.price))).toBe(true)
    expect(bot).toMatchObject({ id, status: 'running', trades: 3 })
    const [latest] = (await call(t.app, E.botEvents, { id }, token)).json.data
      .items as BotEventView[]
    expect(latest).toMatchObject({ type: 'sold', sold })
    expect((await held(id)).eq(has.sub(sold.qty))).toBe(true)
    const after = await view(id)
    expect(after.sellable).toBe(floorStep(has.sub(sold.qty)).toFixed())
    expect(after.realized_pnl).not.toBe(before.realized_pnl)
    const listed = (await call(t.app, E.botList, {}, token)).json.data.items.find(
      (b: { id: string }) => b.id === id,
    )
    expect(listed.total_pnl).toBe(after.performance.total_pnl)
    await clean()
    // The DCA schedule goes on: the next hour buys again.
    await trade(t, 60)
    expect(await view(id)).toMatchObject({ status: 'running', trades: 4 })
    // Sell all, then there is nothing left.
    const rest = await held(id)
    const all = await sell({ id, sell_all: true })
    expect(all.json.data.sold.qty).toBe(rest.toFixed())
    expect((await sell({ id, sell_all: true })).json.code).toBe('nothing_to_sell')
    await clean()
  })

  it('sells a base quantity or a quote amount, and sells from a paused bot that stays paused', async () => {
    const id = (await createDca(t, token)).json.data.id
    await trade(t, 62)
    const base = await sell({ id, sell_all: false, type: 'COIN_BASE', quantity: 0.0005 })
    expect(base.json.data.sold.qty).toBe('0.0005')
    await call(t.app, E.botPause, { id }, token)
    const quote = await sell({ id, sell_all: false, type: 'COIN_QUOTE', amount: 20 })
    const { sold } = quote.json.data
    expect(sold.qty).toBe(floorStep(new D(20).div(sold.price)).toFixed())
    expect(quote.json.data.bot.status).toBe('paused')
    await clean()
  })

  it('refuses kinds, stopped bots, amounts under the pair’s minimum and empty holdings', async () => {
    const grid = (await createGrid(t, token)).json.data.id
    expect((await sell({ id: grid, sell_all: true })).json.code).toBe('kind_not_sellable')
    const fresh = (await createDca(t, token)).json.data.id
    expect((await sell({ id: fresh, sell_all: true })).json.code).toBe('nothing_to_sell')
    await trade(t, 2)
    const tiny = await sell({ id: fresh, sell_all: false, type: 'COIN_BASE', quantity: 0.00001 })
    expect(tiny.status).toBe(400)
    expect(tiny.json.errors!.map((e: { path: string }) => e.path)).toEqual(['quantity'])
    // 1 % of one 100 USDT buy is worth about 1 USDT, under the 5 USDT minimum notional.
    const small = await sell({ id: fresh, sell_all: false, type: 'PERCENT', percent: 1 })
    expect(small.json).toMatchObject({ code: 'below_minimum_quantity' })
    expect(small.json.errors![0].path).toBe('quantity')
    await call(t.app, E.botStop, { id: fresh, mode: 'keep' }, token)
    expect((await sell({ id: fresh, sell_all: true })).json.code).toBe('bot_stopped')
    expect((await view(fresh)).min_quantity).toBe('0.00009')
  })

  it('asks for the transaction password once the account has one', async () => {
    const id = (await createDca(t, token)).json.data.id
    await trade(t, 2)
    await call(
      t.app,
      E.transactionPasswordSet,
      {
        transaction_password: '246810',
        confirm_transaction_password: '246810',
        password: PASSWORD,
      },
      token,
    )
    const missing = await sell({ id, sell_all: false, type: 'PERCENT', percent: 50 })
    expect(missing.status).toBe(400)
    expect(missing.json.errors![0].path).toBe('transaction_password')
    const wrong = await sell({ id, sell_all: true, transaction_password: '111111' })
    expect(wrong.json.code).toBe('transaction_password_wrong')
    expect(wrong.json.errors![0].path).toBe('transaction_password')
    const right = await sell({ id, sell_all: true, transaction_password: '246810' })
    expect(right.status).toBe(200)
  })

  it('restarts a martingale cycle that was sold out, so it never sells coins it no longer has', async () => {
    const id = (await createMartingale(t, token)).json.data.id
    await trade(t, 2)
    expect((await view(id)).trades).toBe(1)
    const res = await sell({
      id,
      sell_all: true,
      transaction_password: '246810',
    })
    expect(res.status).toBe(200)
    // Twelve hours of ±4 % swings: a cycle left believing it held coins would have tried to sell
    // them at its 1 % take profit, been refused, and stopped in error.
    await trade(t, 12 * 60)
    const after = await view(id)
    // All its quote is in the coin again after the new cycle's buy: out of balance, still running.
    expect(['running', 'out_of_balance']).toContain(after.status)
    expect(after.trades).toBeGreaterThan(3)
    const rejected = await t.database.db
      .select()
      .from(botOrders)
      .where(and(eq(botOrders.botId, id), eq(botOrders.status, 'rejected')))
    expect(rejected).toEqual([])
    await clean()
  })
})
