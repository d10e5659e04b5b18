import { endpoints as E } from '@atb/contract'
import { call } from '../calls'

/** Editing a bot (/bot/update/{robot}), its dry run, and the order history (/bot/exchange-history), issue 12. */
export const updateFlows = {
  updateBot: call(E.botUpdate),
  previewUpdate: call(E.botUpdatePreview),
  loadOrders: call(E.botOrders),
}
