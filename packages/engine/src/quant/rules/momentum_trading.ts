import { ADX, ROC } from 'trading-signals'
import type { MomentumTradingConfig } from '@atb/contract'
import { PlotSeries } from '../plot-series'
import type { QuantModule, QuantRule } from '../types'

/**
 * `momentum_trading` (decision 052): rate of change with an ADX trend filter, long only. ROC is the
 * close's change in percent over `roc_length` bars; ADX (Wilder, `adx_length`) the trend's strength
 * whatever its direction. BUY when the ROC crosses above `roc_threshold` while the ADX is at least
 * `adx_min` (a strong move in a trending market); SELL when the ROC falls below zero (the move is
 * gone: the close is under where it was `roc_length` bars ago).
 */
export function momentumTradingRule(config: MomentumTradingConfig): QuantRule {
  const roc = new ROC(config.roc_length)
  const adx = new ADX(config.adx_length)
  const rocLine = new PlotSeries(`ROC ${config.roc_length}`, 'pane')
  const adxLine = new PlotSeries(`ADX ${config.adx_length}`, 'pane')
  let previous: number | null = null
  return {
    // Both indicators' first values, and one more bar for the ROC's cross.
    warmup: Math.max(roc.getRequiredInputs() + 1, adx.getRequiredInputs()),
    bar(c) {
      const change = roc.add(c.close)
      const strength = adx.add({ high: c.high, low: c.low, close: c.close })
      const percent = change === null ? null : change * 100
      if (percent !== null) rocLine.push(c.time, percent)
      if (strength !== null) adxLine.push(c.time, strength)
      const before = previous
      previous = percent
      if (percent === null || before === null) return null
      if (
        strength !== null &&
        strength >= config.adx_min &&
        before <= config.roc_threshold &&
        percent > config.roc_threshold
      )
        return {
          side: 'BUY',
          reason: `ROC above ${config.roc_threshold}%, ADX ${strength.toFixed(0)}`,
        }
      if (before >= 0 && percent < 0) return { side: 'SELL', reason: 'ROC below 0' }
      return null
    },
    plot: () => ({ lines: [rocLine.line(), adxLine.line()], shapes: [] }),
  }
}

export const momentumTrading: QuantModule<MomentumTradingConfig> = { rule: momentumTradingRule }
