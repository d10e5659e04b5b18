import {
  botConfigSchemas,
  INTERVAL_MS,
  isQuantKind,
  quantKinds,
  type QuantBaseConfig,
  type QuantKind,
  type StrategyKind,
} from '@atb/contract'
import type { BotState, Strategy } from '../strategies/types'
import { advanced } from './rules/advanced'
import { chatPattern } from './rules/chat_pattern'
import { indicators } from './rules/indicators'
import { marketNeutral } from './rules/market_neutral'
import { meanReversion } from './rules/mean_reversion'
import { momentumTrading } from './rules/momentum_trading'
import { positionTrading } from './rules/position_trading'
import { swingTrading } from './rules/swing_trading'
import { trendFollowing } from './rules/trend_following'
import { RuleSignal } from './rule-signal'
import { quantStrategy } from './strategy'
import type { QuantModule } from './types'

export { BarBuilder, aggregate } from './bars'
export { RuleSignal, type MarkSpan } from './rule-signal'
export { quantStrategy, type QuantState } from './strategy'
export * from './types'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own config type
const modules: Record<QuantKind, QuantModule<any>> = {
  market_neutral: marketNeutral,
  chat_pattern: chatPattern,
  indicators,
  advanced,
  trend_following: trendFollowing,
  swing_trading: swingTrading,
  position_trading: positionTrading,
  momentum_trading: momentumTrading,
  mean_reversion: meanReversion,
}

/** The quant kinds the engine can run: those with a rule or a strategy of their own. */
export const runnableQuantKinds = (): QuantKind[] =>
  quantKinds.filter((k) => modules[k].rule ?? modules[k].strategy)

/** Each runnable quant kind's strategy, for the engine's registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own config type
export function quantStrategies(): Strategy<any, BotState>[] {
  return runnableQuantKinds().map(
    (kind) => modules[kind].strategy ?? quantStrategy(kind, botConfigSchemas[kind]),
  )
}

/** Whether the kind trades by a bar rule (every quant kind but market neutral's two legs). */
export const isRuleKind = (kind: StrategyKind): boolean =>
  isQuantKind(kind) && modules[kind].rule !== undefined

/** A quant bot's signal source: its kind's rule over bars of its config's interval. */
export function quantSignalOf(kind: StrategyKind, config: unknown): RuleSignal | null {
  if (!isQuantKind(kind)) return null
  const rule = modules[kind].rule
  if (!rule) return null
  const c = config as QuantBaseConfig
  return new RuleSignal(rule(config), INTERVAL_MS[c.interval])
}
