import { and, eq, inArray } from 'drizzle-orm'
import {
  type BotReason,
  type BotSummary,
  type NotificationParams,
  type StopMode,
  userStopReason,
} from '@atb/contract'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { botEvents, bots } from '../../db/schema'
import { botSummary } from './figures'
import { ownedBot } from './rows'
import type { BotRow, TradingDeps } from './runtime'
import { withBotLock } from './bot-lock'
import { closeBot } from './close'
import { announce } from './announce'
import { checkRunningMinimum } from '../wallet/profit-share'
import { requireSubscription } from '../activation'
import { notify, preferencesOf } from '../notifications/notify'
import { marketNow } from '../../lib/market-clock'

const summary = (deps: Deps, t: TradingDeps, row: BotRow) =>
  botSummary(deps.db, t, row, marketNow(deps.clock, t.feed))

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
  const now = marketNow(deps.clock, t.feed)
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
  announce(t, updated, now)
  return summary(deps, t, updated)
}

export const pauseBot = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  withBotLock(id, () => transition(deps, t, userId, id, 'paused'))
export const resumeBot = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  withBotLock(id, () => transition(deps, t, userId, id, 'running'))

/** Why the platform pauses a bot, and what its owner is told. */
interface PlatformPause {
  reason: BotReason
  pausedFor: 'wallet_low' | 'venue_down' | 'coins_outside'
  notice: 'bot.wallet_low' | 'bot.venue_down' | 'bot.coins_outside'
  params?: NotificationParams
}

/**
 * The platform pauses a running bot (not its owner): the row keeps why (`paused_for`) so the bot
 * page shows the way out, a status event carries the reason, and the owner is told. Nothing
 * happens to a bot no longer running.
 */
const platformPause = (
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  why: PlatformPause,
) =>
  withBotLock(id, async () => {
    const row = await ownedBot(deps.db, userId, id)
    const from = ['running', 'out_of_balance']
    if (!from.includes(row.status)) return
    await t.runtime.pause(id)
    const now = marketNow(deps.clock, t.feed)
    const updated = await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(bots)
        .set({ status: 'paused', reason: why.reason, pausedFor: why.pausedFor, updatedAt: now })
        // The runtime's flush may already have written `paused`.
        .where(and(eq(bots.id, id), inArray(bots.status, [...from, 'paused'])))
        .returning()
      if (!changed) return null
      await tx.insert(botEvents).values({
        botId: id,
        type: 'status',
        data: { status: 'paused', from: row.status, reason: why.reason },
        time: now,
      })
      await notify(deps, tx, userId, {
        kind: why.notice,
        params: {
          bot_id: id,
          strategy: changed.kind,
          symbol: changed.symbols[0] ?? '',
          ...why.params,
        },
        link: `/bot/view/${id}`,
      })
      return changed
    })
    if (updated) announce(t, updated, now)
  })

/**
 * Spec §9: a live bot whose owner's wallet fell under 10 USDT pauses, marked `wallet_low` so the
 * bot page shows the way to deposit (decision 067).
 */
export const pauseForLowWallet = (deps: Deps, t: TradingDeps, userId: string, id: string) =>
  platformPause(deps, t, userId, id, {
    reason: { code: 'wallet_low' },
    pausedFor: 'wallet_low',
    notice: 'bot.wallet_low',
  })

/** The owner's running bots on one exchange. */
const liveOn = (deps: Deps, userId: string, exchange: string, statuses: string[]) =>
  deps.db
    .select({ id: bots.id, pausedFor: bots.pausedFor, kind: bots.kind, symbols: bots.symbols })
    .from(bots)
    .where(
      and(eq(bots.userId, userId), eq(bots.exchange, exchange), inArray(bots.status, statuses)),
    )

/**
 * Decision 092: an exchange that failed every request for a while pauses its owner's bots there,
 * rather than letting them loop on errors, and says so with the reason and a notice.
 */
export async function pauseForVenue(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  exchange: string,
  since: number,
): Promise<void> {
  const minutes = Math.max(1, Math.round((deps.clock.now().getTime() - since) / 60_000))
  const bots = await liveOn(deps, userId, exchange, ['running', 'out_of_balance'])
  if (bots.length === 0) return
  // The notice says whether they will resume by themselves: the owner's setting decides.
  const resumes = (await preferencesOf(deps.db, userId)).resume_after_outage ? 1 : 0
  for (const { id } of bots)
    await platformPause(deps, t, userId, id, {
      reason: { code: 'venue_down', values: { exchange } },
      pausedFor: 'venue_down',
      notice: 'bot.venue_down',
      params: { exchange, minutes, resumes },
    })
}

/**
 * Issue 28: the exchange holds fewer of a coin than the owner's bots there bought and have not
 * sold; they were sold or moved outside the bots. The bots counting it pause, so they place no
 * order they cannot cover, and the owner is told the two figures.
 */
export async function pauseForCoins(
  deps: Deps,
  t: TradingDeps,
  short: {
    userId: string
    exchange: string
    asset: string
    held: string
    counted: string
    /** The bots that count the coin. */
    bots: readonly string[]
  },
): Promise<void> {
  const { userId, exchange, asset, held, counted, bots } = short
  const values = { exchange, asset, held, counted }
  for (const id of bots)
    await platformPause(deps, t, userId, id, {
      reason: { code: 'coins_outside', values },
      pausedFor: 'coins_outside',
      notice: 'bot.coins_outside',
      params: values,
    })
}

/** The exchange answers again: the bots it paused run again, and their owner is told. */
export async function resumeAfterVenue(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  exchange: string,
): Promise<void> {
  const paused = (await liveOn(deps, userId, exchange, ['paused'])).filter(
    (b) => b.pausedFor === 'venue_down',
  )
  if (paused.length === 0) return
  // An owner who turned resuming off resumes them by hand; either way they hear it is back.
  const resumes = (await preferencesOf(deps.db, userId)).resume_after_outage
  for (const bot of paused) {
    // A resume the wallet or the subscription refuses leaves it paused, and unannounced.
    const subject = resumes ? await resumeBot(deps, t, userId, bot.id).catch(() => null) : bot
    if (!subject) continue
    await notify(deps, deps.db, userId, {
      kind: 'bot.venue_back',
      params: {
        bot_id: bot.id,
        strategy: subject.kind,
        symbol: subject.symbols[0] ?? '',
        exchange,
        resumed: resumes ? 1 : 0,
      },
      link: `/bot/view/${bot.id}`,
    })
  }
}

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
    reason: userStopReason(mode),
    time: marketNow(deps.clock, t.feed),
    from: row.status,
    cause: 'user',
    notify: deps,
  })
  // Another request stopped it in between; that one released the funds.
  if (!closed) throw new ApiFailure('bot_stopped')
  announce(t, closed, marketNow(deps.clock, t.feed))
  return summary(deps, t, closed)
}
