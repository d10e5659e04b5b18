import { fromPromise } from 'xstate'
import { endpoints as E, type RequestOf, type ResponseOf } from '@atb/contract'
import { ApiRequestError, classify } from '../../api/errors'
import { api, handleApiError } from '../api'

type BotList = typeof E.botList

/**
 * GET /robot/list. Its failures are shown on the page (inline), except spec §8's 'record not
 * found', which the spec wants as the translated invalid-robot-list toast; the page then shows
 * the empty list.
 */
const loadBots = fromPromise<ResponseOf<BotList>, RequestOf<BotList>>(async ({ input, signal }) => {
  try {
    return await api.call(E.botList, input, { signal, inline: true })
  } catch (error) {
    if (error instanceof ApiRequestError && error.body.code === 'record_not_found')
      handleApiError(classify(error))
    throw error
  }
})

/** The bot list and history (/bot, /bot/history), issue 12. */
export const listFlows = {
  loadBots,
}
