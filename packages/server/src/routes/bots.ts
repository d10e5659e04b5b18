import type { FastifyReply } from 'fastify'
import type { endpoints, StopMode } from '@atb/contract'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { requestTimeZone } from '../lib/time-zone'
import type { Handlers } from '../lib/route'
import { runBacktest } from '../services/bots/backtest'
import { createBot } from '../services/bots/create'
import { listEvents } from '../services/bots/events'
import { pauseBot, resumeBot, stopBot } from '../services/bots/lifecycle'
import { previewUpdate, updateBot } from '../services/bots/update'
import { listBots, listOrders } from '../services/bots/list'
import { plotBot, previewPlot } from '../services/bots/plot'
import { profitHistory, profitSummary } from '../services/bots/profit'
import type { TradingDeps } from '../services/bots/runtime'
import { sellBot } from '../services/bots/sell'
import { FillStatsCache } from '../services/bots/stats-cache'
import { viewBot } from '../services/bots/view'
import { paperWallet, resetPaperWallet } from '../services/bots/wallet'

/**
 * Aborted when the client goes before its answer (a newer config in the wizard, a closed tab), so
 * a backtest waiting in line gives its place up and a running one its worker.
 */
function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new ApiFailure('bad_request'))
  })
  return controller.signal
}

/** `stats` is shared with the home dashboard, so the books are kept once per process. */
export const botHandlers = (deps: Deps, stats = new FillStatsCache()) => {
  const trading = (): TradingDeps => {
    if (!deps.trading) throw new ApiFailure('trading_unavailable')
    return deps.trading
  }
  return {
    paperBalances: async ({ user }) => paperWallet(deps.db, user.userId),
    paperReset: async ({ user }) => resetPaperWallet(deps.db, user.userId, deps.clock.now()),
    botCreate: async ({ user, input }) => createBot(deps, trading(), user.userId, input),
    botList: async ({ user, input, req }) =>
      listBots(deps, deps.trading, user.userId, input, stats, requestTimeZone(req)),
    botView: async ({ user, input, req }) =>
      viewBot(deps, trading(), user.userId, input.id, { stats, zone: requestTimeZone(req) }),
    botPlot: async ({ user, input }) => plotBot(deps, trading(), user.userId, input.id),
    botPlotPreview: async ({ input }) => previewPlot(deps, trading(), input),
    botUpdate: async ({ user, input }) =>
      updateBot(deps, trading(), user.userId, input.id, input.config, input.plan),
    botUpdatePreview: async ({ user, input }) =>
      previewUpdate(deps, trading(), user.userId, input.id, input.config),
    botPause: async ({ user, input }) => pauseBot(deps, trading(), user.userId, input.id),
    botResume: async ({ user, input }) => resumeBot(deps, trading(), user.userId, input.id),
    botStop: async ({ user, input }) =>
      stopBot(deps, trading(), user.userId, input.id, input.mode as StopMode),
    botOrders: async ({ user, input }) => listOrders(deps.db, user.userId, input),
    botBacktest: async ({ user, input, reply }) =>
      runBacktest(deps, trading(), input, {
        userId: user.userId,
        signal: whileClientWaits(reply),
      }),
    botSell: async ({ user, input, meta }) => sellBot(deps, trading(), user, input, meta),
    botEvents: async ({ user, input }) => listEvents(deps.db, user.userId, input),
    profitSummary: async ({ user, req }) =>
      profitSummary(deps, deps.trading, user.userId, stats, requestTimeZone(req)),
    profitHistory: async ({ user, input }) => profitHistory(deps, deps.trading, user.userId, input),
  } satisfies Partial<Handlers<typeof endpoints>>
}
