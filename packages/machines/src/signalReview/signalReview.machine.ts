import { signalReviewSchema, type SignalReview } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /signal/{id}: review a signal (score 1–5 and a comment) or reply to a review (comment only),
 * spec section 5 and decision 073. The screen starts it with `signal_id` (and `reply_of` for a
 * reply); the app provides `submit`.
 */
export const signalReviewMachine = createFormMachine({
  id: 'signalReview',
  schema: signalReviewSchema,
  initialValues: { signal_id: '', reply_of: undefined, score: undefined, comment: '' },
  types: {} as { result: SignalReview },
})
