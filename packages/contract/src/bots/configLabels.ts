import type { MessageDescriptor } from '../i18n/message'
import type { StrategyKind } from '../strategies'
import { botLabels } from './labels'
import {
  chatPatternLabels,
  conditionLabels,
  marketNeutralLabels,
  meanReversionLabels,
  momentumTradingLabels,
  quantLabels,
  swingTradingLabels,
  trendFollowingLabels,
  positionTradingLabels,
} from './quant'

/**
 * Every config field's label, across the kinds: the spec's fields and the quant kinds' own. The bot
 * page's parameters, its event log and the update page's change lines name a field with these.
 */
export const configLabels: Readonly<Record<string, MessageDescriptor>> = {
  ...botLabels,
  ...quantLabels,
  ...chatPatternLabels,
  ...conditionLabels,
  ...trendFollowingLabels,
  ...meanReversionLabels,
  ...swingTradingLabels,
  ...momentumTradingLabels,
  ...positionTradingLabels,
  ...marketNeutralLabels,
}

/**
 * Kinds whose own fields share a key with another kind's (`fast_length` is an EMA's length in
 * trend following, an average's in position trading): for them their own label wins.
 */
const ownLabels: Partial<Record<StrategyKind, Readonly<Record<string, MessageDescriptor>>>> = {
  trend_following: trendFollowingLabels,
  position_trading: positionTradingLabels,
}

/** A config field's label for a kind: its own where keys are shared, else the common one. */
export const configLabelOf = (
  kind: StrategyKind | undefined,
  field: string,
): MessageDescriptor | undefined => (kind && ownLabels[kind]?.[field]) || configLabels[field]
