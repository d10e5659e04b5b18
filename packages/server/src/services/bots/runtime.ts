import type { SQL } from 'drizzle-orm'
import type { BotEditPlan, BotReason, BotStatusName, KeyedExchange, StopMode } from '@atb/contract'
import type { BalanceView, MarketFeed, OrderView, QuantPlot } from '@atb/engine'
import type { bots } from '../../db/schema'
import type { ExchangeAccess } from '../exchange-access'
import type { LiveHub } from '../live-hub'
import type { BacktestJob, BacktestOutput } from './backtest-job'
import type { BacktestTurn } from './backtest-queue'

/** A stored bot, as the bots service hands it to the runtime. */
export type BotRow = typeof bots.$inferSelect

/** What the runtime knows about a bot it drives, right now. */
export interface RuntimeSnapshot {
  status: BotStatusName
  reason: BotReason | null
  /** Last price of each of the bot's symbols. */
  prices: Record<string, number>
  /** The bot's own account at its venue (paper: its share of the Paper wallet). */
  balances: Record<string, BalanceView>
  openOrders: OrderView[]
}

/** What a stopped bot gives back: every asset its account holds once its orders are cancelled. */
export interface StopOutcome {
  balances: Record<string, string>
  /** The prices the stop happened at, so the bot's final figures are frozen there. */
  prices: Record<string, number>
}

/** A sell's fill: base sold, price, quote before the fee, the fee; `pending` while an exchange's worker sends it. */
export interface SellOutcome {
  qty: string
  price: string
  quote: string
  fee: string
  pending: boolean
}

/**
 * The hosted runner as the bot API sees it (decision 036). The API validates, checks ownership and
 * writes user-requested status changes, events and wallet movements; the runtime drives the engine.
 * It persists orders, fills, equity samples and the engine's record, and it writes the statuses it
 * decides itself (error, out_of_balance, a strategy's own stop), never `paused` or a user's stop.
 * Every method resolves once the change is in effect; a rejection leaves the bot as it was.
 */
export interface BotRuntime {
  /**
   * The lease a new bot's row is written with: held by this process from the insert, so no other
   * process's beat takes it before `start` (decision 074). None: the row is written unheld.
   */
  lease?(): { owner: string; leaseExpiresAt: SQL }
  /** The row is already inserted with status `running` and its allocation reserved. */
  start(bot: BotRow): Promise<void>
  /** Stops reacting to the market; open orders stay on the venue. */
  pause(id: string): Promise<void>
  resume(id: string): Promise<void>
  /** Cancels the bot's orders; `sell` also sells or closes what it holds at market. Works on a paused or errored bot. */
  stop(id: string, mode: StopMode): Promise<StopOutcome>
  /**
   * Applies a config already validated with the kind's schema; statistics continue. Refuses
   * (`edit_plan_changed`) unless what it would send is the reviewed plan, `fingerprint`.
   */
  update(id: string, config: unknown, fingerprint: string): Promise<void>
  /** What `update` would do now, done nowhere (decision 088). */
  preview(id: string, config: unknown): Promise<BotEditPlan>
  /**
   * What a running or paused bot holds that a sell may take (its base) and the last price;
   * null when this runtime does not drive the bot.
   */
  holding(id: string): Promise<{ base: string; price: number | null } | null>
  /** Sells `qty` of the bot's base at market; the bot continues on the rest (decision 041). */
  sell(id: string, qty: string): Promise<SellOutcome>
  /** Null when this runtime does not drive the bot (stopped, or owned by another process). */
  snapshot(id: string): Promise<RuntimeSnapshot | null>
  /**
   * A quant bot's chart as its running rule keeps it (decision 057); null when this runtime does
   * not drive the bot or the bot follows no rule.
   */
  plot(id: string): Promise<QuantPlot | null>
}

/** What the bot API needs from the trading side of the server. */
export interface TradingDeps {
  feed: MarketFeed
  runtime: BotRuntime
  exchanges: ExchangeAccess
  /** Runs backtests off the event loop. */
  backtests: BacktestRunner
  /** Where the status changes a user asks for reach their sockets, once stored. */
  live?: LiveHub
  /**
   * Free balances at a connected exchange (a signed balance read), for the create rules; without
   * it only Paper bots are checked against a balance and the exchange refuses what it cannot fund.
   */
  balances?: (userId: string, exchange: KeyedExchange) => Promise<Record<string, string>>
}

export interface BacktestRunner {
  /**
   * Takes the turn's place in line (or refuses it), prepares the job while it waits, runs it in
   * its turn. The turn's signal gives the place or the run up.
   */
  run(prepare: () => Promise<BacktestJob>, turn: BacktestTurn): Promise<BacktestOutput>
  close(): Promise<void>
}
