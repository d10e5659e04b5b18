import type { FastifyInstance } from 'fastify'
import {
  chainTestEndpoints,
  endpoints,
  testEndpoints,
  type EndpointName,
  type HealthData,
} from '@atb/contract'
import type { Deps, RateLimitRule, RateLimits } from '../lib/deps'
import { openApiDocument } from '../lib/openapi'
import { bearerSubject, keyOf, type Api, type Handlers, type RouteOptions } from '../lib/route'
import { accountHandlers } from './account'
import { affiliateHandlers } from './affiliate'
import { communityHandlers } from './community'
import { authHandlers } from './auth'
import { notificationHandlers } from './notifications'
import { exchangeHandlers } from './exchanges'
import { marketHandlers } from './market'
import { botHandlers } from './bots'
import { homeHandlers } from './home'
import { rankingHandlers } from './ranking'
import { FillStatsCache } from '../services/bots/stats-cache'
import { securityHandlers } from './security'
import { systemHandlers, testHandlers } from './system'
import { activationBuyHandlers, walletHandlers } from './wallet'
import { chainTestHandlers, depositHandlers } from './deposit'
import { withdrawalHandlers, withdrawalTestHandlers } from './withdrawal'
import { signalHandlers, signalRouteOptions } from './signals'
import { forwardOptions, ownerUrl } from '../trading/forward'

/** Rate limits, a server concern, keyed by endpoint; the key adds the account being targeted. */
export function routeOptions(
  limits: RateLimits,
  jwtSecret = '',
  nowSeconds = () => Date.now() / 1000,
): Partial<Record<EndpointName, RouteOptions>> {
  const perUser = (rule: RateLimitRule): RouteOptions => ({
    rateLimit: { ...rule, perUser: true, key: bearerSubject(jwtSecret, nowSeconds) },
  })
  return {
    botBacktest: perUser(limits.backtest),
    transfer: perUser(limits.transfer),
    withdraw: perUser(limits.transfer),
    activationBuy: perUser(limits.activationBuy),
    activationRedeem: perUser(limits.activationRedeem),
    botPlotPreview: perUser(limits.plotPreview),
    pinCreate: perUser(limits.secretChange),
    pinUpdate: perUser(limits.secretChange),
    transactionPasswordSet: perUser(limits.secretChange),
    transactionPasswordChange: perUser(limits.secretChange),
    changePassword: perUser(limits.secretChange),
    twoFactorSetup: perUser(limits.secretChange),
    twoFactorEnable: perUser(limits.secretChange),
    twoFactorDisable: perUser(limits.secretChange),
    exchangeConnect: perUser(limits.exchangeKey),
    exchangeUpdate: perUser(limits.exchangeKey),
    exchangeDisable: perUser(limits.exchangeKey),
    okxOAuthCallback: perUser(limits.exchangeKey),
    // Unauthenticated endpoints that name an account or a code: per address and target, and per
    // address across every target (issue 26, decision 080).
    login: {
      rateLimit: { ...limits.login, key: keyOf('username') },
      addressLimit: limits.loginPerAddress,
    },
    // The challenge is in the body; per address here, and wrong codes per account in the database.
    loginTwoFactor: { rateLimit: limits.login, addressLimit: limits.loginPerAddress },
    loginGoogle: { rateLimit: limits.login, addressLimit: limits.loginPerAddress },
    loginGoogleAddCode: { rateLimit: limits.login, addressLimit: limits.loginPerAddress },
    emailCheckExist: { rateLimit: limits.emailCheck, addressLimit: limits.checksPerAddress },
    invitationCheck: { rateLimit: limits.otpVerify, addressLimit: limits.checksPerAddress },
    otpSent: {
      rateLimit: { ...limits.otpSend, key: keyOf('email') },
      addressLimit: limits.mailsPerAddress,
    },
    otpVerify: {
      rateLimit: { ...limits.otpVerify, key: keyOf('email') },
      addressLimit: limits.checksPerAddress,
    },
    registerEmail: {
      rateLimit: { ...limits.otpVerify, key: keyOf('email') },
      addressLimit: limits.checksPerAddress,
    },
    forgotPassword: {
      rateLimit: { ...limits.forgotPassword, key: keyOf('email') },
      addressLimit: limits.mailsPerAddress,
    },
    resetPassword: { rateLimit: limits.otpVerify, addressLimit: limits.checksPerAddress },
  }
}

type OptionTable = Partial<Record<EndpointName, RouteOptions>>

/** One table of route options from several, an endpoint's options from each kept together. */
function mergeRouteOptions(...tables: OptionTable[]): OptionTable {
  const merged: OptionTable = {}
  for (const table of tables)
    for (const [name, options] of Object.entries(table) as [EndpointName, RouteOptions][])
      merged[name] = { ...merged[name], ...options }
  return merged
}

export function registerRoutes(
  api: Api,
  v1: FastifyInstance,
  deps: Deps,
  options: { limits: RateLimits; database: HealthData['database']; testOutbox: boolean },
) {
  // The bot list, profit and home share one cache of the bots' books.
  const stats = new FillStatsCache()
  const handlers: Handlers<typeof endpoints> = {
    ...authHandlers(deps),
    ...accountHandlers(deps),
    ...securityHandlers(deps),
    ...exchangeHandlers(deps),
    ...systemHandlers(options.database),
    ...marketHandlers(deps),
    ...botHandlers(deps, stats),
    ...rankingHandlers(deps, stats),
    ...homeHandlers(deps, stats),
    ...walletHandlers(deps),
    ...activationBuyHandlers(deps),
    ...affiliateHandlers(deps),
    ...depositHandlers(deps),
    ...withdrawalHandlers(deps),
    ...communityHandlers(deps),
    ...signalHandlers(deps),
    ...notificationHandlers(deps),
  }
  // Several processes: a bot's commands go to the process that runs it (decision 074).
  const owner = deps.host?.owner ?? null
  api.serve(
    endpoints,
    handlers,
    mergeRouteOptions(
      routeOptions(options.limits, deps.jwtSecret, () => deps.clock.now().getTime() / 1000),
      signalRouteOptions(deps),
      owner && ownerUrl(owner) ? forwardOptions(deps.db, owner) : {},
    ),
  )
  if (options.testOutbox) api.serve(testEndpoints, testHandlers(deps))
  if (options.testOutbox && deps.deposits.localChain)
    api.serve(chainTestEndpoints, { ...chainTestHandlers(deps), ...withdrawalTestHandlers(deps) })
  // Served raw (not in the envelope): it is read by OpenAPI tools, not by the app.
  v1.get('/openapi.json', async () => openApiDocument(api.routes))
}
