import { randomUUID } from 'node:crypto'
import {
  MIN_ASSET_CREATE_BOT,
  botErrorMessages,
  configContext,
  english,
  isBasketKind,
  isPaperOnlyKind,
  message,
  renderMessage,
  strategyCatalogue,
  venueMarkets,
  type BotCreateRequest,
  type BotReason,
  type BotSummary,
  type ConfigMarket,
  type ExchangeName,
  type FieldError,
  type GridLotRules,
  type Market,
  type StrategyKind,
} from '@atb/contract'
import {
  BotConfigError,
  D,
  parseConfig,
  rebalanceSymbols,
  runnableKinds,
  str,
  strategyOf,
  type Dec,
  type MarketSymbol,
} from '@atb/engine'
import type { DbTx } from '../../db'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { marketNow } from '../../lib/market-clock'
import { botEvents, bots } from '../../db/schema'
import type { BotRow, TradingDeps } from './runtime'
import { freeBalances, reserve } from './wallet'
import { closeBot } from './close'
import { botSummary } from './figures'
import { announce } from './announce'
import { checkCreateMinimum } from '../wallet/profit-share'
import { requireSubscription } from '../activation'
import { requireFollowable } from '../signals/signals'
import { holdBotCeiling } from './ceiling'

export const marketOf = (kind: StrategyKind): Market | undefined =>
  strategyCatalogue.find((s) => s.kind === kind)?.market

/** A config error of the kind's schema, reported on the config's own field paths. */
export function configFailure(error: BotConfigError): ApiFailure {
  const errors = error.errors.map((e) => ({ ...e, path: `config.${e.path}` }))
  return new ApiFailure('validation_failed', {
    errors,
    ...(errors[0] ? { description: errors[0].text } : {}),
  })
}

/**
 * Validates with the kind's schema and the same context the wizard gives it (contract
 * configContext), plus the market's prices, which every price field keeps within a band of
 * (decision 077). Create, update, backtest and the plot preview all pass through here.
 */
export async function parseOrFail(kind: StrategyKind, raw: unknown, market: ConfigMarket = {}) {
  try {
    return await parseConfig(kind, raw, configContext(kind, raw, market))
  } catch (error) {
    if (error instanceof BotConfigError) throw configFailure(error)
    throw error
  }
}

/** A basket's market: each coin's last price against the basket's quote (USDT unless it says). */
export function basketMarket(t: TradingDeps, raw: Record<string, unknown>): ConfigMarket {
  const quote = typeof raw.coin_quote_asset === 'string' ? raw.coin_quote_asset : 'USDT'
  return { coinPrice: (asset) => t.feed.ticker(`${asset}${quote}`.toUpperCase())?.last }
}

/**
 * The pair's order rules as a grid's amount per grid is checked against them (decision 089): the
 * wizard checks with the market endpoints' copy of the same rules.
 */
const lotRulesOf = (spec: MarketSymbol['spec']): GridLotRules => ({
  tick_size: spec.tickSize,
  step_size: spec.stepSize,
  min_notional: spec.minNotional,
  ...(spec.contractSize ? { contract_size: spec.contractSize } : {}),
})

/** The pair must exist on the feed and belong to a market the venue and the strategy both serve. */
export function lookupSymbol(
  t: TradingDeps,
  exchange: ExchangeName,
  kind: StrategyKind,
  symbol: string,
) {
  const found = t.feed.symbol(symbol.toUpperCase())
  const market = marketOf(kind)
  if (
    !found ||
    !venueMarkets[exchange].includes(found.market) ||
    (market && market !== found.market)
  )
    throw new ApiFailure('unknown_symbol')
  return found
}

async function checkExchange(t: TradingDeps, userId: string, exchange: ExchangeName) {
  if (exchange === 'paper') return
  const status = await t.exchanges.status(userId, exchange)
  if (status === 'disabled') throw new ApiFailure('exchange_disabled')
  if (status !== 'connected') throw new ApiFailure('exchange_not_connected')
}

/** Single-pair configs carry the exchange and coin fields; the request's own values win. */
export function withCoinFields(
  raw: Record<string, unknown>,
  exchange: ExchangeName,
  s: MarketSymbol,
) {
  return {
    ...raw,
    exchange_name: exchange,
    coin_symbol: s.symbol,
    coin_base_asset: s.spec.base,
    coin_quote_asset: s.spec.quote,
  }
}

const fieldError = (
  descriptor: typeof botErrorMessages.belowMinimumAsset,
  values: Record<string, string | number>,
): FieldError => {
  const msg = message(descriptor, values)
  return {
    path: 'config',
    message: msg as FieldError['message'],
    text: renderMessage(msg, english),
  }
}

/** Spec §9's minimum, then the config's worst-case capital (every grid level, every coverage step). */
function checkFunds(free: Map<string, Dec>, allocation: Record<string, string>, quote: string) {
  const available = free.get(quote) ?? new D(0)
  if (available.lt(MIN_ASSET_CREATE_BOT)) {
    const error = fieldError(botErrorMessages.belowMinimumAsset, {
      min: MIN_ASSET_CREATE_BOT,
      asset: quote,
    })
    throw new ApiFailure('below_minimum_asset', { errors: [error], description: error.text })
  }
  for (const [asset, needed] of Object.entries(allocation)) {
    const has = free.get(asset) ?? new D(0)
    if (has.gte(needed)) continue
    const values = { needed: str(new D(needed)), available: str(has), asset }
    const error = fieldError(botErrorMessages.insufficientBalanceDetail, values)
    throw new ApiFailure('insufficient_balance', {
      errors: [error],
      description: `Insufficient balance: needs ${values.needed} ${asset}, ${values.available} ${asset} available`,
    })
  }
}

/**
 * Takes the allocation from the Paper wallet with the minimum of spec §9 on the quote, each asset by
 * one guarded update; a refusal says what was missing, as the check before the transaction does.
 */
async function reservePaper(
  tx: DbTx,
  userId: string,
  botId: string,
  allocation: Record<string, string>,
  quote: string,
  at: Date,
) {
  try {
    await reserve(tx, userId, botId, allocation, at, {
      asset: quote,
      free: String(MIN_ASSET_CREATE_BOT),
    })
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'insufficient_balance')
      checkFunds(await freeBalances(tx, userId), allocation, quote)
    throw error
  }
}

/** Validates with the kind's schema and the server's rules, stores the bot with its allocation, then starts it. */
export async function createBot(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  input: BotCreateRequest,
): Promise<BotSummary> {
  const kind = input.kind as StrategyKind
  const exchange = input.exchange_name as ExchangeName
  if (!runnableKinds().includes(kind)) throw new ApiFailure('kind_unavailable')
  // Before anything else is checked: no setting on another venue would make it run there.
  if (isPaperOnlyKind(kind) && exchange !== 'paper') throw new ApiFailure('kind_paper_only')
  await checkExchange(t, userId, exchange)
  await requireSubscription(deps.db, deps.clock, userId, exchange)
  const strategy = strategyOf(kind)
  let config: unknown
  let symbols: MarketSymbol[]
  if (isBasketKind(kind)) {
    config = await parseOrFail(
      kind,
      { ...input.config, exchange_name: exchange },
      basketMarket(t, input.config),
    )
    symbols = rebalanceSymbols(config as Parameters<typeof rebalanceSymbols>[0]).map((s) =>
      lookupSymbol(t, exchange, kind, s),
    )
  } else {
    const raw = input.symbol ?? input.config.coin_symbol
    const primary = lookupSymbol(t, exchange, kind, typeof raw === 'string' ? raw : '')
    symbols = [primary]
    const last = t.feed.ticker(primary.symbol)?.last
    config = await parseOrFail(kind, withCoinFields(input.config, exchange, primary), {
      lastPrice: last,
      lot: lotRulesOf(primary.spec),
      intervals: primary.intervals,
    })
    await requireFollowable(deps.db, kind, config, marketOf(kind))
  }
  const spec = { ...symbols[0]!.spec, kind: strategy.market }
  // A kind with more legs than its pair (market neutral's perpetual) stores every one.
  const legs = strategy.legs?.(spec).map((s) => s.symbol) ?? symbols.map((s) => s.symbol)
  const needs = strategy.account(config, spec).balances
  const allocation = Object.fromEntries(
    Object.entries(needs)
      .filter(([, amount]) => new D(amount).gt(0))
      .map(([a, v]) => [a, str(new D(v))]),
  )
  const now = marketNow(deps.clock, t.feed)
  // Chosen here so the reservation's journal entries name the bot they fund.
  const id = randomUUID()
  // Spec §9 on a connected exchange: the wallet that pays the profit share holds 30 USDT.
  if (exchange !== 'paper') await checkCreateMinimum(deps.db, userId)
  // Refused early on what the wallet holds now; the reservation checks again where it counts.
  if (exchange === 'paper') checkFunds(await freeBalances(deps.db, userId), allocation, spec.quote)
  if (exchange !== 'paper' && t.balances) {
    const held = await t.balances(userId, exchange)
    checkFunds(new Map(Object.entries(held).map(([a, v]) => [a, new D(v)])), allocation, spec.quote)
  }
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bots)
      .values({
        id,
        userId,
        kind,
        exchange,
        market: symbols[0]!.market,
        symbols: legs,
        config,
        status: 'running',
        allocation,
        createdAt: now,
        updatedAt: now,
        ...t.runtime.lease?.(),
      })
      .returning()
    await tx.insert(botEvents).values({
      botId: inserted!.id,
      type: 'created',
      data: { status: 'running', config_version: 1, allocation },
      time: now,
    })
    // Last: creates from one account queue on the wallet's rows from here to the commit only.
    if (exchange === 'paper') await reservePaper(tx, userId, id, allocation, spec.quote, now)
    await holdBotCeiling(tx, userId)
    return inserted!
  })
  try {
    await t.runtime.start(row)
  } catch (error) {
    throw await startFailed(deps, row, error, now)
  }
  announce(t, row, now)
  return botSummary(deps.db, t, row, now)
}

/**
 * A bot that did not start never traded: it goes to history with the reason and its allocation
 * goes back. The log keeps the real error with the bot (issue 26: it said 'record not found'); the
 * answer is a config error when the kind's schema refused the stored config, else 503.
 */
async function startFailed(
  deps: Deps,
  row: BotRow,
  error: unknown,
  now: Date,
): Promise<ApiFailure> {
  const detail = error instanceof Error ? error.message : String(error)
  const reason: BotReason = { code: 'start_failed', values: { detail } }
  const answer =
    error instanceof BotConfigError ? configFailure(error) : new ApiFailure('trading_unavailable')
  const context = { err: error, botId: row.id, kind: row.kind, exchange: row.exchange }
  try {
    await closeBot(
      deps.db,
      row.id,
      { balances: row.allocation, prices: {} },
      { mode: null, reason, time: now, cause: 'start_failed', notify: deps },
    )
  } catch (closing) {
    deps.log.error({ ...context, closeErr: closing }, 'bot failed to start and was not closed')
    return answer
  }
  if (answer.statusCode >= 500) deps.log.error(context, 'bot failed to start')
  else deps.log.warn(context, 'bot failed to start')
  return answer
}
