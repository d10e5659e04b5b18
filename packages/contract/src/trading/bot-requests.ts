import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { botLabels } from '../bots/labels'
import { agreeRisk, agreeShareProfit, isBasketKind, shareProfitKinds } from '../bots/configs'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString, requiredUpTo } from '../schemas/fields'
import { integerBetween, numberBetween } from '../schemas/numbers'
import { instant, oneOf } from '../schemas/choices'
import { markets, strategyKinds, type StrategyKind } from '../strategies'
import { botApiLabels as L } from './bot-labels'
import { botStatuses, exchangeNames } from './venues'

/** How a stop ends a bot: keep the coins or positions, or sell/close them at market. */
export const stopModes = ['keep', 'sell'] as const
export type StopMode = (typeof stopModes)[number]

/** The list's status filter: one status, every bot still holding funds, or the history (stopped). */
export const botListViews = [...botStatuses, 'active', 'history'] as const
export type BotListView = (typeof botListViews)[number]

export const botSorts = ['created', 'pnl', 'status'] as const
export type BotSort = (typeof botSorts)[number]

export const orderSides = ['buy', 'sell'] as const
/** pending: written, not yet acknowledged by the venue (the write-ahead contract). */
export const botOrderStatuses = ['pending', 'open', 'filled', 'canceled', 'rejected'] as const
export type BotOrderStatus = (typeof botOrderStatuses)[number]

/** The longest history a backtest replays (issue 10). */
export const BACKTEST_MAX_DAYS = 30
export const BACKTEST_MAX_POINTS = 500
/** Equity curves on the bot page are down-sampled to at most this many points. */
export const EQUITY_MAX_POINTS = 500

const optional = <T extends string>(label: typeof L.kind, values: readonly T[]) =>
  oneOf(label, values).optional() as unknown as yup.Schema<T | undefined>

const id = () =>
  requiredString(L.bot_id).max(64, () => message(validation.maxLength, { label: L.bot_id, n: 64 }))
const symbol = () =>
  requiredString(L.symbol).max(32, () => message(validation.maxLength, { label: L.symbol, n: 32 }))

/**
 * A config is checked with its kind's own contract schema once the kind is known (the server runs
 * `parseConfig`), so here it only has to be a plain object; its keys are cleaned, not dropped.
 */
const config = () =>
  yup
    .mixed<Record<string, unknown>>()
    .required(() => message(validation.required, { label: L.config }))
    .test('plain-object', function (value) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return true
      return this.createError({ message: () => message(validation.wrongType, { field: 'config' }) })
    })

const page = {
  page: numberBetween(accountLabels.page, 1, 100_000)
    .integer(() => message(validation.integer, { label: accountLabels.page }))
    .default(1),
  page_size: numberBetween(accountLabels.page_size, 1, 100)
    .integer(() => message(validation.integer, { label: accountLabels.page_size }))
    .default(20),
}

export const botCreateSchema = yup.object({
  kind: oneOf(L.kind, strategyKinds),
  exchange_name: oneOf(botLabels.exchange_name, exchangeNames),
  /** The pair (engine symbol, `BTCUSDT`); portfolio kinds take theirs from the config. */
  symbol: symbol().optional(),
  config: config(),
  agree_risk: agreeRisk(),
  /** Required, and true, for kinds whose profit is shared (signal following). */
  agree_share_profit: yup
    .boolean()
    .optional()
    .when('kind', {
      is: (kind: StrategyKind) => shareProfitKinds.includes(kind),
      then: () => agreeShareProfit(),
    }),
})
export type BotCreateRequest = yup.InferType<typeof botCreateSchema>

export const botIdSchema = yup.object({ id: id() })

/**
 * An edit's dry run (decision 088): the same body as the edit, answered with the orders the edit
 * would cancel and send, and their fingerprint.
 */
export const botUpdatePreviewSchema = yup.object({ id: id(), config: config() })

/**
 * `plan`: the fingerprint of the orders the review showed, always: nothing is sent that a review
 * did not show. The server works the plan out again and refuses (`edit_plan_changed`) when it is
 * no longer the one shown.
 */
export const botUpdateSchema = botUpdatePreviewSchema.shape({
  plan: requiredUpTo(L.plan, 64),
})

export const botStopSchema = yup.object({ id: id(), mode: oneOf(L.stop_mode, stopModes) })

export const botListSchema = yup.object({
  status: optional(L.status, botListViews),
  kind: optional(L.kind, strategyKinds),
  market: optional(L.market, markets),
  exchange: optional(botLabels.exchange_name, exchangeNames),
  /** Search: bots whose pair contains this text (`btc` finds BTCUSDT), case-insensitive. */
  symbol: yup
    .string()
    .trim()
    .max(32, () => message(validation.maxLength, { label: L.symbol, n: 32 }))
    .optional(),
  sort: optional(L.sort, botSorts),
  order: optional(L.order, ['asc', 'desc'] as const),
  ...page,
})

export const botOrdersSchema = yup.object({
  bot_id: id().optional(),
  exchange: optional(botLabels.exchange_name, exchangeNames),
  symbol: symbol().optional(),
  side: optional(botLabels.side, orderSides),
  status: optional(L.order_status, botOrderStatuses),
  from: instant(L.from),
  to: instant(L.to),
  ...page,
})

export const backtestSchema = yup.object({
  kind: oneOf(L.kind, strategyKinds),
  /** The pair; a rebalance takes its coins from the config's holdings instead. */
  symbol: symbol()
    .optional()
    .when('kind', {
      is: (kind: StrategyKind) => !isBasketKind(kind),
      then: (s) => s.required(() => message(validation.required, { label: L.symbol })),
    }),
  config: config(),
  /** Defaults to `to` minus `days`. */
  from: instant(L.from),
  /** Defaults to the market's present (a replay's market time runs ahead of the clock). */
  to: instant(L.to),
  /** The period's length when `from` is left out: the last `days` days; 30 by default. */
  days: integerBetween(L.days, 1, BACKTEST_MAX_DAYS).optional(),
  /**
   * The client's name for this request: while it waits in the server's line, its place comes on
   * the user's live socket as `backtest.queue` with this ticket (decision 080).
   */
  ticket: yup
    .string()
    .optional()
    .matches(/^[A-Za-z0-9-]{8,64}$/, () => message(validation.invalid, { field: 'ticket' })),
})

/**
 * `/robot/plot/preview`: what a quant kind's rule draws and decides over the pair's recent bars
 * with a config not yet saved (the wizard's preview, decision 058).
 */
export const plotPreviewSchema = yup.object({
  kind: oneOf(L.kind, strategyKinds),
  symbol: symbol(),
  config: config(),
})

/**
 * Kinds whose settings change while they run (the spec shows update forms for grid and spot
 * configs); the others are stopped and created anew.
 */
export const updatableKinds = ['spot_grid', 'futures_grid', 'spot_martingale'] as const

/** A bot's event log, newest first. */
export const botEventsSchema = yup.object({ id: id(), ...page })

/** Realised profit, filtered (`/profit/history`). */
export const profitHistorySchema = yup.object({
  bot_id: id().optional(),
  exchange: optional(botLabels.exchange_name, exchangeNames),
  symbol: symbol().optional(),
  from: instant(L.from),
  to: instant(L.to),
  ...page,
})
