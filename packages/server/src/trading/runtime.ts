import type { BotStatusName } from '@atb/contract'
import type { BotRecord, BotState, Intent, PaperAccountSnapshot, Runner } from '@atb/engine'
import type { BotRow } from './lease'
import { decodeJson } from './codec'
import type { PnlTracker } from './pnl'

/** What the host keeps per hosted bot beside the engine's record. */
export interface BotRuntime {
  id: string
  userId: string
  exchange: string
  runner: Runner
  symbol: string
  /** The bot's other instruments with a position of their own (market neutral's perpetual). */
  legs: string[]
  base: string
  quote: string
  pnl: PnlTracker
  /** Buy-and-hold: the start value bought at the start price. */
  startPrice: number
  startValue: string
  /** Set while a running bot's quote holdings are below MIN_ASSET_RUNNING_BOT. */
  outOfBalance: string | null
  lastPnlAt: number
  lastStatus: BotStatusName
  /**
   * Set by a user's command (pause, resume, stop): the bot API announces the status it leads to
   * once stored (decision 036), so the host adopts it without announcing it a second time.
   */
  userAsked: boolean
}

/** The engine record stored in a bot row; null when no host has started the bot yet. */
export function recordOf(row: BotRow): BotRecord | null {
  if (row.state === null || row.state === undefined) return null
  return {
    id: row.id,
    kind: row.kind as BotRecord['kind'],
    config: row.config,
    symbols: row.symbols,
    status: row.status === 'paused' ? 'paused' : 'running',
    reason: row.status === 'out_of_balance' ? null : row.reason,
    state: decodeJson<BotState>(row.state),
    outbox: decodeJson<Intent[]>(row.outbox),
    fillCursor: row.fillCursor,
  }
}

export const accountOf = (row: BotRow): PaperAccountSnapshot | null =>
  row.venueAccount ? decodeJson<PaperAccountSnapshot>(row.venueAccount) : null

/** The status a row and the socket show: the engine's, with out_of_balance on top of running. */
export function shownStatus(record: BotRecord, rt: BotRuntime | undefined): BotStatusName {
  if (record.status === 'running' && rt?.outOfBalance) return 'out_of_balance'
  return record.status
}
