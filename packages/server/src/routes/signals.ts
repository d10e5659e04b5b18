import type { FastifyRequest } from 'fastify'
import {
  english,
  renderMessage,
  SIGNAL_ENTRY_TOLERANCE_PCT,
  type endpoints,
  type EndpointName,
} from '@atb/contract'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { Handlers, RouteOptions } from '../lib/route'
import { callsPage, recordCall, toCallView } from '../services/signals/calls'
import { postReview, reviewThreads } from '../services/signals/reviews'
import {
  authenticateProvider,
  checkCallAgainstMarket,
  signalSummaries,
  signalSummary,
} from '../services/signals/signals'

type ProviderRow = Awaited<ReturnType<typeof authenticateProvider>>

/** The provider a request's key names, found by the route's guard before validation. */
const providers = new WeakMap<FastifyRequest, ProviderRow>()

/** A provider's key is checked first, so a bad key answers 401 whatever the body; a bad call 422. */
export const signalRouteOptions = (deps: Deps): Partial<Record<EndpointName, RouteOptions>> => ({
  signalProviderCall: {
    guard: async (req) => {
      providers.set(req, await authenticateProvider(deps.db, req.headers.authorization))
    },
    invalidStatus: 422,
  },
})

/** Signals, their calls and reviews (issue 16, decision 073). */
export const signalHandlers = (deps: Deps) =>
  ({
    signalList: async () => ({
      items: await signalSummaries(deps.db, deps.market, deps.clock),
    }),
    signalView: async ({ input }) => signalSummary(deps.db, deps.market, deps.clock, input.id),
    signalCalls: async ({ input }) => {
      // Answers the same outcomes the statistics count: measured first.
      await signalSummary(deps.db, deps.market, deps.clock, input.id)
      return callsPage(deps.db, deps.market, input.id, input.page, input.page_size)
    },
    signalReviews: async ({ user, input }) => reviewThreads(deps.db, user.userId, input.id),
    signalReview: async ({ user, input }) => postReview(deps.db, deps.clock, user.userId, input),
    signalProviderCall: async ({ req, input }) => {
      const provider = providers.get(req)
      if (!provider) throw new ApiFailure('invalid_provider_key')
      const refused = checkCallAgainstMarket(deps.market, input, SIGNAL_ENTRY_TOLERANCE_PCT)
      if (refused) {
        const text = renderMessage(refused.message, english)
        throw new ApiFailure('signal_call_rejected', {
          description: text,
          errors: [{ path: refused.path, message: refused.message, text }],
        })
      }
      const row = await recordCall(
        deps.db,
        provider.id,
        {
          symbol: input.symbol,
          side: input.side,
          entry: input.entry,
          takeProfit: input.take_profit,
          stopLoss: input.stop_loss,
        },
        // Stamped with the market's time, which a sped-up replay runs ahead of the clock.
        new Date(deps.market.ticker(input.symbol)?.time ?? deps.clock.now().getTime()),
      )
      // Two calls of one provider on one pair in the same millisecond: the first stands.
      if (!row) throw new ApiFailure('request_reused')
      // The bots following this signal act on it now, at the call's entry.
      deps.host?.providerCall(provider.id, row.symbol, {
        side: input.side,
        time: row.calledAt.getTime(),
        price: input.entry,
      })
      return { call: toCallView(row, deps.market) }
    },
  }) satisfies Partial<Handlers<typeof endpoints>>
