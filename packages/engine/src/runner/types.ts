import type { StrategyKind } from '@atb/contract'
import type { Fill, OrderView, SymbolSpec } from '../core/types'
import type { Bands } from '../core/bands'
import type { PaperExchange } from '../exchange/paper'
import type { BotState, Holdings, Intent, Strategy } from '../strategies/types'
import type { BotRecord } from './store'

/** Bots that still own orders and take fills into their state. */
export const live = (r: BotRecord) => r.status === 'running' || r.status === 'paused'

/** The venue the runner drives: the paper exchange here; a live adapter bridges to the same calls. */
export type TickVenue = Pick<
  PaperExchange,
  | 'tick'
  | 'place'
  | 'cancel'
  | 'fillsSince'
  | 'ack'
  | 'openOrders'
  | 'openAccount'
  | 'specOf'
  | 'listener'
>

export interface Slot {
  record: BotRecord
  /** Where this bot's idle band sits in each of its feeds' band arrays. */
  bands: { bands: Bands<Slot>; index: number }[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- configs differ per strategy
  strategy: Strategy<any, BotState>
}

export interface NewBot {
  id: string
  kind: StrategyKind
  /** Already validated with `parseConfig`. */
  config: unknown
  symbols: string[]
  time: number
  prices: Record<string, number>
}

export interface RunnerHooks {
  onFill?: (botId: string, fill: Fill) => void
  onStop?: (record: BotRecord) => void
}

/** When and at what prices a bot restarts on a new config, and what its account holds then. */
export interface RestartContext {
  time: number
  prices: Record<string, number>
  /** What the bot's account holds (futures: the signed position in base units); absent: its state's booking. */
  holdings?: Holdings
}

/** What an edit does, worked out before anything is sent (decision 088). */
export interface EditPlan {
  botId: string
  config: unknown
  /** The rules of the pair it trades first, as its venue has them. */
  spec: SymbolSpec
  /** The bot's open orders, all cancelled first. */
  cancels: OrderView[]
  /** What the strategy's start on the new config sends, in order. */
  intents: readonly Intent[]
  /**
   * What it sends once the start's market orders fill, worked out as if they filled in full at
   * the price now (a grid's sells wait for the base its market buy brings).
   */
  then: readonly Intent[]
  /** The strategy's state once those are sent. */
  state: BotState
}
