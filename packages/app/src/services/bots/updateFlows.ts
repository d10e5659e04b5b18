import { endpoints as E } from '@atb/contract'
import { call } from '../calls'

/** Editing a bot (/bot/update/{robot}) and the order history (/bot/exchange-history), issue 12. */
export const updateFlows = {
  updateBot: call(E.botUpdate),
  loadOrders: call(E.botOrders),
}
