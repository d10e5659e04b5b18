import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotView } from '@atb/contract'
import { paperBots } from '@atb/contract/testing'
import { D } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, trade } from '../test/bots-kit'

/** 600 USDT on BTC and XRP, the two coins of the test market (issue 27's bot, one coin fewer). */
const basket = paperBots.rebalance

describe.each(databaseKinds)('a rebalance bot’s page on %s (issue 27)', (kind) => {
  let t: TestApp
  let token: string
  const view = async (id: string) =>
    (await call(t.app, E.botView, { id }, token)).json.data as BotView

  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'basket@example.com')
  })
  afterAll(() => t?.close())

  it('runs holding its coins, with each coin’s target, weight now and drift', async () => {
    const created = await call(t.app, E.botCreate, basket, token)
    expect(created.status).toBe(200)
    const id = created.json.data.id as string
    await trade(t, 3 * 60)
    const bot = await view(id)
    // Its quote went into its coins: no alarm, since what it holds is its whole value.
    expect(bot).toMatchObject({ status: 'running', reason: null, warnings: [] })
    const weights = bot.weights!
    expect(weights.map((w) => [w.asset, w.symbol, w.target_pct])).toEqual([
      ['BTC', 'BTCUSDT', '60'],
      ['XRP', 'XRPUSDT', '40'],
    ])
    const equity = new D(bot.performance.equity)
    for (const w of weights) {
      const price = bot.performance.last_prices[w.symbol]!
      expect(new D(w.amount).gt(0)).toBe(true)
      expect(w.value).toBe(new D(w.amount).mul(price).toFixed())
      expect(w.current_pct).toBe(new D(w.value).div(equity).mul(100).toDecimalPlaces(4).toFixed())
      expect(w.drift_pct).toBe(new D(w.current_pct).sub(w.target_pct).toFixed())
    }
    const invested = weights.reduce((sum, w) => sum.add(w.current_pct), new D(0))
    expect(invested.gt(99) && invested.lte(100)).toBe(true)
  })

  it('gives a single-pair bot no weights', async () => {
    const grid = (await createGrid(t, token)).json.data.id as string
    expect((await view(grid)).weights).toBeNull()
  })
})
