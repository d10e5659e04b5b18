import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, martingaleBudget, type BotView } from '@atb/contract'
import { D } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { martingaleConfig } from '../test/cycle-kit'
import { createMartingale } from '../test/sell-kit'
import { StepFeed } from '../test/step-feed'

/**
 * The bot page's current cycle (issue 27, decision 086): a Paper martingale of 100 USDT and three
 * steps, each twice the last and 2 % under it, driven down through every step by hand-set prices.
 * Paper fills at 0.05 % slippage, to the pair's 0.0001 lot, so each buy spends a little less
 * than planned and the next step doubles what the last one spent.
 */
describe.each(databaseKinds)('a Paper martingale’s cycle on the bot page on %s', (kind) => {
  let t: TestApp
  let token: string
  let id: string
  let time = Date.parse('2026-01-01T00:00:00Z')
  const feed = new StepFeed({ BTCUSDT: 'crypto' })
  /** Ticks at these prices, a minute apart; a market buy fills on the tick after it is sent. */
  const move = async (...prices: number[]) => {
    for (const price of prices) feed.push('BTCUSDT', price, (time += 60_000))
    await t.flush()
  }
  const view = async (): Promise<BotView> => (await call(t.app, E.botView, { id }, token)).json.data

  beforeAll(async () => {
    t = await startTestApp(kind, { market: feed })
    token = await signup(t, 'cycle@example.com')
    feed.push('BTCUSDT', 50_000, time)
    const created = await createMartingale(t, token, martingaleConfig)
    id = created.json.data.id
    await move(50_000)
  })
  afterAll(() => t.close())

  it('shows the first buy’s average, take profit, next step and what the steps left need', async () => {
    const page = await view()
    // 100 / 1.001 / 50,025 is 0.0019 to the lot: 95.0475 spent.
    expect(page.cycle).toEqual({
      size: '0.0019',
      cost: '95.0475',
      average_price: '50025',
      take_profit_price: '50525.25',
      take_profit_distance_pct: 1.0505,
      taking_profit: false,
      next_buy: { price: '49024.5', time: null, amount: '190.095' },
      steps_used: 0,
      steps_planned: 3,
      lowest_price: '47555.1381762',
      worst_case: '1515',
      // (190.095 + 380.19 + 760.38) + 1 %.
      needed_left: '1343.97165',
      buys_left: 3,
      fee_reserve_percent: 1,
    })
    expect(page.cycle!.worst_case).toBe(martingaleBudget(martingaleConfig))
    expect(page.warnings).toEqual([])
  })

  it('walks on from the step’s real buy, averaging down', async () => {
    await move(49_000, 49_250, 49_250)
    expect((await view()).cycle).toMatchObject({
      // + 0.0038 at 49,274.62.
      size: '0.0057',
      cost: '282.291056',
      average_price: '49524.7466667',
      take_profit_price: '50019.9941333',
      take_profit_distance_pct: 1.5634,
      next_buy: { price: '48289.1276', time: null, amount: '374.487112' },
      steps_used: 1,
      needed_left: '1134.69594936',
      buys_left: 2,
    })
  })

  it('says every step is used, and asks for no further buy the bot will not place', async () => {
    await move(48_200, 48_580, 48_580)
    await move(47_600, 47_900, 47_900)
    const page = await view()
    const cycle = page.cycle!
    expect(cycle).toMatchObject({
      next_buy: null,
      steps_used: 3,
      steps_planned: 3,
      lowest_price: null,
      worst_case: '1515',
      needed_left: '0',
      buys_left: 0,
    })
    const fills = page.recent_fills
    expect(fills).toHaveLength(4)
    const cost = fills.reduce((sum, f) => sum.add(new D(f.qty).mul(f.price)), new D(0))
    expect(cycle.cost).toBe(cost.toFixed())
    expect(cycle.average_price).toBe(cost.div(cycle.size).toSignificantDigits(12).toFixed())
    // What it has left is over the running minimum but under its last buy: the warning once
    // asked for that buy again, a step the bot does not have.
    const free = fills.reduce(
      (left, f) => left.sub(new D(f.qty).mul(f.price)).sub(f.fee),
      new D(1515),
    )
    const last = new D(fills[0]!.qty).mul(fills[0]!.price)
    expect(free.gte(20) && free.lt(last)).toBe(true)
    expect(page.warnings).toEqual([])
  })

  it('shows no cycle once the bot is stopped', async () => {
    await call(t.app, E.botStop, { id, mode: 'keep' }, token)
    expect((await view()).cycle).toBeNull()
  })
})
