import {
  signalCallSchema,
  signalCallsSchema,
  signalListSchema,
  signalReviewSchema,
  signalReviewsSchema,
  signalViewSchema,
  type SignalCallsResponse,
  type SignalListResponse,
  type SignalProviderCallResponse,
  type SignalReviewsResponse,
  type SignalReview,
  type SignalSummary,
} from '../signals/signals'
import { endpoint } from './endpoint'

/** Signals, their measured calls and reviews (issue 16, decision 073). */
export const signalList = /* @__PURE__ */ endpoint<SignalListResponse>()({
  method: 'GET',
  path: '/signal/list',
  auth: true,
  request: signalListSchema,
  errors: [],
  summary: 'Signals with their average score, review count and measured performance (7d, 30d, all)',
  tag: 'signals',
})

export const signalView = /* @__PURE__ */ endpoint<SignalSummary>()({
  method: 'GET',
  path: '/signal/view',
  auth: true,
  request: signalViewSchema,
  errors: ['record_not_found'],
  summary: 'One signal with its scores and measured performance',
  tag: 'signals',
})

export const signalCalls = /* @__PURE__ */ endpoint<SignalCallsResponse>()({
  method: 'GET',
  path: '/signal/calls',
  auth: true,
  request: signalCallsSchema,
  errors: ['record_not_found'],
  summary: 'A signal’s calls, newest first, with their measured outcomes',
  tag: 'signals',
})

export const signalReviews = /* @__PURE__ */ endpoint<SignalReviewsResponse>()({
  method: 'GET',
  path: '/signal/reviews',
  auth: true,
  request: signalReviewsSchema,
  errors: ['record_not_found'],
  summary: 'A signal’s reviews, newest first, each with its replies',
  tag: 'signals',
})

export const signalReview = /* @__PURE__ */ endpoint<SignalReview>()({
  method: 'POST',
  path: '/signal/review',
  auth: true,
  request: signalReviewSchema,
  errors: ['record_not_found', 'review_exists', 'review_not_found'],
  fields: { review_exists: 'score', review_not_found: 'reply_of' },
  summary: 'Review a signal (score and comment) or reply to a review',
  tag: 'signals',
})

/** Providers post calls with their key (`Authorization: Bearer <key>`), not a session. */
export const signalProviderCall = /* @__PURE__ */ endpoint<SignalProviderCallResponse>()({
  method: 'POST',
  path: '/signal/provider/call',
  auth: false,
  request: signalCallSchema,
  errors: ['invalid_provider_key', 'signal_call_rejected', 'request_reused'],
  summary: 'A provider posts one call (pair, side, entry, take profit, stop loss) to its signal',
  tag: 'signals',
})
