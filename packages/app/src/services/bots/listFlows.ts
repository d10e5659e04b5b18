import { endpoints as E } from '@atb/contract'
import { call } from '../calls'

/** The bot list and history (/bot, /bot/history), issue 12. */
export const listFlows = {
  loadBots: call(E.botList),
}
