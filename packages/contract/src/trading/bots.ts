import type { Page } from '../accounts/api'
import type { Market, StrategyKind } from '../strategies'
import type { QuantInterval } from '../bots/quant/common'
import type { BotOrderStatus, StopMode } from './bot-requests'
import type { CandleRow } from './market'
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
  /** Why the platform paused it: `wallet_low`, the wallet under 10 USDT (decision 067). */
  paused_for?: 'wallet_low' | null
  config_version: number
  /** What the bot took from the balance at the start, by asset. */
  allocation: Record<string, Money>
  realized_pnl: Money
  fees: Money
  trades: number
  stop_mode: StopMode | null
  created_at: string
  stopped_at: string | null
  /**
   * The list's figures, from the same performance module as the bot page (issue 12): the quote
   * asset they are in, the allocation valued now, and realised + unrealised − fees.
   */
  currency: string
  investment: Money
  total_pnl: Money
  total_pnl_pct: number
  /** Grids: profit of completed round trips; null for other kinds. */
  grid_profit: Money | null
}

/** The list header's sums over every bot the filter matches (not only the page), per currency. */
export interface BotTotals {
  currency: string
  bots: number
  investment: Money
  total_pnl: Money
  /** Realised profit minus fees of fills since 00:00 UTC today (decision 041). */
  today_pnl: Money
}

export interface BotListResponse extends Page<BotSummary> {
  totals: BotTotals[]
}

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

/**
 * Said before a bot runs out of balance (issue 12): the free quote it has left, what its next
 * orders need, and how many more it can place.
 */
export interface BotWarning {
  code: 'low_balance'
  asset: string
  available: Money
  /** What the bot's next order (or the running minimum, spec §9's 10) needs. */
  needed: Money
}

export interface BotView extends BotSummary {
  config: Record<string, unknown>
  /** When the owner put the bot into the public ranking; null when it is not in it (issue 16). */
  public_since: string | null
  warnings: BotWarning[]
  /** The pair's trading rules, for the sell form's minimum and the chart's precision. */
  min_quantity: string | null
  tick_size: string | null
  /**
   * What a sell may take now: the bot's free base, to the pair's lot step (decision 041). Null
   * for kinds that cannot sell part and for stopped bots; the sell form's preview reads it.
   */
  sellable: Money | null
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

/** What the event log shows: `created`, `status` (from → to, with the reason), `config` (changes), `sold`, `stopped`. */
export const botEventTypes = ['created', 'status', 'config', 'sold', 'stopped'] as const
export type BotEventType = (typeof botEventTypes)[number]

export interface BotEventView {
  id: string
  type: BotEventType
  time: string
  /** status and stopped: the status left and the one entered. */
  from: BotStatusName | null
  to: BotStatusName | null
  /** Why: the stop reason, the error, the out-of-balance message (English, from the server). */
  reason: string | null
  /** config: what the update changed; version is the new config_version. */
  changes: ConfigChange[]
  version: number | null
  /** sold: what the sell filled. */
  sold: { qty: Money; price: Money; quote: Money } | null
  /** stopped: keep or sell. */
  mode: StopMode | null
}
export type BotEventsResponse = Page<BotEventView>

export interface BotSellResponse {
  bot: BotSummary
  /** Filled at market: base sold, average price, quote received. */
  sold: { qty: Money; price: Money; quote: Money }
}

/** One line a quant bot's rule draws: `price` lines share the candles' axis, `pane` lines their own. */
export interface BotPlotLine {
  /** A short, universal name for the legend: "SMA 50", "RSI 14". */
  name: string
  axis: 'price' | 'pane'
  points: { time: number; value: number }[]
}

/** A segment the rule saw: a pattern's neckline, a breakout level. */
export interface BotPlotShape {
  name: string
  from: { time: number; price: number }
  to: { time: number; price: number }
}

/** A bar-close decision since the bot started, at the deciding bar's close, with its reason. */
export interface BotPlotMark {
  time: number
  side: 'BUY' | 'SELL'
  price: number
  reason: string
}

/**
 * `/robot/plot` (decision 057): what a quant bot trades on — the candles of its interval (the last
 * may be unfinished), and its rule's lines, shapes and decisions, oldest first.
 */
export interface BotPlotResponse {
  interval: QuantInterval
  candles: CandleRow[]
  lines: BotPlotLine[]
  shapes: BotPlotShape[]
  marks: BotPlotMark[]
}
