import { BollingerBands } from 'trading-signals'
import type { MeanReversionConfig } from '@atb/contract'
import { PlotSeries } from '../plot-series'
import type { QuantModule, QuantRule } from '../types'

/**
 * `mean_reversion` (decision 050): a Bollinger-band fade, long only. A close below the lower band
 * (the SMA of `bb_length` closes minus `bb_deviation` standard deviations) is a stretch away from
 * the average: BUY. A close back at or above the middle band (the SMA) is the reversion: SELL. The
 * rule says each once per swing: after a BUY it waits for the middle band, after a SELL for the
 * lower band again.
 */
export function meanReversionRule(config: MeanReversionConfig): QuantRule {
  const bands = new BollingerBands(config.bb_length, config.bb_deviation)
  const upper = new PlotSeries('BB upper', 'price')
  const middle = new PlotSeries('BB middle', 'price')
  const lower = new PlotSeries('BB lower', 'price')
  let long = false
  return {
    warmup: config.bb_length,
    bar(c) {
      const b = bands.add(c.close)
      if (!b) return null
      upper.push(c.time, b.upper)
      middle.push(c.time, b.middle)
      lower.push(c.time, b.lower)
      if (!long && c.close < b.lower) {
        long = true
        return { side: 'BUY', reason: 'close below lower band' }
      }
      if (long && c.close >= b.middle) {
        long = false
        return { side: 'SELL', reason: 'close back at middle band' }
      }
      return null
    },
    plot: () => ({ lines: [upper.line(), middle.line(), lower.line()], shapes: [] }),
  }
}

export const meanReversion: QuantModule<MeanReversionConfig> = { rule: meanReversionRule }
