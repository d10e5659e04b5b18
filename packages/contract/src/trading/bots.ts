import type { Page } from '../accounts/api'
import type { Market, StrategyKind } from '../strategies'
import type { QuantInterval } from '../bots/quant/common'
import type { BotOrderStatus, StopMode } from './bot-requests'
import type { CandleRow } from './market'
import type { BotReason, OrderRejection } from './reasons'
import type { BotStatusName, CandleInterval, ExchangeName } from './venues'

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
  /** Why it stopped, paused, failed or is out of balance (decision 083). */
  reason: BotReason | null
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
  /**
   * The change in total since 00:00 today in the viewer's time zone (decision 091): the list and
   * the bot page; null in the replies to actions (create, pause, stop…).
   */
  today_pnl: Money | null
}

/** The list header's sums over every bot the filter matches (not only the page), per currency. */
export interface BotTotals {
  currency: string
  bots: number
  investment: Money
  total_pnl: Money
  /** The sum of the bots' `today_pnl`: the change in total since 00:00 in the viewer's zone. */
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
  /**
   * Why the venue refused it (`rejected`), or `canceled_outside` for an order the owner cancelled
   * on the venue (`canceled`); null otherwise.
   */
  rejection: OrderRejection | null
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
 * Said before a bot runs out of balance (issue 12): the free quote it has left and what it needs,
 * with what that figure counts (decision 086).
 */
export interface BotWarning {
  code: 'low_balance'
  asset: string
  /** The quote it holds (minimum), or its free quote (the other two). */
  available: Money
  needed: Money
  /**
   * What `needed` counts: `minimum`, twice spec §9's running minimum; `cycle`, the buys a
   * martingale or DCA bot has left in its cycle at worst, fee reserve included (the setup's worst
   * case before the first buy); `last_buy`, a buy as large as the bot's last.
   */
  counts: 'minimum' | 'cycle' | 'last_buy'
  /** cycle: how many buys are left. */
  buys_left: number | null
}

/** A martingale or DCA bot's next buy. */
export interface BotNextBuy {
  /** Martingale: the step's trigger price (a force buy's is the last buy's); null at market or for DCA. */
  price: Money | null
  /** DCA: when it is due, in market time (ms); null for a martingale. */
  time: number | null
  /** Quote it spends. */
  amount: Money
}

/**
 * Where a martingale or DCA bot's current cycle stands (issue 27, decision 086), from the engine's
 * state in decimal, with the setup wizard's functions (contract spotBudget).
 */
export interface BotCycle {
  /** Base bought in this cycle and the quote paid for it (fees apart). */
  size: Money
  cost: Money
  /** cost ÷ size; null before the first buy fills. */
  average_price: Money | null
  /** Where it takes profit (a trailing martingale starts trailing there); null without one. */
  take_profit_price: Money | null
  /** How far the take profit is above the last price, in percent; null without either. */
  take_profit_distance_pct: number | null
  /** Set while it is selling for profit (trailing or sending the sell): it buys nothing more. */
  taking_profit: boolean
  /** Null when every planned buy is used, or while it takes profit. */
  next_buy: BotNextBuy | null
  /** Buys used and planned: a martingale counts its coverage steps, a DCA its orders. */
  steps_used: number
  steps_planned: number
  /** Martingale: the lowest trigger of the steps left if the price keeps falling; null otherwise. */
  lowest_price: Money | null
  /** The config's worst case, fee reserve included: the setup wizard's figure. */
  worst_case: Money
  /** What the buys left may still spend at worst, fee reserve included: the warning's figure. */
  needed_left: Money
  /** How many buys `needed_left` counts: the first order and the steps, or the steps left. */
  buys_left: number
  fee_reserve_percent: number
}

/**
 * One coin of a basket bot (rebalance, issue 27): its target weight beside its weight now. The
 * server computes it in decimals from the bot's fills at the page's prices; percentages are
 * decimal strings in percent of the bot's whole value (its coins and its quote).
 */
export interface BasketWeight {
  asset: string
  symbol: string
  target_pct: string
  /** The coin's value over the bot's whole value, in percent (4 decimals). */
  current_pct: string
  /** current − target, in percentage points. */
  drift_pct: string
  /** What the bot holds of the coin, by its own fills. */
  amount: Money
  /** amount × the pair's price, in the bot's currency (`performance.currency`). */
  value: Money
}

export interface BotView extends BotSummary {
  config: Record<string, unknown>
  /** When the owner put the bot into the public ranking; null when it is not in it (issue 16). */
  public_since: string | null
  warnings: BotWarning[]
  /** Martingale and DCA bots that are not stopped: the current cycle; null otherwise. */
  cycle: BotCycle | null
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
  /**
   * The orders of its current settings the venue refused, newest first (at most 5), each with
   * why (decision 088): an edit's refusals are said on the bot page, not only in the history.
   */
  rejected_orders: BotOrderView[]
  round_trips: RoundTrip[]
  /** The latest fills, newest first, when the strategy makes no round trips. */
  recent_fills: BotFillView[]
  /** A basket bot's coins in the order of its config; null for kinds that trade one pair. */
  weights: BasketWeight[] | null
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

/** One order of an edit's plan. */
export interface EditPlanOrder {
  side: 'buy' | 'sell'
  /** The limit price; null for a market order. */
  price: Money | null
  /** Base quantity (a market buy that names its quote amount: about that amount at the price now). */
  qty: Money
  /** Its value in the quote asset (a market order: about the quantity at the price now). */
  quote: Money
}

/**
 * What saving an edit will do (decision 088), worked out on a copy of the running bot: the open
 * orders it cancels, the limit orders it places and any market order that buys or sells the
 * difference between what the new settings need and what the bot holds.
 */
export interface BotEditPlan {
  /** The last price the plan was worked out at. */
  price: Money
  base_asset: string
  quote_asset: string
  cancels: EditPlanOrder[]
  places: EditPlanOrder[]
  market: EditPlanOrder[]
  /** Sent back with the save: the server refuses it when the plan is no longer this one. */
  fingerprint: string
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

/**
 * A backtest's result. `from`, `to`, `interval` and `candles` are the span it covered: the first
 * candle's open, the last candle's close, the candles' interval and how many it replayed.
 */
export interface BacktestResponse {
  kind: StrategyKind
  symbol: string
  from: number
  to: number
  interval: CandleInterval
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
  /** Why: the stop reason, the error, the pause or the out-of-balance reason. */
  reason: BotReason | null
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
