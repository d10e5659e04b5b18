import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  keyedExchanges,
  type BotReason,
  type KeyedExchange,
  type OrderRejection,
} from '@atb/contract'
import {
  D,
  ExchangeError,
  rejectionOf,
  transientCodes,
  uncertainCodes,
  type Credentials,
  type Fill,
  type OrderRequest,
  type WorkerAdapter,
} from '@atb/engine'
import type { Db } from '../db'
import { botFills, botOrders, bots } from '../db/schema'
import type { ExchangeAccess } from '../services/exchange-access'
import type { Refusal } from '../services/notifications/bot-events'
import { heldOf } from './pnl'
import { rank, type OrderStatusName } from './store'
import type { WorkerVenue } from './worker-venue'

/** The exchanges the worker sends orders to: Binance and OKX through ccxt, OANDA through its own adapter. */
export const workerExchanges = keyedExchanges
export type WorkerExchange = KeyedExchange

export interface OrderWorkerOptions {
  db: Db
  access: ExchangeAccess
  /** Only orders of bots this process holds the lease on. */
  owner: string
  venue: WorkerVenue
  /** The venue's adapter for one user's key (tests point it at the local fakes). */
  connect(exchange: WorkerExchange, credentials: Credentials): WorkerAdapter
  /** The venue refused the key: the host puts the bot in error with this reason. */
  fail(botId: string, reason: BotReason): void
  /** The venue refused one order: the bot hears it as a rejection. */
  reject(botId: string, clientId: string, rejection: OrderRejection): void
  /** The orders one pass saw refused, told to their owners once the pass is done. */
  refused?(refusals: Refusal[]): Promise<void>
  /** The venue answered a pending order: ms since it was journaled (/metrics, decision 075). */
  answered?(exchange: string, outcome: 'placed' | 'rejected', ms: number): void
  /** A fault the worker rode out (a rate limit, a timeout, the venue down): /metrics and logs. */
  fault?(exchange: string, code: string, error: ExchangeError): void
  /** The wall clock (default Date.now): rate-limit waits end by it. */
  now?: () => number
  /**
   * An account's venue failed every pass for `downAfter` (decision 092): its bots should pause.
   * `since` is when the failures began.
   */
  venueDown?(userId: string, exchange: WorkerExchange, since: number): Promise<void>
  /** The venue of an account told down answered a whole pass again. */
  venueBack?(userId: string, exchange: WorkerExchange): Promise<void>
  /** How long failing counts as down: this many passes in a row, over at least `ms`. */
  downAfter?: { passes: number; ms: number }
  /** How often an account's open orders are compared with the venue's book (default 30 s). */
  reconcileEveryMs?: number
  /**
   * The coins an account's bots on this exchange count as theirs, per asset (their own fills' sum),
   * checked against the venue's balance at each reconciliation for coins sold outside the bots.
   */
  counted?(userId: string, exchange: WorkerExchange): CoinCount[]
  /** The venue holds fewer of an asset than the account's bots count: sold or moved outside them. */
  coinsShort?(short: CoinsShort): Promise<void>
}

/** What an account's bots count of one asset: the sum, the pair's lot step, and the bots. */
export interface CoinCount {
  asset: string
  qty: string
  step: string
  bots: string[]
}

/** An asset the venue holds less of (`held`, free and locked) than the bots count. */
export interface CoinsShort {
  userId: string
  exchange: WorkerExchange
  asset: string
  held: string
  counted: string
  bots: string[]
}

/**
 * How far under the bots' count a venue's balance may be before coins count as gone: a lot step,
 * or two taker fees' worth (0.2 %), for a venue that takes its fee from the coin bought.
 */
export function shortOf(count: CoinCount, held: string): boolean {
  const counted = new D(count.qty)
  const slack = D.max(new D(count.step), counted.mul('0.002'))
  return counted.sub(held).gt(slack)
}

/** A venue is down for an account after 5 failed passes in a row over 2 minutes or more. */
export const VENUE_DOWN_AFTER = { passes: 5, ms: 120_000 }

/**
 * How often an account's open orders are checked against the venue's book for orders cancelled
 * there by the user: one request per pair, so not on every pass.
 */
export const RECONCILE_EVERY_MS = 30_000

/** How long a rate limit holds an account's orders when the venue names no wait. */
export const RATE_LIMIT_WAIT_MS = 10_000

type OrderRow = typeof botOrders.$inferSelect
type Trade = Omit<Fill, 'seq'>

/** Trade ids of one fill made of several trades are joined with this in `bot_fills.trade_id`. */
const TRADE_SEPARATOR = ','

/**
 * Whether a limit order's trades make the whole order. A market order is whole with the trades
 * one read brings (an exchange fills it at once, possibly below its size when the book is thin).
 */
function complete(row: OrderRow, trades: Trade[]): boolean {
  if (row.type === 'market') return true
  if (row.qty !== null) return trades.reduce((sum, t) => sum.add(t.qty), new D(0)).gte(row.qty)
  if (row.quoteQty !== null)
    return trades.reduce((sum, t) => sum.add(t.quote), new D(0)).gte(row.quoteQty)
  return true
}

/**
 * One fill from an order's trades: quantities, quote and fees summed, the price their average,
 * the time of the last. Trades whose fees are in different assets stay separate fills (a fee
 * cannot be summed across assets).
 */
export function combineTrades(trades: Trade[]): Trade[] {
  if (trades.length < 2 || trades.some((t) => t.feeAsset !== trades[0]!.feeAsset)) return trades
  const sum = (pick: (t: Trade) => string | undefined) =>
    trades.reduce((total, t) => total.add(pick(t) ?? 0), new D(0))
  const qty = sum((t) => t.qty)
  const quote = sum((t) => t.quote)
  const last = trades[trades.length - 1]!
  const pnl = trades.some((t) => t.realizedPnl !== undefined)
  return [
    {
      ...last,
      price: qty.isZero() ? last.price : quote.div(qty).toNumber(),
      qty: qty.toString(),
      quote: quote.toString(),
      fee: sum((t) => t.fee).toString(),
      maker: trades.every((t) => t.maker),
      ...(pnl ? { realizedPnl: sum((t) => t.realizedPnl).toString() } : {}),
      ...(trades.some((t) => t.liquidation) ? { liquidation: true } : {}),
      tradeId: trades.map((t) => t.tradeId).join(TRADE_SEPARATOR),
    },
  ]
}

/**
 * Sends durable intents to connected exchanges and reads their fills back. It only ever reads
 * bot_orders rows, which the store writes before anything is sent (write-ahead), and every step
 * can run twice: a resend with the same client id answers "duplicate", which means the order is
 * there (it is looked up); a trade seen again is skipped by its trade id.
 */
export class OrderWorker {
  private readonly adapters = new Map<string, WorkerAdapter>()
  private readonly seen = new Map<string, Set<string>>()
  /**
   * Trades of orders not yet whole, per user and exchange, then per client id. A strategy hears
   * one fill per order (a grid level bought in three trades places one counter-order for the
   * whole amount); a cancelled order's trades are handed over as its last fill. They are not
   * booked until then, so after a restart the venue's trade list brings them back.
   */
  private readonly partial = new Map<string, Map<string, Trade[]>>()
  /**
   * Orders whose send timed out or lost its connection: the venue may hold them. Each is looked
   * up by its client id before it is sent again, so a retry never places a second order. Orders
   * journaled before this worker started are looked up the same way (a crash may have come
   * mid-send).
   */
  private readonly uncertain = new Set<string>()
  private readonly startedAt: number
  /** Per user and exchange: no requests until this time (a 429 or 418's wait). */
  private readonly waitUntil = new Map<string, number>()
  /** Orders refused in this pass, for their owners' notices. */
  private readonly refusals: Refusal[] = []
  /** Per user and exchange: failed passes in a row, and when the first of them was. */
  private readonly failing = new Map<string, { passes: number; since: number }>()
  /** Accounts whose venue was told down, until it answers a whole pass. */
  private readonly down = new Set<string>()
  /** Per user and exchange: when its open orders were last compared with the venue's book. */
  private readonly reconciled = new Map<string, number>()
  /** Per user and exchange: when its balances were last compared with what its bots count. */
  private readonly balanced = new Map<string, number>()
  /** `user|exchange|asset` found short and told: told again only after it was whole once. */
  private readonly short = new Set<string>()

  constructor(private readonly o: OrderWorkerOptions) {
    this.startedAt = Date.now()
  }

  private now() {
    return this.o.now?.() ?? Date.now()
  }

  /** One idempotent pass: send pending orders, send cancels, then poll fills. */
  async pass(): Promise<void> {
    const rows = await this.o.db
      .select({ order: botOrders })
      .from(botOrders)
      .innerJoin(bots, eq(bots.id, botOrders.botId))
      .where(
        and(
          eq(bots.owner, this.o.owner),
          inArray(botOrders.exchange, workerExchanges),
          inArray(botOrders.status, ['pending', 'open', 'canceling']),
        ),
      )
    const groups = new Map<string, OrderRow[]>()
    for (const { order } of rows) {
      const key = `${order.userId}|${order.exchange}`
      groups.set(key, [...(groups.get(key) ?? []), order])
    }
    // One account's failure (an exchange down, a market it lacks) must not hold up the others':
    // each group runs, and the first failure is thrown once all have had their turn.
    // An account told down with nothing left to send is still asked, so its bots can resume.
    for (const key of this.down) if (!groups.has(key)) groups.set(key, [])
    // A rate limit holds only the account that hit it: every other account's orders go on.
    let failure: unknown = null
    for (const [key, orders] of groups) {
      const [userId, exchange] = key.split('|') as [string, WorkerExchange]
      if ((this.waitUntil.get(key) ?? 0) > this.now()) continue
      try {
        await this.group(userId, exchange, orders)
        await this.answeredWhole(key, userId, exchange)
      } catch (error) {
        if (error instanceof ExchangeError && error.code === 'AUTH')
          await this.refused(userId, exchange, orders, error.message)
        else if (error instanceof ExchangeError && transientCodes.has(error.code)) {
          // A read stamped outside the venue's window (its trades, its book): the clock is set
          // from the venue's, as a refused send sets it, and the next pass reads again.
          if (error.code === 'CLOCK')
            await this.adapters
              .get(key)
              ?.syncClock?.()
              .catch(() => {})
          this.rodeOut(key, exchange, error)
          await this.failed(key, userId, exchange)
        } else failure ??= error
      }
    }
    const refusals = this.refusals.splice(0)
    if (refusals.length > 0) await this.o.refused?.(refusals)
    if (failure !== null) throw failure
  }

  /** One more failed pass for an account; past `downAfter`, its venue is told down, once. */
  private async failed(key: string, userId: string, exchange: WorkerExchange) {
    const now = this.now()
    const run = this.failing.get(key) ?? { passes: 0, since: now }
    run.passes++
    this.failing.set(key, run)
    const after = this.o.downAfter ?? VENUE_DOWN_AFTER
    if (this.down.has(key) || run.passes < after.passes || now - run.since < after.ms) return
    this.down.add(key)
    await this.o.venueDown?.(userId, exchange, run.since)
  }

  /** A whole pass answered: the failures end, and a venue told down is told back. */
  private async answeredWhole(key: string, userId: string, exchange: WorkerExchange) {
    this.failing.delete(key)
    if (!this.down.delete(key)) return
    await this.o.venueBack?.(userId, exchange)
  }

  /** A fault the next pass retries: a rate limit also holds the account for the venue's wait. */
  private rodeOut(key: string, exchange: WorkerExchange, error: ExchangeError) {
    if (error.code === 'RATE_LIMIT')
      this.waitUntil.set(key, this.now() + (error.retryAfterMs ?? RATE_LIMIT_WAIT_MS))
    this.o.fault?.(exchange, error.code, error)
  }

  private async group(userId: string, exchange: WorkerExchange, orders: OrderRow[]) {
    const known = this.adapters.has(`${userId}|${exchange}`)
    const adapter = await this.adapter(userId, exchange, orders)
    // Nothing to send or read (a venue told down): ask it for its markets, as a sign of life.
    if (orders.length === 0 && known) await adapter.loadMarkets()
    const canceled = new Set<string>()
    for (const row of orders) {
      if (row.status === 'pending') await this.send(adapter, row)
      else if (row.status === 'canceling') {
        await this.cancel(adapter, row)
        canceled.add(row.clientId)
      }
    }
    const rowOf = new Map(orders.map((r) => [r.clientId, r]))
    const botOf = (clientId: string) => rowOf.get(clientId)?.botId ?? clientId.slice(0, 36)
    const key = `${userId}|${exchange}`
    const waiting = this.partial.get(key) ?? new Map<string, Trade[]>()
    this.partial.set(key, waiting)
    for (const fill of await adapter.poll()) {
      const seen = await this.seenOf(botOf(fill.clientId))
      if (fill.tradeId === undefined || seen.has(fill.tradeId)) continue
      const { seq: _ignored, ...trade } = fill
      waiting.set(fill.clientId, [...(waiting.get(fill.clientId) ?? []), trade])
    }
    // Orders the user cancelled on the venue: what filled before is their last fill.
    const outside = await this.canceledOutside(key, adapter, orders, canceled)
    const rejection: OrderRejection = { code: 'canceled_outside' }
    for (const row of outside) {
      canceled.add(row.clientId)
      // Stored as cancelled, with the reason, before its last fill reaches the bot: the fill's
      // own write of a final status then leaves it so (both are final: the first one stays).
      await this.mark(row, 'canceled', undefined, rejection)
    }
    for (const [clientId, trades] of waiting) {
      const row = rowOf.get(clientId)
      // Still resting with part of it filled: wait for the rest (or for its cancel).
      if (row && !canceled.has(clientId) && !complete(row, trades)) continue
      waiting.delete(clientId)
      const botId = botOf(clientId)
      const seen = await this.seenOf(botId)
      for (const t of trades) seen.add(t.tradeId!)
      for (const fill of combineTrades(trades)) this.o.venue.deliver(botId, fill)
    }
    for (const row of outside) {
      // The bot hears it as a refusal (it stops counting on the order), and its owner is told.
      this.o.reject(row.botId, row.clientId, rejection)
      this.refusals.push({ botId: row.botId, rejection })
    }
    // Last: the bots' counts include the fills this pass handed over.
    await this.coinsOutside(key, userId, exchange, adapter)
  }

  /**
   * Open orders the venue no longer rests and did not fill: cancelled there, outside the bot
   * (issue 28). Checked every `reconcileEveryMs`; an order missing from the book is asked for by
   * its client id, since it may have filled after the trades were read.
   */
  private async canceledOutside(
    key: string,
    adapter: WorkerAdapter,
    orders: OrderRow[],
    ours: Set<string>,
  ): Promise<OrderRow[]> {
    const open = orders.filter((r) => r.status === 'open' && !ours.has(r.clientId))
    const every = this.o.reconcileEveryMs ?? RECONCILE_EVERY_MS
    if (open.length === 0 || !adapter.restingClientIds) return []
    if (this.now() - (this.reconciled.get(key) ?? -Infinity) < every) return []
    this.reconciled.set(key, this.now())
    const resting = await adapter.restingClientIds([...new Set(open.map((r) => r.symbol))])
    const gone: OrderRow[] = []
    for (const row of open) {
      if (resting.has(row.clientId)) continue
      const found = await adapter.orderByClientId(row.symbol, row.clientId)
      if (found?.status === 'canceled') gone.push(row)
    }
    return gone
  }

  /**
   * Coins sold or moved on the venue outside the bots (issue 28): every `reconcileEveryMs`, after
   * the fills are read, the venue's balance of each coin the account's bots count is compared with
   * their count. An asset found short is told once, until it is whole again.
   */
  private async coinsOutside(
    key: string,
    userId: string,
    exchange: WorkerExchange,
    adapter: WorkerAdapter,
  ) {
    const counts = (this.o.counted?.(userId, exchange) ?? []).filter((c) => new D(c.qty).gt(0))

    const every = this.o.reconcileEveryMs ?? RECONCILE_EVERY_MS
    if (counts.length === 0 || !adapter.balances || !this.o.coinsShort) return
    if (this.now() - (this.balanced.get(key) ?? -Infinity) < every) return
    this.balanced.set(key, this.now())
    const balances = await adapter.balances(userId)
    for (const count of counts) {
      const held = heldOf(balances[count.asset]).toFixed()
      const told = `${key}|${count.asset}`
      if (!shortOf(count, held)) {
        this.short.delete(told)
        continue
      }
      if (this.short.has(told)) continue
      this.short.add(told)
      const { asset, qty: counted, bots } = count
      await this.o.coinsShort({ userId, exchange, asset, held, counted, bots })
    }
  }

  private async adapter(userId: string, exchange: WorkerExchange, orders: OrderRow[]) {
    const key = `${userId}|${exchange}`
    let adapter = this.adapters.get(key)
    if (!adapter) {
      const credentials = await this.o.access.credentials(userId, exchange)
      adapter = this.o.connect(exchange, credentials)
      await adapter.loadMarkets()
      this.adapters.set(key, adapter)
    }
    // Orders placed before a restart: their trades must be recognised as ours again.
    for (const r of orders)
      if (r.exchangeOrderId && !adapter.orderIdOf(r.clientId))
        adapter.remember(r.exchangeOrderId, r.clientId, r.symbol)
    return adapter
  }

  private async send(adapter: WorkerAdapter, row: OrderRow, clockSynced = false): Promise<void> {
    if (this.uncertain.has(row.clientId) || row.createdAt.getTime() < this.startedAt) {
      // It may have reached the venue: ask by its client id before sending it again.
      const found = await adapter.orderByClientId(row.symbol, row.clientId)
      this.uncertain.delete(row.clientId)
      if (found) {
        this.answered(row, 'placed')
        return this.mark(row, 'open', adapter.orderIdOf(row.clientId))
      }
    }
    const req: OrderRequest = {
      clientId: row.clientId,
      symbol: row.symbol,
      side: row.side === 'sell' ? 'sell' : 'buy',
      type: row.type === 'market' ? 'market' : 'limit',
      ...(row.price !== null ? { price: Number(row.price) } : {}),
      ...(row.qty !== null ? { qty: row.qty } : {}),
      ...(row.quoteQty !== null ? { quoteQty: row.quoteQty } : {}),
    }
    try {
      await adapter.placeOrder(row.botId, req)
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error
      if (error.code === 'DUPLICATE_ORDER') {
        // Sent before (a crash after sending, before recording it): the order exists; find it.
        const found = await adapter.orderByClientId(row.symbol, row.clientId)
        if (found) {
          this.answered(row, 'placed')
          return this.mark(row, 'open', adapter.orderIdOf(row.clientId))
        }
      }
      if (error.code === 'CLOCK' && adapter.syncClock && !clockSynced) {
        // The request was stamped outside the venue's window: set the clock from its, once.
        await adapter.syncClock()
        return this.send(adapter, row, true)
      }
      if (uncertainCodes.has(error.code)) this.uncertain.add(row.clientId)
      if (error.code === 'AUTH' || transientCodes.has(error.code)) throw error
      this.answered(row, 'rejected')
      const rejection = rejectionOf(error)
      await this.mark(row, 'rejected', undefined, rejection)
      this.o.reject(row.botId, row.clientId, rejection)
      this.refusals.push({ botId: row.botId, rejection })
      return
    }
    this.answered(row, 'placed')
    await this.mark(row, 'open', adapter.orderIdOf(row.clientId))
  }

  private answered(row: OrderRow, outcome: 'placed' | 'rejected') {
    // The store stamps created_at with the wall clock, never a test's clock.
    this.o.answered?.(row.exchange, outcome, Date.now() - row.createdAt.getTime())
  }

  private async cancel(adapter: WorkerAdapter, row: OrderRow) {
    try {
      await adapter.cancelOrder(row.botId, row.symbol, row.clientId)
    } catch (error) {
      // Already gone (filled, or never sent), or on a market the venue does not list, where it was
      // refused when sent (or never was): the cancel is done either way, and retrying it could never
      // succeed.
      const done = ['UNKNOWN_ORDER', 'UNKNOWN_SYMBOL']
      if (!(error instanceof ExchangeError) || !done.includes(error.code)) throw error
    }
    await this.mark(row, 'canceled')
  }

  private async mark(
    row: OrderRow,
    status: OrderStatusName,
    orderId?: string,
    error?: OrderRejection,
  ) {
    await this.o.db
      .update(botOrders)
      .set({
        status,
        updatedAt: new Date(),
        ...(orderId ? { exchangeOrderId: orderId } : {}),
        ...(error ? { error } : {}),
      })
      .where(
        and(
          eq(botOrders.clientId, row.clientId),
          sql`${rank(botOrders.status)} < ${rank(sql`${status}`)}`,
        ),
      )
  }

  /** Trade ids already booked for a bot, read once; later ones are added as they are delivered. */
  private async seenOf(botId: string): Promise<Set<string>> {
    let seen = this.seen.get(botId)
    if (!seen) {
      const rows = await this.o.db
        .select({ tradeId: botFills.tradeId })
        .from(botFills)
        .where(and(eq(botFills.botId, botId), isNotNull(botFills.tradeId)))
      seen = new Set(rows.flatMap((r) => r.tradeId!.split(TRADE_SEPARATOR)))
      this.seen.set(botId, seen)
    }
    return seen
  }

  /** Forgets what it cached for a bot (lease lost, or restored from the database). */
  forget(botId: string): void {
    this.seen.delete(botId)
  }

  private async refused(userId: string, exchange: KeyedExchange, orders: OrderRow[], why: string) {
    this.adapters.delete(`${userId}|${exchange}`)
    await this.o.access.markInvalid(userId, exchange, why)
    const reason: BotReason = { code: 'key_refused', values: { exchange, detail: why } }
    for (const botId of new Set(orders.map((o) => o.botId))) this.o.fail(botId, reason)
  }
}
