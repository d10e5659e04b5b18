import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import {
  activationPlans,
  buyActivationCodes,
  listActivationPurchases,
} from '../services/wallet/activation-buy'
import {
  transfer,
  transferRecipient,
  walletBalance,
  walletHistory,
} from '../services/wallet/wallet'
import { profitShareTerms } from '../services/wallet/profit-share'

/** The USDT wallet (issue 15, decision 059). */
export const walletHandlers = (deps: Deps) =>
  ({
    walletBalance: async ({ user }) => walletBalance(deps.db, user.userId, deps.clock.now()),
    walletHistory: async ({ user, input }) => walletHistory(deps.db, user.userId, input),
    transferRecipient: async ({ user, input }) =>
      transferRecipient(deps.db, user.userId, input.destination_user_id),
    transfer: async ({ user, input, meta }) => transfer(deps, user, input, meta),
    profitShareTerms: async () => profitShareTerms(deps.profitShare),
  }) satisfies Partial<Handlers<typeof endpoints>>

/** Activation codes bought with the wallet (decision 060). */
export const activationBuyHandlers = (deps: Deps) =>
  ({
    activationPlans: async () => activationPlans(deps),
    activationBuy: async ({ user, input, meta }) => buyActivationCodes(deps, user, input, meta),
    activationPurchases: async ({ user, input }) =>
      listActivationPurchases(deps, user, input.page, input.page_size),
  }) satisfies Partial<Handlers<typeof endpoints>>
