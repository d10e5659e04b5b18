import fc from 'fast-check'
import { conditionOps } from '@atb/contract'

/**
 * Generators of valid conditions and common quant fields, for the properties of the indicators
 * and advanced kinds (one file each, so that neither passes 20 s in `npm test`: issue 34).
 */

const length = fc.integer({ min: 2, max: 20 })
const op = fc.constantFrom(...conditionOps)
const priceLine = fc.oneof(
  fc.constant({ indicator: 'price' as const }),
  fc.record({ indicator: fc.constantFrom('sma' as const, 'ema' as const), length }),
)

/** Valid conditions, with thresholds where the random paths (around 100) reach them. */
export const condition = fc
  .oneof(
    fc.record({
      left: priceLine,
      op,
      right: fc.oneof(
        fc.record({
          target_indicator: fc.constantFrom('sma' as const, 'ema' as const),
          target_length: length,
        }),
        fc.record({ value: fc.integer({ min: 80, max: 120 }) }),
      ),
    }),
    fc.record({
      left: fc.record({ indicator: fc.constant('rsi' as const), length }),
      op,
      right: fc.record({ value: fc.integer({ min: 0, max: 100 }) }),
    }),
    fc.record({
      left: fc.record({ indicator: fc.constant('roc' as const), length }),
      op,
      right: fc.record({ value: fc.integer({ min: -5, max: 5 }) }),
    }),
    fc.record({
      left: fc.record({ indicator: fc.constant('bb_percent' as const), length }),
      op,
      right: fc.record({ value: fc.integer({ min: -20, max: 120 }) }),
    }),
  )
  .map(({ left, op, right }) => ({
    ...left,
    op,
    target: 'value' in right ? 'value' : 'indicator',
    ...right,
  }))

export const common = fc.record({
  total_amount: fc.integer({ min: 30, max: 2000 }),
  share: fc.double({ min: 0.05, max: 1, noNaN: true }),
  interval: fc.constantFrom('15m', '1h', '4h'),
  tp: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  sl: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
})
export const fields = (r: {
  total_amount: number
  share: number
  interval: string
  tp?: number
  sl?: number
}) => ({
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  total_amount: r.total_amount,
  order_amount: Math.max(15, Math.floor(r.total_amount * r.share)),
  interval: r.interval,
  enable_option_take_profit: r.tp !== undefined,
  option_take_profit: r.tp,
  enable_option_stop_loss: r.sl !== undefined,
  option_stop_loss: r.sl,
})
