import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { requestTimeZone } from '../lib/time-zone'
import { homeSummary } from '../services/home'
import type { FillStatsCache } from '../services/bots/stats-cache'

/** The home dashboard; `stats` is the bot list's cache, so both read the same books. */
export const homeHandlers = (deps: Deps, stats: FillStatsCache) =>
  ({
    homeSummary: async ({ user, req }) =>
      homeSummary(deps, deps.trading, user.userId, stats, requestTimeZone(req)),
  }) satisfies Partial<Handlers<typeof endpoints>>
