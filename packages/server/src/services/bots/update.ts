import { and, eq, ne, sql } from 'drizzle-orm'
import {
  botErrorMessages,
  configChanges,
  english,
  message,
  renderMessage,
  updatableKinds,
  type BotEditPlan,
  type BotUpdateResponse,
  type ConfigChange,
  type ExchangeName,
  type FieldError,
  type StrategyKind,
} from '@atb/contract'
import { D, str, strategyOf, type SymbolSpec } from '@atb/engine'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { marketNow } from '../../lib/market-clock'
import { botEvents, bots } from '../../db/schema'
import { editPlanView } from '../../trading/edit-plan'
import { requireFollowable } from '../signals/signals'
import { withBotLock } from './bot-lock'
import { lookupSymbol, marketOf, parseOrFail } from './create'
import { botSummary } from './figures'
import { ownedBot } from './rows'
import type { BotRow, TradingDeps } from './runtime'

const EMPTY = { cancels: [], intents: [], then: [] }

const summary = (deps: Deps, t: TradingDeps, row: BotRow) =>
  botSummary(deps.db, t, row, marketNow(deps.clock, t.feed))

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

interface Checked {
  row: BotRow
  config: Record<string, unknown>
  changes: ConfigChange[]
  spec: SymbolSpec
}

/** What an edit and its dry run both check: the bot, its kind, the config and that it fits. */
async function checked(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
): Promise<Checked> {
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
    {
      lastPrice: t.feed.ticker(primary.symbol)?.last,
      intervals: primary.intervals,
    },
  )) as Record<string, unknown>
  await requireFollowable(deps.db, kind, config, marketOf(kind))
  const changes = configChanges(row.config as Record<string, unknown>, config)
  if (changes.length > 0) {
    const strategy = strategyOf(kind)
    checkFits(
      strategy.account(config, { ...primary.spec, kind: strategy.market }).balances,
      row.allocation,
    )
  }
  return { row, config, changes, spec: primary.spec }
}

/**
 * `/robot/update/preview` (decision 088): what saving this edit would do now, worked out on a
 * copy of the running bot by the process that runs it; nothing is sent.
 */
export const previewUpdate = (
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
): Promise<BotEditPlan> =>
  withBotLock(id, async () => {
    const { config, changes, spec } = await checked(deps, t, userId, id, raw)
    // Saving the same settings changes nothing, so it sends nothing.
    if (changes.length === 0)
      return editPlanView(EMPTY, spec, t.feed.ticker(spec.symbol)?.last ?? 0)
    return t.runtime.preview(id, config)
  })

/**
 * Changes a bot's settings; the pair and exchange stay. Versioned, with the changes in an event.
 * `plan` is the reviewed plan's fingerprint: nothing is sent unless it is still that plan.
 */
export const updateBot = (
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
  plan: string,
) => withBotLock(id, () => update(deps, t, userId, id, raw, plan))

async function update(
  deps: Deps,
  t: TradingDeps,
  userId: string,
  id: string,
  raw: Record<string, unknown>,
  plan: string,
): Promise<BotUpdateResponse> {
  const { row, config, changes } = await checked(deps, t, userId, id, raw)
  if (changes.length === 0)
    return { bot: await summary(deps, t, row), config_version: row.configVersion, changes }
  await t.runtime.update(id, config, plan)
  const now = marketNow(deps.clock, t.feed)
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
