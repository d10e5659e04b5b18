import type { Page } from '../accounts/api'
import type { StrategyKind } from '../strategies'
import type { Money } from './bots'
import type { BotStatusName, ExchangeName } from './venues'

/**
 * Realised profit (issue 12, decision 041): every fill of a bot is an event whose profit is what
 * it realised against the average cost, minus its fee. So for every bot the events add up to
 * the bot page's realised − fees, and the profit page reconciles with the bots to the decimal.
 * Days are UTC days.
 */
export interface ProfitEvent {
  /** `{bot_id}:{seq}`: the fill's own id. */
  id: string
  bot_id: string
  kind: StrategyKind
  exchange_name: ExchangeName
  symbol: string
  side: 'buy' | 'sell'
  qty: Money
  price: Money
  /** Realised against the average cost (0 for a fill that opens or adds). */
  realized: Money
  fee: Money
  /** realized − fee, in `currency`. */
  profit: Money
  /**
   * The platform's profit share charged from the wallet for this realisation (connected exchanges,
   * decision 067), in USDT; null when none was charged (Paper, a loss, not yet settled).
   */
  profit_share?: Money | null
  currency: string
  /** Epoch ms. */
  time: number
}
export type ProfitHistoryResponse = Page<ProfitEvent>

export interface ProfitDay {
  /** `YYYY-MM-DD`: a calendar day in the summary's time zone. */
  date: string
  profit: Money
}

export interface ProfitByBot {
  bot_id: string
  kind: StrategyKind
  exchange_name: ExchangeName
  symbols: string[]
  status: BotStatusName
  profit: Money
}

export interface ProfitByPair {
  symbol: string
  bots: number
  profit: Money
}

/**
 * One currency's figures (USDT for crypto, USD for forex and gold): changes in the bots' total
 * profit (realised + unrealised − fees), so `all` is the sum of the bots' totals and the days add
 * up to it (decision 091).
 */
export interface ProfitSummary {
  currency: string
  /** Since 00:00 today in the summary's time zone. */
  today: Money
  days_7: Money
  days_30: Money
  all: Money
  /** Only days whose total changed, oldest first; the page fills the gaps with zero. */
  days: ProfitDay[]
  by_bot: ProfitByBot[]
  by_pair: ProfitByPair[]
}

export interface ProfitSummaryResponse {
  /** The market's present (decision 087). */
  now: number
  /** The zone whose calendar days these are: the viewer's, from the time-zone header (decision 091). */
  time_zone: string
  summaries: ProfitSummary[]
}
