import { endpoints as E } from '@atb/contract'
import { call } from './calls'

/** The public ranking (/ranking, /ranking/{id}), issue 16. */
export const rankingFlows = {
  loadRanking: call(E.rankingList),
  loadRankingBot: call(E.rankingView),
}
