import { describe, expect, it } from 'vitest'
import { EMA, RSI, SMA } from 'trading-signals'

/**
 * trading-signals against published worked examples (decision 047): StockCharts ChartSchool's
 * spreadsheets, "Relative Strength Index (RSI)" (cs-rsi.xls, QQQQ, 14-Dec-09 to 1-Feb-10) and
 * "Moving Averages - Simple and Exponential" (cs-movavg.xls, Intel, 24-Mar-10 to 5-May-10). The
 * tables print two decimals, so a value matches when it rounds to the printed one.
 */

// The RSI sheet computes from these closes (it displays them rounded to cents).
const QQQQ = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931,
  46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521,
  45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
]
const RSI_14 = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46,
  41.87, 45.46, 37.3, 33.08, 37.77,
]

const INTC = [
  22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38, 22.61,
  23.36, 24.05, 23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65, 23.19, 23.1, 23.33, 22.68, 23.1,
  22.4, 22.17,
]
const SMA_10 = [
  22.22, 22.21, 22.23, 22.26, 22.31, 22.42, 22.61, 22.77, 22.91, 23.08, 23.21, 23.38, 23.53, 23.65,
  23.71, 23.69, 23.61, 23.51, 23.43, 23.28, 23.13,
]
const EMA_10 = [
  22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.54,
  23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92,
]

/** Each value once it is stable, streamed one input at a time as the rules do. */
function stream(
  indicator: {
    update(x: number, replace: boolean): unknown
    isStable: boolean
    getResult(): unknown
  },
  xs: number[],
) {
  const out: number[] = []
  for (const x of xs) {
    indicator.update(x, false)
    if (indicator.isStable) out.push(indicator.getResult() as number)
  }
  return out
}

describe('trading-signals against published reference values', () => {
  it('RSI(14) is Wilder’s: all 19 values of the StockCharts table, to the printed cent', () => {
    const got = stream(new RSI(14), QQQQ)
    expect(got).toHaveLength(RSI_14.length)
    got.forEach((v, i) => expect(Math.abs(v - RSI_14[i]!)).toBeLessThanOrEqual(0.005))
    // Wilder's seed: the first value is 100 − 100 / (1 + mean gain / mean loss) of the first 14 changes.
    let gain = 0
    let loss = 0
    for (let i = 1; i <= 14; i++) {
      const d = QQQQ[i]! - QQQQ[i - 1]!
      if (d > 0) gain += d
      else loss -= d
    }
    expect(got[0]).toBeCloseTo(100 - 100 / (1 + gain / loss), 10)
  })

  it('SMA(10) matches the StockCharts table to within its rounding (one cent)', () => {
    const got = stream(new SMA(10), INTC)
    expect(got).toHaveLength(SMA_10.length)
    got.forEach((v, i) => expect(Math.abs(v - SMA_10[i]!)).toBeLessThan(0.01))
  })

  it('EMA(10) starts from the first price, not a 10-bar SMA, and converges to the table', () => {
    const got = stream(new EMA(10), INTC)
    expect(got).toHaveLength(EMA_10.length)
    // StockCharts seeds with the SMA (22.22); trading-signals has smoothed from the first close.
    expect(got[0]).toBeCloseTo(22.2504, 4)
    // The seed's weight decays by 9/11 a bar: from the 10th value on, the table's cent holds.
    got.slice(9).forEach((v, i) => expect(Math.abs(v - EMA_10[i + 9]!)).toBeLessThanOrEqual(0.006))
  })
})
