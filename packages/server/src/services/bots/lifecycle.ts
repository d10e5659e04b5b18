import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  english,
  message,
  renderMessage,
  updatableKinds,
  botErrorMessages,
  configChanges,
  type BotSummary,
  type BotUpdateResponse,
  type ExchangeName,
  type FieldError,
  type StopMode,
  type StrategyKind,
} from '@atb/contract'
import { D, str, strategyOf } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { botEvents, bots } from '../../db/schema'
import { lookupSymbol, marketOf, parseOrFail } from './create'
import { requireFollowable } from '../signals/signals'
import { botSummary } from './figures'
import { ownedBot } from './rows'
import type { BotRow, TradingDeps } from './runtime'
import { withBotLock } from './bot-lock'
import { closeBot } from './close'
import { announce } from './announce'
import { checkRunningMinimum, WALLET_LOW_REASON } from '../wallet/profit-share'
import { requireSubscription } from '../activation'
import { notify } from '../notifications/notify'

const summary = (deps: Deps, t: TradingDeps, row: BotRow) =>
  botSummary(deps.db, t, row, deps.clock.now())

/** Moves a bot between running and paused: the runtime first, then the row and its event together. */
async function transition(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  to: 'paused' | 'running',
): Promise<BotSummary> {
  const row = await ownedBot(deps.db, userId, id)
  // An out-of-balance bot is running (decision 035): it can be paused like any running bot.
  const from = to === 'paused' ? ['running', 'out_of_balance'] : ['paused']
  if (row.status === 'stopped') throw new ApiFailure('bot_stopped')
  if (!from.includes(row.status))
    throw new ApiFailure(to === 'paused' ? 'bot_not_running' : 'bot_not_paused')
  // Pausing never asks; starting a live bot again needs the subscription (decision 066).
  if (to === 'running') await requireSubscription(deps.db, deps.clock, userId, row.exchange)
  // Spec §9: a live bot resumes only with 10 USDT or more in the wallet (decision 067).
  if (to === 'running' && row.exchange !== 'paper') await checkRunningMinimum(deps.db, userId)
  await (to === 'paused' ? t.runtime.pause(id) : t.runtime.resume(id))
  // A bot its resting orders drained while paused resumes below the running minimum: the runtime
  // has already recorded it as out of balance, with the reason, and the row says so.
  const shown = to === 'running' ? await t.runtime.snapshot(id) : null
  const low = shown?.status === 'out_of_balance'
  const now = deps.clock.now()
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bots)
      .set({
        status: low ? 'out_of_balance' : to,
        reason: low ? shown.reason : null,
        pausedFor: null,
        updatedAt: now,
      })
      .where(and(eq(bots.id, id), inArray(bots.status, [...from, to, 'out_of_balance'])))
      .returning()
    if (!changed) throw new ApiFailure(to === 'paused' ? 'bot_not_running' : 'bot_not_paused')
    await tx.insert(botEvents).values({
      botId: id,
      type: 'status',
      data: { status: changed.status, from: row.status },
      time: now,
    })
    return changed
  })
  announce(t, updated, deps.clock.now())
  return summary(deps, t, updated)
}

export const pauseBot = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  withBotLock(id, () => transition(deps, t, userId, id, 'paused'))
export const resumeBot = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  withBotLock(id, () => transition(deps, t, userId, id, 'running'))

/**
 * Spec §9: a live bot whose owner's wallet fell under 10 USDT pauses as out of balance, marked
 * `wallet_low` so the bot page shows the way to deposit, with a status event carrying the reason
 * (issue 16's notifications hook onto that event). Nothing happens to a bot no longer running.
 */
export const pauseForLowWallet = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  withBotLock(id, async () => {
    const row = await ownedBot(deps.db, userId, id)
    const from = ['running', 'out_of_balance']
    if (!from.includes(row.status)) return
    await t.runtime.pause(id)
    const now = deps.clock.now()
    const updated = await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(bots)
        .set({
          status: 'paused',
          reason: WALLET_LOW_REASON,
          pausedFor: 'wallet_low',
          updatedAt: now,
        })
        // The runtime's flush may already have written `paused`.
        .where(and(eq(bots.id, id), inArray(bots.status, [...from, 'paused'])))
        .returning()
      if (!changed) return null
      await tx.insert(botEvents).values({
        botId: id,
        type: 'status',
        data: { status: 'paused', from: row.status, reason: WALLET_LOW_REASON },
        time: now,
      })
      await notify(deps, tx, userId, {
        kind: 'bot.wallet_low',
        params: { bot_id: id, strategy: changed.kind, symbol: changed.symbols[0] ?? '' },
        link: `/bot/view/${id}`,
      })
      return changed
    })
    if (updated) announce(t, updated, now)
  })

/**
 * Stops a bot for good: the runtime cancels its orders (and sells, if asked), then in one
 * transaction the bot moves to history and, on Paper, what it holds goes back to the wallet.
 */
export const stopBot = (deps: Deps, t: TradingDeps, userId: string, id: string, mode: StopMode) =>
  withBotLock(id, () => stop(deps, t, userId, id, mode))

async function stop(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  mode: StopMode,
): Promise<BotSummary> {
  const row = await ownedBot(deps.db, userId, id)
  if (row.status === 'stopped') throw new ApiFailure('bot_stopped')
  const outcome = await t.runtime.stop(id, mode)
  const closed = await closeBot(deps.db, id, outcome, {
    mode,
    reason: 'Stopped by user',
    time: deps.clock.now(),
    from: row.status,
    cause: 'user',
    notify: deps,
  })
  // Another request stopped it in between; that one released the funds.
  if (!closed) throw new ApiFailure('bot_stopped')
  announce(t, closed, deps.clock.now())
  return summary(deps, t, closed)
}

/** The new worst case must fit in what the bot already holds: growing a bot means a new one. */
function checkFits(needs: Record<string, string>, allocation: Record<string, string>) {
  for (const [asset, needed] of Object.entries(needs)) {
    const has = new D(allocation[asset] ?? 0)
    if (has.gte(needed)) continue
    const values = { needed: str(new D(needed)), available: str(has), asset }
    const msg = message(botErrorMessages.insufficientBalanceDetail, values)
    const error: FieldError = {
      path: 'config',
      message: msg as FieldError['message'],
      text: renderMessage(msg, english),
    }
    throw new ApiFailure('insufficient_balance', { errors: [error], description: error.text })
  }
}

/** Changes a bot's settings; the pair and exchange stay. Versioned, with the changes in an event. */
export const updateBot = (
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
) => withBotLock(id, () => update(deps, t, userId, id, raw))

async function update(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
): Promise<BotUpdateResponse> {
  const row = await ownedBot(deps.db, userId, id)
  const kind = row.kind as StrategyKind
  if (!(updatableKinds as readonly string[]).includes(kind))
    throw new ApiFailure('kind_not_updatable')
  if (row.status === 'stopped') throw new ApiFailure('bot_stopped')
  const exchange = row.exchange as ExchangeName
  const primary = lookupSymbol(t, exchange, kind, row.symbols[0] ?? '')
  const coin = {
    exchange_name: exchange,
    coin_symbol: primary.symbol,
    coin_base_asset: primary.spec.base,
    coin_quote_asset: primary.spec.quote,
  }
  const config = (await parseOrFail(
    kind,
    { ...raw, ...coin },
    { lastPrice: t.feed.ticker(primary.symbol)?.last },
  )) as Record<string, unknown>
  await requireFollowable(deps.db, kind, config, marketOf(kind))
  const before = row.config as Record<string, unknown>
  const changes = configChanges(before, config)
  if (changes.length === 0)
    return { bot: await summary(deps, t, row), config_version: row.configVersion, changes }
  const strategy = strategyOf(kind)
  checkFits(
    strategy.account(config, { ...primary.spec, kind: strategy.market }).balances,
    row.allocation,
  )
  await t.runtime.update(id, config)
  const now = deps.clock.now()
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bots)
      .set({ config, configVersion: sql`${bots.configVersion} + 1`, updatedAt: now })
      .where(and(eq(bots.id, id), ne(bots.status, 'stopped')))
      .returning()
    if (!changed) throw new ApiFailure('bot_stopped')
    await tx.insert(botEvents).values({
      botId: id,
      type: 'config',
      data: { version: changed.configVersion, changes },
      time: now,
    })
    return changed
  })
  return { bot: await summary(deps, t, updated), config_version: updated.configVersion, changes }
}
