import type { StrategyKind } from '@atb/contract'
import type { AnyObject, Schema } from 'yup'
import type { Amount, Fill, MarketKind, OrderRequest, SymbolSpec } from '../core/types'
import type { MarginType } from '../exchange/types'

/**
 * The tick band in which a bot has nothing to do: a tick with low < price < high and time < at is a
 * no-op by contract, so the runner skips the call. This is what lets 10,000 idle bots share a feed.
 */
export interface Watch {
  low: number
  high: number
  at: number
}

export interface BotState {
  botId: string
  /** Next client order id suffix; ids are `${botId}:${seq}` so a replay after a crash reuses them. */
  seq: number
  watch: Watch
  /** Why the bot ended, or null while it runs. */
  stopped: string | null
}

export type Intent =
  | { type: 'place'; order: OrderRequest }
  | { type: 'cancel'; clientId: string }
  | { type: 'stop'; reason: string }

export type SignalSide = 'BUY' | 'SELL'

export type BotEvent =
  | { type: 'tick'; symbol: string; time: number; price: number; funding?: number }
  | { type: 'fill'; fill: Fill }
  | { type: 'rejected'; clientId: string; reason: string; time: number }
  | { type: 'signal'; symbol: string; side: SignalSide; time: number; price?: number }
  | { type: 'command'; action: 'open' | 'close'; side?: SignalSide; time: number }

export interface StepResult<S> {
  state: S
  intents: readonly Intent[]
}

export interface BotContext {
  botId: string
  /** Every symbol the bot trades, first one primary. */
  symbols: SymbolSpec[]
  time: number
  prices: Record<string, number>
}

export interface AccountNeeds {
  balances: Record<string, Amount>
  leverage?: number
  marginType?: MarginType
}

export interface Strategy<C = unknown, S extends BotState = BotState> {
  kind: StrategyKind
  market: MarketKind
  schema: Schema<AnyObject>
  /** What the bot's paper account needs to run this config. */
  account(config: C, spec: SymbolSpec): AccountNeeds
  /** Every instrument a bot on this pair trades, the pair first (market neutral's perpetual); absent: the pair alone. */
  legs?(spec: SymbolSpec): SymbolSpec[]
  init(config: C, ctx: BotContext): StepResult<S>
  step(state: S, event: BotEvent): StepResult<S>
}
