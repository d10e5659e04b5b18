import type { BotReason, OrderRejection } from '@atb/contract'
import type { BotRecord, BotStore, Fill, OrderRequest, PaperExchange } from '@atb/engine'
import type { Db } from '../db'
import { encodeJson } from './codec'
import type { NotifyDeps } from '../services/notifications/notify'
import {
  writeBatch,
  type EquityRow,
  type EventRow,
  type FillRow,
  type OrderChange,
  type OrderStatusName,
} from './store-write'

export { rank, type OrderStatusName } from './store-write'

/** What the journaling venue and the host append besides bot records. */
export interface TradingJournal {
  order(botId: string, req: OrderRequest, status: OrderStatusName, rejection?: OrderRejection): void
  orderStatus(botId: string, clientId: string, status: OrderStatusName): void
  fill(botId: string, fill: Fill): void
  equity(botId: string, time: number, equity: string, hold: string): void
  /** A status change the host decided, stored with the same write as the row that shows it. */
  statusEvent(botId: string, time: number, data: StatusEventData): void
}

export interface StatusEventData {
  from: string
  status: string
  reason: BotReason | null
}

/** The columns a bot's store needs besides the engine record. */
export interface BotMeta {
  userId: string
  exchange: string
}

export interface DbBotStoreOptions {
  db: Db
  /** This process's lease owner id: rows are written only while it holds the bot. */
  owner: string
  /** Paper bots' accounts, exported in the same row write as their state. */
  paper?: PaperExchange
  /** The status and reason the row shows (the host adds out_of_balance on top of the engine's). */
  present?: (record: BotRecord) => { status: string; reason: BotReason | null }
  /** Bots whose row this process no longer owns: the host detaches them. */
  onLost?: (botIds: string[]) => void
  /** A failed flush is retried; the host logs it. */
  onError?: (error: unknown) => void
  now?: () => Date
  /** Notifies owners of errors, out-of-balance and opted-in fills in the write (decision 068). */
  notify?: NotifyDeps
}

/**
 * The engine's BotStore on the database. `save` is synchronous (the runner's contract): it updates
 * a write-through cache and marks the bot dirty; orders, fills and equity samples are appended to
 * an in-order journal. A flush, scheduled after the synchronous work that produced it, writes the
 * whole journal in one transaction: each dirty bot's row (state, outbox, cursor and, for paper
 * bots, the paper account exported at that same instant), then its orders and fills. The database
 * therefore always holds a state the process really passed through, with bot and venue together.
 */
export class DbBotStore implements BotStore, TradingJournal {
  private readonly cache = new Map<string, BotRecord>()
  private readonly meta = new Map<string, BotMeta>()
  private dirty = new Set<string>()
  private orders = new Map<string, OrderChange>()
  private fills: FillRow[] = []
  private equityRows: EquityRow[] = []
  private events: EventRow[] = []
  private running: Promise<void> | null = null
  private scheduled = false
  private failures = 0
  private closed = false

  constructor(private readonly options: DbBotStoreOptions) {}

  /** Loads a claimed bot into the cache (before `Runner.resume`), without writing it back. */
  hydrate(record: BotRecord, meta: BotMeta): void {
    this.cache.set(record.id, { ...record, outbox: [...record.outbox] })
    this.meta.set(record.id, meta)
  }

  /** Registers a bot that the runner is about to add. */
  track(botId: string, meta: BotMeta): void {
    this.meta.set(botId, meta)
  }

  /** Drops a bot whose lease went elsewhere; the next write skips it (its row is not ours). */
  forget(botId: string): void {
    this.cache.delete(botId)
    this.meta.delete(botId)
    this.dirty.delete(botId)
  }

  save(record: BotRecord): void {
    this.cache.set(record.id, { ...record, outbox: [...record.outbox] })
    this.dirty.add(record.id)
    this.schedule()
  }

  load(id: string): BotRecord | undefined {
    const saved = this.cache.get(id)
    return saved ? { ...saved, outbox: [...saved.outbox] } : undefined
  }

  all(): BotRecord[] {
    return [...this.cache.keys()].map((id) => this.load(id)!)
  }

  order(
    botId: string,
    req: OrderRequest,
    status: OrderStatusName,
    rejection?: OrderRejection,
  ): void {
    const meta = this.meta.get(botId)
    if (!meta) return
    const now = this.now()
    this.orders.set(req.clientId, {
      row: {
        botId,
        userId: meta.userId,
        exchange: meta.exchange,
        clientId: req.clientId,
        symbol: req.symbol,
        side: req.side,
        type: req.type,
        price: req.price !== undefined ? String(req.price) : null,
        qty: req.qty ?? null,
        quoteQty: req.quoteQty ?? null,
        status,
        error: rejection ?? null,
        createdAt: now,
        updatedAt: now,
      },
    })
    this.schedule()
  }

  orderStatus(botId: string, clientId: string, status: OrderStatusName): void {
    const seen = this.orders.get(clientId)
    if (seen && 'row' in seen) seen.row.status = status
    else this.orders.set(clientId, { botId, clientId, status })
    this.schedule()
  }

  fill(botId: string, fill: Fill): void {
    const meta = this.meta.get(botId)
    if (!meta) return
    this.fills.push({
      botId,
      seq: fill.seq,
      userId: meta.userId,
      clientId: fill.clientId,
      symbol: fill.symbol,
      side: fill.side,
      price: String(fill.price),
      qty: fill.qty,
      quote: fill.quote,
      fee: fill.fee,
      feeAsset: fill.feeAsset,
      maker: fill.maker,
      realizedPnl: fill.realizedPnl ?? null,
      tradeId: fill.tradeId ?? null,
      time: new Date(fill.time),
    })
    this.schedule()
  }

  equity(botId: string, time: number, equity: string, hold: string): void {
    this.equityRows.push({ botId, time: new Date(time), equity, hold })
    this.schedule()
  }

  statusEvent(botId: string, time: number, data: StatusEventData): void {
    this.events.push({ botId, type: 'status', data, time: new Date(time) })
    this.schedule()
  }

  /** Writes everything journaled so far; resolves when it is durable. */
  async flush(): Promise<void> {
    while (this.running) await this.running
    if (this.pending()) {
      this.running = this.write().finally(() => (this.running = null))
      await this.running
    }
  }

  /** Stops scheduling writes; `flush` still writes what is left. */
  close(): void {
    this.closed = true
  }

  private pending() {
    return (
      this.dirty.size > 0 ||
      this.orders.size > 0 ||
      this.fills.length > 0 ||
      this.equityRows.length > 0 ||
      this.events.length > 0
    )
  }

  private now() {
    return this.options.now?.() ?? new Date()
  }

  /** After the synchronous work that journaled: a flush never starts in the middle of a tick. */
  private schedule() {
    if (this.scheduled || this.closed) return
    this.scheduled = true
    const delay = this.failures === 0 ? 0 : Math.min(5000, 100 * 2 ** this.failures)
    setTimeout(() => {
      this.scheduled = false
      this.flush().then(
        () => {
          this.failures = 0
          if (this.pending()) this.schedule()
        },
        (error: unknown) => {
          this.failures++
          this.options.onError?.(error)
          this.schedule()
        },
      )
    }, delay)
  }

  private async write(): Promise<void> {
    const { db, owner, paper } = this.options
    const ids = [...this.dirty]
    const orders = [...this.orders.values()]
    const fills = this.fills
    const equity = this.equityRows
    const events = this.events
    const now = this.now()
    // Taken synchronously, now: every record and account is at the same instant.
    const rows = ids.flatMap((id) => {
      const record = this.cache.get(id)
      if (!record) return []
      const shown = this.options.present?.(record) ?? {
        status: record.status,
        reason: record.reason,
      }
      const account = paper?.hasAccount(id) ? encodeJson(paper.exportAccount(id)) : undefined
      return [{ id, record, shown, account }]
    })
    this.dirty = new Set()
    this.orders = new Map()
    this.fills = []
    this.equityRows = []
    this.events = []
    let lost: string[] = []
    try {
      lost = await writeBatch(
        db,
        owner,
        now,
        { rows, orders, fills, equity, events },
        this.options.notify,
      )
    } catch (error) {
      // Nothing landed: put the batch back in front of anything journaled meanwhile.
      for (const id of ids) this.dirty.add(id)
      const later = this.orders
      this.orders = new Map(orders.map((o) => ['row' in o ? o.row.clientId : o.clientId, o]))
      for (const [k, v] of later) {
        const first = this.orders.get(k)
        if (first && 'row' in first && !('row' in v)) first.row.status = v.status
        else this.orders.set(k, v)
      }
      this.fills = [...fills, ...this.fills]
      this.equityRows = [...equity, ...this.equityRows]
      this.events = [...events, ...this.events]
      throw error
    }
    if (lost.length > 0) {
      for (const id of lost) this.forget(id)
      this.options.onLost?.(lost)
    }
  }
}
