import fc from 'fast-check'
import { advancedSchema, conditionOps, indicatorsSchema, type QuantBaseConfig } from '@atb/contract'
import { quantProperties } from '../property-kit'

const length = fc.integer({ min: 2, max: 20 })
const op = fc.constantFrom(...conditionOps)
const priceLine = fc.oneof(
  fc.constant({ indicator: 'price' as const }),
  fc.record({ indicator: fc.constantFrom('sma' as const, 'ema' as const), length }),
)

/** Valid conditions, with thresholds where the random paths (around 100) reach them. */
const condition = fc
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

const common = fc.record({
  total_amount: fc.integer({ min: 30, max: 2000 }),
  share: fc.double({ min: 0.05, max: 1, noNaN: true }),
  interval: fc.constantFrom('15m', '1h', '4h'),
  tp: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  sl: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
})
const fields = (r: {
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

quantProperties(
  'indicators',
  fc
    .tuple(common, condition, condition)
    .map(
      ([r, entry, exit]) =>
        indicatorsSchema.validateSync({ ...fields(r), entry, exit }) as QuantBaseConfig,
    ),
)

quantProperties(
  'advanced',
  fc
    .tuple(
      common,
      fc.constantFrom('and' as const, 'or' as const),
      fc.array(condition, { minLength: 1, maxLength: 5 }),
      fc.constantFrom('and' as const, 'or' as const),
      fc.array(condition, { minLength: 1, maxLength: 5 }),
    )
    .map(
      ([r, entry_logic, entry_conditions, exit_logic, exit_conditions]) =>
        advancedSchema.validateSync({
          ...fields(r),
          entry_logic,
          entry_conditions,
          exit_logic,
          exit_conditions,
        }) as QuantBaseConfig,
    ),
)
