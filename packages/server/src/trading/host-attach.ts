import { and, asc, eq, inArray } from 'drizzle-orm'
import { isPaperOnlyKind, isQuantKind } from '@atb/contract'
import type { BotRecord, BotStore, MarketFeed, OrderView, PaperExchange, Runner } from '@atb/engine'
import type { Db } from '../db'
import { botEvents, botFills, botOrders } from '../db/schema'
import type { BotRow } from './lease'
import { isWorkerExchange, runtime, setError, startFresh, START_EVENT } from './host-begin'
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

/**
 * Takes claimed rows into the runners: resumes started bots, starts new ones. A bot that cannot
 * start goes to error with the reason and its real error lands in `failed`; the others carry on.
 */
export async function attachRows(
  core: HostCore,
  rows: BotRow[],
  failed: Map<string, unknown> = new Map(),
): Promise<string[]> {
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
    if (!(await usable(core, row, failed))) continue
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
  await startFresh(core, fresh, spans, failed)
  return ids.filter((id) => !failed.has(id))
}

/**
 * A bot on a connected exchange needs this server to reach that exchange, and a kind that trades
 * there: a Paper-only kind stored on one before the rule (a futures grid on Binance) never starts.
 */
async function usable(core: HostCore, row: BotRow, failed: Map<string, unknown>) {
  const kindTrades = !isPaperOnlyKind(row.kind)
  if (!isWorkerExchange(row.exchange) || (kindTrades && core.canTrade?.(row.exchange))) return true
  failed.set(row.id, new Error(`Trading on ${row.exchange} is not available on this server`))
  await setError(core, row.id, { code: 'exchange_unavailable', values: { exchange: row.exchange } })
  return false
}
