import type { Page } from '../accounts/api'
import type { Market, StrategyKind } from '../strategies'
import type { BotOrderStatus, StopMode } from './bot-requests'
import type { BotStatusName, ExchangeName } from './venues'

/** Money is a decimal string everywhere in these replies, never a float. */
export type Money = string

/** One asset of the user's Paper venue. */
export interface PaperBalance {
  asset: string
  /** What new bots can take. */
  free: Money
  /** What the user's live paper bots hold (their allocations). */
  in_bots: Money
}

export interface PaperBalancesResponse {
  exchange_name: 'paper'
  balances: PaperBalance[]
}

/** A row of the bot list. */
export interface BotSummary {
  id: string
  kind: StrategyKind
  exchange_name: ExchangeName
  market: Market
  symbols: string[]
  status: BotStatusName
  reason: string | null
  config_version: number
  /** What the bot took from the balance at the start, by asset. */
  allocation: Record<string, Money>
  realized_pnl: Money
  fees: Money
  trades: number
  stop_mode: StopMode | null
  created_at: string
  stopped_at: string | null
}
export type BotListResponse = Page<BotSummary>

export interface EquityPoint {
  time: number
  equity: number
  /** The allocation held as the coin from the start instead (buy-and-hold). */
  hold: number
}

export interface BotOrderView {
  id: string
  bot_id: string
  exchange_name: ExchangeName
  client_id: string
  symbol: string
  side: 'buy' | 'sell'
  type: 'limit' | 'market'
  price: Money | null
  qty: Money | null
  status: BotOrderStatus
  created_at: string
}

export interface BotFillView {
  seq: number
  client_id: string
  symbol: string
  side: 'buy' | 'sell'
  price: Money
  qty: Money
  fee: Money
  fee_asset: string
  time: number
}

/** A buy and the sell that closed it (or the reverse): one grid round trip. */
export interface RoundTrip {
  symbol: string
  qty: Money
  open: BotFillView
  close: BotFillView
  /** (close − open) × qty in the closing direction, minus both fees. */
  profit: Money
}

/** Everything the bot page shows; computed in one place (services/bots/performance.ts). */
export interface BotPerformance {
  /** The quote asset the figures are in. */
  currency: string
  allocation: Money
  equity: Money
  realized_pnl: Money
  unrealized_pnl: Money
  fees: Money
  /** realised + unrealised − fees; equals equity − allocation. */
  total_pnl: Money
  total_pnl_pct: number
  /** Grids: profit of completed round trips, and the rest (price moves of the held coin). */
  grid_profit: Money | null
  trend_pnl: Money | null
  /** Simple annualised return over the runtime. */
  apr_pct: number
  trade_count: number
  round_trips: number
  runtime_ms: number
  last_prices: Record<string, number>
}

export interface BotView extends BotSummary {
  config: Record<string, unknown>
  performance: BotPerformance
  equity_curve: EquityPoint[]
  open_orders: BotOrderView[]
  round_trips: RoundTrip[]
  /** The latest fills, newest first, when the strategy makes no round trips. */
  recent_fills: BotFillView[]
}

export interface ConfigChange {
  field: string
  from: unknown
  to: unknown
}

export interface BotUpdateResponse {
  bot: BotSummary
  config_version: number
  changes: ConfigChange[]
}

export type BotOrdersResponse = Page<BotOrderView>

export interface BacktestSummary {
  return_pct: number
  max_drawdown_pct: number
  trades: number
  fees: Money
  grid_profit: Money | null
  initial: Money
  final: Money
}

export interface BacktestResponse {
  kind: StrategyKind
  symbol: string
  from: number
  to: number
  candles: number
  summary: BacktestSummary
  /** Down-sampled to at most 500 points. */
  equity_curve: EquityPoint[]
  source: 'replay' | 'live'
}
