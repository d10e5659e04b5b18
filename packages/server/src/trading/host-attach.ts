import { and, asc, eq, inArray } from 'drizzle-orm'
import { isPerpSymbol, isQuantKind, type BotStatusName } from '@atb/contract'
import {
  parseConfig,
  signalSourceFor,
  strategyOf,
  type BotRecord,
  type BotStore,
  type MarkSpan,
  type MarketFeed,
  type OrderView,
  type PaperExchange,
  type Runner,
} from '@atb/engine'
import type { Db } from '../db'
import { botEvents, botFills, botOrders, bots } from '../db/schema'
import type { BotRow } from './lease'
import { workerExchanges } from './order-worker'
import { equityOf, PnlTracker } from './pnl'
import { accountOf, recordOf, type BotRuntime } from './runtime'
import type { HostSignals } from './host-signals'
import { spansOf } from './marks'
import type { DbBotStore } from './store'
import type { WorkerVenue } from './worker-venue'

/** What attaching bots needs of the host. */
export interface HostCore {
  db: Db
  feed: MarketFeed
  owner: string
  paper: PaperExchange
  worker: WorkerVenue
  paperRunner: Runner
  liveRunner: Runner
  /** Null when this server has no exchange access (connected-exchange bots go to error). */
  canTrade: ((exchange: string) => boolean) | null
  store: DbBotStore
  bots: Map<string, BotRuntime>
  /** Live signals for signal-follow bots. */
  signals: HostSignals
}

export const START_EVENT = 'host.started'

const isWorkerExchange = (exchange: string) =>
  (workerExchanges as readonly string[]).includes(exchange)

/** One runner's part of the shared store: `Runner.resume` then only sees its own bots. */
export class StoreView implements BotStore {
  constructor(
    private readonly store: DbBotStore,
    private readonly mine: (id: string) => boolean,
  ) {}
  save = (record: BotRecord) => this.store.save(record)
  load = (id: string) => this.store.load(id)
  all = () => this.store.all().filter((r) => this.mine(r.id))
}

/** Takes claimed rows into the runners: resumes started bots, starts new ones. */
export async function attachRows(core: HostCore, rows: BotRow[]): Promise<string[]> {
  rows = rows.filter((r) => !core.bots.has(r.id))
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [starts, fills, orders, spans] = await Promise.all([
    core.db
      .select()
      .from(botEvents)
      .where(and(inArray(botEvents.botId, ids), eq(botEvents.type, START_EVENT))),
    core.db
      .select()
      .from(botFills)
      .where(inArray(botFills.botId, ids))
      .orderBy(asc(botFills.botId), asc(botFills.seq)),
    core.db
      .select()
      .from(botOrders)
      .where(and(inArray(botOrders.botId, ids), inArray(botOrders.status, ['pending', 'open']))),
    // A quant bot's chart marks its rule's decisions while it ran, recomputed as it warms up.
    spansOf(
      core.db,
      rows.filter((r) => isQuantKind(r.kind)),
    ),
  ])
  const fresh: BotRow[] = []
  for (const row of rows) {
    const record = recordOf(row)
    const started = starts.find((e) => e.botId === row.id)?.data as
      { price: number; value: string } | undefined
    if (!(await usable(core, row))) continue
    if (!record || !started) {
      fresh.push(row)
      continue
    }
    const rt = runtime(core, row, started.price, started.value, spans.get(row.id))
    for (const f of fills) if (f.botId === row.id) rt.pnl.apply(f)
    if (row.status === 'out_of_balance') rt.outOfBalance = row.reason
    if (isWorkerExchange(row.exchange)) {
      const live: OrderView[] = orders
        .filter((o) => o.botId === row.id)
        .map((o) => ({
          clientId: o.clientId,
          symbol: o.symbol,
          side: o.side === 'sell' ? 'sell' : 'buy',
          type: o.type === 'market' ? 'market' : 'limit',
          ...(o.price !== null ? { price: Number(o.price) } : {}),
          qty: o.qty ?? o.quoteQty ?? '0',
          status: 'open',
        }))
      core.worker.restore(row.id, record.fillCursor, live)
    } else {
      const account = accountOf(row)
      if (account) core.paper.importAccount(row.id, account)
      else core.paper.openAccount(row.id, { balances: row.allocation })
    }
    core.store.hydrate(record, { userId: row.userId, exchange: row.exchange })
  }
  core.paperRunner.resume()
  core.liveRunner.resume()
  for (const row of fresh) await begin(core, row, spans.get(row.id))
  return ids
}

/** A bot on a connected exchange needs this server to reach that exchange. */
async function usable(core: HostCore, row: BotRow): Promise<boolean> {
  if (!isWorkerExchange(row.exchange) || core.canTrade?.(row.exchange)) return true
  await setError(core, row.id, `Trading on ${row.exchange} is not available on this server`)
  return false
}

async function setError(core: HostCore, id: string, reason: string) {
  await core.db
    .update(bots)
    .set({ status: 'error', reason, updatedAt: new Date() })
    .where(and(eq(bots.id, id), eq(bots.owner, core.owner)))
}

function runtime(
  core: HostCore,
  row: BotRow,
  startPrice: number,
  startValue: string,
  ran: readonly MarkSpan[] = [],
) {
  const spec = core.paper.specOf(row.symbols[0]!)
  const rt: BotRuntime = {
    id: row.id,
    userId: row.userId,
    exchange: row.exchange,
    runner: isWorkerExchange(row.exchange) ? core.liveRunner : core.paperRunner,
    symbol: spec.symbol,
    legs: row.symbols.filter((s) => isPerpSymbol(s)),
    base: spec.base,
    quote: spec.quote,
    pnl: new PnlTracker(),
    startPrice,
    startValue,
    outOfBalance: null,
    lastPnlAt: -Infinity,
    lastStatus: row.status as BotStatusName,
    userAsked: false,
  }
  core.bots.set(row.id, rt)
  const source = signalSourceFor(row.kind as BotRecord['kind'], row.config)
  if (source) core.signals.follow(row.id, spec.symbol, source, ran)
  return rt
}

/** First start: the paper account gets the bot's allocation, the strategy its first state. */
async function begin(core: HostCore, row: BotRow, ran?: readonly MarkSpan[]) {
  const symbol = row.symbols[0]!
  const ticker = core.feed.ticker(symbol)
  const price = ticker?.last ?? core.paper.lastPrice(symbol)
  const kind = row.kind as BotRecord['kind']
  let config: unknown
  try {
    if (price === undefined) throw new Error(`No price yet for ${symbol}`)
    config = await parseConfig(kind, row.config)
  } catch (error) {
    return setError(core, row.id, (error as Error).message)
  }
  const spec = core.paper.specOf(symbol)
  const needs = strategyOf(kind).account(config, spec)
  const allocation = Object.keys(row.allocation).length ? row.allocation : needs.balances
  const balances = Object.fromEntries(
    Object.entries(allocation).map(([asset, free]) => [asset, { free, locked: '0' }]),
  )
  const live = isWorkerExchange(row.exchange)
  if (!live) core.paper.openAccount(row.id, { ...needs, balances: allocation })
  const value = equityOf(balances, spec.base, spec.quote, price).toFixed()
  await core.db
    .insert(botEvents)
    .values({ botId: row.id, type: START_EVENT, data: { price, value }, time: new Date() })
  const rt = runtime(core, row, price, value, ran)
  core.store.track(row.id, { userId: row.userId, exchange: row.exchange })
  rt.runner.add({
    id: row.id,
    kind,
    config,
    symbols: row.symbols,
    time: ticker?.time ?? 0,
    prices: Object.fromEntries(row.symbols.map((s) => [s, core.feed.ticker(s)?.last ?? price])),
  })
}
