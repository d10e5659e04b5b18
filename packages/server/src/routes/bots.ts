import type { endpoints, StopMode } from '@atb/contract'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { Handlers } from '../lib/route'
import { runBacktest } from '../services/bots/backtest'
import { createBot } from '../services/bots/create'
import { pauseBot, resumeBot, stopBot, updateBot } from '../services/bots/lifecycle'
import { listBots, listOrders } from '../services/bots/list'
import type { TradingDeps } from '../services/bots/runtime'
import { FillStatsCache } from '../services/bots/stats-cache'
import { viewBot } from '../services/bots/view'
import { paperWallet, resetPaperWallet } from '../services/bots/wallet'

export const botHandlers = (deps: Deps) => {
  const stats = new FillStatsCache()
  const contractSizeOf = (symbol: string) => deps.trading?.feed.symbol(symbol)?.spec.contractSize
  const trading = (): TradingDeps => {
    if (!deps.trading) throw new ApiFailure('trading_unavailable')
    return deps.trading
  }
  return {
    paperBalances: async ({ user }) => paperWallet(deps.db, user.userId),
    paperReset: async ({ user }) => resetPaperWallet(deps.db, user.userId, deps.clock.now()),
    botCreate: async ({ user, input }) => createBot(deps, trading(), user.userId, input),
    botList: async ({ user, input }) =>
      listBots(deps.db, user.userId, input, stats, contractSizeOf),
    botView: async ({ user, input }) => viewBot(deps, trading(), user.userId, input.id),
    botUpdate: async ({ user, input }) =>
      updateBot(deps, trading(), user.userId, input.id, input.config),
    botPause: async ({ user, input }) => pauseBot(deps, trading(), user.userId, input.id),
    botResume: async ({ user, input }) => resumeBot(deps, trading(), user.userId, input.id),
    botStop: async ({ user, input }) =>
      stopBot(deps, trading(), user.userId, input.id, input.mode as StopMode),
    botOrders: async ({ user, input }) => listOrders(deps.db, user.userId, input),
    botBacktest: async ({ input }) => runBacktest(deps, trading(), input),
  } satisfies Partial<Handlers<typeof endpoints>>
}
