import { describe, expect, it } from 'vitest'
import { BarSignal, MaCross } from './ma-cross'

/** A slow average of 4 and a fast one of 2 make crossings easy to compute by hand. */
describe('MaCross', () => {
  it('arms on the first sign after warm-up and fires when the sign flips', () => {
    const cross = new MaCross(2, 4)
    // closes 10,10,10,10: equal averages (sign 0), nothing armed
    expect([10, 10, 10, 10].map((c) => cross.push(c))).toEqual([null, null, null, null])
    // 12: fast (10+12)/2=11 > slow (10+10+10+12)/4=10.5 → armed up, no signal yet
    expect(cross.push(12)).toBeNull()
    // 6: fast (12+6)/2=9 < slow (10+10+12+6)/4=9.5 → crossed down
    expect(cross.push(6)).toBe('SELL')
    // 6: fast 6 < slow (10+12+6+6)/4=8.5 → still down
    expect(cross.push(6)).toBeNull()
    // 16: fast (6+16)/2=11 > slow (12+6+6+16)/4=10 → crossed up
    expect(cross.push(16)).toBe('BUY')
  })

  it('refuses windows that cannot cross', () => {
    expect(() => new MaCross(4, 4)).toThrow()
    expect(() => new MaCross(0, 4)).toThrow()
  })
})

describe('BarSignal', () => {
  const minute = 60_000
  const spec = { fast: 2, slow: 4, intervalMs: 5 * minute }

  it('closes a bar at its last price when the next bar starts, and gives the same signal from ticks or candles', () => {
    const bars = [10, 10, 10, 10, 12, 6]
    const fromTicks = new BarSignal(spec)
    const seen: unknown[] = []
    bars.forEach((close, b) => {
      // three ticks inside each 5-minute bar; the last one is the close
      for (const [offset, price] of [
        [0, close + 3],
        [2, close - 3],
        [4, close],
      ] as const) {
        const out = fromTicks.price(b * spec.intervalMs + offset * minute, price)
        if (out) seen.push(out)
      }
    })
    expect(seen).toEqual([]) // the bar of 6 is still open
    expect(fromTicks.price(6 * spec.intervalMs, 7)).toEqual({
      side: 'SELL',
      time: 6 * spec.intervalMs,
      price: 6,
    })

    const fromCandles = new BarSignal(spec)
    const signals = [...bars, 7]
      .map((close, b) => fromCandles.price(b * spec.intervalMs, close))
      .filter(Boolean)
    expect(signals).toEqual([{ side: 'SELL', time: 6 * spec.intervalMs, price: 6 }])
  })

  it('warms up from history, so the first live bar can already signal', () => {
    const source = new BarSignal(spec)
    source.seed(
      [10, 10, 10, 10, 12].map((close, i) => ({
        time: i,
        open: close,
        high: close,
        low: close,
        close,
        volume: 0,
      })),
    )
    expect(source.price(0, 6)).toBeNull()
    expect(source.price(spec.intervalMs, 6)).toEqual({
      side: 'SELL',
      time: spec.intervalMs,
      price: 6,
    })
  })

  it('ignores a price from an earlier bar (out-of-order tick)', () => {
    const source = new BarSignal(spec)
    source.price(10 * spec.intervalMs, 10)
    expect(source.price(9 * spec.intervalMs, 99)).toBeNull()
  })
})
