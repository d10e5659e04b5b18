import fc from 'fast-check'
import { positionTradingRegimes, positionTradingSchema, type QuantBaseConfig } from '@atb/contract'
import { coin } from '../../strategies/testkit'
import { quantProperties } from '../property-kit'

/**
 * Valid `position_trading` configs, with windows the generated paths (≤ 160 bars) can fill:
 * slow averages of 20 to 30 bars, a shorter fast one, 1 to 10 confirmation bars, with and
 * without take profit and stop loss.
 */
const configs: fc.Arbitrary<QuantBaseConfig> = fc
  .record({
    regime: fc.constantFrom(...positionTradingRegimes),
    slow_length: fc.integer({ min: 20, max: 30 }),
    fast: fc.integer({ min: 5, max: 29 }),
    confirm_bars: fc.integer({ min: 1, max: 10 }),
    interval: fc.constantFrom('15m', '1h', '4h', '1d'),
    total_amount: fc.integer({ min: 15, max: 5000 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    take_profit: fc.option(fc.integer({ min: 1, max: 2000 }).map((n) => n / 10)),
    stop_loss: fc.option(fc.integer({ min: 1, max: 500 }).map((n) => n / 10)),
  })
  .map((r) =>
    positionTradingSchema.validateSync({
      ...coin,
      regime: r.regime,
      fast_length: Math.min(r.fast, r.slow_length - 1),
      slow_length: r.slow_length,
      confirm_bars: r.confirm_bars,
      interval: r.interval,
      total_amount: r.total_amount,
      order_amount: Math.max(15, Math.round(r.total_amount * r.share)),
      enable_option_take_profit: r.take_profit !== null,
      option_take_profit: r.take_profit ?? undefined,
      enable_option_stop_loss: r.stop_loss !== null,
      option_stop_loss: r.stop_loss ?? undefined,
    }),
  )

quantProperties('position_trading', configs)
