import { MIN_ASSET_RUNNING_BOT, type BotReason } from '@atb/contract'
import {
  D,
  type BotRecord,
  type Fill,
  type MarketFeed,
  type PaperExchange,
  type Tick,
} from '@atb/engine'
import type { BotLiveEvent, LiveHub } from '../services/live-hub'
import { equityOf, heldOf, legsPnl } from './pnl'
import { markOf, shownStatus, type BotRuntime } from './runtime'
import type { DbBotStore } from './store'

interface LiveDeps {
  hub: LiveHub
  paper: PaperExchange
  /** Marks for a basket's coins the bot has not traded on the paper venue yet. */
  feed: MarketFeed
  store: DbBotStore
  bots: Map<string, BotRuntime>
  now?: () => number
  pnlEveryMs?: number
  equityEveryMs?: number
}

/**
 * What the host tells the outside after each tick or command: fills, status changes (with
 * out_of_balance worked out here), PnL at most once a second per bot, and equity samples.
 */
export class HostLive {
  private readonly sampledAt = new Map<string, number>()
  readonly touched = new Set<string>()
  /** Bots with a PnL frame to send (a fill, a sample, a command); only these are visited. */
  private readonly due = new Set<string>()
  /** Fills and status changes wait for the write that stores them: the socket shows only what is durable. */
  private stored: { userId: string; event: BotLiveEvent }[] = []
  /** Wall clock when the tick being handled arrived; null between ticks (commands, worker reports). */
  tickAt: number | null = null

  constructor(private readonly d: LiveDeps) {}

  /** Sends what the last tick stored once its write is durable; a failed write keeps them queued. */
  private publishStored() {
    if (this.stored.length === 0) return
    const batch = this.stored
    this.stored = []
    this.d.store.flush().then(
      () => {
        for (const { userId, event } of batch) this.d.hub.publish(userId, event)
      },
      () => (this.stored = [...batch, ...this.stored]),
    )
  }

  onFill(botId: string, fill: Fill) {
    const rt = this.d.bots.get(botId)
    if (!rt) return
    rt.pnl.apply(fill)
    this.due.add(botId)
    this.touched.add(botId)
    this.stored.push({
      userId: rt.userId,
      event: {
        type: 'bot.fill',
        botId,
        fill: {
          clientId: fill.clientId,
          symbol: fill.symbol,
          side: fill.side,
          price: fill.price,
          qty: fill.qty,
          fee: fill.fee,
          feeAsset: fill.feeAsset,
          time: fill.time,
        },
        receivedAt: this.tickAt ?? this.d.now?.() ?? Date.now(),
      },
    })
  }

  /** After a tick or a command: status changes, out-of-balance checks and throttled PnL. */
  settle() {
    const now = this.d.now?.() ?? Date.now()
    for (const id of this.touched) {
      const rt = this.d.bots.get(id)
      const record = rt?.runner.bot(id)
      if (!rt || !record) continue
      this.due.add(id)
      this.checkBalance(rt, record)
      const status = shownStatus(record, rt)
      const asked = rt.userAsked
      rt.userAsked = false
      if (status !== rt.lastStatus) {
        const from = rt.lastStatus
        rt.lastStatus = status
        if (asked) continue
        const reason = status === 'out_of_balance' ? rt.outOfBalance : record.reason
        // A strategy's own stop is stored by closeBot with its final prices; the rest is logged here.
        if (status !== 'stopped') this.d.store.statusEvent(id, now, { from, status, reason })
        this.stored.push({
          userId: rt.userId,
          event: { type: 'bot.status', botId: id, status, reason, time: now },
        })
      }
    }
    this.touched.clear()
    this.publishStored()
    for (const id of this.due) {
      const rt = this.d.bots.get(id)
      if (rt && now - rt.lastPnlAt < (this.d.pnlEveryMs ?? 1000)) continue
      this.due.delete(id)
      if (!rt) continue
      rt.lastPnlAt = now
      const price = markOf(this.d, rt, rt.symbol)
      this.d.hub.publish(rt.userId, {
        type: 'bot.pnl',
        botId: rt.id,
        realized: rt.pnl.realized.toFixed(),
        unrealized: rt.pnl
          .unrealized(price)
          .add(legsPnl(this.d.paper, rt.id, rt.legs))
          .toFixed(),
        equity: this.equity(rt).toFixed(),
        time: now,
      })
    }
  }

  /**
   * Marks out of balance a running bot that cannot keep trading: a single-pair bot whose quote
   * held (free and in its orders) is under the running minimum, a basket whose whole value is.
   * A basket holds its coins instead of quote by design, so its quote alone says nothing.
   */
  private checkBalance(rt: BotRuntime, record: BotRecord) {
    if (record.status !== 'running' || !this.d.paper.hasAccount(rt.id)) return
    const reason = this.shortfall(rt)
    if ((reason !== null) === (rt.outOfBalance !== null)) return
    rt.outOfBalance = reason
    this.d.store.save(record)
  }

  private shortfall(rt: BotRuntime): BotReason | null {
    const min = String(MIN_ASSET_RUNNING_BOT)
    if (rt.basket) {
      const value = this.equity(rt)
      return value.lt(min)
        ? {
            code: 'holdings_below_running_minimum',
            values: { asset: rt.quote, value: value.toDecimalPlaces(2).toFixed(), min },
          }
        : null
    }
    const held = heldOf(this.d.paper.balances(rt.id)[rt.quote])
    return held.lt(min)
      ? {
          code: 'below_running_minimum',
          values: { asset: rt.quote, available: held.toDecimalPlaces(2).toFixed(), min },
        }
      : null
  }

  /** What the bot's paper account holds (its quote and every coin) at marks, with its legs' PnL. */
  equity(rt: BotRuntime, mark = (symbol: string) => markOf(this.d, rt, symbol)) {
    return this.d.paper.hasAccount(rt.id)
      ? equityOf(this.d.paper.balances(rt.id), rt.quote, rt.coins, mark).add(
          legsPnl(this.d.paper, rt.id, rt.legs),
        )
      : new D(0)
  }

  /**
   * One equity sample per bot on this symbol each `equityEveryMs` of feed time; a basket's balance
   * is checked again with it.
   */
  sample(t: Tick) {
    const every = this.d.equityEveryMs ?? 60_000
    const slot = Math.floor(t.time / every)
    if ((this.sampledAt.get(t.symbol) ?? -Infinity) >= slot) return
    this.sampledAt.set(t.symbol, slot)
    for (const rt of this.d.bots.values()) {
      if (rt.symbol !== t.symbol || rt.lastStatus === 'stopped' || rt.lastStatus === 'error')
        continue
      const hold = new D(rt.startValue).div(rt.startPrice).mul(t.price)
      const mark = (symbol: string) => (symbol === t.symbol ? t.price : markOf(this.d, rt, symbol))
      this.d.store.equity(rt.id, slot * every, this.equity(rt, mark).toFixed(), hold.toFixed())
      this.due.add(rt.id)
      // A basket's value moves with its coins' prices, not only with its fills: checked each sample.
      if (rt.basket) this.touched.add(rt.id)
    }
  }
}
