import * as yup from 'yup'
import type { Page } from '../accounts/api'
import { accountLabels } from '../accounts/labels'
import type { MessageDescriptor } from '../i18n/message'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString } from '../schemas/fields'
import { integerBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { markets, strategyKinds, type Market, type StrategyKind } from '../strategies'
import { botApiLabels } from '../trading/bot-labels'
import type { Money } from '../trading/bots'
import type { BotStatusName } from '../trading/venues'

/**
 * The public ranking (issue 16, decision 070): bots whose owners opted in, ranked by ROI or PnL
 * over the last 7 or 30 UTC days or their whole run. Only the owner's nickname is ever shown.
 */
export const rankingMetrics = ['roi', 'pnl'] as const
export type RankingMetric = (typeof rankingMetrics)[number]
export const rankingWindows = ['7d', '30d', 'all'] as const
export type RankingWindow = (typeof rankingWindows)[number]
/** The days each window spans (UTC days, today included); `all` has none. */
export const rankingWindowDays: Record<RankingWindow, number | null> = {
  '7d': 7,
  '30d': 30,
  all: null,
}
export const RANKING_PAGE_SIZE = 20

export const rankingLabels = {
  metric: /*i18n*/ { id: 'field.ranking_metric', message: 'ranking' },
  window: /*i18n*/ { id: 'field.ranking_window', message: 'period' },
  public: /*i18n*/ { id: 'field.ranking_public', message: 'public ranking' },
} satisfies Record<string, MessageDescriptor>

const optional = <T extends string>(label: MessageDescriptor, values: readonly T[]) =>
  oneOf(label, values).optional() as unknown as yup.Schema<T | undefined>

export const rankingListSchema = yup.object({
  metric: optional(rankingLabels.metric, rankingMetrics),
  window: optional(rankingLabels.window, rankingWindows),
  kind: optional(botApiLabels.kind, strategyKinds),
  market: optional(botApiLabels.market, markets),
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 50).default(RANKING_PAGE_SIZE),
})

const botId = () =>
  requiredString(botApiLabels.bot_id).max(64, () =>
    message(validation.maxLength, { label: botApiLabels.bot_id, n: 64 }),
  )

export const rankingViewSchema = yup.object({ id: botId() })

/** The owner's switch: `public: true` enters the ranking, `false` leaves it. */
export const botPublicSchema = yup.object({
  id: botId(),
  public: yup
    .boolean()
    .required(() => message(validation.required, { label: rankingLabels.public })),
})

/** One ranked bot: what anyone signed in may see. Never the owner's email, id or exchange. */
export interface RankingEntry {
  rank: number
  id: string
  /** The owner's nickname; empty when they have not set one (the app shows a neutral name). */
  nickname: string
  kind: StrategyKind
  market: Market
  symbols: string[]
  status: BotStatusName
  /** The quote currency the PnL is in. */
  currency: string
  /** PnL over the window, in `currency`. */
  pnl: Money
  /** PnL over the window as a percentage of the bot's investment. */
  roi_pct: number
  /** How long the bot has run (to its stop, if stopped). */
  runtime_ms: number
}

/** Ranked bots only: a shared bot with no trade in the window is counted in `unranked` instead. */
export interface RankingListResponse extends Page<RankingEntry> {
  metric: RankingMetric
  window: RankingWindow
  /** Shared bots matching the filters with no fill in the window: not ranked (decision 079). */
  unranked: number
}

export interface RankingWindowFigures {
  pnl: Money
  roi_pct: number
}

/** A day's closing equity: the last recorded point of that UTC day. */
export interface RankingEquityPoint {
  time: number
  equity: number
}

/** `/ranking/{id}`: the public page of an opted-in bot. */
export interface RankingBotView {
  id: string
  nickname: string
  kind: StrategyKind
  market: Market
  symbols: string[]
  status: BotStatusName
  currency: string
  created_at: string
  stopped_at: string | null
  runtime_ms: number
  /** The investment the ROI is measured against (it follows from PnL ÷ ROI anyway). */
  investment: Money
  trades: number
  max_drawdown_pct: number
  windows: Record<RankingWindow, RankingWindowFigures>
  equity_curve: RankingEquityPoint[]
  /** The settings to copy: the bot's config without anything tied to the owner's account. */
  config: Record<string, unknown>
}

export interface BotPublicResponse {
  id: string
  /** When the bot entered the ranking; null when it is not in it. */
  public_since: string | null
}

/** Config fields that belong to the owner's account or consent, never shown or copied. */
const privateConfigFields = new Set(['exchange_name', 'agree_risk', 'agree_share_profit'])

export function publicConfigOf(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([k]) => !privateConfigFields.has(k)))
}

/** The biggest fall from a peak to a later trough, as a percentage of the peak (0 if none). */
export function maxDrawdownPct(equity: readonly number[]): number {
  let peak = -Infinity
  let worst = 0
  for (const value of equity) {
    if (value > peak) peak = value
    else if (peak > 0) worst = Math.max(worst, ((peak - value) / peak) * 100)
  }
  return worst
}
