import type { StrategyKind } from '@atb/contract'
import type { Fill } from '../core/types'
import type { Bands } from '../core/bands'
import type { PaperExchange } from '../exchange/paper'
import type { BotState, Strategy } from '../strategies/types'
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
