import * as yup from 'yup'
import { message, type MessageDescriptor } from '../i18n/message'
import { signalMessages } from './signalMessages'
import { validation } from '../i18n/validation'
import type { Page } from '../accounts/api'
import { accountLabels } from '../accounts/labels'
import type { Market } from '../strategies'
import { requiredString } from '../schemas/fields'
import { decimalNumber, integerBetween } from '../schemas/numbers'
import { oneOf, rowId } from '../schemas/choices'
import { price } from '../schemas/money'

/** Signals with measured performance and reviews (issue 16, decision 073). */

/** A call nobody closes is measured until this long after it was made, then it expires. */
export const SIGNAL_CALL_EXPIRY_MS = 7 * 86_400_000
/** A provider's entry may be at most this far (percent) from the market's last price. */
export const SIGNAL_ENTRY_TOLERANCE_PCT = 2
/** A review's comment, in characters. */
export const SIGNAL_COMMENT_MAX = 1000

export const signalWindows = ['7d', '30d', 'all'] as const
export type SignalWindow = (typeof signalWindows)[number]
export const signalCallSides = ['BUY', 'SELL'] as const
export type SignalCallSide = (typeof signalCallSides)[number]
/** `tp`/`sl`: which was hit first; `expired`: neither within SIGNAL_CALL_EXPIRY_MS; `open`: not yet. */
export const signalOutcomes = ['open', 'tp', 'sl', 'expired'] as const
export type SignalOutcome = (typeof signalOutcomes)[number]

export const signalLabels = {
  id: /*i18n*/ { id: 'field.signal_id', message: 'signal' },
  symbol: /*i18n*/ { id: 'field.signal_symbol', message: 'pair' },
  side: /*i18n*/ { id: 'field.signal_side', message: 'side' },
  entry: /*i18n*/ { id: 'field.signal_entry', message: 'entry' },
  take_profit: /*i18n*/ { id: 'field.signal_take_profit', message: 'take profit' },
  stop_loss: /*i18n*/ { id: 'field.signal_stop_loss', message: 'stop loss' },
  score: /*i18n*/ { id: 'field.review_score', message: 'score' },
  comment: /*i18n*/ { id: 'field.review_comment', message: 'comment' },
  reply_of: /*i18n*/ { id: 'field.review_reply_of', message: 'reply' },
} satisfies Record<string, MessageDescriptor>
const L = signalLabels

export { signalMessages } from './signalMessages'

/**
 * Spec section 5's review rule: letters of any script (with their marks), digits, `@`, whitespace,
 * `%`, `$` and any character of the Thai block (its own digits, ฿, ๆ, ฯ).
 */
export const REVIEW_TEXT = /^(?:\p{L}\p{M}*|\p{Nd}|[\s@%$]|[\u0E00-\u0E7F])*$/u

/**
 * What a provider posts: one call. The server stamps its time (decision 073) and checks the prices
 * against the pair's last one (the entry within SIGNAL_ENTRY_TOLERANCE_PCT, the exits within the
 * band every price keeps, decision 077).
 */
export const signalCallSchema = yup.object({
  symbol: requiredString(L.symbol)
    .uppercase()
    .matches(/^[A-Z0-9]{2,20}$/, {
      message: () => message(validation.specialCharacters, { label: L.symbol }),
    }),
  side: oneOf(L.side, signalCallSides),
  entry: price(L.entry),
  take_profit: price(L.take_profit).test(
    'tp-side',
    () => message(signalMessages.takeProfitSide, {}),
    function (tp) {
      const { side, entry } = this.parent as { side?: string; entry?: number }
      if (tp === undefined || !entry) return true
      return side === 'SELL' ? tp < entry : side === 'BUY' ? tp > entry : true
    },
  ),
  stop_loss: price(L.stop_loss).test(
    'sl-side',
    () => message(signalMessages.stopLossSide, {}),
    function (sl) {
      const { side, entry } = this.parent as { side?: string; entry?: number }
      if (sl === undefined || !entry) return true
      return side === 'SELL' ? sl > entry : side === 'BUY' ? sl < entry : true
    },
  ),
})
export type SignalCallInput = yup.InferType<typeof signalCallSchema>

const signalId = requiredString(L.id).max(64)

export const signalListSchema = yup.object({})
export const signalViewSchema = yup.object({ id: signalId })
export const signalCallsSchema = yup.object({
  id: signalId,
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 500).default(20),
})
export const signalReviewsSchema = yup.object({ id: signalId })

/** Spec section 5's review form; a reply (`reply_of`) carries no score. */
export const signalReviewSchema = yup.object({
  signal_id: signalId,
  reply_of: rowId(L.reply_of),
  score: decimalNumber()
    .transform((v: unknown, original: unknown) =>
      original === '' || original === null || Number.isNaN(v) ? undefined : v,
    )
    .when('reply_of', {
      is: (r: unknown) => r === undefined,
      then: () =>
        integerBetween(L.score, 1, 5).required(() =>
          message(validation.required, { label: L.score }),
        ),
      otherwise: (s) => s.strip(),
    }),
  comment: requiredString(L.comment)
    .max(SIGNAL_COMMENT_MAX, () =>
      message(validation.maxLength, { label: L.comment, n: SIGNAL_COMMENT_MAX }),
    )
    .matches(REVIEW_TEXT, {
      message: () => message(validation.specialCharacters, { label: L.comment }),
    }),
})
export type SignalReviewInput = yup.InferType<typeof signalReviewSchema>

/** Measured performance over one window; returns are percent of the entry. */
export interface SignalStats {
  /** Calls made in the window, open ones included. */
  calls: number
  /** Calls that have an outcome (TP, SL or expired). */
  closed: number
  /** Percent of closed calls with a positive return; null with none closed. */
  win_rate: number | null
  /** Mean return of closed calls, percent; null with none closed. */
  avg_return: number | null
  /** The deepest fall of the closed calls' cumulative return from its peak, percent points (≥ 0). */
  max_drawdown: number
}

export interface SignalSummary {
  id: string
  /** `builtin`: an engine source (its name and description are translated from the catalogue). */
  source: 'builtin' | 'provider'
  name: string
  description: string
  market: Market
  /** The pairs it called most recently, newest first (at most three). */
  symbols: string[]
  /** Mean score of top-level reviews, null with none. */
  avg_score: number | null
  reviews: number
  stats: Record<SignalWindow, SignalStats>
  /** Whether a signal bot can follow it (the built-in sources, decision 073). */
  followable: boolean
  last_call_at: string | null
}

export interface SignalListResponse {
  items: SignalSummary[]
}

export interface SignalCall {
  id: number
  symbol: string
  side: SignalCallSide
  /** Decimal strings. */
  entry: string
  take_profit: string
  stop_loss: string
  called_at: string
  outcome: SignalOutcome
  closed_at: string | null
  exit_price: string | null
  /** Percent of the entry: realised when closed, against the last price while open. */
  return_pct: number | null
}

export type SignalCallsResponse = Page<SignalCall>

export interface SignalReview {
  id: number
  nickname: string
  score: number | null
  comment: string
  reply_of: number | null
  created_at: string
  mine: boolean
}

/** Top-level reviews newest first, each with its replies (any depth, oldest first) flattened under it. */
export interface SignalReviewThread extends SignalReview {
  replies: (SignalReview & { reply_to_nickname: string })[]
}

export interface SignalReviewsResponse {
  items: SignalReviewThread[]
  avg_score: number | null
  reviews: number
}

export interface SignalProviderCallResponse {
  call: SignalCall
}
