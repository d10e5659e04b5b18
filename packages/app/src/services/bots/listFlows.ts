import { fromPromise } from 'xstate'
import { endpoints as E, type RequestOf, type ResponseOf } from '@atb/contract'
import { ApiRequestError, classify } from '../../api/errors'
import { api, handleApiError } from '../api'

type BotList = typeof E.botList

const codeOf = (error: unknown) => (error instanceof ApiRequestError ? error.body.code : null)

/**
 * GET /robot/list. Its failures are shown on the page (inline), except two from spec §8:
 * 'record not found' is the translated invalid-robot-list toast (the page then shows no bots),
 * and 'request is outside of the recvWindow' is ignored silently: a request that arrived late
 * is simply asked once more, so the user never sees it.
 */
const loadBots = fromPromise<ResponseOf<BotList>, RequestOf<BotList>>(async ({ input, signal }) => {
  const load = () => api.call(E.botList, input, { signal, inline: true })
  try {
    try {
      return await load()
    } catch (error) {
      if (codeOf(error) !== 'recv_window') throw error
      return await load()
    }
  } catch (error) {
    if (codeOf(error) === 'record_not_found') handleApiError(classify(error))
    throw error
  }
})

/** The bot list and history (/bot, /bot/history), issue 12. */
export const listFlows = {
  loadBots,
}
