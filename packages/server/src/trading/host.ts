import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { BotStatusName } from '@atb/contract'
import {
  PaperExchange,
  Runner,
  parseConfig,
  strategyOf,
  type BotRecord,
  type MarketFeed,
  type Tick,
} from '@atb/engine'
import type { Db } from '../db'
import { botEvents, botFills, bots } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { LiveHub } from '../services/live-hub'
import { JournalingVenue } from './journal-venue'
import { Leases, type BotRow } from './lease'
import { equityOf, PnlTracker } from './pnl'
import { accountOf, recordOf, shownStatus, type BotRuntime } from './runtime'
import { DbBotStore } from './store'
import { BotOps, type BotSnapshot, type StopMode } from './host-ops'
import { HostLive } from './host-live'

export interface TradingHostOptions {
  db: Db
  feed: MarketFeed
  hub: LiveHub
  /** This process's lease owner id; defaults to host:pid:random. */
  owner?: string
  /** How long a lease holds without renewal (default 30 s). */
  leaseMs?: number
  /** How often leases are renewed and orphaned bots claimed (default 10 s; 0: only `maintain()`). */
  renewEveryMs?: number
  /** Equity samples per bot, in feed time (default each minute). */
  equityEveryMs?: number
  /** At most one bot.pnl per bot per this many wall-clock ms (default 1000). */
  pnlEveryMs?: number
  now?: () => number
  log?: { error(obj: object, msg: string): void }
}

const START_EVENT = 'host.started'

/**
 * The hosted runner: one engine Runner over a PaperExchange whose symbols come from the feed,
 * driven by the feed's ticks, persisted through DbBotStore, and owning its bots by lease.
 */
export class TradingHost {
  readonly owner: string
  readonly paper: PaperExchange
  readonly store: DbBotStore
  private readonly runner: Runner
  private readonly venue: JournalingVenue
  private readonly leases: Leases
  private readonly bots = new Map<string, BotRuntime>()
  private readonly live: HostLive
  private readonly ops: BotOps
  private unsubscribe: (() => void) | null = null
  private timer: NodeJS.Timeout | null = null
  private maintaining: Promise<void> | null = null

  constructor(private readonly o: TradingHostOptions) {
    this.owner = o.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
    this.leases = new Leases(o.db, this.owner, o.leaseMs ?? 30_000)
    this.paper = new PaperExchange({ symbols: o.feed.symbols().map((s) => s.spec) })
    this.store = new DbBotStore({
      db: o.db,
      owner: this.owner,
      paper: this.paper,
      present: (r) => {
        const status = shownStatus(r, this.bots.get(r.id))
        const oob = this.bots.get(r.id)?.outOfBalance ?? null
        return { status, reason: status === 'out_of_balance' ? oob : r.reason }
      },
      onLost: (ids) => ids.forEach((id) => this.drop(id)),
      onError: (error) => o.log?.error({ err: error }, 'trading store flush failed'),
    })
    this.venue = new JournalingVenue(this.paper, this.store)
    this.runner = new Runner(this.venue, this.store, {
      onFill: (id, fill) => this.live.onFill(id, fill),
      onStop: (record) => {
        // The error path cancels orders after its save: save again so the account row matches.
        this.store.save(record)
        this.live.touched.add(record.id)
      },
    })
    this.live = new HostLive({
      hub: o.hub,
      runner: this.runner,
      paper: this.paper,
      store: this.store,
      bots: this.bots,
      now: o.now,
      pnlEveryMs: o.pnlEveryMs,
      equityEveryMs: o.equityEveryMs,
    })
    this.ops = new BotOps({
      runner: this.runner,
      paper: this.paper,
      venue: this.venue,
      store: this.store,
      db: o.db,
      feed: o.feed,
      bots: this.bots,
      settle: (id) => {
        this.live.touched.add(id)
        this.live.settle()
      },
    })
  }

  /** Claims and resumes every bot nobody else drives, then follows the feed. */
  async start(): Promise<void> {
    // The paper venue knows the current prices before any bot starts, so market orders can fill.
    for (const t of this.o.feed.tickers())
      this.paper.tick({ symbol: t.symbol, time: t.time, price: t.last })
    await this.maintain()
    this.unsubscribe = this.o.feed.subscribe((t) => this.tick(t))
    const every = this.o.renewEveryMs ?? 10_000
    if (every > 0) this.timer = setInterval(() => void this.maintain().catch(() => {}), every)
  }

  /** Renews leases, detaches bots another process took, claims orphans. Safe to call any time. */
  async maintain(): Promise<void> {
    while (this.maintaining) await this.maintaining
    this.maintaining = (async () => {
      const held = await this.leases.renew()
      for (const id of [...this.bots.keys()]) if (!held.has(id)) this.drop(id)
      await this.attach(await this.leases.claim())
    })().finally(() => (this.maintaining = null))
    await this.maintaining
  }

  /** Stops following the feed, writes what is journaled and gives every lease back. */
  async close(): Promise<void> {
    this.unsubscribe?.()
    if (this.timer) clearInterval(this.timer)
    while (this.maintaining) await this.maintaining
    this.store.close()
    await this.store.flush()
    await this.leases.release()
  }

  /** Starts a bot the API just created (status running, allocation set); idempotent. */
  async startBot(botId: string): Promise<BotSnapshot> {
    if (!this.bots.has(botId)) {
      const rows = await this.leases.claim({ ids: [botId] })
      if (rows.length === 0) throw new ApiFailure('record_not_found')
      await this.attach(rows)
    }
    return this.snapshot(botId)
  }

  pause(botId: string): Promise<BotSnapshot> {
    return this.ops.pause(botId)
  }

  resume(botId: string): Promise<BotSnapshot> {
    return this.ops.resume(botId)
  }

  stop(botId: string, mode: StopMode): Promise<BotSnapshot> {
    return this.ops.stop(botId, mode)
  }

  update(botId: string, config: unknown, version: number): Promise<BotSnapshot> {
    return this.ops.update(botId, config, version)
  }

  snapshot(botId: string): BotSnapshot {
    return this.ops.snapshot(botId)
  }

  /** Bots this process drives. */
  hosted(): string[] {
    return [...this.bots.keys()]
  }

  /** Waits until everything journaled so far is in the database. */
  async flush(): Promise<void> {
    await this.store.flush()
  }

  private tick(t: Tick) {
    try {
      this.runner.tick(t)
    } catch (error) {
      // A listener failure surfaces after the tick finished; the bots involved are already in error.
      this.o.log?.error({ err: error }, 'trading tick failed')
    }
    this.live.sample(t)
    this.live.settle()
  }

  /** Takes claimed rows into the runner: resumes started bots, starts new ones. */
  private async attach(rows: BotRow[]) {
    rows = rows.filter((r) => !this.bots.has(r.id))
    if (rows.length === 0) return
    const ids = rows.map((r) => r.id)
    const [starts, fills] = await Promise.all([
      this.o.db
        .select()
        .from(botEvents)
        .where(and(inArray(botEvents.botId, ids), eq(botEvents.type, START_EVENT))),
      this.o.db
        .select()
        .from(botFills)
        .where(inArray(botFills.botId, ids))
        .orderBy(asc(botFills.botId), asc(botFills.seq)),
    ])
    const fresh: BotRow[] = []
    for (const row of rows) {
      const record = recordOf(row)
      const started = starts.find((e) => e.botId === row.id)?.data as
        { price: number; value: string } | undefined
      if (!record || !started) {
        fresh.push(row)
        continue
      }
      const rt = this.runtime(row, started.price, started.value)
      for (const f of fills) if (f.botId === row.id) rt.pnl.apply(f)
      if (row.status === 'out_of_balance') rt.outOfBalance = row.reason
      const account = accountOf(row)
      if (account) this.paper.importAccount(row.id, account)
      else this.paper.openAccount(row.id, { balances: row.allocation })
      this.store.hydrate(record, { userId: row.userId, exchange: row.exchange })
    }
    this.runner.resume()
    for (const row of fresh) await this.begin(row)
    for (const id of ids) this.live.touched.add(id)
    this.live.settle()
  }

  private runtime(row: BotRow, startPrice: number, startValue: string): BotRuntime {
    const spec = this.paper.specOf(row.symbols[0]!)
    const rt: BotRuntime = {
      id: row.id,
      userId: row.userId,
      exchange: row.exchange,
      runner: this.runner,
      symbol: spec.symbol,
      base: spec.base,
      quote: spec.quote,
      pnl: new PnlTracker(),
      startPrice,
      startValue,
      outOfBalance: null,
      lastPnlAt: -Infinity,
      pnlDue: true,
      lastStatus: row.status as BotStatusName,
    }
    this.bots.set(row.id, rt)
    return rt
  }

  /** First start: the paper account gets the bot's allocation, the strategy its first state. */
  private async begin(row: BotRow) {
    const symbol = row.symbols[0]!
    const price = this.o.feed.ticker(symbol)?.last ?? this.paper.lastPrice(symbol)
    let config: unknown
    try {
      if (price === undefined) throw new Error(`No price yet for ${symbol}`)
      config = await parseConfig(row.kind as BotRecord['kind'], row.config)
    } catch (error) {
      await this.o.db
        .update(bots)
        .set({ status: 'error', reason: (error as Error).message, updatedAt: new Date() })
        .where(and(eq(bots.id, row.id), eq(bots.owner, this.owner)))
      return
    }
    const spec = this.paper.specOf(symbol)
    const needs = strategyOf(row.kind as BotRecord['kind']).account(config, spec)
    const allocation = Object.keys(row.allocation).length ? row.allocation : needs.balances
    this.paper.openAccount(row.id, { ...needs, balances: allocation })
    const value = equityOf(this.paper.balances(row.id), spec.base, spec.quote, price).toFixed()
    await this.o.db
      .insert(botEvents)
      .values({ botId: row.id, type: START_EVENT, data: { price, value }, time: new Date() })
    this.runtime(row, price, value)
    this.store.track(row.id, { userId: row.userId, exchange: row.exchange })
    const ticker = this.o.feed.ticker(symbol)
    this.runner.add({
      id: row.id,
      kind: row.kind as BotRecord['kind'],
      config,
      symbols: row.symbols,
      time: ticker?.time ?? 0,
      prices: Object.fromEntries(row.symbols.map((s) => [s, this.o.feed.ticker(s)?.last ?? price])),
    })
  }

  /** Another process owns the bot now: forget it here without touching its orders. */
  private drop(botId: string) {
    this.runner.detach(botId)
    this.paper.closeAccount(botId)
    this.store.forget(botId)
    this.bots.delete(botId)
  }
}
