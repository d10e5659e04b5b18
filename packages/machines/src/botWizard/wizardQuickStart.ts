import {
  botConfigSchemas,
  configContext,
  defaultPairs,
  shareProfitKinds,
  venueMarkets,
  type ConfigMarket,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
  type Theme,
} from '@atb/contract'
import { isChoosable, isMarket, isThemeOf } from './wizardSteps'

/**
 * A quick start (decision 089): a kind opened straight at its review on a venue, with the
 * market's most traded pair and the kind's starting values ("Try a Paper grid" on the dashboard).
 * The address names the kind as a deep link does; anything a user may type is checked.
 */
export interface QuickStartParams {
  market?: string | undefined
  theme?: string | undefined
  strategy?: string | undefined
  exchange: ExchangeName
}

/** A quick start the wizard can take: a choosable kind, its venue serving the market. */
export interface QuickStart {
  market: Market
  theme: Theme
  kind: ConfigurableKind
  exchange: ExchangeName
  symbol: string
}

/**
 * The quick start an address asks for, or null. Kinds whose profit is shared need a second
 * agreement, and basket kinds a choice of coins, so they open their setup form as usual.
 */
export function quickStartOf(params: QuickStartParams): QuickStart | null {
  const { market, theme, strategy: kind, exchange } = params
  if (!isMarket(market) || !isThemeOf(market, theme)) return null
  if (!isChoosable(market, theme, kind) || shareProfitKinds.includes(kind)) return null
  if (!venueMarkets[exchange].includes(market) || kind === 'spot_rebalance') return null
  return { market, theme, kind, exchange, symbol: defaultPairs[market] }
}

/** What the app's `prepare` actor answers: the kind's starting values on the pair, and its market. */
export interface PreparedSetup {
  /** The setup form's values (config fields and the form's own, no agreement). */
  values: Record<string, unknown>
  /** The pair's last price and order rules, which the config is checked with. */
  market: ConfigMarket
}

/** What `prepare` is asked for. */
export type PrepareInput = Omit<QuickStart, 'theme'>

/**
 * Whether prepared values pass the kind's contract schema, with the context the server builds
 * from the same market (the create request is checked again there).
 */
export function isValidPrepared(kind: ConfigurableKind, prepared: PreparedSetup): boolean {
  const context = configContext(kind, prepared.values, prepared.market)
  return botConfigSchemas[kind].isValidSync(prepared.values, { context })
}
