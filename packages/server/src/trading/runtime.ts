import type { BotReason, BotStatusName } from '@atb/contract'
import type {
  BotRecord,
  BotState,
  Intent,
  MarketFeed,
  PaperAccountSnapshot,
  PaperExchange,
  Runner,
} from '@atb/engine'
import type { BotRow } from './lease'
import { decodeJson } from './codec'
import type { Coin, PnlTracker } from './pnl'

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
  /**
   * The coins the bot's value counts besides the quote: its base, or every coin of a basket
   * (rebalance), each traded on its pair with the quote.
   */
  coins: Coin[]
  /** A basket bot (rebalance) spends its quote on its coins by design: only its whole value can run low. */
  basket: boolean
  pnl: PnlTracker
  /** Buy-and-hold: the start value bought at the start price. */
  startPrice: number
  startValue: string
  /**
   * Set while a running bot cannot keep trading: its quote held (a basket: everything it holds,
   * at mark prices) is below MIN_ASSET_RUNNING_BOT.
   */
  outOfBalance: BotReason | null
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

/**
 * A pair's mark for a hosted bot: the paper venue's last price, else the feed's (a basket coin
 * not traded yet), else, for the bot's own pair, its start price.
 */
export const markOf = (
  d: { paper: PaperExchange; feed: MarketFeed },
  rt: Pick<BotRuntime, 'symbol' | 'startPrice'>,
  symbol: string,
): number =>
  d.paper.lastPrice(symbol) ??
  d.feed.ticker(symbol)?.last ??
  (symbol === rt.symbol ? rt.startPrice : 0)
