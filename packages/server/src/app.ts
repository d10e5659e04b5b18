import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import { helmetOptions } from './lib/security-headers'
import { serveApp } from './lib/static-app'
import rateLimit from '@fastify/rate-limit'
import { API_PREFIX } from '@atb/contract'
import type { Database } from './db'
import { defaultRateLimits, systemClock, type Clock, type Deps, type RateLimits } from './lib/deps'
import { ApiFailure, descriptions } from './lib/errors'
import { Api } from './lib/route'
import { loadJwtSecret } from './services/settings'
import { outboxMailer, type Mailer } from './services/mail'
import type { GoogleVerifier } from './services/google'
import { authenticate } from './services/sessions'
import { authRoutes } from './routes/auth'
import { accountRoutes } from './routes/account'
import { securityRoutes } from './routes/security'
import { systemRoutes } from './routes/system'

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
  publicUrl?: string
  bodyLimit?: number
}

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
    logger: { level: options.logLevel ?? 'info', redact: { paths: REDACT, censor: '[redacted]' } },
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
  })
  const { db } = options.database
  const clock = options.clock ?? systemClock
  const deps: Deps = {
    db,
    clock,
    mailer: options.mailer ?? outboxMailer(db, clock, app.log),
    google: options.google ?? null,
    jwtSecret: options.jwtSecret ?? (await loadJwtSecret(db)),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7 * 24 * 3600,
    publicUrl: options.publicUrl,
    log: app.log,
  }
  const limits: RateLimits = { ...defaultRateLimits, ...options.rateLimits }

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })

  app.setErrorHandler((error: FastifyError | ApiFailure, req, reply) => {
    if (error instanceof ApiFailure) {
      const body = {
        status: 'error',
        description: error.description,
        ...(error.errors ? { errors: error.errors } : {}),
      }
      return reply.code(error.statusCode).send(body)
    }
    const status = error.statusCode ?? 500
    if (status === 429)
      return reply.code(429).send({ status: 'error', description: descriptions.rateLimited })
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ status: 'error', description: descriptions.bodyTooLarge })
    }
    if (status >= 400 && status < 500)
      return reply.code(status).send({ status: 'error', description: error.message })
    req.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ status: 'error', description: descriptions.internal })
  })

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiFailure(429, descriptions.rateLimited),
  })

  await app.register(
    async (v1) => {
      const api = new Api(v1, (req) => authenticate(deps, req), options.publicUrl)
      authRoutes(api, deps, limits)
      accountRoutes(api, deps, limits)
      securityRoutes(api, deps)
      systemRoutes(api, v1, deps, options.database.kind, options.enableTestOutbox ?? false)
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
    return reply.code(404).send({ status: 'error', description: descriptions.notFound })
  })

  return app
}
