import { describe, expect, it } from 'vitest'
import { chatPatternSchema, type ChatPatternConfig } from '@atb/contract'
import type { Candle } from '../../core/types'
import { chartPatternRule } from './chat_pattern'

const HOUR = 3_600_000
const base = {
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  exchange_name: 'paper',
  total_amount: 1000,
  order_amount: 500,
  interval: '1h',
  pivot_bars: 2,
  tolerance: 1.5,
  lookback: 100,
}
const config = (over: Partial<ChatPatternConfig> = {}) =>
  chatPatternSchema.validateSync({ ...base, ...over }) as ChatPatternConfig

/** Bars closing at each price, each half a point high and low of its close. */
const bars = (closes: number[]): Candle[] =>
  closes.map((c, i) => ({
    time: i * HOUR,
    open: c,
    high: c + 0.5,
    low: c - 0.5,
    close: c,
    volume: 1,
  }))

function decisions(closes: number[], c = config()) {
  const rule = chartPatternRule(c)
  return bars(closes).flatMap((bar, i) => {
    const d = rule.bar(bar)
    return d ? [{ i, ...d }] : []
  })
}

// Two lows at 100 and 100.5 with a 108 high between them; 109 closes above the neckline (108.5).
const doubleBottom = [110, 108, 106, 104, 100, 104, 106, 108, 106, 104, 100.5, 104, 106, 109]

describe('chat_pattern', () => {
  it('buys the close that breaks a double bottom’s neckline, once', () => {
    expect(decisions(doubleBottom)).toEqual([
      { i: 13, side: 'BUY', reason: 'double bottom breakout' },
    ])
    expect(decisions([...doubleBottom, 110, 111, 112])).toHaveLength(1)
  })

  it('sells a double top’s breakdown', () => {
    const top = doubleBottom.map((p) => 210 - p)
    expect(decisions(top)).toEqual([{ i: 13, side: 'SELL', reason: 'double top breakdown' }])
  })

  it('ignores a switched-off pattern and lows that are not level', () => {
    expect(decisions(doubleBottom, config({ pattern_double: false }))).toEqual([])
    const uneven = [...doubleBottom]
    uneven[10] = 103 // 3 % above the first low: not a double bottom at 1.5 % tolerance
    expect(decisions(uneven)).toEqual([])
  })

  it('sells a head and shoulders when the close breaks the sloping neckline', () => {
    // Shoulders at 110 and 110.5, the head at 116; troughs at 104 and 105 make the neckline.
    const hs = [
      100, 102, 106, 110, 106, 104, 108, 112, 116, 112, 108, 105, 107, 110.5, 107, 104, 102,
    ]
    const ds = decisions(hs, config({ pattern_double: false, pattern_triangle: false }))
    // The right shoulder is confirmed at bar 15, where the neckline (103.5 at bar 5 rising to 104.5
    // at bar 11) reads 105.2 and the close is 104.
    expect(ds).toEqual([{ i: 15, side: 'SELL', reason: 'head and shoulders breakdown' }])
  })

  it('buys an ascending triangle’s breakout above its flat top', () => {
    // Tops at 110 twice, lows rising from 100 to 104, then a close at 112.
    const tri = [104, 107, 110, 107, 100, 105, 110, 108, 104, 107, 109, 112]
    const ds = decisions(tri, config({ pattern_double: false, pattern_head_shoulders: false }))
    expect(ds).toEqual([{ i: 11, side: 'BUY', reason: 'ascending triangle breakout' }])
  })

  it('draws the pattern it traded, and nothing before', () => {
    const rule = chartPatternRule(config())
    const all = bars(doubleBottom)
    for (const b of all.slice(0, -1)) rule.bar(b)
    expect(rule.plot().shapes).toEqual([])
    rule.bar(all.at(-1)!)
    expect(rule.plot().shapes.map((s) => s.name)).toEqual(['Double bottom', 'Neckline'])
    expect(rule.plot().shapes[1]).toEqual({
      name: 'Neckline',
      from: { time: 7 * HOUR, price: 108.5 },
      to: { time: 13 * HOUR, price: 108.5 },
    })
  })

  it('refuses a config with every pattern off, in words', () => {
    const off = { pattern_double: false, pattern_head_shoulders: false, pattern_triangle: false }
    expect(() => chatPatternSchema.validateSync({ ...base, ...off })).toThrow()
    try {
      chatPatternSchema.validateSync({ ...base, ...off })
    } catch (e) {
      expect((e as { path: string }).path).toBe('pattern_double')
    }
    expect(() => chatPatternSchema.validateSync({ ...base, pivot_bars: 1 })).toThrow()
    expect(() => chatPatternSchema.validateSync({ ...base, lookback: 2.5 })).toThrow()
  })
})
