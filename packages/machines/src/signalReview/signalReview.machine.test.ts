import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { signalReviewMachine } from './signalReview.machine'

const posted = {
  id: 1,
  nickname: 'Somchai',
  score: 5,
  comment: 'ok',
  reply_of: null,
  created_at: '2026-01-01T00:00:00.000Z',
  mine: true,
}

describe('signalReview', () => {
  it('needs a score on a review and a plain comment; Thai, @, % and $ are allowed', async () => {
    const none = await fillAndSubmit(signalReviewMachine, posted, {
      signal_id: 's1',
      comment: '',
    })
    const odd = await fillAndSubmit(signalReviewMachine, posted, {
      signal_id: 's1',
      score: 4,
      comment: 'great!',
    })
    const thai = await fillAndSubmit(signalReviewMachine, posted, {
      signal_id: 's1',
      score: 5,
      comment: ' แม่นมาก 100% $5 @Lin ',
    })

    expect(none.errors.score).toMatchObject({ id: validation.required.id })
    expect(none.errors.comment).toMatchObject({ id: validation.required.id })
    expect(odd.errors.comment).toMatchObject({ id: validation.specialCharacters.id })
    expect(none.sent).toEqual([])
    expect(odd.sent).toEqual([])
    expect(thai.sent).toEqual([{ signal_id: 's1', score: 5, comment: 'แม่นมาก 100% $5 @Lin' }])
  })

  it('sends a reply without a score', async () => {
    const reply = await fillAndSubmit(signalReviewMachine, posted, {
      signal_id: 's1',
      reply_of: 7,
      score: 3,
      comment: 'Agree',
    })
    expect(reply.sent).toEqual([{ signal_id: 's1', reply_of: 7, comment: 'Agree' }])
  })
})
