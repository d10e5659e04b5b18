import type { BotReason, OrderRejection, StrategyKind } from '@atb/contract'
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
  /** Why the bot ended (its reason's code), or null while it runs. */
  stopped: string | null
}

/** What closes a bot at market before it stops; kept in its state until the close fills. */
export type CloseReason = 'take_profit' | 'stop_loss'

export type Intent =
  | { type: 'place'; order: OrderRequest }
  | { type: 'cancel'; clientId: string }
  | { type: 'stop'; reason: BotReason }

export type SignalSide = 'BUY' | 'SELL'

export type BotEvent =
  | { type: 'tick'; symbol: string; time: number; price: number; funding?: number }
  | { type: 'fill'; fill: Fill }
  | { type: 'rejected'; clientId: string; reason: OrderRejection; time: number }
  | { type: 'signal'; symbol: string; side: SignalSide; time: number; price?: number }
  | { type: 'command'; action: 'open' | 'close'; side?: SignalSide; time: number }

export interface StepResult<S> {
  state: S
  intents: readonly Intent[]
}

/** A bot's own view of what it holds: base position and quote cash, exact, as decimal strings. */
export interface Holdings {
  base: Amount
  /** Quote spent and received; with futures it goes negative while a long is open (equity = cash + base × price). */
  cash: Amount
  fees: Amount
}

/**
 * A bot restarting on a new config over the account it already trades (an edit, decision 088):
 * what that account holds now (futures: the signed position in base units) and the state it
 * leaves. A strategy that needs coins before its orders can rest trades only the difference.
 */
export interface Restart {
  holdings: Holdings
  state: BotState
}

export interface BotContext {
  botId: string
  /** Every symbol the bot trades, first one primary. */
  symbols: SymbolSpec[]
  time: number
  prices: Record<string, number>
  /** Set when the bot restarts over its account (an edit); absent on a fresh start. */
  from?: Restart
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
