import { describe, expect, it } from 'vitest'
import {
  advancedSchema,
  indicatorsSchema,
  type AdvancedConfig,
  type IndicatorsConfig,
} from '@atb/contract'
import type { Candle } from '../../core/types'
import type { QuantRule } from '../types'
import { advanced } from './advanced'
import { indicators } from './indicators'

const HOUR = 3_600_000
const base = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  total_amount: 1000,
  order_amount: 500,
  interval: '1h',
}
const bars = (closes: number[]): Candle[] =>
  closes.map((c, i) => ({ time: i * HOUR, open: c, high: c, low: c, close: c, volume: 1 }))
function decisions(rule: QuantRule, closes: number[]) {
  return bars(closes).flatMap((bar, i) => {
    const d = rule.bar(bar)
    return d ? [{ i, ...d }] : []
  })
}
const indicatorsRule = (over: object) =>
  indicators.rule!(indicatorsSchema.validateSync({ ...base, ...over }) as IndicatorsConfig)
const advancedRule = (over: object) =>
  advanced.rule!(advancedSchema.validateSync({ ...base, ...over }) as AdvancedConfig)

describe('indicators', () => {
  it('buys the close crossing above its average and sells the cross back below', () => {
    const rule = indicatorsRule({
      entry: {
        indicator: 'price',
        op: 'crosses_above',
        target: 'indicator',
        target_indicator: 'sma',
        target_length: 3,
      },
      exit: {
        indicator: 'price',
        op: 'crosses_below',
        target: 'indicator',
        target_indicator: 'sma',
        target_length: 3,
      },
    })
    // SMA 3: 10, 9.67, 9, 8.67, 9.33, 10.67, 11.33 … from the third bar.
    expect(decisions(rule, [10, 10, 10, 9, 8, 9, 11, 12, 11, 9, 8])).toEqual([
      // From level with its average to below it counts as a cross.
      { i: 3, side: 'SELL', reason: 'close crosses below SMA 3' },
      { i: 5, side: 'BUY', reason: 'close crosses above SMA 3' },
      { i: 8, side: 'SELL', reason: 'close crosses below SMA 3' },
    ])
    expect(rule.plot().lines.map((l) => [l.name, l.axis, l.points.length])).toEqual([
      ['SMA 3', 'price', 9],
    ])
  })

  it('reads a threshold once, when it first holds (ROC in percent)', () => {
    const rule = indicatorsRule({
      entry: { indicator: 'roc', length: 2, op: 'above', target: 'value', value: 5 },
      exit: { indicator: 'roc', length: 2, op: 'below', target: 'value', value: -5 },
    })
    // ROC 2: +7 %, +12.9 %, −1.4 %, −6.6 %: the second "above" does not buy again.
    expect(decisions(rule, [100, 101, 107, 114, 105.5, 106.5])).toEqual([
      { i: 2, side: 'BUY', reason: 'ROC 2 above 5' },
      { i: 5, side: 'SELL', reason: 'ROC 2 below -5' },
    ])
    expect(rule.plot().lines[0]).toMatchObject({ name: 'ROC 2', axis: 'pane' })
  })
})

describe('advanced', () => {
  it('combines entry conditions with AND and exit conditions with OR', () => {
    const rule = advancedRule({
      entry_logic: 'and',
      entry_conditions: [
        { indicator: 'price', op: 'above', target: 'value', value: 100 },
        { indicator: 'roc', length: 2, op: 'above', target: 'value', value: 0 },
      ],
      exit_logic: 'or',
      exit_conditions: [
        { indicator: 'price', op: 'below', target: 'value', value: 95 },
        { indicator: 'roc', length: 2, op: 'below', target: 'value', value: -3 },
      ],
    })
    // ROC 2 from the third bar: +1.0 %, +1.0 %, −3.0 %, −3.9 %, +2.1 %, −4.1 %.
    expect(decisions(rule, [99, 101, 100, 102, 97, 98, 99, 94])).toEqual([
      { i: 3, side: 'BUY', reason: 'close above 100 and ROC 2 above 0' },
      { i: 5, side: 'SELL', reason: 'ROC 2 below -3' },
      { i: 7, side: 'SELL', reason: 'close below 95 or ROC 2 below -3' },
    ])
  })

  it('builds an indicator once however many conditions read it', () => {
    const rsi = { indicator: 'rsi', length: 14, target: 'value' }
    const rule = advancedRule({
      entry_logic: 'and',
      entry_conditions: [
        { ...rsi, op: 'above', value: 50 },
        { ...rsi, op: 'below', value: 70 },
      ],
      exit_logic: 'or',
      exit_conditions: [{ ...rsi, op: 'crosses_below', value: 50 }],
    })
    decisions(
      rule,
      Array.from({ length: 30 }, (_, i) => 100 + Math.sin(i) * 5),
    )
    expect(rule.plot().lines.map((l) => l.name)).toEqual(['RSI 14'])
    expect(rule.warmup).toBe(16)
  })
})

describe('condition schema', () => {
  const check = (schema: typeof indicatorsSchema | typeof advancedSchema, over: object) => {
    try {
      schema.validateSync({ ...base, ...over }, { abortEarly: false })
      return []
    } catch (e) {
      return (e as { errors: { id: string }[] }).errors.map((m) => m.id)
    }
  }
  const ok = { indicator: 'rsi', length: 14, op: 'crosses_above', target: 'value', value: 30 }

  it('keeps an RSI threshold within 0–100 and oscillators off the price lines', () => {
    expect(check(indicatorsSchema, { entry: ok, exit: ok })).toEqual([])
    expect(check(indicatorsSchema, { entry: { ...ok, value: 150 }, exit: ok })).toEqual([
      'validation.max',
    ])
    expect(
      check(indicatorsSchema, {
        entry: { ...ok, target: 'indicator', target_indicator: 'sma', target_length: 20 },
        exit: ok,
      }),
    ).toEqual(['validation.condition_price_scale'])
    expect(check(indicatorsSchema, { entry: { ...ok, length: 1 }, exit: ok })).toEqual([
      'validation.min',
    ])
  })

  it('takes one to five conditions', () => {
    const list = (n: number) => Array.from({ length: n }, () => ok)
    const rule = (n: number) => ({
      entry_logic: 'and',
      entry_conditions: list(n),
      exit_logic: 'or',
      exit_conditions: list(1),
    })
    expect(check(advancedSchema, rule(5))).toEqual([])
    expect(check(advancedSchema, rule(6))).toEqual(['validation.max'])
    expect(check(advancedSchema, rule(0))).toEqual(['validation.required'])
  })

  it('drops a length the close does not have', () => {
    const c = indicatorsSchema.validateSync({
      ...base,
      entry: { indicator: 'price', length: 9, op: 'above', target: 'value', value: 1 },
      exit: ok,
    })
    expect(c.entry).not.toHaveProperty('length')
  })
})
