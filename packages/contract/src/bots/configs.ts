import * as yup from 'yup'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import type { StrategyKind } from '../strategies'
import type { CandleInterval } from '../trading/venues'
import { committedQuote, futuresBotSchema, maxCoinInitial, type AmountType } from './futures'
import {
  futuresGridBotSchema,
  gridBotSchema,
  gridTotalInvestment,
  isGridKind,
  type GridLotRules,
} from './grid'
import {
  advancedSchema,
  chatPatternSchema,
  indicatorsSchema,
  marketNeutralSchema,
  meanReversionSchema,
  momentumTradingSchema,
  positionTradingSchema,
  swingTradingSchema,
  trendFollowingSchema,
} from './quant'
import { rebalanceBotSchema } from './rebalance'
import { futuresSignalBotSchema, spotSignalBotSchema } from './signal'
import { dcaBotSchema, spotBotSchema } from './spot'

/**
 * Each runnable kind's config schema: the wizard's setup form, the backtest endpoint, the create
 * endpoint and the engine all validate a config with this one schema.
 */
export const botConfigSchemas = {
  spot_grid: gridBotSchema,
  futures_grid: futuresGridBotSchema,
  spot_martingale: spotBotSchema,
  dca: dcaBotSchema,
  spot_signal: spotSignalBotSchema,
  future_signal: futuresSignalBotSchema,
  forex_signal: futuresSignalBotSchema,
  spot_rebalance: rebalanceBotSchema,
  spot_manual: futuresBotSchema,
  future_manual: futuresBotSchema,
  forex_manual: futuresBotSchema,
  gold_manual: futuresBotSchema,
  market_neutral: marketNeutralSchema,
  chat_pattern: chatPatternSchema,
  indicators: indicatorsSchema,
  advanced: advancedSchema,
  trend_following: trendFollowingSchema,
  swing_trading: swingTradingSchema,
  position_trading: positionTradingSchema,
  momentum_trading: momentumTradingSchema,
  mean_reversion: meanReversionSchema,
} as const satisfies Partial<Record<StrategyKind, yup.AnyObjectSchema>>

export type ConfigurableKind = keyof typeof botConfigSchemas
export const configurableKinds = Object.keys(botConfigSchemas) as ConfigurableKind[]
export const isConfigurableKind = (kind: string): kind is ConfigurableKind =>
  Object.hasOwn(botConfigSchemas, kind)

/** Kinds that trade a basket of coins named in their config, not one pair (rebalancing). */
export const basketKinds: readonly StrategyKind[] = ['spot_rebalance']
export const isBasketKind = (kind: string): boolean => basketKinds.includes(kind as StrategyKind)

/**
 * Kinds whose profit is shared (a signal provider takes a share of what following it earns), so
 * creating one also needs the share-profit agreement (spec section 5; decision 039).
 */
export const shareProfitKinds: readonly StrategyKind[] = [
  'spot_signal',
  'future_signal',
  'forex_signal',
]

export const agreeRisk = () =>
  yup
    .boolean()
    .typeError(() => message(validation.agreeRisk))
    .required(() => message(validation.agreeRisk))
    .oneOf([true], () => message(validation.agreeRisk))

export const agreeShareProfit = () =>
  yup
    .boolean()
    .typeError(() => message(validation.agreeShareProfit))
    .required(() => message(validation.agreeShareProfit))
    .oneOf([true], () => message(validation.agreeShareProfit))

/**
 * The wizard's setup form for a kind: its config fields plus the agreements creating it needs,
 * and for the grids the total investment the amount per grid is derived from (decision 089).
 * The browser validates with this; the server checks the same agreements on `botCreateSchema`
 * and the amount per grid with the same minimum (`gridMinPerGrid`).
 */
export function botSetupSchema<K extends ConfigurableKind>(kind: K): BotSetupSchema<K> {
  const config = botConfigSchemas[kind] as yup.AnyObjectSchema
  const total: yup.ObjectShape = isGridKind(kind) ? { total_investment: gridTotalInvestment() } : {}
  const schema = shareProfitKinds.includes(kind)
    ? config.shape({ ...total, agree_risk: agreeRisk(), agree_share_profit: agreeShareProfit() })
    : config.shape({
        ...total,
        agree_risk: agreeRisk(),
        agree_share_profit: yup.boolean().strip(),
      })
  return schema as BotSetupSchema<K>
}

/** The agreements a setup form adds to a config; the share-profit one counts for signal kinds only. */
export interface SetupAgreements {
  agree_risk: boolean
  agree_share_profit?: boolean
}

/** The setup-only fields: the create request's config leaves them out. */
export const setupOnlyFields = ['agree_risk', 'agree_share_profit', 'total_investment'] as const

/**
 * `botSetupSchema(kind)`'s type, per kind: spelt out because `shape()` on a schema picked by a
 * type parameter widens to every kind's values. A grid's `total_investment` is left out of it: the
 * grid form types its own values (the config is what the rest of the app reads).
 */
export type BotSetupSchema<K extends ConfigurableKind> =
  (typeof botConfigSchemas)[K] extends yup.ObjectSchema<infer T, infer C, infer D, infer F>
    ? yup.ObjectSchema<T & SetupAgreements, C, D & { [A in keyof SetupAgreements]: undefined }, F>
    : never

const typed = (value: unknown): { type?: AmountType; amount?: number } | undefined => {
  if (typeof value !== 'object' || value === null) return undefined
  const { type, amount } = value as Record<string, unknown>
  return {
    ...(type === 0 || type === 1 ? { type } : {}),
    ...(typeof amount === 'number' ? { amount } : {}),
  }
}

/** What the market says when a config is checked: the pair's last price, a basket coin's. */
export interface ConfigMarket {
  lastPrice?: number
  /** A basket coin's last price (rebalance trigger prices keep to its band). */
  coinPrice?: (asset: string) => number | undefined
  /** The free quote balance, where the caller knows it. */
  balance?: number
  /** The pair's order rules: a grid's amount per grid must make orders the venue accepts. */
  lot?: GridLotRules
  /** The pair's candle intervals: a quant rule's bars must be one of them. */
  intervals?: readonly CandleInterval[]
}

/**
 * The validation context a kind's schema reads (`lastPrice` and `coinPrice`, which price fields
 * keep within the band of, decision 077; for the futures-type bot the supplied maximum
 * `maxCoinInitial`), built from the raw config the way the wizard builds it, so the server checks
 * a config with the same caps the form showed. `balance` (free quote) caps it further where the
 * caller knows it.
 */
export function configContext(
  kind: StrategyKind,
  raw: unknown,
  { lastPrice, coinPrice, balance, lot, intervals }: ConfigMarket,
): Record<string, unknown> {
  const context: Record<string, unknown> = {
    ...(lastPrice === undefined ? {} : { lastPrice }),
    ...(intervals === undefined ? {} : { intervals }),
    ...(coinPrice === undefined ? {} : { coinPrice }),
    ...(lot === undefined || !isGridKind(kind) ? {} : { lot }),
  }
  if ((botConfigSchemas as Record<string, unknown>)[kind] !== futuresBotSchema) return context
  const config = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const cap = maxCoinInitial(typed(config.coinInitial)?.type, {
    capital: committedQuote(typed(config.capital)),
    balance,
    lastPrice,
  })
  return cap === undefined ? context : { ...context, maxCoinInitial: cap }
}
