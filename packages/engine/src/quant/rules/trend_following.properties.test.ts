import fc from 'fast-check'
import { expect, it } from 'vitest'
import { botConfigSchemas, type QuantBaseConfig } from '@atb/contract'
import { coin } from '../../strategies/testkit'
import { quantPath, quantProperties, simulateQuant } from '../property-kit'

/**
 * Valid trend-following configs with windows short enough for the kit's 160-bar paths, both
 * entries, with and without take profit and stop loss.
 */
const configs: fc.Arbitrary<QuantBaseConfig> = fc
  .record({
    entry: fc.constantFrom('donchian', 'ma_cross'),
    channel_length: fc.integer({ min: 5, max: 30 }),
    fast_length: fc.integer({ min: 2, max: 10 }),
    extra: fc.integer({ min: 1, max: 20 }),
    atr_length: fc.integer({ min: 2, max: 20 }),
    atr_multiplier: fc.constantFrom(0.5, 1, 2, 3, 4.5),
    total_amount: fc.integer({ min: 100, max: 5000 }),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    tp: fc.option(fc.constantFrom(1, 3, 8), { nil: undefined }),
    sl: fc.option(fc.constantFrom(1, 2, 5), { nil: undefined }),
  })
  .map(({ extra, share, tp, sl, ...c }) =>
    botConfigSchemas.trend_following.validateSync({
      ...coin,
      ...c,
      slow_length: Math.max(5, c.fast_length + extra),
      order_amount: Math.max(15, Math.floor(c.total_amount * share)),
      interval: '1h',
      enable_option_take_profit: tp !== undefined,
      option_take_profit: tp,
      enable_option_stop_loss: sl !== undefined,
      option_stop_loss: sl,
    }),
  )

quantProperties('trend_following', configs)

it('trades on the generated paths, so the properties are not vacuous', () => {
  let trades = 0
  fc.assert(
    fc.property(configs, quantPath, (c, prices) => {
      trades += simulateQuant('trend_following', c, prices).trades.length
    }),
    { numRuns: 200, seed: 14 },
  )
  expect(trades).toBeGreaterThan(50)
})
