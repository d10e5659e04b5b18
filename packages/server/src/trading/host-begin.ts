import { and, eq } from 'drizzle-orm'
import { isBasketKind, isPerpSymbol, type BotReason, type BotStatusName } from '@atb/contract'
import {
  parseConfig,
  signalSourceFor,
  strategyOf,
  type BotRecord,
  type MarkSpan,
} from '@atb/engine'
import { botEvents, bots } from '../db/schema'
import type { HostCore } from './host-attach'
import type { BotRow } from './lease'
import { workerExchanges } from './order-worker'
import { equityOf, PnlTracker } from './pnl'
import type { BotRuntime } from './runtime'
import { marketNow } from '../lib/market-clock'
import { systemClock } from '../lib/deps'

/** Marks a bot's first start, with the price and value its buy-and-hold comparison starts from. */
export const START_EVENT = 'host.started'

export const isWorkerExchange = (exchange: string) =>
  (workerExchanges as readonly string[]).includes(exchange)

/**
 * Starts bots that never ran: what may fail comes first for each, then one insert of every start
 * event (a burst of creates starts together, issue 26), then the runners take them. A bot that
 * cannot start goes to error with the reason, its real error in `failed`; the others carry on.
 */
export async function startFresh(
  core: HostCore,
  fresh: BotRow[],
  spans: Map<string, readonly MarkSpan[]>,
  failed: Map<string, unknown>,
) {
  const ready: Ready[] = []
  for (const row of fresh) {
    try {
      ready.push(await prepare(core, row))
    } catch (error) {
      await fail(core, row.id, error, failed)
    }
  }
  if (ready.length > 0)
    await core.db.insert(botEvents).values(
      ready.map(({ row, price, value }) => ({
        botId: row.id,
        type: START_EVENT,
        data: { price, value },
        time: marketNow(systemClock, core.feed),
      })),
    )
  for (const bot of ready) {
    try {
      launch(core, bot, spans.get(bot.row.id))
    } catch (error) {
      undo(core, bot.row.id)
      await fail(core, bot.row.id, error, failed)
    }
  }
}

async function fail(core: HostCore, id: string, error: unknown, failed: Map<string, unknown>) {
  failed.set(id, error)
  const detail = error instanceof Error ? error.message : String(error)
  await setError(core, id, { code: 'start_failed', values: { detail } })
}

/** Forgets whatever a start that failed half-way left in the runners, the venues and the store. */
function undo(core: HostCore, id: string) {
  core.paperRunner.detach(id)
  core.liveRunner.detach(id)
  core.paper.closeAccount(id)
  core.worker.close(id)
  core.signals.forget(id)
  core.store.forget(id)
  core.bots.delete(id)
}

export async function setError(core: HostCore, id: string, reason: BotReason) {
  await core.db
    .update(bots)
    // On the market's clock, as its fills: a bot's marks end here (marks.ts, decision 087).
    .set({ status: 'error', reason, updatedAt: marketNow(systemClock, core.feed) })
    .where(and(eq(bots.id, id), eq(bots.owner, core.owner)))
}

export function runtime(
  core: HostCore,
  row: BotRow,
  startPrice: number,
  startValue: string,
  ran: readonly MarkSpan[] = [],
) {
  const spec = core.paper.specOf(row.symbols[0]!)
  const basket = isBasketKind(row.kind)
  const pairs = basket ? row.symbols.filter((s) => !isPerpSymbol(s)) : [spec.symbol]
  const rt: BotRuntime = {
    id: row.id,
    userId: row.userId,
    exchange: row.exchange,
    runner: isWorkerExchange(row.exchange) ? core.liveRunner : core.paperRunner,
    symbol: spec.symbol,
    legs: row.symbols.filter((s) => isPerpSymbol(s)),
    base: spec.base,
    quote: spec.quote,
    coins: pairs.map((s) => ({ asset: core.paper.specOf(s).base, symbol: s })),
    basket,
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

/** A new bot ready to start: its config parsed, its start price and value known. */
interface Ready {
  row: BotRow
  kind: BotRecord['kind']
  config: unknown
  /** What the strategy's account needs, with the row's allocation as its balances. */
  account: ReturnType<ReturnType<typeof strategyOf>['account']>
  price: number
  value: string
  time: number
}

/**
 * First start, the part that may fail before anything changes: throws what stops it (no price yet,
 * a config the kind's schema refuses, a symbol the venue does not list).
 */
async function prepare(core: HostCore, row: BotRow): Promise<Ready> {
  const symbol = row.symbols[0]!
  const ticker = core.feed.ticker(symbol)
  const price = ticker?.last ?? core.paper.lastPrice(symbol)
  const kind = row.kind as BotRecord['kind']
  if (price === undefined) throw new Error(`No price yet for ${symbol}`)
  const config = await parseConfig(kind, row.config)
  const spec = core.paper.specOf(symbol)
  const needs = strategyOf(kind).account(config, spec)
  const allocation = Object.keys(row.allocation).length ? row.allocation : needs.balances
  const balances = Object.fromEntries(
    Object.entries(allocation).map(([asset, free]) => [asset, { free, locked: '0' }]),
  )
  const value = equityOf(
    balances,
    spec.quote,
    [{ asset: spec.base, symbol }],
    () => price,
  ).toFixed()
  const account = { ...needs, balances: allocation }
  return { row, kind, config, account, price, value, time: ticker?.time ?? 0 }
}

/** First start: the paper account gets the bot's allocation, the strategy its first state. */
function launch(core: HostCore, bot: Ready, ran?: readonly MarkSpan[]) {
  const { row, kind, config, price } = bot
  if (!isWorkerExchange(row.exchange)) core.paper.openAccount(row.id, bot.account)
  const rt = runtime(core, row, price, bot.value, ran)
  core.store.track(row.id, { userId: row.userId, exchange: row.exchange })
  rt.runner.add({
    id: row.id,
    kind,
    config,
    symbols: row.symbols,
    time: bot.time,
    prices: Object.fromEntries(row.symbols.map((s) => [s, core.feed.ticker(s)?.last ?? price])),
  })
}
