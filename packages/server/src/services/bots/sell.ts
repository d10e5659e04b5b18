import { eq } from 'drizzle-orm'
import {
  botSellSchema,
  isSellableKind,
  validate,
  type BotSellRequest,
  type BotSellResponse,
  type StrategyKind,
} from '@atb/contract'
import { D, str, type Dec } from '@atb/engine'
import { botEvents, bots } from '../../db/schema'
import type { AuthUser, Deps, RequestMeta } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { marketNow } from '../../lib/market-clock'
import { proveOldSecret } from '../old-secrets'
import { getUser } from '../users'
import { withBotLock } from './bot-lock'
import { botSummary } from './figures'
import { minQuantity, toStep } from './lot'
import { ownedBot } from './rows'
import type { TradingDeps } from './runtime'

/** A running bot's statuses a sell accepts: out of balance is running underneath (decision 035). */
const SELLABLE_STATUSES = ['running', 'paused', 'out_of_balance']

/** The base quantity the request asks for, at most what the bot holds. */
function wanted(input: BotSellRequest, held: Dec, price: number): Dec {
  if (input.sell_all) return held
  if (input.type === 'PERCENT') return held.mul(input.percent!).div(100)
  if (input.type === 'COIN_BASE') return D.min(held, new D(input.quantity!))
  return D.min(held, new D(input.amount!).div(price))
}

/**
 * `/robot/sell` (spec §5, decision 041): sells part of a spot bot's holding at market; the bot
 * continues on the rest. Checked with the sell form's schema and the pair's minimum, and with the
 * transaction password when the account has one.
 */
export const sellBot = (
  deps: Deps,
  t: TradingDeps,
  user: AuthUser,
  input: BotSellRequest,
  meta: RequestMeta,
) => withBotLock(input.id, () => sell(deps, t, user, input, meta))

async function sell(
  deps: Deps,
  t: TradingDeps,
  user: AuthUser,
  input: BotSellRequest,
  meta: RequestMeta,
): Promise<BotSellResponse> {
  const row = await ownedBot(deps.db, user.userId, input.id)
  if (row.status === 'stopped') throw new ApiFailure('bot_stopped')
  if (!isSellableKind(row.kind as StrategyKind)) throw new ApiFailure('kind_not_sellable')
  if (!SELLABLE_STATUSES.includes(row.status)) throw new ApiFailure('bot_not_running')
  const symbol = t.feed.symbol(row.symbols[0] ?? '')
  const holding = await t.runtime.holding(row.id)
  if (!symbol || !holding || holding.price === null) throw new ApiFailure('trading_unavailable')
  const { spec } = symbol
  const min = minQuantity(spec, holding.price)
  const account = await getUser(deps.db, user.userId)
  const hash = account.transactionPasswordHash
  const checked = await validate(botSellSchema, input, {
    minQuantity: min.toNumber(),
    needsTransactionPassword: hash !== null,
  })
  if (!checked.ok)
    throw new ApiFailure('validation_failed', {
      errors: checked.errors,
      ...(checked.errors[0] ? { description: checked.errors[0].text } : {}),
    })
  if (hash !== null)
    await proveOldSecret(
      deps,
      user,
      meta,
      'transaction_password',
      input.transaction_password ?? '',
      hash,
      'transaction_password_wrong',
    )
  const held = toStep(new D(holding.base), spec.stepSize)
  if (held.lte(0)) throw new ApiFailure('nothing_to_sell')
  const qty = toStep(wanted(checked.value, held, holding.price), spec.stepSize)
  if (qty.lt(min) || qty.lte(0)) throw new ApiFailure('below_minimum_quantity')
  const fill = await t.runtime.sell(row.id, str(qty))
  const sold = { qty: fill.qty, price: fill.price, quote: fill.quote }
  const now = marketNow(deps.clock, t.feed)
  const updated = await deps.db.transaction(async (tx) => {
    await tx.insert(botEvents).values({
      botId: row.id,
      type: 'sold',
      data: { ...sold, fee: fill.fee, pending: fill.pending },
      time: now,
    })
    const [changed] = await tx
      .update(bots)
      .set({ updatedAt: now })
      .where(eq(bots.id, row.id))
      .returning()
    return changed!
  })
  return { bot: await botSummary(deps.db, t, updated, now), sold }
}
