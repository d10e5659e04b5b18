import { endpoints as E } from '@atb/contract'
import { call } from './calls'

/** Profit (/profit, /profit/history), issue 12. */
export const profitFlows = {
  loadProfit: call(E.profitSummary),
  loadProfitHistory: call(E.profitHistory),
}
