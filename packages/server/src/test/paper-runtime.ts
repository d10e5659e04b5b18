import type { StopMode, StrategyKind } from '@atb/contract'
import {
  D,
  MemoryStore,
  PaperExchange,
  Runner,
  str,
  strategyOf,
  type BalanceView,
  type MarketFeed,
  type SymbolSpec,
  type Tick,
} from '@atb/engine'
import type { Db } from '../db'
import { botEquity } from '../db/schema'
import { recordEnd } from './runtime-status'
import type { BotRow, BotRuntime, RuntimeSnapshot, StopOutcome } from '../services/bots/runtime'
import { TrackedVenue, WriteQueue } from './tracked-venue'

/** One bot's engine: its own paper exchange and runner, so pausing it is not ticking it. */
interface Session {
  row: BotRow
  venue: TrackedVenue
  runner: Runner
  /** The venue account of the current config version. */
  account: string
  version: number
  paused: boolean
  seq: number
  specs: SymbolSpec[]
  startPrice: number
  lastSample: number
}

const EQUITY_SAMPLE_MS = 60_000

/**
 * An in-test BotRuntime: the engine's real Runner and PaperExchange driven by a MarketFeed, writing
 * orders, fills and equity samples as the hosted runtime does. It stands in for the TradingHost
 * until the merge; it is not a mock (every figure comes from a real engine run).
 */
export class PaperRuntime implements BotRuntime {
  private readonly sessions = new Map<string, Session>()
  readonly queue = new WriteQueue()
  private readonly unsubscribe: () => void

  constructor(
    private readonly db: Db,
    private readonly feed: MarketFeed,
  ) {
    this.unsubscribe = feed.subscribe((tick) => this.onTick(tick))
  }

  private now = () => this.feed.tickers()[0]?.time ?? Date.now()

  async start(row: BotRow): Promise<void> {
    const specs = row.symbols.map((s) => {
      const found = this.feed.symbol(s)
      if (!found) throw new Error(`Unknown symbol ${s}`)
      return { ...found.spec, kind: strategyOf(row.kind as StrategyKind).market }
    })
    const inner = new PaperExchange({ symbols: specs })
    const owner = { botId: row.id, userId: row.userId, time: this.now }
    const venue = new TrackedVenue(inner, this.db, this.queue, owner)
    const session: Session = {
      row,
      venue,
      runner: null as never,
      account: row.id,
      version: 1,
      paused: false,
      seq: 0,
      specs,
      startPrice: this.price(specs[0]!.symbol),
      lastSample: 0,
    }
    this.sessions.set(row.id, session)
    inner.openAccount(session.account, { balances: row.allocation })
    this.launch(session, row.config)
  }

  private price(symbol: string) {
    return this.feed.ticker(symbol)?.last ?? NaN
  }

  /** A runner for the session's current account, fed the current prices first. */
  private launch(session: Session, config: unknown) {
    const time = this.now()
    const prices: Record<string, number> = {}
    for (const spec of session.specs) {
      prices[spec.symbol] = this.price(spec.symbol)
      session.venue.tick({ symbol: spec.symbol, time, price: prices[spec.symbol]! })
    }
    session.runner = new Runner(session.venue, new MemoryStore(), {
      onFill: (account, fill) => session.venue.recordFill(account, ++session.seq, fill),
      onStop: (record) => this.ended(session, record.status, record.reason),
    })
    session.runner.add({
      id: session.account,
      kind: session.row.kind as StrategyKind,
      config,
      symbols: session.row.symbols,
      time,
      prices,
    })
  }

  private ended(session: Session, status: string, reason: string | null) {
    const time = new Date(this.now())
    if (status !== 'error') this.sessions.delete(session.row.id)
    const outcome = this.outcome(session)
    this.queue.push(() => recordEnd(this.db, session.row.id, { status, reason, time, outcome }))
  }

  private outcome(session: Session): StopOutcome {
    const balances: Record<string, string> = {}
    for (const [asset, b] of Object.entries(this.balances(session)))
      balances[asset] = str(new D(b.free).add(b.locked))
    const prices = Object.fromEntries(session.specs.map((s) => [s.symbol, this.price(s.symbol)]))
    return { balances, prices }
  }

  private onTick(tick: Tick) {
    for (const session of this.sessions.values()) {
      if (session.paused || !session.row.symbols.includes(tick.symbol)) continue
      session.runner.tick(tick)
      if (
        tick.symbol === session.specs[0]!.symbol &&
        tick.time - session.lastSample >= EQUITY_SAMPLE_MS
      )
        this.sample(session, tick)
    }
  }

  private sample(session: Session, tick: Tick) {
    session.lastSample = tick.time
    const quote = session.specs[0]!.quote
    const allocation = Number(session.row.allocation[quote] ?? 0)
    const equity = str(this.value(session))
    const hold = String((allocation / session.startPrice) * tick.price)
    const botId = session.row.id
    this.queue.push(() =>
      this.db
        .insert(botEquity)
        .values({ botId, time: new Date(tick.time), equity, hold })
        .onConflictDoNothing(),
    )
  }

  private balances(session: Session): Record<string, BalanceView> {
    return session.venue.inner.balances(session.account)
  }

  /** The bot's account valued in its quote asset at the last prices. */
  value(session: Session) {
    const quote = session.specs[0]!.quote
    let total = new D(0)
    for (const [asset, b] of Object.entries(this.balances(session))) {
      const amount = new D(b.free).add(b.locked)
      if (asset === quote) total = total.add(amount)
      else {
        const spec = session.specs.find((s) => s.base === asset)
        total = total.add(amount.mul(spec ? this.price(spec.symbol) : 0))
      }
    }
    return total
  }

  private session(id: string): Session {
    const session = this.sessions.get(id)
    if (!session) throw new Error(`Bot ${id} is not running here`)
    return session
  }

  async pause(id: string) {
    this.session(id).paused = true
  }

  async resume(id: string) {
    this.session(id).paused = false
  }

  /** Parks the strategy (fills still land in the books) and cancels every open order. */
  private halt(session: Session) {
    const record = session.runner.bot(session.account)
    if (record) record.status = 'stopped'
    for (const order of session.venue.openOrders(session.account))
      session.venue.cancel(session.account, order.clientId)
  }

  async stop(id: string, mode: StopMode): Promise<StopOutcome> {
    const session = this.session(id)
    this.halt(session)
    const time = this.now()
    if (mode === 'sell') {
      for (const spec of session.specs) {
        const held = new D(this.balances(session)[spec.base]?.free ?? 0)
        const qty = held.div(spec.stepSize).floor().mul(spec.stepSize)
        const price = this.price(spec.symbol)
        if (qty.isZero() || qty.mul(price).lt(spec.minNotional)) continue
        session.venue.place(session.account, {
          clientId: `${session.account}:stop`,
          symbol: spec.symbol,
          side: 'sell',
          type: 'market',
          qty: str(qty),
        })
        session.venue.tick({ symbol: spec.symbol, time, price })
      }
    }
    const outcome = this.outcome(session)
    this.sessions.delete(id)
    await this.queue.settle()
    return outcome
  }

  /** A new config version trades on a fresh account holding exactly what the old one held. */
  async update(id: string, config: unknown): Promise<void> {
    const session = this.session(id)
    this.halt(session)
    const held: Record<string, string> = {}
    for (const [asset, b] of Object.entries(this.balances(session))) held[asset] = b.free
    session.version++
    session.account = `${id}~v${session.version}`
    session.venue.inner.openAccount(session.account, { balances: held })
    this.launch(session, config)
  }

  async snapshot(id: string): Promise<RuntimeSnapshot | null> {
    const session = this.sessions.get(id)
    if (!session) return null
    const record = session.runner.bot(session.account)
    return {
      status: session.paused ? 'paused' : (record?.status ?? 'running'),
      reason: record?.reason ?? null,
      prices: Object.fromEntries(session.specs.map((s) => [s.symbol, this.price(s.symbol)])),
      balances: this.balances(session),
      openOrders: session.venue.openOrders(session.account),
    }
  }

  async close() {
    this.unsubscribe()
    this.sessions.clear()
    await this.queue.settle()
  }
}
