import { endpoints as E } from '@atb/contract'
import { signalReviewMachine } from '@atb/machines'
import { call } from './calls'

/** The signal screens (/signal, /signal/{id}, /signal/{id}/history), issue 16, decision 073. */
export const signalFlows = {
  loadSignals: call(E.signalList),
  loadSignal: call(E.signalView),
  loadSignalCalls: call(E.signalCalls),
  loadSignalReviews: call(E.signalReviews),
  signalReview: signalReviewMachine.provide({ actors: { submit: call(E.signalReview) } }),
}
