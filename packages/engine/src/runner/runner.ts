import type { BotReason } from '@atb/contract'
import type { Fill, SymbolSpec, Tick } from '../core/types'
import { ExchangeError, rejectionOf } from '../exchange/types'
import { strategyOf } from '../strategies/registry'
import type { BotEvent, BotState, Intent, StepResult } from '../strategies/types'
import { Bands } from '../core/bands'
import { planEdit } from './edit'
import type { BotRecord, BotStatus, BotStore } from './store'
import {
  live,
  type EditPlan,
  type NewBot,
  type RestartContext,
  type RunnerHooks,
  type Slot,
  type TickVenue,
} from './types'

export type { EditPlan, NewBot, RestartContext, RunnerHooks, TickVenue }

const failure = (error: unknown): BotReason => ({
  code: 'error',
  values: { detail: error instanceof Error ? error.message : String(error) },
})

/** Runs many bots on shared feeds: one exchange pass per tick, then only the bots whose band the tick leaves. */
export class Runner {
  private readonly slots = new Map<string, Slot>()
  private readonly bySymbol = new Map<string, Bands<Slot>>()

  constructor(
    private readonly venue: TickVenue,
    private readonly store: BotStore,
    private readonly hooks: RunnerHooks = {},
  ) {
    venue.listener = (account, fill) => this.deliver(account, fill)
  }

  add(bot: NewBot): BotRecord {
    const strategy = strategyOf(bot.kind)
    const specs: SymbolSpec[] = bot.symbols.map((s) => this.venue.specOf(s))
    this.venue.openAccount(bot.id, strategy.account(bot.config, specs[0]!))
    const ctx = { botId: bot.id, symbols: specs, time: bot.time, prices: bot.prices }
    const record: BotRecord = {
      id: bot.id,
      kind: bot.kind,
      config: bot.config,
      symbols: bot.symbols,
      status: 'running',
      reason: null,
      state: null as never,
      outbox: [],
      fillCursor: 0,
    }
    const slot = this.attach(record, strategy)
    this.guard(slot, () => strategy.init(bot.config, ctx))
    return slot.record
  }

  /** Re-attaches every running bot from the store: replays unsent intents, then fills it missed. */
  resume(): BotRecord[] {
    const resumed: BotRecord[] = []
    for (const record of this.store.all()) {
      if (!live(record) || this.slots.has(record.id)) continue
      const slot = this.attach(record, strategyOf(record.kind))
      this.flush(slot)
      for (const fill of this.venue.fillsSince(record.id, record.fillCursor))
        this.deliver(record.id, fill)
      resumed.push(slot.record)
    }
    return resumed
  }

  tick(t: Tick): void {
    this.venue.tick(t)
    const bands = this.bySymbol.get(t.symbol)
    if (!bands) return
    const { price, time } = t
    const { low, high, at, slots, size } = bands
    for (let i = 0; i < size; i++) {
      if (price > low[i]! && price < high[i]! && time < at[i]!) continue
      const slot = slots[i]!
      if (slot.record.status !== 'running') continue
      this.run(slot, { type: 'tick', symbol: t.symbol, time, price, funding: t.funding })
    }
  }

  /** Signals, manual commands and other non-price events for one bot. */
  send(botId: string, event: BotEvent): void {
    const slot = this.slots.get(botId)
    if (slot && slot.record.status === 'running') this.run(slot, event)
  }

  /** Stops reacting to prices; fills on resting orders are still applied (no fill is lost). */
  pause(botId: string): boolean {
    return this.setStatus(botId, 'running', 'paused')
  }

  /** Runs again: the orders its fills asked for while paused go out now. */
  unpause(botId: string): boolean {
    if (!this.setStatus(botId, 'paused', 'running')) return false
    this.flush(this.slots.get(botId)!)
    return true
  }

  /** Cancels the bot's open orders and stops it; later fills still advance its cursor. */
  stop(botId: string, reason: BotReason): BotRecord | undefined {
    const slot = this.slots.get(botId)
    if (!slot || !live(slot.record)) return slot?.record
    const record = slot.record
    for (const o of this.venue.openOrders(record.id)) this.venue.cancel(record.id, o.clientId)
    // Orders a paused bot held back never go out.
    record.outbox = []
    record.status = 'stopped'
    record.reason = reason
    this.sync(slot)
    this.store.save(record)
    this.hooks.onStop?.(record)
    return record
  }

  /**
   * What restarting a running or paused bot on a new config would do now, done nowhere
   * (decision 088): the open orders it cancels and what the strategy's start asks for over the
   * same account. The strategy starts from `ctx.holdings` (what the account holds; absent: what
   * the bot's state booked), so a grid buys or sells only what it lacks or has too much of.
   * `prefix` must differ from every earlier one (a config version): the new state numbers
   * its client ids from the start again. Null when the runner does not drive the bot.
   */
  plan(botId: string, config: unknown, prefix: string, ctx: RestartContext): EditPlan | null {
    const slot = this.slots.get(botId)
    if (!slot || !live(slot.record)) return null
    const { record, strategy } = slot
    const symbols = record.symbols.map((s) => this.venue.specOf(s))
    const cancels = this.venue.openOrders(record.id)
    return planEdit(record, strategy, symbols, cancels, { config, prefix, ctx })
  }

  /**
   * Carries a plan out: cancels the bot's open orders, then sends what the plan's start asked
   * for. Balances, position and fill cursor continue; a paused bot stays paused. Apply a plan in
   * the same synchronous step it was made in, so no fill comes between.
   */
  apply(plan: EditPlan): void {
    const slot = this.slots.get(plan.botId)
    if (!slot || !live(slot.record)) return
    const record = slot.record
    for (const o of this.venue.openOrders(record.id)) this.venue.cancel(record.id, o.clientId)
    record.outbox = []
    record.config = plan.config
    const paused = record.status === 'paused'
    record.status = 'running'
    this.guard(slot, () => ({ state: plan.state, intents: plan.intents }))
    if (paused && record.status === 'running') this.setStatus(plan.botId, 'running', 'paused')
  }

  /** Plans and applies at once; a start that throws puts the bot in error, as any step does. */
  reconfigure(botId: string, config: unknown, prefix: string, ctx: RestartContext) {
    let plan: EditPlan | null = null
    try {
      plan = this.plan(botId, config, prefix, ctx)
    } catch (error) {
      this.fail(botId, failure(error))
    }
    if (plan) this.apply(plan)
    return plan
  }

  /** Puts a bot in error from outside (its exchange refused the key): same path as a throw. */
  fail(botId: string, reason: BotReason): void {
    const slot = this.slots.get(botId)
    if (!slot || !live(slot.record)) return
    this.halt(slot, reason)
  }

  /** Forgets a bot without touching its orders: another process now drives it. */
  detach(botId: string): void {
    const slot = this.slots.get(botId)
    if (!slot) return
    for (const { bands, index } of slot.bands) bands.park(index)
    slot.bands = []
    this.slots.delete(botId)
  }

  private setStatus(botId: string, from: BotStatus, to: BotStatus): boolean {
    const slot = this.slots.get(botId)
    if (!slot || slot.record.status !== from) return false
    slot.record.status = to
    this.sync(slot)
    this.store.save(slot.record)
    return true
  }

  bot(id: string): BotRecord | undefined {
    return this.slots.get(id)?.record
  }

  bots(): BotRecord[] {
    return [...this.slots.values()].map((s) => s.record)
  }

  private attach(record: BotRecord, strategy: Slot['strategy']): Slot {
    const slot: Slot = { record, strategy, bands: [] }
    this.slots.set(record.id, slot)
    for (const symbol of record.symbols) {
      let bands = this.bySymbol.get(symbol)
      if (!bands) this.bySymbol.set(symbol, (bands = new Bands<Slot>()))
      slot.bands.push({ bands, index: bands.add(slot) })
    }
    this.sync(slot)
    return slot
  }

  /** Copies the bot's idle band into its feeds' arrays; called whenever its state or status changes. */
  private sync(slot: Slot) {
    const { state, status } = slot.record
    for (const { bands, index } of slot.bands) {
      if (state && status === 'running') bands.set(index, state.watch)
      else bands.park(index)
    }
  }

  private deliver(account: string, fill: Fill) {
    const slot = this.slots.get(account)
    if (!slot || fill.seq <= slot.record.fillCursor) return
    slot.record.fillCursor = fill.seq
    this.hooks.onFill?.(account, fill)
    if (live(slot.record)) this.run(slot, { type: 'fill', fill })
    else this.store.save(slot.record)
    this.venue.ack(account, fill.seq)
  }

  private run(slot: Slot, event: BotEvent) {
    const before = slot.record.state
    this.guard(slot, () => slot.strategy.step(before, event), event.type === 'fill')
  }

  /** Steps a bot; a throw stops only that bot, with the error recorded, and cancels its orders. */
  private guard(slot: Slot, step: () => StepResult<BotState>, mustSave = false) {
    let result: StepResult<BotState>
    try {
      result = step()
    } catch (error) {
      this.halt(slot, failure(error))
      return
    }
    if (result.state === slot.record.state && result.intents.length === 0) {
      if (mustSave) this.store.save(slot.record)
      return
    }
    slot.record.state = result.state
    this.sync(slot)
    // After what a paused bot holds back (empty while it runs).
    slot.record.outbox = [...slot.record.outbox, ...result.intents]
    this.store.save(slot.record)
    this.flush(slot)
  }

  /** Puts the bot in error with its reason and cancels its orders. */
  private halt(slot: Slot, reason: BotReason) {
    const record = slot.record
    record.status = 'error'
    record.reason = reason
    record.outbox = []
    this.sync(slot)
    this.store.save(record)
    for (const o of this.venue.openOrders(record.id)) this.venue.cancel(record.id, o.clientId)
    this.hooks.onStop?.(record)
  }

  /**
   * Sends the outbox. A paused bot sends its cancels and stops but holds back new orders (the
   * counter-orders its resting orders' fills ask for): they stay in the durable outbox and go out
   * when it resumes, or never if it stops.
   */
  private flush(slot: Slot) {
    const record = slot.record
    if (record.outbox.length === 0) return
    const rejected: BotEvent[] = []
    const held: Intent[] = []
    for (const intent of record.outbox) {
      if (record.status === 'paused' && intent.type === 'place') held.push(intent)
      else this.execute(slot, intent, rejected)
    }
    record.outbox = record.status === 'paused' ? held : []
    this.store.save(record)
    for (const event of rejected) if (record.status === 'running') this.run(slot, event)
  }

  private execute(slot: Slot, intent: Intent, rejected: BotEvent[]) {
    const record = slot.record
    if (intent.type === 'cancel') this.venue.cancel(record.id, intent.clientId)
    else if (intent.type === 'stop') {
      record.status = 'stopped'
      record.reason = intent.reason
      this.sync(slot)
      this.hooks.onStop?.(record)
    } else {
      try {
        this.venue.place(record.id, intent.order)
      } catch (error) {
        if (!(error instanceof ExchangeError)) throw error
        rejected.push({
          type: 'rejected',
          clientId: intent.order.clientId,
          reason: rejectionOf(error),
          time: record.state.watch.at,
        })
      }
    }
  }
}
