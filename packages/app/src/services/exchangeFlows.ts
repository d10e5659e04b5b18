import { endpoints as E } from '@atb/contract'
import { call } from './calls'

/** The API-key pages (/api, /api/connect, /api/update, /api/disable, /oauth/okx/callback), issue 12. */
export const exchangeFlows = {
  loadExchanges: call(E.exchangeList),
  connectExchange: call(E.exchangeConnect),
  updateExchange: call(E.exchangeUpdate),
  disableExchange: call(E.exchangeDisable),
  okxOAuthStart: call(E.okxOAuthStart),
  okxOAuthCallback: call(E.okxOAuthCallback),
  loadPaperBalances: call(E.paperBalances),
  resetPaper: call(E.paperReset),
}
