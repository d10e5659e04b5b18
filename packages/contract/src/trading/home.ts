import * as yup from 'yup'
import type { StrategyKind } from '../strategies'
import type { BotSummary, Money } from './bots'
import type { MarketTicker } from './market'
import type { BotReason } from './reasons'
import type { BotStatusName, ExchangeName } from './venues'

/** GET /home/summary takes nothing. */
export const homeSummarySchema = yup.object({})

/** The most running bots the home page lists; the rest are a link to /bot away. */
export const HOME_BOTS = 6
/** How many top movers the home page shows. */
export const HOME_MOVERS = 5

/**
 * One currency's money (USDT for crypto, USD for forex and gold). `free` is what the Paper
 * account can still put into bots; `in_bots` is what the user's live bots (every venue) are
 * worth now, valued as /robot/list values them; `total` is their sum.
 */
export interface HomeAsset {
  currency: string
  free: Money
  in_bots: Money
  total: Money
  /** The live bots' change in total since 00:00 in the viewer's zone, as /robot/list totals it. */
  today_pnl: Money
  /** Realised + unrealised − fees of the live bots, as /robot/list totals it. */
  total_pnl: Money
}

/** What needs the trader's attention, most urgent first. */
export const attentionKinds = [
  'bot_error',
  'bot_out_of_balance',
  'bot_low_balance',
  'key_invalid',
  'key_disabled',
  'key_withdrawal_enabled',
] as const
export type AttentionKind = (typeof attentionKinds)[number]

export interface HomeAttention {
  kind: AttentionKind
  exchange_name: ExchangeName
  /** The bot it is about (bot kinds); null for a key. */
  bot_id: string | null
  bot_kind: StrategyKind | null
  symbols: string[]
  /** The bot's stored reason (error, out of balance), as /robot/view gives it; null for keys. */
  reason: BotReason | null
}

export interface HomeSummaryResponse {
  /** The market's present (decision 087); "today" began at 00:00 of its day in the viewer's zone. */
  now: number
  assets: HomeAsset[]
  /** How many of the user's bots are in each live status. */
  counts: Record<Exclude<BotStatusName, 'stopped'>, number>
  /** Live bots (not stopped), newest first, at most HOME_BOTS. */
  bots: BotSummary[]
  attention: HomeAttention[]
  /** The market's largest 24 h moves either way, at most HOME_MOVERS. */
  movers: MarketTicker[]
}
