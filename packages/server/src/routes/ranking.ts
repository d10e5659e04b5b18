import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import type { FillStatsCache } from '../services/bots/stats-cache'
import { rankingList } from '../services/ranking/list'
import { rankingView, setBotPublic } from '../services/ranking/view'

/** The public ranking (issue 16); `stats` is the bot list's cache of the bots' books. */
export const rankingHandlers = (deps: Deps, stats: FillStatsCache) =>
  ({
    rankingList: async ({ input }) => rankingList(deps, deps.trading, input, stats),
    rankingView: async ({ input }) => rankingView(deps, deps.trading, input.id, stats),
    botPublic: async ({ user, input }) => setBotPublic(deps, user.userId, input.id, input.public),
  }) satisfies Partial<Handlers<typeof endpoints>>
