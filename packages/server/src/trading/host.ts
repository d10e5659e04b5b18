import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import {
  PaperExchange,
  perpSpecOf,
  perpTickOf,
  RuleSignal,
  Runner,
  type Credentials,
  type MarketFeed,
  type QuantPlot,
  type SignalOut,
  type RunnerHooks,
  type Tick,
  type WorkerAdapter,
} from '@atb/engine'
import type { BotEditPlan, BotStatusName } from '@atb/contract'
import type { Db } from '../db'
import { ApiFailure } from '../lib/errors'
import type { ExchangeAccess } from '../services/exchange-access'
import type { LiveHub } from '../services/live-hub'
import { attachRows, StoreView, type HostCore } from './host-attach'
import { thinEquity } from './equity'
import { HostLive } from './host-live'
import { HostSignals } from './host-signals'
import { recordBuiltinCall } from '../services/signals/signals'
import type { Holding, SellFill } from './host-sell'
import { BotOps, type BotSnapshot, type StopMode } from './host-ops'
import { StartQueue } from './host-start'
import { JournalingVenue } from './journal-venue'
import { Leases } from './lease'
import { OrderWorker, type CoinCount, type CoinsShort, type WorkerExchange } from './order-worker'
import { workerConnect } from './bot-runtime'
import { shownStatus, type BotRuntime } from './runtime'
import { DbBotStore } from './store'
import { WorkerVenue } from './worker-venue'
import { marketNow } from '../lib/market-clock'
import type { NotifyDeps } from '../services/notifications/notify'
import { notifyRefusals } from '../services/notifications/bot-events'

export interface TradingHostOptions {
  db: Db
  feed: MarketFeed
  hub: LiveHub
  /** Connected exchanges (Binance, OKX) through the order worker; without it they go to error. */
  exchanges?: {
    access: ExchangeAccess
    /** Defaults to a CcxtAdapter on the real venue; tests point it at the local fake. */
    connect?: (exchange: WorkerExchange, credentials: Credentials) => WorkerAdapter
    /** How often the worker sends intents and polls fills (default 2 s; 0: only `pollExchanges()`). */
    pollEveryMs?: number
    /** How often open orders are checked against the venue's book (default 30 s; 0: every pass). */
    reconcileEveryMs?: number
  }
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
  log?: { error(obj: object, msg: string): void; warn?(obj: object, msg: string): void }
  /** Owners are notified of errors, out-of-balance and opted-in fills (decision 068). */
  notify?: NotifyDeps
  /** Where tick and order timings go (/metrics, decision 075). */
  metrics?: TradingMetrics
}

/** An account's exchange went down for its bots, or came back (decision 092). */
export interface VenueHealth {
  userId: string
  exchange: WorkerExchange
  down: boolean
  /** When the failures began (down only). */
  since?: number
}

/** What the host reports to /metrics (decision 075); each call is one histogram observation. */
export interface TradingMetrics {
  /** A tick went through the runners: the wall ms that took, and ms from its market time to the end. */
  tick(processingMs: number, lagMs: number): void
  /** The venue answered a pending order of a connected exchange: ms since it was journaled. */
  order(exchange: string, outcome: 'placed' | 'rejected', ms: number): void
}

/**
 * The hosted runner: engine Runners (paper venue; order-worker venue for connected exchanges)
 * driven by the feed's ticks, persisted through DbBotStore, owning their bots by lease.
 */
export class TradingHost {
  readonly owner: string
  readonly store: DbBotStore
  private readonly core: HostCore
  private readonly leases: Leases
  private readonly live: HostLive
  private readonly ops: BotOps
  private readonly worker: OrderWorker | null
  private unsubscribe: (() => void) | null = null
  private timers: NodeJS.Timeout[] = []
  /** The lease pass or batch of starts running now (`leasing`); the next waits for it. */
  private leaseWork: Promise<void> | null = null
  private polling: Promise<void> | null = null
  /** Bots a user is stopping right now: their stop is settled by the bot API, not by a listener. */
  private readonly userStops = new Set<string>()
  private readonly selfStops: ((botId: string) => void)[] = []
  private readonly venueHealth: ((change: VenueHealth) => void)[] = []
  private readonly coinsShort: ((short: CoinsShort) => void)[] = []

  constructor(private readonly o: TradingHostOptions) {
    this.owner = o.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
    this.leases = new Leases(o.db, this.owner, o.leaseMs ?? 30_000)
    const paper = new PaperExchange({ symbols: o.feed.symbols().map((s) => s.spec) })
    this.listPerps(paper)
    const bots = new Map<string, BotRuntime>()
    this.store = new DbBotStore({
      db: o.db,
      owner: this.owner,
      paper,
      present: (r) => {
        const status = shownStatus(r, bots.get(r.id))
        const oob = bots.get(r.id)?.outOfBalance ?? null
        return { status, reason: status === 'out_of_balance' ? oob : r.reason }
      },
      // Stops and status changes dated on the market's clock, as the fills (decision 087).
      now: () => marketNow({ now: () => new Date(o.now?.() ?? Date.now()) }, o.feed),
      onLost: (ids) => ids.forEach((id) => this.drop(id)),
      onError: (error) => o.log?.error({ err: error }, 'trading store flush failed'),
      ...(o.notify ? { notify: o.notify } : {}),
    })
    const hooks: RunnerHooks = {
      onFill: (id, fill) => this.live.onFill(id, fill),
      onStop: (record) => {
        // The error path cancels orders after its save: save again so the account row matches.
        this.store.save(record)
        this.live.touched.add(record.id)
        if (record.status === 'stopped' && !this.userStops.has(record.id))
          for (const listener of this.selfStops) listener(record.id)
      },
    }
    const paperVenue = new JournalingVenue(paper, this.store)
    const worker = new WorkerVenue((symbol) => paper.specOf(symbol))
    const workerVenue = new JournalingVenue(worker, this.store, 'pending', 'canceling', (req) =>
      worker.prepare(req),
    )
    const mine = (id: string) => paper.hasAccount(id)
    this.core = {
      db: o.db,
      feed: o.feed,
      owner: this.owner,
      paper,
      worker,
      paperRunner: new Runner(paperVenue, new StoreView(this.store, mine), hooks),
      liveRunner: new Runner(workerVenue, new StoreView(this.store, (id) => !mine(id)), hooks),
      canTrade: o.exchanges ? () => true : null,
      store: this.store,
      bots,
      signals: new HostSignals(
        o.feed,
        (id, event) => bots.get(id)?.runner.send(id, event),
        (id) => bots.get(id)?.runner.bot(id)?.status === 'running',
        o.log,
        (sourceId, call) =>
          void recordBuiltinCall(o.db, { now: () => new Date(call.time) }, sourceId, call).catch(
            (error: unknown) => o.log?.error({ err: error }, 'signal call not recorded'),
          ),
      ),
    }
    this.live = new HostLive({ ...o, paper, store: this.store, bots })
    this.ops = new BotOps({
      ...this.core,
      paperVenue,
      workerVenue,
      settle: (id) => {
        this.live.touched.add(id)
        this.live.settle()
      },
    })
    const ex = o.exchanges
    this.worker = ex
      ? new OrderWorker({
          db: o.db,
          access: ex.access,
          owner: this.owner,
          venue: worker,
          connect: ex.connect ?? workerConnect({}),
          fail: (id, reason) => this.core.liveRunner.fail(id, reason),
          reject: (id, clientId, reason) =>
            this.core.liveRunner.send(id, { type: 'rejected', clientId, reason, time: Date.now() }),
          ...(o.metrics ? { answered: o.metrics.order.bind(o.metrics) } : {}),
          ...(o.now ? { now: o.now } : {}),
          ...(ex.reconcileEveryMs !== undefined ? { reconcileEveryMs: ex.reconcileEveryMs } : {}),
          fault: (exchange, code, error) =>
            o.log?.warn?.({ exchange, code, err: error.message }, 'exchange fault ridden out'),
          venueDown: async (userId, exchange, since) => {
            for (const listener of this.venueHealth)
              listener({ userId, exchange, down: true, since })
          },
          venueBack: async (userId, exchange) => {
            for (const listener of this.venueHealth) listener({ userId, exchange, down: false })
          },
          counted: (userId, exchange) => this.counted(userId, exchange),
          coinsShort: async (short) => {
            for (const listener of this.coinsShort) listener(short)
          },
          ...(o.notify ? { refused: (refusals) => notifyRefusals(o.notify!, o.db, refusals) } : {}),
        })
      : null
  }

  /** Claims and resumes every bot nobody else drives, then follows the feed. */
  async start(): Promise<void> {
    // A feed may learn its symbols when it starts; the paper venue takes them now, with the
    // current prices, so market orders placed by starting bots can fill.
    for (const s of this.o.feed.symbols()) this.core.paper.addSymbol(s.spec)
    this.listPerps(this.core.paper)
    for (const t of this.o.feed.tickers()) {
      const tick = { symbol: t.symbol, time: t.time, price: t.last }
      if (this.perps.has(t.symbol)) this.core.paper.tick(perpTickOf(tick))
      this.core.paper.tick(tick)
    }
    await this.maintain()
    this.unsubscribe = this.o.feed.subscribe((t) => this.tick(t))
    const renew = this.o.renewEveryMs ?? 10_000
    const poll = this.o.exchanges?.pollEveryMs ?? 2000
    const quietly = (task: () => Promise<void>, what: string) => () =>
      void task().catch((error: unknown) => this.o.log?.error({ err: error }, what))
    if (renew > 0)
      this.timers.push(
        setInterval(
          quietly(() => this.maintain(), 'lease'),
          renew,
        ),
      )
    if (this.worker && poll > 0)
      this.timers.push(
        setInterval(
          quietly(() => this.pollExchanges(), 'order worker'),
          poll,
        ),
      )
  }

  /** Renews leases, detaches bots another process took, claims orphans. Safe to call any time. */
  maintain(): Promise<void> {
    return this.leasing(async () => {
      const held = await this.leases.renew()
      for (const id of [...this.core.bots.keys()]) if (!held.has(id)) this.drop(id)
      // Bots this process holds but does not run (an attach that failed) are taken up again by id.
      const idle = [...held].filter((id) => !this.core.bots.has(id))
      const rows = idle.length > 0 ? await this.leases.claim({ ids: idle }) : []
      const claimed = [...rows, ...(await this.leases.claim())]
      const failed = new Map<string, unknown>()
      this.settle(await attachRows(this.core, claimed, failed))
      for (const { id, kind, exchange } of claimed.filter((r) => failed.has(r.id)))
        this.o.log?.error({ err: failed.get(id), botId: id, kind, exchange }, 'bot failed to start')
      await thinEquity(this.o.db, this.owner)
    })
  }

  /**
   * Runs lease work one piece at a time. A pass reads the leases it holds, then drops the bots not
   * among them: a bot attached meanwhile (a create starting it) would be dropped as not held.
   */
  private async leasing<T>(task: () => Promise<T>): Promise<T> {
    while (this.leaseWork) await this.leaseWork
    const run = task()
    const done = () => {
      this.leaseWork = null
    }
    this.leaseWork = run.then(done, done)
    return run
  }

  /** One order-worker pass over connected exchanges, after what is journaled is durable. */
  async pollExchanges(): Promise<void> {
    if (!this.worker) return
    while (this.polling) await this.polling
    this.polling = (async () => {
      await this.store.flush()
      await this.worker!.pass()
      this.live.settle()
      await this.store.flush()
    })().finally(() => (this.polling = null))
    await this.polling
  }

  /** Stops following the feed, writes what is journaled and gives every lease back. */
  async close(): Promise<void> {
    this.unsubscribe?.()
    for (const t of this.timers.splice(0)) clearInterval(t)
    while (this.leaseWork || this.polling) await (this.leaseWork ?? this.polling)
    this.store.close()
    await this.store.flush()
    await this.leases.release()
  }

  /** The lease a bot the API creates here is written with, so it is this process's from the start. */
  newLease() {
    return { owner: this.owner, leaseExpiresAt: this.leases.expiry() }
  }

  /**
   * Starts a bot the API just created (status running, allocation set); idempotent. Rejects with
   * what stopped it (the bot is then in error with that reason).
   */
  async startBot(botId: string): Promise<BotSnapshot> {
    const failure = await this.starts.start(botId)
    if (failure !== undefined) throw failure
    await this.store.flush()
    return this.snapshot(botId)
  }

  private readonly starts = new StartQueue({
    leasing: (task) => this.leasing(task),
    runs: (id) => this.core.bots.has(id),
    claim: (ids) => this.leases.claim({ ids }),
    attach: (rows, failed) => attachRows(this.core, rows, failed),
    settle: (ids) => this.settle(ids),
  })

  pause(botId: string): Promise<BotSnapshot> {
    return this.ops.pause(botId)
  }

  resume(botId: string): Promise<BotSnapshot> {
    return this.ops.resume(botId)
  }

  async stop(botId: string, mode: StopMode): Promise<BotSnapshot> {
    this.userStops.add(botId)
    try {
      return await this.ops.stop(botId, mode)
    } finally {
      this.userStops.delete(botId)
    }
  }

  /** Calls `listener` when a bot ends by itself (take profit, stop loss, a strategy's own stop). */
  onSelfStop(listener: (botId: string) => void): void {
    this.selfStops.push(listener)
  }

  /**
   * Calls `listener` when an account's exchange has failed every request for a while, and when it
   * answers again (decision 092). Listeners run their work in the background, never in the pass.
   */
  onVenueHealth(listener: (change: VenueHealth) => void): void {
    this.venueHealth.push(listener)
  }

  /**
   * Calls `listener` when an account's exchange holds fewer of a coin than its bots there count:
   * sold or moved outside them (issue 28). Listeners run their work in the background.
   */
  onCoinsShort(listener: (short: CoinsShort) => void): void {
    this.coinsShort.push(listener)
  }

  /**
   * The coins this process's spot bots on one account's exchange count as theirs, per asset: what
   * their own fills bought and have not sold. Baskets, bots with a futures leg and stopped bots
   * (until the next lease pass drops them) are left out.
   */
  private counted(userId: string, exchange: string): CoinCount[] {
    const counts = new Map<string, CoinCount>()
    for (const rt of this.core.bots.values()) {
      if (rt.userId !== userId || rt.exchange !== exchange || rt.basket || rt.legs.length > 0)
        continue
      // A stopped bot gave its coins back to the account: they are the owner's to sell.
      if (rt.pnl.base.lte(0) || rt.runner.bot(rt.id)?.status === 'stopped') continue
      const count = counts.get(rt.base) ?? {
        asset: rt.base,
        qty: '0',
        step: this.core.worker.specOf(rt.symbol).stepSize,
        bots: [],
      }
      count.qty = rt.pnl.base.add(count.qty).toFixed()
      count.bots.push(rt.id)
      counts.set(rt.base, count)
    }
    return [...counts.values()]
  }

  update(
    botId: string,
    config: unknown,
    version: number,
    fingerprint?: string,
  ): Promise<BotSnapshot> {
    return this.ops.update(botId, config, version, fingerprint)
  }

  /** What an edit would do now, done nowhere (decision 088). */
  preview(botId: string, config: unknown, version: number): Promise<BotEditPlan> {
    return this.ops.preview(botId, config, version)
  }

  /** A provider's new call, to the bots following its signal on the pair (decision 073). */
  providerCall(signalId: string, symbol: string, call: SignalOut): number {
    return this.core.signals.providerCall(signalId, symbol, call)
  }

  snapshot(botId: string): BotSnapshot {
    return this.ops.snapshot(botId)
  }

  holding(botId: string): Holding {
    return this.ops.holding(botId)
  }

  /**
   * What a hosted quant bot's rule draws (decision 057): its lines and shapes over the bars it has
   * seen, warm-up included, and its decisions since it started; null when the bot follows no rule.
   */
  plot(botId: string): QuantPlot | null {
    if (!this.core.bots.has(botId)) throw new ApiFailure('record_not_found')
    const source = this.core.signals.sourceOf(botId)
    return source instanceof RuleSignal ? source.plot() : null
  }

  sell(botId: string, qty: string): Promise<SellFill> {
    return this.ops.sell(botId, qty)
  }

  /** Bots this process drives. */
  hosted(): string[] {
    return [...this.core.bots.keys()]
  }

  /** How many bots this process drives, by the status the socket shows (read at scrape time). */
  countByStatus(): Map<BotStatusName, number> {
    const counts = new Map<BotStatusName, number>()
    for (const [id, rt] of this.core.bots) {
      const record = rt.runner.bot(id)
      if (!record) continue
      const status = shownStatus(record, rt)
      counts.set(status, (counts.get(status) ?? 0) + 1)
    }
    return counts
  }

  /** Waits until everything journaled so far is in the database. */
  async flush(): Promise<void> {
    await this.store.flush()
  }

  /**
   * Each crypto pair's paper perpetual (decision 056): the paper venue lists it beside the pair and
   * ticks it first at the pair's price, so market-neutral bots trade both legs on one account.
   */
  private readonly perps = new Set<string>()

  private listPerps(paper: PaperExchange) {
    for (const s of this.o.feed.symbols()) {
      if (s.market !== 'crypto') continue
      paper.addSymbol(perpSpecOf(s.spec))
      this.perps.add(s.symbol)
    }
  }

  private tick(t: Tick) {
    const started = this.o.metrics ? performance.now() : 0
    // Stamped on the fills this tick makes, so tick-to-socket latency can be measured (bench:server).
    this.live.tickAt = this.o.now?.() ?? Date.now()
    if (this.perps.has(t.symbol))
      try {
        this.core.paperRunner.tick(perpTickOf(t))
      } catch (error) {
        this.o.log?.error({ err: error }, 'trading tick failed')
      }
    for (const runner of [this.core.paperRunner, this.core.liveRunner]) {
      try {
        runner.tick(t)
      } catch (error) {
        // A listener failure surfaces after the tick finished; that bot is already in error.
        this.o.log?.error({ err: error }, 'trading tick failed')
      }
    }
    try {
      this.core.signals.tick(t)
    } catch (error) {
      this.o.log?.error({ err: error }, 'trading signal failed')
    }
    this.live.tickAt = null
    this.live.sample(t)
    this.live.settle()
    this.o.metrics?.tick(performance.now() - started, (this.o.now?.() ?? Date.now()) - t.time)
  }

  private settle(ids: string[]) {
    for (const id of ids) this.live.touched.add(id)
    this.live.settle()
  }

  /** Another process owns the bot now: forget it here without touching its orders. */
  private drop(botId: string) {
    this.core.paperRunner.detach(botId)
    this.core.liveRunner.detach(botId)
    this.core.paper.closeAccount(botId)
    this.core.worker.close(botId)
    this.core.signals.forget(botId)
    this.worker?.forget(botId)
    this.store.forget(botId)
    this.core.bots.delete(botId)
  }
}
