import fc from 'fast-check'
import { chatPatternSchema, type QuantBaseConfig } from '@atb/contract'
import { quantProperties } from '../property-kit'

/** Valid chart-pattern configs: narrow pivots and a short window, so 160 bars hold patterns. */
const configs = fc
  .record({
    total_amount: fc.integer({ min: 30, max: 2000 }),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    interval: fc.constantFrom('15m', '1h', '4h'),
    pivot_bars: fc.integer({ min: 2, max: 4 }),
    tolerance: fc.double({ min: 0.5, max: 5, noNaN: true }),
    lookback: fc.integer({ min: 20, max: 120 }),
    patterns: fc.constantFrom(
      [true, true, true],
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ),
    tp: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    sl: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  })
  .map(
    (r) =>
      chatPatternSchema.validateSync({
        exchange_name: 'paper',
        coin_symbol: 'BTCUSDT',
        coin_base_asset: 'BTC',
        coin_quote_asset: 'USDT',
        total_amount: r.total_amount,
        order_amount: Math.max(15, Math.floor(r.total_amount * r.share)),
        interval: r.interval,
        pivot_bars: r.pivot_bars,
        tolerance: Math.round(r.tolerance * 10) / 10,
        lookback: r.lookback,
        pattern_double: r.patterns[0],
        pattern_head_shoulders: r.patterns[1],
        pattern_triangle: r.patterns[2],
        enable_option_take_profit: r.tp !== undefined,
        option_take_profit: r.tp,
        enable_option_stop_loss: r.sl !== undefined,
        option_stop_loss: r.sl,
      }) as QuantBaseConfig,
  )

quantProperties('chat_pattern', configs)
