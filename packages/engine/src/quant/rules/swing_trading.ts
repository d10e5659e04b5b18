import { RSI } from 'trading-signals'
import type { SwingTradingConfig } from '@atb/contract'
import { PlotSeries } from '../plot-series'
import type { QuantModule, QuantRule } from '../types'

/**
 * `swing_trading` (decision 051): RSI swings, long only. Wilder's RSI over `rsi_length` closes;
 * BUY when it crosses up through `oversold` (the dip is turning), SELL when it crosses down
 * through `overbought` (the rally is fading). A cross needs the previous bar's RSI on the other side.
 */
export function swingTradingRule(config: SwingTradingConfig): QuantRule {
  const rsi = new RSI(config.rsi_length)
  const line = new PlotSeries(`RSI ${config.rsi_length}`, 'pane')
  const low = new PlotSeries(`Oversold ${config.oversold}`, 'pane')
  const high = new PlotSeries(`Overbought ${config.overbought}`, 'pane')
  let previous: number | null = null
  return {
    // The RSI's first value, and one more bar for a cross.
    warmup: rsi.getRequiredInputs() + 1,
    bar(c) {
      const value = rsi.add(c.close)
      if (value === null) return null
      line.push(c.time, value)
      low.push(c.time, config.oversold)
      high.push(c.time, config.overbought)
      const before = previous
      previous = value
      if (before === null) return null
      if (before < config.oversold && value >= config.oversold)
        return { side: 'BUY', reason: `RSI up through ${config.oversold}` }
      if (before > config.overbought && value <= config.overbought)
        return { side: 'SELL', reason: `RSI down through ${config.overbought}` }
      return null
    },
    plot: () => ({ lines: [line.line(), low.line(), high.line()], shapes: [] }),
  }
}

export const swingTrading: QuantModule<SwingTradingConfig> = { rule: swingTradingRule }
