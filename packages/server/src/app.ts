import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import { helmetOptions, PERMISSIONS_POLICY } from './lib/security-headers'
import { serveApp } from './lib/static-app'
import rateLimit from '@fastify/rate-limit'
import { API_PREFIX } from '@atb/contract'
import type { Database } from './db'
import { defaultRateLimits, systemClock, type Clock, type Deps, type RateLimits } from './lib/deps'
import { Background } from './lib/background'
import { registerJsonParser } from './lib/body'
import { ApiFailure, asApiFailure, loggableError } from './lib/errors'
import { Api } from './lib/route'
import { loadJwtSecret } from './services/settings'
import { outboxMailer, type Mailer } from './services/mail'
import type { GoogleVerifier } from './services/google'
import { authenticate } from './services/sessions'
import { startHousekeeping } from './services/housekeeping'
import { SessionCache, type RevocationBus } from './services/session-cache'
import { RequestLogController } from './lib/request-log'
import { registerRoutes } from './routes'
import { TradingHost, type TradingOptions } from './trading'

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
  /** How long a cached live session is trusted without the database (default 60 s). */
  sessionCacheTtlMs?: number
  /** Hosts the bots (src/trading/README in index.ts); omitted means no trading runtime. */
  trading?: TradingOptions
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
  ].flatMap((key) => [`*.${key}`, `body.${key}`]),
]

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    logController: new RequestLogController(),
  })
  const { db } = options.database
  const clock = options.clock ?? systemClock
  const limits: RateLimits = { ...defaultRateLimits, ...options.rateLimits }
  const printText = !options.production
  const deps: Deps = {
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
    trading: options.trading ? new TradingHost({ db, log: app.log, ...options.trading }) : null,
  }
  registerJsonParser(app)
  const stopHousekeeping = startHousekeeping(deps)
  app.addHook('onClose', async () => {
    stopHousekeeping()
    await deps.background.drain()
  })

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
  app.addHook('onClose', async () => deps.sessions.close())
  // Bots resume once the server is ready (inject-only tests included) and stop before the database closes.
  const trading = deps.trading
  if (trading) {
    app.addHook('onReady', async () => trading.start())
    app.addHook('onClose', async () => trading.close())
  }

  app.setErrorHandler((error: FastifyError | ApiFailure, req, reply) => {
    const failure = asApiFailure(error)
    if (failure.code === 'internal') req.log.error({ err: loggableError(error) }, 'unhandled error')
    return reply.code(failure.statusCode).send(failure.toJSON())
  })

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiFailure('rate_limited'),
  })

  await app.register(
    async (v1) => {
      const api = new Api(v1, (req) => authenticate(deps, req))
      registerRoutes(api, v1, deps, {
        limits,
        database: options.database.kind,
        testOutbox: options.enableTestOutbox ?? false,
      })
    },
    { prefix: API_PREFIX },
  )

  const staticDir =
    options.staticDir && existsSync(`${options.staticDir}/index.html`)
      ? options.staticDir
      : undefined
  await app.register(helmet, helmetOptions(staticDir))
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

  return app
}
