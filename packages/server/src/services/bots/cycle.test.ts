import { describe, expect, it } from 'vitest'
import { martingaleBudget, martingaleOrders, worstCaseOf } from '@atb/contract'
import { dcaAt, martingaleAt, martingaleConfig, pendingOf } from '../../test/cycle-kit'
import { cycleOf } from './cycle'

/** The martingale after its first order (100 at 50,000) and step 1 (197 at 49,250). */
function afterStepOne() {
  const bot = martingaleAt(50_000)
  bot.buy(pendingOf(bot.state), 50_000, '0.002', '100')
  bot.tick(49_000) // 2 % under the first buy: waits for the 0.5 % pullback
  bot.tick(49_250)
  bot.buy(pendingOf(bot.state), 49_250, '0.004', '197')
  return bot
}

describe('a martingale’s cycle from its engine state', () => {
  it('before its first buy fills: the whole plan, the wizard’s worst case', () => {
    const cycle = cycleOf('spot_martingale', martingaleAt(60_000).state, 60_000)!
    expect(cycle).toMatchObject({
      size: '0',
      cost: '0',
      average_price: null,
      take_profit_price: null,
      next_buy: { price: null, time: null, amount: '100' },
      steps_used: 0,
      steps_planned: 3,
      buys_left: 4,
      worst_case: '1515',
      needed_left: '1515',
      fee_reserve_percent: 1,
    })
    expect(cycle.needed_left).toBe(worstCaseOf(martingaleOrders(martingaleConfig, 60_000)))
    expect(cycle.needed_left).toBe(martingaleBudget(martingaleConfig))
  })

  it('after a step: average, take profit, the next step from the last buy, what is left', () => {
    const cycle = cycleOf('spot_martingale', afterStepOne().state, 49_250)
    expect(cycle).toEqual({
      size: '0.006',
      cost: '297',
      average_price: '49500',
      // 49,500 + 1 %, 1.5127 % above the last price.
      take_profit_price: '49995',
      take_profit_distance_pct: 1.5127,
      taking_profit: false,
      // 2 % under 49,250, for twice the 197 the last buy filled for.
      next_buy: { price: '48265', time: null, amount: '394' },
      steps_used: 1,
      steps_planned: 3,
      // Step 3 triggers 2 % under 48,265 + 0.5 %.
      lowest_price: '47536.1985',
      worst_case: '1515',
      // (394 + 788) + 1 %.
      needed_left: '1193.82',
      buys_left: 2,
      fee_reserve_percent: 1,
    })
  })

  it('with every step used: no next buy and nothing left to pay, then taking profit', () => {
    const bot = afterStepOne()
    bot.tick(48_265)
    bot.tick(48_600)
    bot.buy(pendingOf(bot.state), 48_600, '0.008', '388.8')
    bot.tick(47_628)
    bot.tick(47_900)
    bot.buy(pendingOf(bot.state), 47_900, '0.016', '766.4')
    const done = cycleOf('spot_martingale', bot.state, 47_900)!
    expect(done).toMatchObject({
      size: '0.03',
      cost: '1452.2',
      average_price: '48406.6666667',
      take_profit_price: '48890.7333333',
      next_buy: null,
      steps_used: 3,
      lowest_price: null,
      needed_left: '0',
      buys_left: 0,
    })
    bot.tick(49_000)
    expect(cycleOf('spot_martingale', bot.state, 49_000)).toMatchObject({
      taking_profit: true,
      next_buy: null,
      needed_left: '0',
    })
  })
})

describe('a DCA bot’s cycle from its engine state', () => {
  it('counts its orders placed, the next one due and the take profit over its average', () => {
    const bot = dcaAt(50_000)
    bot.tick(50_000, 0)
    bot.buy(pendingOf(bot.state), 50_000, '0.002', '100')
    bot.tick(49_000, 3_600_000)
    bot.buy(pendingOf(bot.state), 49_000, '0.002', '98')
    expect(cycleOf('dca', bot.state, 49_000)).toEqual({
      size: '0.004',
      cost: '198',
      average_price: '49500',
      take_profit_price: '50985',
      take_profit_distance_pct: 4.051,
      taking_profit: false,
      next_buy: { price: null, time: 7_200_000, amount: '100' },
      steps_used: 2,
      steps_planned: 5,
      lowest_price: null,
      worst_case: '505',
      needed_left: '303',
      buys_left: 3,
      fee_reserve_percent: 1,
    })
  })

  it('is null for other kinds and before a host has started the bot', () => {
    expect(cycleOf('spot_grid', martingaleAt(50_000).state, 50_000)).toBeNull()
    expect(cycleOf('dca', null, 50_000)).toBeNull()
  })
})
