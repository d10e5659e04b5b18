import { existsSync } from 'node:fs'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { helmetOptions, PERMISSIONS_POLICY, securityHeaders } from './lib/security-headers'
import { serveApp } from './lib/static-app'
import rateLimit from '@fastify/rate-limit'
import { API_PREFIX, type ActivationPlanId, type KeyedExchange } from '@atb/contract'
import { ReplayFeed, type MarketFeed } from '@atb/engine'
import type { Database } from './db'
import { defaultRateLimits, systemClock, type Clock, type Deps, type RateLimits } from './lib/deps'
import { Background } from './lib/background'
import { registerJsonParser } from './lib/body'
import { ApiFailure, asApiFailure, loggableError } from './lib/errors'
import { InFlight } from './lib/in-flight'
import { Api } from './lib/route'
import { loadJwtSecret } from './services/settings'
import { outboxMailer, type Mailer } from './services/mail'
import type { GoogleVerifier } from './services/google'
import type { TradingDeps } from './services/bots/runtime'
import { authenticate } from './services/sessions'
import { requireNoHold } from './services/security-hold'
import { startHousekeeping } from './services/housekeeping'
import { startProfitShareSweep } from './services/bots/wallet-guard'
import { followCoinsOutside, followVenueHealth } from './services/bots/venue-guard'
import { DEFAULT_PROFIT_SHARE_RATES, type ProfitShareRates } from './services/wallet/profit-share'
import { SessionCache, type RevocationBus } from './services/session-cache'
import { RequestLogController, requestIdOf } from './lib/request-log'
import { ExchangeConnections } from './services/exchanges'
import { DataKeys } from './services/data-keys'
import { keyVerifiers, type KeyVerifier } from './services/key-verifier'
import { Keyring, loadMasterKey } from './services/keyring'
import { OkxOAuth, type OkxOAuthConfig } from './services/okx-oauth'
import { DEFAULT_ACTIVATION_PRICES, defaultKeyFile, type Env } from './config'
import { registerRoutes } from './routes'
import { LocalLiveHub, type LiveHub } from './services/live-hub'
import type { Redis } from 'ioredis'
import type { LiveSocketOptions } from './services/live-client'
import { registerLiveRoute } from './routes/live'
import { registerOps } from './routes/ops'
import { instrument, ServerMetrics } from './lib/metrics'
import { databaseCheck, redisCheck } from './lib/readiness'
import { addressMatcher } from './lib/addresses'
import { setupLive } from './routes/live-plugin'
import { TradingHost, type TradingOptions } from './trading'
import { closeSelfStops, exchangeBalances, hostRuntime, workerConnect } from './trading/bot-runtime'
import { WorkerBacktests } from './services/bots/backtests'
import type { BacktestQueueOptions } from './services/bots/backtest-queue'
import { buildDeposits, NO_CHAIN_DEPOSITS, type DepositOptions } from './services/wallet/deposit'

export interface ServerOptions {
  database: Database
  /** Defaults to the outbox (mails written to the database and printed). */
  mailer?: Mailer
  clock?: Clock
  /** Null answers 'Google sign-in is not configured'. */
  google?: GoogleVerifier | null
  /** The built app; omitted or missing means API only. */
  staticDir?: string
  logLevel?: string
  /** Defaults to a secret generated once and kept in the database, so restarts keep sessions. */
  jwtSecret?: string
  tokenTtlSeconds?: number
  rateLimits?: Partial<RateLimits>
  /** Exposes GET /v1/test/outbox for tests and end-to-end runs only. */
  enableTestOutbox?: boolean
  /** Origin of mailed links; defaults to the address `npm start` listens on. */
  publicUrl?: string
  bodyLimit?: number
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void }
  /** Production never prints mailed codes (and main.ts requires SMTP_URL there). */
  production?: boolean
  /** Tests pass their own, to wait for mails sent after the reply. */
  background?: Background
  /** Where session revocations reach other processes; defaults to this process only. */
  revocationBus?: RevocationBus
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); nobody's by default. */
  trustProxy?: Env['trustProxy']
  /** Shared rate-limit counters for several processes (REDIS_URL); this process's memory by default. */
  rateLimitRedis?: Redis
  /** The start of the shared counters' keys (REDIS_PREFIX + `rate:`). */
  rateLimitPrefix?: string
  /** RATE_LIMIT_EXEMPT: addresses and CIDRs the per-address limits across targets do not count. */
  rateLimitExempt?: string[]
  /** How long a cached live session is trusted without the database (default 60 s). */
  sessionCacheTtlMs?: number
  /**
   * The master key that wraps users' data keys (decision 034): 32 bytes as hex or base64. Defaults
   * to a key generated once into `keyFile` (main.ts passes KEY_ENCRYPTION_KEY here).
   */
  keyEncryptionKey?: string
  /** Where a generated master key is kept (mode 0600); defaults to `<repo>/data/key-encryption.key`. */
  keyFile?: string
  /** Exchange origins for tests and end-to-end runs (local fakes); production uses the real hosts. */
  exchangeUrls?: Partial<Record<KeyedExchange, string>>
  /** How long a key check waits for the exchange (default 10 s). */
  exchangeTimeoutMs?: number
  /** Replaces a venue's key check (the OANDA one may come from the engine's client). */
  keyVerifiers?: Partial<Record<KeyedExchange, KeyVerifier>>
  /** OKX fast API; null or omitted answers 'unavailable'. */
  okxOAuth?: OkxOAuthConfig | null
  /** Where bot events reach the live socket; defaults to this process only (closed with the server). */
  liveHub?: LiveHub
  /** Live socket timings and bounds; tests shorten them. */
  liveSocket?: Partial<LiveSocketOptions>
  /** The line of backtests: workers, waiting places, each account's share (decision 080). */
  backtestQueue?: Partial<BacktestQueueOptions>
  /** Market data; defaults to the replay market at real speed. Started here, stopped on close. */
  market?: MarketFeed
  /** Market feed, hosted bot runtime, exchange access and backtest workers; without them the bot API answers 503. */
  trading?: TradingDeps
  /**
   * The hosted runner's settings (leases, owner, sampling); it trades on `market`, publishes to the
   * live hub and reaches exchanges through the connections. Null: no trading (the bot API answers
   * 503). Ignored when `trading` brings stand-ins.
   */
  host?: HostOptions | null
  /** USDT for one activation code of each plan; defaults to DEFAULT_ACTIVATION_PRICES (decision 060). */
  activationPrices?: Record<ActivationPlanId, string>
  /**
   * USDT deposits (decision 063); defaults to the public dev xpub with no chain watched (tests
   * and `npm start` without CHAIN_*).
   */
  deposits?: DepositOptions
  /** The profit share's and the commission's rates; DEFAULT_PROFIT_SHARE_RATES by default (decision 067). */
  profitShare?: ProfitShareRates
  /** How often the profit share is settled and low wallets pause live bots; 0 never (tests sweep by hand). */
  profitShareSweepMs?: number
  /** METRICS_TOKEN: GET /metrics answers a scraper that sends it as a bearer token; unset, 404. */
  metricsToken?: string
  /** REDIS_URL: /readyz also needs Redis to answer (decision 075). */
  redisUrl?: string
  /** How long one readiness check may take (default 2 s). */
  readinessTimeoutMs?: number
  /** How long close waits for API handlers whose client left (default 10 s). */
  closeWaitMs?: number
  /** Hands the built services to the caller (tests reach the trading host through it). */
  inspect?: (deps: Deps) => void
}

/** The host's settings; `exchanges` parts replace the defaults (the connections, ccxt clients). */
export type HostOptions = Partial<Omit<TradingOptions, 'feed' | 'hub' | 'exchanges'>> & {
  exchanges?: Partial<NonNullable<TradingOptions['exchanges']>>
}

export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000'

/** Two PNGs at the 512 KiB cap, base64-inflated, plus the text fields. */
export const BODY_LIMIT = 2 * 1024 * 1024

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'old_password',
    'new_password',
    'confirm_password',
    'confirm_new_password',
    'otp_pin',
    'otp_token',
    'pin',
    'old_pin',
    'new_pin',
    'token',
    'auth_code',
    'transaction_password',
    // Exchange keys (decision 034), and what OKX's fast API hands over.
    'api_key',
    'secret_key',
    'passphrase',
    'apiKey',
    'secretKey',
    'secret',
    'access_token',
  ].flatMap((key) => [`*.${key}`, `body.${key}`]),
  // OKX's authorization code and state, but not every `code` (errors carry one).
  'body.code',
  'body.state',
]

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    // Fastify would take any header value; requestIdOf takes only a short, plain one.
    genReqId: requestIdOf,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: false,
    logController: new RequestLogController(),
  })
  // Before any route: each route's timing hook is added as the route is declared.
  const metrics = options.metricsToken ? new ServerMetrics() : null
  if (metrics) instrument(app, metrics)
  const { db } = options.database
  const clock = options.clock ?? systemClock
  const limits: RateLimits = { ...defaultRateLimits, ...options.rateLimits }
  const printText = !options.production
  const keyring = new Keyring(
    loadMasterKey(options.keyEncryptionKey, options.keyFile ?? defaultKeyFile()),
  )
  const dataKeys = new DataKeys(db, clock, keyring)
  const exchanges = new ExchangeConnections(
    db,
    clock,
    dataKeys,
    keyVerifiers({
      ...(options.exchangeUrls ? { urls: options.exchangeUrls } : {}),
      ...(options.exchangeTimeoutMs ? { timeoutMs: options.exchangeTimeoutMs } : {}),
      ...(options.keyVerifiers ? { overrides: options.keyVerifiers } : {}),
    }),
    app.log,
  )
  const liveHub = options.liveHub ?? new LocalLiveHub()
  const deps: Deps = {
    dataKeys,
    exchanges,
    okxOAuth: options.okxOAuth
      ? new OkxOAuth(options.okxOAuth, db, clock, exchanges, app.log)
      : null,
    db,
    clock,
    mailer: options.mailer ?? outboxMailer(db, clock, app.log, { printText }),
    google: options.google ?? null,
    jwtSecret: options.jwtSecret ?? (await loadJwtSecret(db)),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7 * 24 * 3600,
    publicUrl: (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/$/, ''),
    log: app.log,
    limits,
    background: options.background ?? new Background(app.log),
    sessions: new SessionCache({
      clock,
      bus: options.revocationBus,
      ttlMs: options.sessionCacheTtlMs,
    }),
    live: liveHub,
    market: options.market ?? new ReplayFeed(),
    host: null,
    activationPrices: options.activationPrices ?? DEFAULT_ACTIVATION_PRICES,
    deposits: buildDeposits(
      db,
      { clock, live: liveHub },
      app.log,
      options.deposits ?? NO_CHAIN_DEPOSITS,
    ),
    profitShare: options.profitShare ?? DEFAULT_PROFIT_SHARE_RATES,
  }
  registerJsonParser(app)
  const stopHousekeeping = startHousekeeping(deps)
  app.addHook('onClose', async () => {
    stopHousekeeping()
    await deps.background.drain()
  })

  // Not async: a promise per request for two headers is measurable on the hot path (decision 025).
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id)
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    done(null, payload)
  })
  app.addHook('onClose', async () => deps.sessions.close())
  if (!options.liveHub) app.addHook('onClose', async () => deps.live.close())
  await deps.market.start()
  app.addHook('onClose', async () => deps.market.stop())
  if (options.trading) deps.trading = options.trading
  else if (options.host !== null) {
    const { exchanges: hostExchanges, ...hostOptions } = options.host ?? {}
    const host = new TradingHost({
      ...hostOptions,
      db,
      log: app.log,
      feed: deps.market,
      hub: deps.live,
      notify: deps,
      ...(metrics ? { metrics: metrics.trading } : {}),
      exchanges: {
        access: exchanges,
        connect: workerConnect(options.exchangeUrls ?? {}),
        ...hostExchanges,
      },
    })
    deps.host = host
    deps.trading = {
      feed: deps.market,
      runtime: hostRuntime(host, db),
      exchanges,
      backtests: new WorkerBacktests(options.backtestQueue),
      live: deps.live,
      balances: exchangeBalances(exchanges, options.exchangeUrls ?? {}),
    }
    closeSelfStops(host, db, clock, deps.background, deps)
    followVenueHealth(deps, host)
    followCoinsOutside(deps, host)
    // Bots resume once the server is ready (inject-only tests too) and stop before the database closes.
    app.addHook('onReady', async () => host.start())
    app.addHook('onClose', async () => host.close())
    app.addHook('onClose', async () => deps.trading?.backtests.close())
  }

  const { watcher } = deps.deposits
  if (watcher) {
    const pollMs = options.deposits?.pollMs ?? 0
    if (pollMs > 0) app.addHook('onReady', async () => watcher.start(pollMs))
    app.addHook('onClose', async () => watcher.stop())
  }
  const { sender } = deps.deposits
  if (sender) {
    const pollMs = options.deposits?.pollMs ?? 0
    if (pollMs > 0) app.addHook('onReady', async () => sender.start(pollMs))
    app.addHook('onClose', async () => sender.stop())
  }
  const stopSweep = startProfitShareSweep(deps, options.profitShareSweepMs ?? 30_000)
  app.addHook('onClose', async () => stopSweep())

  options.inspect?.(deps)

  app.setErrorHandler((error: FastifyError | ApiFailure, req, reply) => {
    const failure = asApiFailure(error)
    if (failure.code === 'internal') req.log.error({ err: loggableError(error) }, 'unhandled error')
    return reply.code(failure.statusCode).send(failure.toJSON())
  })

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiFailure('rate_limited'),
    // Several processes count together; while Redis is unreachable requests pass (and it is logged).
    ...(options.rateLimitRedis
      ? {
          redis: options.rateLimitRedis,
          nameSpace: options.rateLimitPrefix ?? 'atb:rate:',
          skipOnError: true,
        }
      : {}),
  })

  const live = await setupLive(app, deps, deps.market, options.liveSocket)
  const inFlight = new InFlight()
  await app.register(
    async (v1) => {
      registerLiveRoute(v1, deps, live)
      const exempt = addressMatcher(options.rateLimitExempt ?? [])
      const api = new Api(
        v1,
        (req) => authenticate(deps, req),
        inFlight,
        (user) => requireNoHold(deps.db, user.userId, deps.clock.now()),
        exempt,
      )
      registerRoutes(api, v1, deps, {
        limits,
        database: options.database.kind,
        testOutbox: options.enableTestOutbox ?? false,
      })
    },
    { prefix: API_PREFIX },
  )
  metrics?.watch({
    bots: () => deps.host?.countByStatus() ?? null,
    sockets: () => live.connections.size,
    pool: () => options.database.pool(),
  })
  const checks = [
    databaseCheck(options.database),
    ...(options.redisUrl ? [redisCheck(options.redisUrl)] : []),
  ]
  app.addHook('onClose', async () => {
    for (const check of checks) await check.close?.()
  })
  registerOps(app, {
    metrics: metrics && options.metricsToken ? { metrics, token: options.metricsToken } : null,
    checks,
    ...(options.readinessTimeoutMs ? { checkTimeoutMs: options.readinessTimeoutMs } : {}),
  })

  const staticDir =
    options.staticDir && existsSync(`${options.staticDir}/index.html`)
      ? options.staticDir
      : undefined
  // Helmet's headers on every response, as @fastify/helmet set them (onRequest, on the raw
  // response), computed once instead of per request.
  const headers = securityHeaders(
    helmetOptions(staticDir, { https: deps.publicUrl.startsWith('https:') }),
  )
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
  if (staticDir) await serveApp(app, staticDir)

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? ''
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
    const wantsHtml = req.headers.accept?.includes('text/html') ?? false
    // Client routes, unknown ones included, get the app, which renders its own 404 page (never
    // cached, compressed as asked: serveApp's rules apply).
    if (!isApi && staticDir && (req.method === 'GET' || req.method === 'HEAD') && wantsHtml) {
      return reply.sendFile('index.html')
    }
    return reply.code(404).send(new ApiFailure('not_found').toJSON())
  })

  // Registered last, so it runs first once the server stops taking requests (onClose hooks run
  // last-registered first): handlers whose client left finish before the host and database close.
  app.addHook('onClose', async () => {
    const running = inFlight.size
    if (!(await inFlight.settled(options.closeWaitMs ?? 10_000)))
      app.log.warn(
        { running: inFlight.size, atClose: running },
        'closing with handlers still running',
      )
  })

  return app
}
