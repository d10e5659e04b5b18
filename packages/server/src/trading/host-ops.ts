import { eq } from 'drizzle-orm'
import { userStopReason, type BotEditPlan, type BotReason, type BotStatusName } from '@atb/contract'
import {
  D,
  parseConfig,
  signalSourceFor,
  type BalanceView,
  type BotRecord,
  type OrderView,
  type PositionView,
} from '@atb/engine'
import type { HostCore } from './host-attach'
import { planEdit } from './host-edit'
import { holdingOf, sellAtMarket, type Holding, type SellFill } from './host-sell'
import { bots } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { JournalingVenue } from './journal-venue'
import { equityOf, legsPnl } from './pnl'
import { markOf, shownStatus, type BotRuntime } from './runtime'

export type StopMode = 'keep' | 'sell'

/** A hosted bot as it is now: what the bot view and the socket's first frame show. */
export interface BotSnapshot {
  id: string
  /** The primary symbol, whose last price is `price`. */
  symbol: string
  status: BotStatusName
  reason: BotReason | null
  /** The engine's strategy state (grid levels, martingale steps…), JSON. */
  state: unknown
  openOrders: OrderView[]
  balances: Record<string, BalanceView>
  position: PositionView | null
  price: number | null
  /** The last price of each pair whose coin the bot's value counts (a basket: every coin's). */
  prices: Record<string, number>
  pnl: { realized: string; unrealized: string; equity: string; fees: string; trades: number }
  fillCursor: number
}

interface OpsDeps extends HostCore {
  paperVenue: JournalingVenue
  workerVenue: JournalingVenue
  /** Publishes status changes and PnL after a command. */
  settle(botId: string): void
}

/** The commands the bot API sends a hosted bot. Each is idempotent and durable when it resolves. */
export class BotOps {
  constructor(private readonly d: OpsDeps) {}

  private hosted(botId: string): { rt: BotRuntime; record: BotRecord } {
    const rt = this.d.bots.get(botId)
    const record = rt?.runner.bot(botId)
    if (!rt || !record) throw new ApiFailure('record_not_found')
    return { rt, record }
  }

  /** After a user's command the bot API announces the status it leads to, not the host. */
  private asked(rt: BotRuntime) {
    rt.userAsked = true
  }

  private async done(botId: string): Promise<BotSnapshot> {
    this.d.settle(botId)
    await this.d.store.flush()
    return this.snapshot(botId)
  }

  async pause(botId: string): Promise<BotSnapshot> {
    const { rt } = this.hosted(botId)
    rt.runner.pause(botId)
    this.asked(rt)
    return this.done(botId)
  }

  async resume(botId: string): Promise<BotSnapshot> {
    const { rt } = this.hosted(botId)
    rt.runner.unpause(botId)
    this.asked(rt)
    return this.done(botId)
  }

  /**
   * Cancels the bot's orders and stops it. 'sell' then sells the base it holds (spot) or closes
   * its position (futures) at market, filled at once at the last price and booked like any fill.
   */
  async stop(botId: string, mode: StopMode): Promise<BotSnapshot> {
    const { rt, record } = this.hosted(botId)
    if (record.status === 'running' || record.status === 'paused') {
      rt.runner.stop(botId, userStopReason(mode))
      this.asked(rt)
      if (mode === 'sell') this.close(rt, record)
      await this.d.store.flush()
      await this.d.db.update(bots).set({ stopMode: mode }).where(eq(bots.id, botId))
    }
    return this.done(botId)
  }

  private close(rt: BotRuntime, record: BotRecord) {
    if (!this.d.paper.hasAccount(rt.id)) {
      // A connected exchange: sell what the bot's own fills bought, not the whole account's coins.
      if (rt.pnl.base.lte(0)) return
      this.d.workerVenue.place(rt.id, {
        clientId: `${rt.id}:close`,
        symbol: rt.symbol,
        side: 'sell',
        type: 'market',
        qty: rt.pnl.base.toFixed(),
      })
      this.d.store.save(record)
      return
    }
    // The other legs first (market neutral's short), then the coins: the pair's, or a basket's.
    for (const leg of rt.legs) this.closeOnPaper(rt, leg, `${rt.id}:close:${leg}`)
    for (const { symbol } of rt.coins)
      this.closeOnPaper(
        rt,
        symbol,
        symbol === rt.symbol ? `${rt.id}:close` : `${rt.id}:close:${symbol}`,
      )
    this.d.store.save(record)
  }

  /** Closes one instrument's position, or sells the pair's coins, at market on the paper venue. */
  private closeOnPaper(rt: BotRuntime, symbol: string, clientId: string) {
    const position = this.d.paper.position(rt.id, symbol)
    const coin = rt.coins.find((c) => c.symbol === symbol)
    const base = coin && this.d.paper.balances(rt.id)[coin.asset]
    const qty = position ? new D(position.qty).abs() : base ? new D(base.free) : new D(0)
    if (qty.lte(0)) return
    const side = position && new D(position.qty).lt(0) ? 'buy' : 'sell'
    try {
      this.d.paperVenue.place(rt.id, {
        clientId,
        symbol,
        side,
        type: 'market',
        qty: qty.toFixed(),
        ...(position ? { reduceOnly: true } : {}),
      })
      this.d.paper.fillMarketNow(rt.id, symbol)
    } catch {
      // Dust below the minimum notional stays in the account; the rejection is in bot_orders.
    }
  }

  /** What a running or paused bot holds that a sell may take. */
  holding(botId: string): Holding {
    const { rt, record } = this.hosted(botId)
    if (record.status !== 'running' && record.status !== 'paused')
      throw new ApiFailure('bot_stopped')
    return holdingOf(this.d, rt)
  }

  /** Sells part of what the bot holds at market; the bot continues on the rest. */
  async sell(botId: string, qty: string): Promise<SellFill> {
    const { rt, record } = this.hosted(botId)
    if (record.status !== 'running' && record.status !== 'paused')
      throw new ApiFailure('bot_stopped')
    const sold = await sellAtMarket(this.d, rt, record, qty)
    this.d.settle(botId)
    return sold
  }

  /** What an edit to `raw` would do now (decision 088); `version` is the config_version it makes. */
  async preview(botId: string, raw: unknown, version: number): Promise<BotEditPlan> {
    const { rt, record } = this.hosted(botId)
    const config = await parseConfig(record.kind, raw)
    return planEdit(this.d, rt, record, config, `${botId}.${version}`).view
  }

  /**
   * Restarts the strategy on a new config over the same account; the statistics continue.
   * `version` is the bot's new config_version: it keeps the new client order ids unique. With
   * `fingerprint` (the reviewed plan's), the plan is worked out again and carried out only if it
   * is still the one reviewed, in one synchronous step so no tick comes between.
   */
  async update(
    botId: string,
    raw: unknown,
    version: number,
    fingerprint?: string,
  ): Promise<BotSnapshot> {
    const { rt, record } = this.hosted(botId)
    const config = await parseConfig(record.kind, raw)
    const { plan, view } = planEdit(this.d, rt, record, config, `${botId}.${version}`)
    if (fingerprint !== undefined && view.fingerprint !== fingerprint)
      throw new ApiFailure('edit_plan_changed')
    if (plan) rt.runner.apply(plan)
    // A signal bot told to follow another signal leaves the old one's source for the new one's.
    const source = signalSourceFor(record.kind, config)
    if (source?.key && source.key !== this.d.signals.keyOf(botId)) {
      this.d.signals.forget(botId)
      this.d.signals.follow(botId, rt.symbol, source)
    }
    return this.done(botId)
  }

  snapshot(botId: string): BotSnapshot {
    const { rt, record } = this.hosted(botId)
    const price = this.d.paper.lastPrice(rt.symbol) ?? null
    const paper = this.d.paper.hasAccount(botId)
    const balances = paper ? this.d.paper.balances(botId) : {}
    const status = shownStatus(record, rt)
    const at = price ?? rt.startPrice
    const open = legsPnl(this.d.paper, botId, rt.legs)
    const prices: Record<string, number> = {}
    for (const { symbol } of rt.coins) {
      // A coin without any price yet is left out, as the pair is when the venue has none.
      const last = symbol === rt.symbol ? price : markOf(this.d, rt, symbol)
      if (last) prices[symbol] = last
    }
    return {
      id: botId,
      symbol: rt.symbol,
      status,
      reason: status === 'out_of_balance' ? rt.outOfBalance : record.reason,
      state: record.state,
      openOrders: paper ? this.d.paper.openOrders(botId) : this.d.worker.openOrders(botId),
      balances,
      position: paper ? this.d.paper.position(botId, rt.symbol) : null,
      price,
      prices,
      pnl: {
        realized: rt.pnl.realized.toFixed(),
        unrealized: rt.pnl.unrealized(at).add(open).toFixed(),
        equity: equityOf(balances, rt.quote, rt.coins, (s) => (s === rt.symbol ? at : prices[s]))
          .add(open)
          .toFixed(),
        fees: rt.pnl.fees.toFixed(),
        trades: rt.pnl.trades,
      },
      fillCursor: record.fillCursor,
    }
  }
}
