import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { createInvitationCode, listInvitationCodes } from '../services/affiliate/codes'
import { commissionHistory } from '../services/affiliate/commission'
import { affiliateOverview } from '../services/affiliate/overview'
import { affiliateRank } from '../services/affiliate/rank'

/** The affiliate area (issue 15, decision 061). */
export const affiliateHandlers = (deps: Deps) =>
  ({
    affiliateOverview: async ({ user, input }) =>
      affiliateOverview(deps.db, deps.clock, user.userId, input.days),
    invitationCodes: async ({ user }) => listInvitationCodes(deps.db, user.userId),
    invitationCodeCreate: async ({ user, input }) =>
      createInvitationCode(deps.db, deps.clock, user.userId, input.label),
    commissionHistory: async ({ user, input }) => commissionHistory(deps.db, user.userId, input),
    affiliateRank: async ({ user, input }) => affiliateRank(deps.db, user.userId, input.by),
  }) satisfies Partial<Handlers<typeof endpoints>>
